import { monthOf, orderPay, type Month } from '../../src/domain/billing';
import { orderUnits } from '../../src/domain/pricing';
import type { DesignTask } from '../../dataProvider/wireTypes';
import type { FakeState } from '../store/state';
import { billLine, billMoney } from './billLines';
import { billMonthOf, monthCloses } from './billMonth';
import type { BillLineRecord, BillRecord, UnpaidLineRecord } from './moneyTypes';
import { heldUnitPrice } from './priceList';
import { referralLines } from './referrals';

/**
 * A month's bill for one designer: every order that passed is paid once, units × the price fixed
 * when it was grabbed, rework or not (docs/CONTRACT.md, "The pay rule"): its line is the earning
 * the order showed; a voided order is listed unpaid with why.
 */
export function closeMonthFor(
  state: FakeState,
  userId: string,
  month: string,
  ids: { id: string; settlementTime: string },
): BillRecord | undefined {
  const billed = new Set((state.bills ?? []).flatMap((bill) => bill.lines.map((l) => l.orderNo)));
  const closes = monthCloses(state);
  const voided = new Set(state.voidedTaskIds ?? []);
  const lines: BillLineRecord[] = [];
  const unpaid: UnpaidLineRecord[] = [];
  for (const task of state.designTasks ?? []) {
    if (task.designerId !== userId || task.status !== '3' || billed.has(task.orderNo)) continue;
    if (billMonthOf(task, closes) !== month) continue;
    const pay = orderPay({
      status: task.status,
      units: orderUnits(task),
      unitFen: heldUnitPrice(
        state,
        task,
        state.users.find((user) => user.id === userId),
      ).unitPriceFen,
      voided: voided.has(task.id),
    });
    const order = { orderNo: task.orderNo, productName: task.productName };
    if (pay.paid) {
      lines.push(
        billLine(
          { ...order, isRework: task.isRework },
          { units: pay.units, unitPriceFen: pay.unitFen, totalFen: pay.amountFen },
        ),
      );
    } else unpaid.push({ ...order, reason: pay.reason });
  }
  const referrals = referralLines(state, userId, month);
  const deductionFen = (state.deductions ?? [])
    .filter((d) => d.userId === userId && d.method === '1' && d.violationTime.startsWith(month))
    .reduce((sum, d) => sum + Math.round(d.amount * 100), 0);
  const earlier = (state.bills ?? []).filter((bill) => bill.userId === userId);
  const nothing = lines.length === 0 && unpaid.length === 0 && referrals.length === 0;
  if (nothing && earlier.length === 0) return undefined;
  return {
    id: ids.id,
    userId,
    name: month,
    settlementTime: ids.settlementTime,
    lines,
    unpaid,
    referrals,
    ...billMoney({
      lines,
      referrals,
      deductionFen,
      depositHeldBeforeFen: earlier.reduce(
        (sum, bill) => sum + bill.depositHeldFen - bill.depositReleasedFen,
        0,
      ),
      firstBill: earlier.length === 0,
    }),
    currency: state.users.find((user) => user.id === userId)?.payment.currency ?? 'RMB',
    status: '0',
    ticketId: '',
  };
}

/** Orders still awaiting inspection that would belong to `month` once passed. */
export function awaitingQcIn(state: FakeState, month: Month): DesignTask[] {
  return (state.designTasks ?? []).filter(
    (task) => task.status === '2' && monthOf(task.updateTime) <= month,
  );
}
