import { useRef, useSyncExternalStore } from 'react';
import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useIsOffline } from 'react-admin';
import type { NotificationFeed } from '../../dataProvider/notificationWireTypes';
import type { PortalDataProvider } from '../../dataProvider/types';
import { FEED_INTERVAL_MS, nextFeedInterval, outcomeOf } from './pollInterval';
import { FEED_KEY, NOTIFICATIONS_KEY } from './queries';
import { useDesktopAlerts } from './useDesktopAlerts';
import { useFeedRefresh } from './useFeedRefresh';

/**
 * One request, GET /api/os/message/feed, every 10 s while signed in, also in a background tab
 * (a designer works in exocad with the portal behind it); paused while offline; the interval
 * doubles up to 60 s after errors or slow answers. A new event refreshes an open list, and the
 * records it names wherever they are shown (useFeedRefresh). The
 * answer also carries the work-order news (SPEC §8), so that one poll serves both.
 */
export function useNotificationFeed(enabled: boolean) {
  const api = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const offline = useIsOffline();
  const cursor = useRef<string | undefined>(undefined);
  const ticketTimes = useRef<number | undefined>(undefined);
  const interval = useRef(FEED_INTERVAL_MS);
  return useQuery({
    queryKey: FEED_KEY,
    queryFn: async ({ signal }) => {
      const started = Date.now();
      try {
        const feed = await api.getNotificationFeed(
          { after: cursor.current, ticketTimes: ticketTimes.current },
          signal,
        );
        interval.current = nextFeedInterval(interval.current, outcomeOf(Date.now() - started));
        if (cursor.current !== undefined && feed.lastId !== cursor.current) {
          // Also a list read before and closed since: opened next, it shows the new event
          // at once, not the old list for the time of a refetch.
          void queryClient.invalidateQueries({
            queryKey: NOTIFICATIONS_KEY,
            predicate: (query) => query.queryKey[1] !== FEED_KEY[1],
            refetchType: 'all',
          });
        }
        cursor.current = feed.lastId;
        ticketTimes.current = feed.tickets.times;
        return feed;
      } catch (error) {
        interval.current = nextFeedInterval(interval.current, 'error');
        throw error;
      }
    },
    enabled: enabled && !offline,
    refetchInterval: () => interval.current,
    refetchIntervalInBackground: true,
    // The next tick is the retry, later after an error.
    retry: false,
  });
}

/**
 * The feed's latest answer, for those who show it (the bell, the work-order alert): read from
 * the cache, with no query of its own (an observer would hand the poll its own options).
 */
export function useFeed(): NotificationFeed | undefined {
  const queryClient = useQueryClient();
  return useSyncExternalStore(
    (onChange) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === FEED_HASH) onChange();
      }),
    () => queryClient.getQueryData<NotificationFeed>(FEED_KEY),
  );
}
const FEED_HASH = hashKey(FEED_KEY);

/** Mounted once by the layout: runs the feed's poll while `enabled`, and its desktop alerts. */
export function FeedPoller({ enabled }: { enabled: boolean }) {
  const { data } = useNotificationFeed(enabled);
  useDesktopAlerts(enabled ? data : undefined);
  useFeedRefresh(enabled ? data : undefined);
  return null;
}
