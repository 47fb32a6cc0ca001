import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import type { Deduction } from '../../dataProvider/wireTypes';
import { DeductionCreate } from './DeductionCreate';
import { DeductionList } from './DeductionList';

export default {
  list: DeductionList,
  create: DeductionCreate,
  icon: MoneyOffIcon,
  recordRepresentation: (record: Deduction) => record.reason,
};
