import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import type { Deduction } from '../../dataProvider/wireTypes';
import { DeductionList } from './DeductionList';

export default {
  list: DeductionList,
  icon: MoneyOffIcon,
  recordRepresentation: (record: Deduction) => record.reason,
};
