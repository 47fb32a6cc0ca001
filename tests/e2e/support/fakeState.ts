import type { AccountChangeKind, FakeState, UserRecord } from '../../../fake-api/store/state';
import type { PortalServer } from './portalServer';

type Collection = {
  [K in keyof FakeState]-?: NonNullable<FakeState[K]> extends readonly unknown[] ? K : never;
}[keyof FakeState];
type Row<K extends Collection> = NonNullable<FakeState[K]>[number];

/**
 * One collection of the fake API's live state, read through json-server's view of it (/__db):
 * what really happened, without racing the server's writes of its data file.
 */
export async function stored<K extends Collection>(
  server: PortalServer,
  collection: K,
): Promise<Row<K>[]> {
  const response = await fetch(new URL(`/__db/${collection}`, server.url));
  if (response.status === 404) return [];
  if (!response.ok) throw new Error(`GET /__db/${collection}: ${response.status}`);
  return (await response.json()) as Row<K>[];
}

/** The id of a seeded account. */
export async function userIdOf(server: PortalServer, account: string): Promise<string> {
  return (await storedUser(server, account)).id;
}

/** A seeded account's record as the fake API holds it now. */
export async function storedUser(server: PortalServer, account: string): Promise<UserRecord> {
  const user = (await stored(server, 'users')).find((candidate) => candidate.account === account);
  if (!user) throw new Error(`no account ${account} in the fake API's state`);
  return user;
}

/** How many times `account` changed its own account in this way (the server's history rows). */
export async function accountChanges(
  server: PortalServer,
  account: string,
  kind: AccountChangeKind,
): Promise<number> {
  const { id } = await storedUser(server, account);
  const changes = await stored(server, 'accountChanges');
  return changes.filter((change) => change.userId === id && change.kind === kind).length;
}
