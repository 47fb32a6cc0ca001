/**
 * Which orders a month's bill pays, and when a month may be closed. Shared by the portal and the
 * fake API. Months are the server's (UTC+8, BladeX's clock), written `yyyy-MM`; times are the
 * server's `yyyy-MM-dd HH:mm:ss`. Pure: no React, no I/O.
 */
import { earningOf } from './pricing';
import { TASK_STATUS, type TaskStatus } from './taskStates';

export type Month = string;

/** "2026-11-25 18:45:06" or "2026-11-25" → "2026-11". */
export function monthOf(serverTime: string): Month {
  return serverTime.slice(0, 7);
}

export function nextMonth(month: Month): Month {
  const [year, monthIndex] = month.split('-').map(Number);
  return monthIndex === 12
    ? `${year + 1}-01`
    : `${year}-${String(monthIndex + 1).padStart(2, '0')}`;
}

export function previousMonth(month: Month): Month {
  const [year, monthIndex] = month.split('-').map(Number);
  return monthIndex === 1 ? `${year - 1}-12` : `${year}-${String(monthIndex - 1).padStart(2, '0')}`;
}

/**
 * The months a close may name at `serverNow`, newest first: this one (refused by the server while
 * it runs, on the server's clock, which the browser's may not match) and `count` - 1 before it.
 */
export function recentMonths(serverNow: string, count: number): Month[] {
  const months = [monthOf(serverNow)];
  while (months.length < count) months.push(previousMonth(months[months.length - 1]));
  return months;
}

/** A month is over once the server's clock is in a later month. */
export function isMonthOver(month: Month, serverNow: string): boolean {
  return monthOf(serverNow) > month;
}

export type CloseMonthRefusal = 'notOver' | 'alreadyClosed';

/** Why `month` may not be closed at `serverNow`, or undefined when it may. */
export function closeMonthRefusal(
  month: Month,
  serverNow: string,
  closedMonths: readonly Month[],
): CloseMonthRefusal | undefined {
  if (!isMonthOver(month, serverNow)) return 'notOver';
  if (closedMonths.includes(month)) return 'alreadyClosed';
  return undefined;
}

/**
 * The bill an order passed in `passedMonth` lands on: that month's, or, when that month was
 * closed before the order passed, the first month after it that is still open. Never lost.
 */
export function billMonthFor(passedMonth: Month, closedMonths: readonly Month[]): Month {
  let month = passedMonth;
  while (closedMonths.includes(month)) month = nextMonth(month);
  return month;
}

export type UnpaidReason = 'notPassed' | 'voided';

export type OrderPay =
  | { paid: true; units: number; unitFen: number; amountFen: number }
  | { paid: false; reason: UnpaidReason };

export interface PayableOrder {
  status: TaskStatus;
  units: number;
  unitFen: number;
  /** Voided by staff (the customer withdrew it, say): never paid, whatever its status. */
  voided?: boolean;
}

/**
 * Every order that passes inspection is paid once, units × its price, rework or not: what a
 * rework costs the designer is the points rule of SPEC §9 and any deduction staff recorded.
 */
export function orderPay(order: PayableOrder): OrderPay {
  if (order.voided) return { paid: false, reason: 'voided' };
  if (order.status !== TASK_STATUS.inspected) return { paid: false, reason: 'notPassed' };
  const { units, totalFen } = earningOf(order.units, order.unitFen);
  return { paid: true, units, unitFen: order.unitFen, amountFen: totalFen };
}
