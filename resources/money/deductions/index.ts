import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import type { Deduction } from '../../../dataProvider/wireTypes';
import { lazyView } from '../../../src/components/lazy/lazyView';

export default {
  list: lazyView(() => import('./DeductionList').then((m) => m.DeductionList)),
  create: lazyView(() => import('./DeductionCreate').then((m) => m.DeductionCreate)),
  icon: MoneyOffIcon,
  recordRepresentation: (record: Deduction) => record.reason,
};
