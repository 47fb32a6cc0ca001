import AssignmentIcon from '@mui/icons-material/Assignment';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { lazyView } from '../../../src/components/lazy/lazyView';

/** The views are chunks of their own, downloaded when first shown (not on the login route). */
export default {
  list: lazyView(() => import('./TaskList').then((m) => m.TaskList)),
  show: lazyView(() => import('./TaskShow').then((m) => m.TaskShow)),
  icon: AssignmentIcon,
  recordRepresentation: (record: DesignTask) => record.orderNo,
};
