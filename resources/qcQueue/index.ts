import FactCheckIcon from '@mui/icons-material/FactCheck';
import type { ResourceProps } from 'react-admin';
import type { QcQueueRow } from '../../dataProvider/wireTypes';
import { QcQueueList } from './QcQueueList';

/**
 * Staff: the orders awaiting quality inspection (/qcQueue). A row opens the task detail, where
 * the inspector's form is; designers are sent to 403 here and refused by the server.
 */
const qcQueue: Omit<ResourceProps, 'name'> = {
  list: QcQueueList,
  icon: FactCheckIcon,
  recordRepresentation: (row: QcQueueRow) => row.orderNo,
};

export default qcQueue;
