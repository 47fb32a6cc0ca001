import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AccountChangeKind, FakeState, UserRecord } from '../../../fake-api/store/state';
import type { PortalServer } from './portalServer';

/** The fake API's state as its data file holds it: what survives a restart. */
export function storedState(server: PortalServer): FakeState {
  return JSON.parse(readFileSync(join(server.dataDir, 'db.json'), 'utf8')) as FakeState;
}

export function storedUser(server: PortalServer, account: string): UserRecord {
  const user = storedState(server).users.find((candidate) => candidate.account === account);
  if (!user) throw new Error(`no user ${account} in the data file`);
  return user;
}

/** How many times `account` changed its own account in this way (the server's history rows). */
export function accountChanges(
  server: PortalServer,
  account: string,
  kind: AccountChangeKind,
): number {
  const state = storedState(server);
  const user = state.users.find((candidate) => candidate.account === account);
  return (state.accountChanges ?? []).filter(
    (change) => change.userId === user?.id && change.kind === kind,
  ).length;
}
