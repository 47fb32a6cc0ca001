import FactCheckIcon from '@mui/icons-material/FactCheck';
import type { ResourceProps } from 'react-admin';
import type { QcQueueRow } from '../../../dataProvider/wireTypes';
import { lazyView } from '../../../src/components/lazy/lazyView';

/**
 * Staff: the orders awaiting quality inspection (/qcQueue). A row opens the task detail, where
 * the inspector's form is; designers are sent to 403 here and refused by the server.
 */
const qcQueue: Omit<ResourceProps, 'name'> = {
  list: lazyView(() => import('./QcQueueList').then((m) => m.QcQueueList)),
  icon: FactCheckIcon,
  recordRepresentation: (row: QcQueueRow) => row.orderNo,
};

export default qcQueue;
