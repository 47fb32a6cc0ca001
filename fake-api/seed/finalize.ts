import type { FakeState, UserRecord } from '../store/state';

const SUB_ACCOUNTS: Record<string, string[]> = { mainacct: ['subacct1', 'subacct2'] };
const INVITATIONS: Record<string, string[]> = { designer: ['company', 'newbie1', 'weakpwd'] };

/** Links between seeded records that no single generator can set alone. */
export function finalizeSeed(state: FakeState): FakeState {
  const byAccount = (account: string): UserRecord => {
    const user = state.users.find((candidate) => candidate.account === account);
    if (!user) throw new Error(`seed: no account ${account}`);
    return user;
  };
  for (const [main, subs] of Object.entries(SUB_ACCOUNTS)) {
    for (const sub of subs) byAccount(sub).mainAccountId = byAccount(main).id;
  }
  for (const [inviter, invitees] of Object.entries(INVITATIONS)) {
    for (const invitee of invitees) byAccount(invitee).invitedBy = byAccount(inviter).id;
  }
  return state;
}
