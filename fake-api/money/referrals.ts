import { REFERRAL_MONTHS, REFERRAL_REWARD_FEN } from '../../src/domain/money';
import type { FakeState } from '../store/state';
import type { ReferralLineRecord } from './moneyTypes';

/**
 * The referral reward of a month, read from the seed's invitations (`invitedBy`): 1 yuan per
 * passed, non-rework order of an invitee during the invitee's first 6 months (SPEC §9).
 * Issue 11 owns the promotion rule; this is the money side's own small reading of it.
 */
export function referralLines(
  state: FakeState,
  inviterId: string,
  month: string,
): ReferralLineRecord[] {
  return state.users
    .filter((user) => user.invitedBy === inviterId && withinMonths(user.createTime, month))
    .map((invitee) => {
      const orderCount = (state.designTasks ?? []).filter(
        (task) =>
          task.designerId === invitee.id &&
          task.status === '3' &&
          task.isRework === '0' &&
          task.updateTime.startsWith(month),
      ).length;
      return { inviteeName: invitee.name, orderCount, rewardFen: orderCount * REFERRAL_REWARD_FEN };
    })
    .filter((line) => line.orderCount > 0);
}

/** True while `month` is within REFERRAL_MONTHS of the invitee's registration month. */
function withinMonths(createTime: string, month: string): boolean {
  const index = (text: string) => Number(text.slice(0, 4)) * 12 + Number(text.slice(5, 7)) - 1;
  const elapsed = index(month) - index(createTime);
  return elapsed >= 0 && elapsed < REFERRAL_MONTHS;
}
