/** Profile: the personal centre, the promotion (extension) page and the invited users. */
export { default as invitedUsers } from './referral/invitedUsers';
export { PROFILE_PAGES } from './pages';
