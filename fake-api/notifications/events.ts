import type { NotificationEvent } from '../../dataProvider/notificationWireTypes';
import type { NotificationType } from '../../src/domain/notifications';
import type { FakeApiContext } from '../context';
import { formatDateTime } from '../http/format';
import type { FakeState } from '../store/state';

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
  return (state.notifications ?? []).filter((event) => event.userId === userId);
}

/** Events of `userId` after the one with id `after`; none when `after` is not theirs. */
export function notificationsAfter(
  state: FakeState,
  userId: string,
  after: string,
): NotificationEvent[] {
  const own = notificationsOf(state, userId);
  const index = after ? own.findIndex((event) => event.id === after) : -1;
  return index < 0 ? [] : own.slice(index + 1);
}
