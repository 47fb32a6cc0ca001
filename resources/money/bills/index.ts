import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { ResourceProps } from 'react-admin';
import type { Bill } from '../../../dataProvider/moneyWireTypes';
import { lazyView } from '../../../src/components/lazy/lazyView';

/**
 * Monthly bills. This route is the staff view (every designer's, read-only, month closing); a
 * designer's own bills are the settlement page's bill tab, on the same resource.
 */
const bills: Omit<ResourceProps, 'name'> = {
  list: lazyView(() => import('./BillReviewList').then((m) => m.BillReviewList)),
  icon: ReceiptLongIcon,
  recordRepresentation: (bill: Bill) => `${bill.name} ${bill.account}`,
};

export default bills;
