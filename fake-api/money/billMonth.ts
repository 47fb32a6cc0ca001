import { billMonthFor, monthOf, type Month } from '../../src/domain/billing';
import type { DesignTask } from '../../dataProvider/wireTypes';
import type { FakeState } from '../store/state';

/**
 * When each closed month was closed: the recorded closes, and for months closed before the
 * record existed (the seed's), their first bill's settlement time.
 */
export function monthCloses(state: FakeState): Map<Month, string> {
  const closes = new Map<Month, string>();
  for (const close of state.monthCloses ?? []) closes.set(close.month, close.time);
  for (const bill of state.bills ?? []) {
    const known = closes.get(bill.name);
    if (!known || bill.settlementTime < known) closes.set(bill.name, bill.settlementTime);
  }
  return closes;
}

/** When the order passed inspection (its last inspection, else its last change). */
export function passTime(task: DesignTask): string {
  return task.qcInspection?.status === '3' ? task.qcInspection.time : task.updateTime;
}

/**
 * The month whose bill pays a passed order: the month it passed in, or, when that month had
 * already been closed, the next month still open at the time it passed (never lost).
 */
export function billMonthOf(task: DesignTask, closes: Map<Month, string>): Month {
  const passed = passTime(task);
  const closedBefore = [...closes].filter(([, time]) => time <= passed).map(([month]) => month);
  return billMonthFor(monthOf(passed), closedBefore);
}
