import type { NotificationEvent } from '../../dataProvider/notificationWireTypes';
import type { NotificationType } from '../../src/domain/notifications';
import type { FakeApiContext } from '../context';
import { formatDateTime } from '../http/format';
import type { FakeState, PendingNotification } from '../store/state';

/**
 * The event log the notification centre reads (docs/CONTRACT.md, "Notifications"): the state
 * changes of the other services call `emitNotification`, the only place that appends to it.
 * Append-only, so a position in the log orders events even when the demo clock moves back.
 */
export function emitNotification(
  context: FakeApiContext,
  userId: string,
  type: NotificationType,
  ref: string,
  params: Record<string, string> = {},
): NotificationEvent {
  releaseDueNotifications(context);
  const state = context.store.state();
  const event: NotificationEvent = {
    id: context.newId(),
    userId,
    type,
    ref,
    params,
    createTime: formatDateTime(context.settings.now()),
    read: false,
  };
  state.notifications ??= [];
  state.notifications.push(event);
  return event;
}

/** The user's events in log order (oldest first). */
export function notificationsOf(state: FakeState, userId: string): NotificationEvent[] {
  return loggedFor(state, userId).filter((event) => !isStalePoolAlert(state, event));
}

function loggedFor(state: FakeState, userId: string): NotificationEvent[] {
  return (state.notifications ?? []).filter((event) => event.userId === userId);
}

/**
 * An alert of a new pool order that has left the pool (grabbed, dispatched, withdrawn): it would
 * lead to a pool without the order (issue 40, point 8), so the bell and the list no longer show
 * it, and one still scheduled in the fair window never arrives.
 */
function isStalePoolAlert(state: FakeState, event: NotificationEvent): boolean {
  if (event.type !== 'newPoolOrder') return false;
  const task = (state.designTasks ?? []).find((candidate) => candidate.id === event.ref);
  return task?.status !== '0';
}

/**
 * Events of `userId` after the one with id `after`; all of them after `""` (the cursor of a
 * log that was empty); none without a cursor, or when `after` is not theirs.
 */
export function notificationsAfter(
  state: FakeState,
  userId: string,
  after: string | undefined,
): NotificationEvent[] {
  // The cursor is found among every logged event: one that went stale stays a valid cursor.
  const own = loggedFor(state, userId);
  const fresh = (events: NotificationEvent[]) =>
    events.filter((event) => !isStalePoolAlert(state, event));
  if (after === '') return fresh(own);
  const index = after ? own.findIndex((event) => event.id === after) : -1;
  return index < 0 ? [] : fresh(own.slice(index + 1));
}

/**
 * Schedules an event that joins the log only at `visibleAt` (a new pool order's alert spread
 * over the fair window): the feed never sees it before, and its place in the log is the moment
 * it became visible, so a client's cursor cannot pass over it.
 */
export function scheduleNotification(
  context: FakeApiContext,
  visibleAt: number,
  userId: string,
  type: NotificationType,
  ref: string,
  params: Record<string, string> = {},
): void {
  const state = context.store.state();
  const event: NotificationEvent = {
    id: '',
    userId,
    type,
    ref,
    params,
    createTime: '',
    read: false,
  };
  const pending: PendingNotification = { visibleAt, event };
  state.pendingNotifications = [...(state.pendingNotifications ?? []), pending].sort(
    (a, b) => a.visibleAt - b.visibleAt,
  );
}

/** Moves the scheduled events now due into the log, in the order they became visible. */
export function releaseDueNotifications(context: FakeApiContext): void {
  const state = context.store.state();
  const pending = state.pendingNotifications;
  if (!pending || pending.length === 0) return;
  const now = context.settings.now();
  const due = pending.filter((item) => item.visibleAt <= now);
  if (due.length === 0) return;
  state.pendingNotifications = pending.filter((item) => item.visibleAt > now);
  state.notifications ??= [];
  for (const { visibleAt, event } of due) {
    state.notifications.push({
      ...event,
      id: context.newId(),
      createTime: formatDateTime(visibleAt),
    });
  }
}
