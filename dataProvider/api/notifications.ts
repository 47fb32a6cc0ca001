import type { HttpClient } from '../client/httpClient';
import type { NotificationEvent, NotificationFeed } from '../notificationWireTypes';
import type { BladePage } from '../wireTypes';

/** Where the previous feed left off: its `lastId` and its `tickets.times` (none the first time). */
export interface FeedCursors {
  after?: string;
  ticketTimes?: number;
}

/** The notification centre's calls (docs/CONTRACT.md, "Notifications"): the caller's own events. */
export interface NotificationsApi {
  /**
   * GET /api/os/message/feed[?after=&ticketTimes=]: unread count and events after the cursor,
   * and the work-order news after the ticket cursor.
   */
  getNotificationFeed(cursors: FeedCursors, signal?: AbortSignal): Promise<NotificationFeed>;
  /** GET /api/os/message/page?current=&size=, newest first. */
  getNotifications(current: number, size: number): Promise<BladePage<NotificationEvent>>;
  /** POST /api/os/message/{id}/read */
  readNotification(id: string): Promise<NotificationEvent>;
  /** POST /api/os/message/readAll */
  readAllNotifications(): Promise<{ read: number }>;
}

export function createNotificationsApi(apiUrl: string, httpClient: HttpClient): NotificationsApi {
  const base = `${apiUrl}/api/os/message`;
  return {
    getNotificationFeed: ({ after, ticketTimes }, signal) =>
      httpClient<NotificationFeed>(`${base}/feed`, {
        query: {
          // "" too: the cursor of a log that was empty, so its first event comes in full.
          ...(after === undefined ? {} : { after }),
          ...(ticketTimes === undefined ? {} : { ticketTimes: String(ticketTimes) }),
        },
        signal,
      }),
    getNotifications: (current, size) =>
      httpClient<BladePage<NotificationEvent>>(`${base}/page`, {
        query: { current: String(current), size: String(size) },
      }),
    readNotification: (id) =>
      httpClient<NotificationEvent>(`${base}/${encodeURIComponent(id)}/read`, { method: 'POST' }),
    readAllNotifications: () => httpClient<{ read: number }>(`${base}/readAll`, { method: 'POST' }),
  };
}
