import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { NotificationFeed } from '../../dataProvider/notificationWireTypes';
import { FEED_KEY } from './queries';
import { useFeed } from './useNotificationFeed';

/** The caller's unread entries of one order's thread, as the feed's last answer counts them. */
export function useThreadUnread(taskId: string): number {
  return useFeed()?.threads[taskId] ?? 0;
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
