import AssignmentIcon from '@mui/icons-material/Assignment';
import type { DesignTask } from '../../dataProvider/wireTypes';
import { TaskList } from './TaskList';
import { TaskShow } from './TaskShow';

export default {
  list: TaskList,
  show: TaskShow,
  icon: AssignmentIcon,
  recordRepresentation: (record: DesignTask) => record.orderNo,
};
