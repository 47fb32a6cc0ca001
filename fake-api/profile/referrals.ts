import {
  inviteeState,
  maskName,
  referralRewardFen,
  referralWindowEnd,
  validOrderCount,
  validOrdersInMonth,
  type InviteeState,
  type ReferralOrder,
} from '../../src/domain/referral';
import type { FakeState, UserRecord } from '../store/state';

/** One row of GET /api/os/user/invited/page (docs/CONTRACT.md, User). */
export interface InvitedUserRow {
  id: string;
  name: string;
  registeredAt: string;
  state: InviteeState;
  validOrders: number;
  rewardFen: number;
  windowEnd: string;
}

export interface ReferralSummary {
  inviteCode: string;
  invited: number;
  qualified: number;
  rewardThisMonthFen: number;
  rewardToDateFen: number;
}

/** A designer's invite code: stable, derived from the id (no extra state to keep in step). */
export function inviteCodeOf(user: UserRecord): string {
  return `D${user.id.slice(-7)}`;
}

export function findInviter(state: FakeState, inviteCode: string): UserRecord | undefined {
  const code = inviteCode.trim().toUpperCase();
  return code ? state.users.find((user) => inviteCodeOf(user) === code) : undefined;
}

/** Passed-QC orders count with their last change as the pass date; the emulator has no void state. */
function ordersOf(state: FakeState, invitee: UserRecord): ReferralOrder[] {
  return (state.designTasks ?? [])
    .filter((task) => task.designerId === invitee.id)
    .map((task) => ({
      passedAt: task.status === '3' ? task.updateTime : '',
      isRework: task.isRework === '1',
      isVoid: false,
    }));
}

const isQualified = (user: UserRecord) => user.certifications.some((c) => c.status === '1');

export function invitedRows(state: FakeState, inviter: UserRecord): InvitedUserRow[] {
  return state.users
    .filter((user) => user.invitedBy === inviter.id)
    .sort((a, b) => b.createTime.localeCompare(a.createTime))
    .map((invitee) => {
      const orders = ordersOf(state, invitee);
      const validOrders = validOrderCount(orders, invitee.createTime);
      return {
        id: invitee.id,
        name: maskName(invitee.name),
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
  const invitees = state.users.filter((user) => user.invitedBy === inviter.id);
  const thisMonth = invitees.reduce(
    (sum, invitee) => sum + validOrdersInMonth(ordersOf(state, invitee), invitee.createTime, month),
    0,
  );
  const toDate = invitees.reduce(
    (sum, invitee) => sum + validOrderCount(ordersOf(state, invitee), invitee.createTime),
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
