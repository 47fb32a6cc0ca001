import {
  inviteeState,
  maskInviteeName,
  referralRewardFen,
  referralWindowEnd,
  validOrderCount,
  validOrdersInMonth,
} from '../../src/domain/referral';
import type { InvitedUser, ReferralSummary } from '../../dataProvider/profileWireTypes';
import { inviteesOf, referralOrdersOf } from '../money/referrals';
import type { FakeState, UserRecord } from '../store/state';

/** A designer's invite code: stable, derived from the id (no extra state to keep in step). */
export function inviteCodeOf(user: UserRecord): string {
  return `D${user.id.slice(-7)}`;
}

export function findInviter(state: FakeState, inviteCode: string): UserRecord | undefined {
  const code = inviteCode.trim().toUpperCase();
  return code ? state.users.find((user) => inviteCodeOf(user) === code) : undefined;
}

const isQualified = (user: UserRecord) => user.certifications.some((c) => c.status === '1');

export function invitedRows(state: FakeState, inviter: UserRecord): InvitedUser[] {
  return inviteesOf(state, inviter.id)
    .sort((a, b) => b.createTime.localeCompare(a.createTime))
    .map((invitee) => {
      const orders = referralOrdersOf(state, invitee);
      const validOrders = validOrderCount(orders, invitee.createTime);
      return {
        id: invitee.id,
        name: maskInviteeName(invitee.name),
        registeredAt: invitee.createTime,
        state: inviteeState(isQualified(invitee), orders),
        validOrders,
        rewardFen: referralRewardFen(validOrders),
        windowEnd: referralWindowEnd(invitee.createTime),
      };
    });
}

export function referralSummary(
  state: FakeState,
  inviter: UserRecord,
  month: string,
): ReferralSummary {
  const invitees = inviteesOf(state, inviter.id);
  const thisMonth = invitees.reduce(
    (sum, invitee) =>
      sum + validOrdersInMonth(referralOrdersOf(state, invitee), invitee.createTime, month),
    0,
  );
  const toDate = invitees.reduce(
    (sum, invitee) => sum + validOrderCount(referralOrdersOf(state, invitee), invitee.createTime),
    0,
  );
  return {
    inviteCode: inviteCodeOf(inviter),
    invited: invitees.length,
    qualified: invitees.filter(isQualified).length,
    rewardThisMonthFen: referralRewardFen(thisMonth),
    rewardToDateFen: referralRewardFen(toDate),
  };
}
