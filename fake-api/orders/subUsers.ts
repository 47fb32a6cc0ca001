import type { SubUser } from '../../dataProvider/wireTypes';
import type { FakeState, UserRecord } from '../store/state';

/** A main account's active sub-accounts. */
export function subUsersOf(state: FakeState, main: UserRecord): SubUser[] {
  return state.users
    .filter((user) => user.mainAccountId === main.id && user.status === '1')
    .map(({ id, account, name, realName }) => ({ id, account, name, realName }));
}
