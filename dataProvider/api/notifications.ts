import type { HttpClient } from '../client/httpClient';
import type { NotificationEvent, NotificationFeed } from '../notificationWireTypes';
import type { BladePage } from '../wireTypes';

/** The notification centre's calls (docs/CONTRACT.md, "Notifications"): the caller's own events. */
export interface NotificationsApi {
  /** GET /api/os/message/feed[?after=]: unread count and events after the cursor. */
  getNotificationFeed(after?: string, signal?: AbortSignal): Promise<NotificationFeed>;
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
    getNotificationFeed: (after, signal) =>
      httpClient<NotificationFeed>(`${base}/feed`, { query: after ? { after } : {}, signal }),
    getNotifications: (current, size) =>
      httpClient<BladePage<NotificationEvent>>(`${base}/page`, {
        query: { current: String(current), size: String(size) },
      }),
    readNotification: (id) =>
      httpClient<NotificationEvent>(`${base}/${encodeURIComponent(id)}/read`, { method: 'POST' }),
    readAllNotifications: () => httpClient<{ read: number }>(`${base}/readAll`, { method: 'POST' }),
  };
}
