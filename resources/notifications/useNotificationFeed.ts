import { useRef } from 'react';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useIsOffline } from 'react-admin';
import type { NotificationFeed } from '../../dataProvider/notificationWireTypes';
import type { PortalDataProvider } from '../../dataProvider/types';
import { FEED_INTERVAL_MS, nextFeedInterval, outcomeOf } from './pollInterval';
import { FEED_KEY, NOTIFICATIONS_KEY } from './queries';

/**
 * One request, GET /api/os/message/feed, every 10 s while signed in, also in a background tab
 * (a designer works in exocad with the portal behind it); paused while offline; the interval
 * doubles up to 60 s after errors or slow answers. A new event refreshes an open list. The
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
          void queryClient.invalidateQueries({
            queryKey: NOTIFICATIONS_KEY,
            predicate: (query) => query.queryKey[1] !== FEED_KEY[1],
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

/** The feed's latest answer, for those who show it (the bell, the work-order alert): no poll of its own. */
export function useFeed() {
  return useQuery<NotificationFeed>({ queryKey: FEED_KEY, queryFn: skipToken });
}

/** Mounted once by the layout: runs the feed's poll while `enabled`. */
export function FeedPoller({ enabled }: { enabled: boolean }) {
  useNotificationFeed(enabled);
  return null;
}
