import { queryOptions } from '@tanstack/react-query';
import type { PortalDataProvider } from '../../dataProvider/types';

/** How many events the list shows: the newest; older ones are rarely looked for. */
export const LIST_SIZE = 30;

/** The notification centre's react-query keys beside their fetches (dataProvider/api/notifications). */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const FEED_KEY = [...NOTIFICATIONS_KEY, 'feed'] as const;

export const notificationsQueries = {
  list: (api: PortalDataProvider) =>
    queryOptions({
      queryKey: [...NOTIFICATIONS_KEY, 'list'],
      queryFn: () => api.getNotifications(1, LIST_SIZE),
    }),
};
