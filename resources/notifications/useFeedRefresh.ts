import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { NotificationFeed } from '../../dataProvider/notificationWireTypes';

/** The orders' lists and the workbench's tab counts (react-admin's `tasks`, ordersQueries). */
const POOL_KEYS = [['tasks'], ['taskGroups']] as const;

/**
 * A new pool order in the feed refreshes the order lists on screen, so the grab tab shows it
 * without a reload; nothing is fetched while nothing new comes (the idle budget holds).
 */
export function usePoolRefresh(feed: NotificationFeed | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef<NotificationFeed | undefined>(undefined);
  useEffect(() => {
    if (!feed || seen.current === feed) return;
    seen.current = feed;
    if (!feed.events.some((event) => event.type === 'newPoolOrder')) return;
    for (const queryKey of POOL_KEYS) void queryClient.invalidateQueries({ queryKey });
  }, [feed, queryClient]);
}
