import {
  DEFAULT_MINIMUM_WITHDRAWAL_FEN,
  fenToYuan,
  maskAccount,
  withdrawalTax,
} from '../../src/domain/money';
import type { Bill, Withdrawal, WithdrawalPreview } from '../../dataProvider/moneyWireTypes';
import type { FakeState, UserRecord } from '../store/state';
import type { BillRecord, MoneySettings, WithdrawalRecord } from './moneyTypes';

export { MONEY_MESSAGES } from '../messages/moneyMessages';

export const DEFAULT_MONEY_SETTINGS: MoneySettings = {
  minWithdrawalFen: DEFAULT_MINIMUM_WITHDRAWAL_FEN,
  defaultUnitFen: 1500,
};

export const moneySettings = (state: FakeState): MoneySettings =>
  state.moneySettings ?? DEFAULT_MONEY_SETTINGS;

/** Counted against the balance: pending and paid withdrawals; a rejected one gave its money back. */
const holdsMoney = (withdrawal: WithdrawalRecord) => withdrawal.status !== '2';

/** A designer's balance in fen, the ledger's own figures (the wire's `Balance` shows yuan). */
export interface BalanceInFen {
  availableFen: number;
  onTheWayFen: number;
  depositHeldFen: number;
}

export function balanceOf(state: FakeState, userId: string): BalanceInFen {
  const bills = (state.bills ?? []).filter((bill) => bill.userId === userId);
  const withdrawals = (state.withdrawals ?? []).filter((w) => w.userId === userId);
  const earned = bills.reduce((sum, bill) => sum + bill.payableFen, 0);
  const out = withdrawals.filter(holdsMoney).reduce((sum, w) => sum + w.amountFen, 0);
  const onTheWay = withdrawals.filter((w) => w.status === '0');
  return {
    availableFen: earned - out,
    onTheWayFen: onTheWay.reduce((sum, w) => sum + w.amountFen, 0),
    depositHeldFen: bills.reduce((sum, b) => sum + b.depositHeldFen - b.depositReleasedFen, 0),
  };
}

/** What has already left this month (pending or paid): the base of the month's tax. */
export function withdrawnInMonth(state: FakeState, userId: string, month: string): number {
  return (state.withdrawals ?? [])
    .filter((w) => w.userId === userId && w.month === month && holdsMoney(w))
    .reduce((sum, w) => sum + w.amountFen, 0);
}

export function previewWithdrawal(
  state: FakeState,
  user: UserRecord,
  month: string,
  amountFen: number,
): WithdrawalPreview {
  const before = withdrawnInMonth(state, user.id, month);
  const result = withdrawalTax(before, amountFen);
  return {
    amount: fenToYuan(amountFen),
    tax: fenToYuan(result.taxFen),
    receipt: fenToYuan(result.receiptFen),
    monthWithdrawn: fenToYuan(before),
    monthTotal: fenToYuan(result.monthTotalFen),
    bankAccount: maskAccount(user.payment.accountNumber),
  };
}

export function withdrawalView(
  withdrawal: WithdrawalRecord,
  users: readonly UserRecord[],
): Withdrawal {
  const owner = users.find((user) => user.id === withdrawal.userId);
  return {
    id: withdrawal.id,
    withdrawalNo: withdrawal.withdrawalNo,
    account: owner?.account ?? '',
    realName: owner?.realName ?? '',
    createTime: withdrawal.createTime,
    updateTime: withdrawal.updateTime,
    bankAccount: maskAccount(withdrawal.accountNumber),
    amount: fenToYuan(withdrawal.amountFen),
    tax: fenToYuan(withdrawal.taxFen),
    receipt: fenToYuan(withdrawal.amountFen - withdrawal.taxFen),
    currency: withdrawal.currency,
    status: withdrawal.status,
    reasonCode: withdrawal.reasonCode,
    reason: withdrawal.reason,
    paymentReference: withdrawal.paymentReference,
  };
}

/** Paid withdrawals settle the oldest bills first: what is paid and unpaid of each. */
export function billViews(state: FakeState, userId: string): Bill[] {
  const bills = (state.bills ?? [])
    .filter((bill) => bill.userId === userId)
    .sort((a, b) => a.name.localeCompare(b.name));
  let paid = (state.withdrawals ?? [])
    .filter((w) => w.userId === userId && w.status === '1')
    .reduce((sum, w) => sum + w.amountFen, 0);
  return bills.map((bill) => {
    const paidFen = Math.min(paid, Math.max(0, bill.payableFen));
    paid -= paidFen;
    return billView(bill, state.users, paidFen);
  });
}

export function billView(bill: BillRecord, users: readonly UserRecord[], paidFen: number): Bill {
  const owner = users.find((user) => user.id === bill.userId);
  return {
    id: bill.id,
    name: bill.name,
    account: owner?.account ?? '',
    settlementTime: bill.settlementTime,
    orderCount: bill.lines.length,
    amount: fenToYuan(bill.amountFen),
    designReward: fenToYuan(bill.designRewardFen),
    recommenderReward: fenToYuan(bill.recommenderRewardFen),
    deductions: fenToYuan(bill.deductionFen),
    tax: fenToYuan(bill.taxFen),
    depositHeld: fenToYuan(bill.depositHeldFen),
    depositReleased: fenToYuan(bill.depositReleasedFen),
    paidAmount: fenToYuan(paidFen),
    unpaidAmount: fenToYuan(bill.payableFen - paidFen),
    currency: bill.currency,
    status: bill.status,
    ticketId: bill.ticketId,
  };
}
