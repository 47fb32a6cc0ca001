import { closeMonthFigures, computeTax } from '../../src/domain/money';
import type { FakeState } from '../store/state';
import type { BillLineRecord, BillRecord, MoneySettings } from './moneyTypes';
import { referralLines } from './referrals';

/** A month's bill for one designer: passed orders earn their fee, rework earns nothing extra. */
export function closeMonthFor(
  state: FakeState,
  settings: MoneySettings,
  userId: string,
  month: string,
  ids: { id: string; settlementTime: string },
): BillRecord | undefined {
  const lines: BillLineRecord[] = (state.designTasks ?? [])
    .filter(
      (task) =>
        task.designerId === userId &&
        task.status === '3' &&
        task.isRework === '0' &&
        task.updateTime.startsWith(month),
    )
    .map((task) => {
      const units = Math.max(1, task.fullCrownCount + task.innerCrownCount);
      const unitFen = settings.prices[task.productName] ?? settings.defaultUnitFen;
      return {
        orderNo: task.orderNo,
        productName: task.productName,
        units,
        designFeeFen: units * unitFen,
      };
    });
  const referrals = referralLines(state, userId, month);
  const deductionFen = (state.deductions ?? [])
    .filter((d) => d.userId === userId && d.method === '1' && d.violationTime.startsWith(month))
    .reduce((sum, d) => sum + Math.round(d.amount * 100), 0);
  const earlier = (state.bills ?? []).filter((bill) => bill.userId === userId);
  if (lines.length === 0 && referrals.length === 0 && earlier.length === 0) return undefined;
  const designRewardFen = lines.reduce((sum, line) => sum + line.designFeeFen, 0);
  const recommenderRewardFen = referrals.reduce((sum, line) => sum + line.rewardFen, 0);
  const figures = closeMonthFigures({
    designFeeFen: designRewardFen,
    referralFen: recommenderRewardFen,
    deductionFen,
    depositHeldBeforeFen: earlier.reduce(
      (sum, bill) => sum + bill.depositHeldFen - bill.depositReleasedFen,
      0,
    ),
    firstBill: earlier.length === 0,
  });
  return {
    id: ids.id,
    userId,
    name: month,
    settlementTime: ids.settlementTime,
    lines,
    referrals,
    designRewardFen,
    recommenderRewardFen,
    deductionFen,
    amountFen: figures.amountFen,
    taxFen: computeTax(figures.amountFen).taxFen,
    depositHeldFen: figures.depositHeldFen,
    depositReleasedFen: figures.depositReleasedFen,
    payableFen: figures.payableFen,
    status: '0',
    ticketId: '',
  };
}
