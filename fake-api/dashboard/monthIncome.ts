import { closeMonthFor } from '../money/closeMonth';
import type { FakeState } from '../store/state';

export interface MonthIncome {
  gross: number;
  tax: number;
  net: number;
}

/**
 * A month's income in fen by the money model: the closed bill when there is one, otherwise the
 * month so far as its bill would close today (fees, referral rewards, deductions, and its tax).
 */
export function monthIncome(state: FakeState, userId: string, month: string): MonthIncome {
  const closed = (state.bills ?? []).find((bill) => bill.userId === userId && bill.name === month);
  const bill = closed ?? closeMonthFor(state, userId, month, { id: '', settlementTime: '' });
  if (!bill) return { gross: 0, tax: 0, net: 0 };
  return { gross: bill.amountFen, tax: bill.taxFen, net: bill.amountFen - bill.taxFen };
}
