import { useCallback, useSyncExternalStore } from 'react';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import type { NotificationFeed } from '../../dataProvider/notificationWireTypes';
import { FEED_KEY } from './queries';

const FEED_HASH = hashKey(FEED_KEY);

/**
 * The caller's unread entries of one order's thread, as the feed's last answer counts them.
 * A number per order, so a card re-renders only when its own count moves (a workbench shows
 * many cards, each asking).
 */
export function useThreadUnread(taskId: string): number {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === FEED_HASH) onChange();
      }),
    [queryClient],
  );
  return useSyncExternalStore(
    subscribe,
    () => queryClient.getQueryData<NotificationFeed>(FEED_KEY)?.threads[taskId] ?? 0,
  );
}

/**
 * Drops an order from the feed's unread threads once its thread was marked read, so its badges
 * go at once instead of at the next poll (which the server answers without it anyway).
 */
export function useForgetThreadUnread(): (taskId: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (taskId: string) =>
      queryClient.setQueryData<NotificationFeed>(FEED_KEY, (feed) => {
        if (!feed || !(taskId in feed.threads)) return feed;
        const threads = { ...feed.threads };
        delete threads[taskId];
        return { ...feed, threads };
      }),
    [queryClient],
  );
}
