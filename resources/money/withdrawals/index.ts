import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import type { ResourceProps } from 'react-admin';
import type { Withdrawal } from '../../../dataProvider/moneyWireTypes';
import { lazyView } from '../../../src/components/lazy/lazyView';

/**
 * Withdrawals. This route is the staff review (every designer's); a designer's own list and the
 * new-withdrawal form are the settlement page's withdrawal tab, on the same resource.
 */
const withdrawals: Omit<ResourceProps, 'name'> = {
  list: lazyView(() => import('./WithdrawalReviewList').then((m) => m.WithdrawalReviewList)),
  icon: AccountBalanceWalletIcon,
  recordRepresentation: (withdrawal: Withdrawal) => withdrawal.withdrawalNo,
};

export default withdrawals;
