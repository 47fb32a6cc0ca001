import type { FakeApiContext } from '../context';
import type { FakeState, ObjectGrant } from '../store/state';

/** Where the API serves (or redirects to) a stored object: the one link the answers carry. */
export const OBJECT_PATH = '/api/blade-resource/oss/object';

const EXTENSION = /^\.[a-z0-9]{1,10}$/;

/** `/api/blade-resource/oss/object/<key>`: built from the key when answering, never stored with a host. */
export function objectLink(key: string): string {
  return `${OBJECT_PATH}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/** A key is safe when, decoded, it holds no `..`, no `\` and no empty or absolute part. */
export function isSafeKey(key: string): boolean {
  return (
    key !== '' &&
    !key.includes('..') &&
    !key.includes('\\') &&
    !key.includes('\0') &&
    key.split('/').every((part) => part !== '')
  );
}

/**
 * The object key a client's link names: the key itself, or our object route's link (any host:
 * the one put-file answered), decoded; undefined for anything else (another site, the storage's
 * own URL, a traversal).
 */
export function keyOfLink(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  let path = value;
  if (/^https?:\/\//i.test(value) || value.startsWith('/')) {
    try {
      path = new URL(value, 'http://x').pathname;
    } catch {
      return undefined;
    }
    if (!path.startsWith(`${OBJECT_PATH}/`)) return undefined;
    path = path.slice(OBJECT_PATH.length + 1);
  }
  try {
    path = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  return /^upload\//.test(path) && isSafeKey(path) ? path : undefined;
}

export function recordGrant(context: FakeApiContext, grant: ObjectGrant): void {
  (context.store.state().objectGrants ??= []).push(grant);
}

/** The grant under which `userId` was given `key`, if any. */
export function grantOf(state: FakeState, key: string, userId: string): ObjectGrant | undefined {
  return (state.objectGrants ?? []).find((grant) => {
    if (grant.userId !== userId || !key.startsWith(grant.keyStem)) return false;
    const rest = key.slice(grant.keyStem.length);
    return rest === '' || (grant.source === 'upload' && EXTENSION.test(rest));
  });
}

/** The tasks whose files or versions name `key`. */
export function tasksHolding(state: FakeState, key: string): Set<string> {
  const tasks = new Set<string>();
  for (const file of state.taskFiles ?? []) if (file.name === key) tasks.add(file.taskId);
  for (const version of state.cadVersions ?? []) {
    if (version.objectName === key || version.objectNames?.includes(key)) tasks.add(version.taskId);
  }
  return tasks;
}

/** Whether any task file, version, work order, reply or thread message still names `key`. */
export function isReferenced(state: FakeState, key: string): boolean {
  if (tasksHolding(state, key).size > 0) return true;
  const lists = [
    ...(state.tickets ?? []).map((ticket) => ticket.attachList),
    ...(state.ticketReplies ?? []).map((reply) => reply.attachList),
    ...(state.threadEntries ?? []).map((entry) => entry.attachList),
  ];
  return lists.some((list) => list.some((file) => keyOfLink(file.filePath) === key));
}

/** Deletes each object no record names any more; the storage's failures are not the caller's. */
export async function deleteUnreferenced(context: FakeApiContext, keys: readonly string[]) {
  const { storage } = context;
  if (!storage) return;
  const unused = [...new Set(keys)].filter((key) => !isReferenced(context.store.state(), key));
  await Promise.all(unused.map((key) => storage.deleteObject(key).catch(() => undefined)));
}
