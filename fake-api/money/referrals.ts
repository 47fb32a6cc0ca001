import {
  referralRewardFen,
  validOrdersInMonth,
  type ReferralOrder,
} from '../../src/domain/referral';
import type { FakeState, UserRecord } from '../store/state';
import { billMonthOf, monthCloses, passTime } from './billMonth';
import type { ReferralLineRecord } from './moneyTypes';

/**
 * An invitee's orders as the referral rule reads them (src/domain/referral.ts): passed at its
 * inspection, settled in the month whose bill pays it, void when voided. The promotion page's
 * figures and the month's bill both read them here, so they cannot count differently.
 */
export function referralOrdersOf(state: FakeState, invitee: UserRecord): ReferralOrder[] {
  const closes = monthCloses(state);
  const voided = new Set(state.voidedTaskIds ?? []);
  return (state.designTasks ?? [])
    .filter((task) => task.designerId === invitee.id)
    .map((task) => {
      const passed = task.status === '3';
      return {
        passedAt: passed ? passTime(task) : '',
        ...(passed ? { settledIn: billMonthOf(task, closes) } : {}),
        isRework: task.isRework === '1',
        isVoid: voided.has(task.id),
      };
    });
}

export function inviteesOf(state: FakeState, inviterId: string): UserRecord[] {
  return state.users.filter((user) => user.invitedBy === inviterId);
}

/** The referral lines of an inviter's bill for `month`: one per invitee with valid orders. */
export function referralLines(
  state: FakeState,
  inviterId: string,
  month: string,
): ReferralLineRecord[] {
  return inviteesOf(state, inviterId)
    .map((invitee) => {
      const orders = referralOrdersOf(state, invitee);
      const orderCount = validOrdersInMonth(orders, invitee.createTime, month);
      return { inviteeName: invitee.name, orderCount, rewardFen: referralRewardFen(orderCount) };
    })
    .filter((line) => line.orderCount > 0);
}
