import { InvitedUserList } from '../referral/invitedUsers/InvitedUserList';

/** Tab 4: the promotion record over the invitedUsers resource. */
export function ReferralTab() {
  return <InvitedUserList />;
}
