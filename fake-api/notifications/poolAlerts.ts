import type { DesignTask } from '../../dataProvider/wireTypes';
import { grabBlocker } from '../../src/domain/grabRules';
import type { FakeApiContext } from '../context';
import type { FakeState, UserRecord } from '../store/state';
import { scheduleNotification } from './events';

/** When one designer's alert of a new pool order becomes visible, after the order appeared. */
export interface ScheduledAlert {
  userId: string;
  offsetMs: number;
}

/**
 * Fair grabs (issue 25): every recipient once, in a random order, one per slot of the window,
 * at a random moment of its slot; nobody is always first and every offset is below `windowMs`.
 */
export function spreadOverWindow(
  userIds: readonly string[],
  windowMs: number,
  random: () => number,
): ScheduledAlert[] {
  const order = [...userIds];
  for (let last = order.length - 1; last > 0; last -= 1) {
    const pick = Math.floor(random() * (last + 1));
    [order[last], order[pick]] = [order[pick], order[last]];
  }
  const slot = order.length > 0 ? Math.max(0, windowMs) / order.length : 0;
  return order.map((userId, index) => ({
    userId,
    offsetMs: Math.min(Math.floor((index + random()) * slot), Math.max(0, windowMs - 1)),
  }));
}

/**
 * Who may grab an order of `dentureType` (src/domain/grabRules.ts): active designers with that
 * type passed and the contract signed; never a sub-account (its main account dispatches) nor a
 * company member (whose portal has no pool).
 */
export function qualifiedDesigners(state: FakeState, dentureType: string): UserRecord[] {
  return state.users.filter(
    (user) =>
      user.roleAlias === 'designer' &&
      user.status === '1' &&
      !user.mainAccountId &&
      user.isCompanyMember !== '1' &&
      grabBlocker(user, dentureType) === undefined,
  );
}

/**
 * A new order in the pool: a `newPoolOrder` event for each qualified designer but `exceptUserId`
 * (who put it back), each visible at its own offset within the settings' window.
 */
export function announcePoolOrder(
  context: FakeApiContext,
  task: DesignTask,
  exceptUserId = '',
): void {
  const recipients = qualifiedDesigners(context.store.state(), task.dentureType)
    .map((user) => user.id)
    .filter((id) => id !== exceptUserId);
  const { poolAlertWindowMs, random, now } = context.settings;
  const appeared = now();
  for (const { userId, offsetMs } of spreadOverWindow(recipients, poolAlertWindowMs, random)) {
    scheduleNotification(context, appeared + offsetMs, userId, 'newPoolOrder', task.id, {
      orderNo: task.orderNo,
      dentureType: task.dentureType,
    });
  }
}
