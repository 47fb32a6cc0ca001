import type { DesignTask } from '../../dataProvider/wireTypes';
import type { ThreadEntry, ThreadUnread } from '../../dataProvider/threadWireTypes';
import { unreadCount } from '../../src/domain/orderThread';
import type { ThreadEvent, ThreadReader } from '../../src/domain/orderThread';
import { isStaff } from '../../src/domain/roles';
import type { FakeApiContext } from '../context';
import { formatDateTime } from '../http/format';
import type { FakeState, ThreadEntryRecord, UserRecord } from '../store/state';
import { findUserById } from '../store/userQueries';
import { holdsTask } from './taskQueries';
import { attachmentsView } from '../tickets/ticketViews';

/** Staff read and write every order's thread; a designer only the thread of an order they hold. */
export function mayUseThread(user: UserRecord, task: DesignTask): boolean {
  return isStaff(user.roleAlias) || holdsTask(user, task);
}

export function readerOf(user: UserRecord): ThreadReader {
  return { id: user.id, staff: isStaff(user.roleAlias) };
}

export function threadOf(state: FakeState, taskId: string): ThreadEntryRecord[] {
  return (state.threadEntries ?? []).filter((entry) => entry.taskId === taskId);
}

export function lastReadOf(state: FakeState, taskId: string, userId: string): number {
  const read = (state.threadReads ?? []).find((r) => r.taskId === taskId && r.userId === userId);
  return read?.seq ?? 0;
}

/** Appends an entry (the only place that does), numbered after every other thread's. */
export function appendThreadEntry(
  context: FakeApiContext,
  entry: Omit<ThreadEntryRecord, 'id' | 'seq' | 'createTime'>,
): ThreadEntryRecord {
  const state = context.store.state();
  state.threadEntries ??= [];
  const seq = Math.max(0, ...state.threadEntries.map((item) => item.seq)) + 1;
  const record: ThreadEntryRecord = {
    ...entry,
    id: context.newId(),
    seq,
    createTime: formatDateTime(context.settings.now()),
  };
  state.threadEntries.push(record);
  return record;
}

/** The order's history in its thread: `by` moved it (the state changes call this). */
export function recordThreadEvent(
  context: FakeApiContext,
  task: DesignTask,
  by: UserRecord,
  event: ThreadEvent,
): void {
  appendThreadEntry(context, {
    taskId: task.id,
    kind: 'event',
    event,
    authorId: by.id,
    fromStaff: isStaff(by.roleAlias),
    content: '',
    attachList: [],
  });
}

/** The participant has seen everything of the thread so far. */
export function markThreadRead(state: FakeState, taskId: string, userId: string): void {
  const newest = Math.max(0, ...threadOf(state, taskId).map((entry) => entry.seq));
  state.threadReads ??= [];
  const read = state.threadReads.find((r) => r.taskId === taskId && r.userId === userId);
  if (read) read.seq = Math.max(read.seq, newest);
  else state.threadReads.push({ taskId, userId, seq: newest });
}

export function entryView(
  state: FakeState,
  entry: ThreadEntryRecord,
  viewer: UserRecord,
  lastRead: number,
): ThreadEntry {
  const reader = readerOf(viewer);
  return {
    ...entry,
    attachList: attachmentsView(entry.attachList),
    authorName: findUserById(state, entry.authorId)?.name ?? '',
    unread: unreadCount([entry], reader, lastRead) > 0,
  };
}

/** The caller's unread entries per order, for the orders they may use that have any. */
export function threadUnread(state: FakeState, user: UserRecord): ThreadUnread {
  const byTask = new Map<string, ThreadEntryRecord[]>();
  for (const entry of state.threadEntries ?? []) {
    byTask.set(entry.taskId, [...(byTask.get(entry.taskId) ?? []), entry]);
  }
  const reader = readerOf(user);
  const unread: ThreadUnread = {};
  for (const [taskId, entries] of byTask) {
    const task = (state.designTasks ?? []).find((candidate) => candidate.id === taskId);
    if (!task || !mayUseThread(user, task)) continue;
    const count = unreadCount(entries, reader, lastReadOf(state, taskId, user.id));
    if (count > 0) unread[taskId] = count;
  }
  return unread;
}
