import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FakeState } from '../../../fake-api/store/state';
import type { PortalServer } from './portalServer';

/** The fake API's state as it wrote it to its data file (db.json): what really happened. */
export function storedState(server: PortalServer): FakeState {
  return JSON.parse(readFileSync(join(server.dataDir, 'db.json'), 'utf8')) as FakeState;
}

/** The id of a seeded account. */
export function userIdOf(server: PortalServer, account: string): string {
  const user = storedState(server).users.find((candidate) => candidate.account === account);
  if (!user) throw new Error(`no account ${account} in the fake API's state`);
  return user.id;
}
