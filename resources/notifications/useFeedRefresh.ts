import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { NotificationEvent, NotificationFeed } from '../../dataProvider/notificationWireTypes';
import { notificationTarget } from '../../src/domain/notifications';

/**
 * What a feed event names, as the queries that show it: an order's record wherever it is shown
 * (react-admin's `tasks`: the detail, the lists; the workbench's tab counts; the open flags; its
 * thread and CAD history; the points its verdict moved), a new pool order the order lists, money the bills and withdrawals.
 */
export function keysNamedBy(event: NotificationEvent): QueryKey[] {
  switch (notificationTarget(event.type)) {
    case 'order':
      return [
        ['tasks'],
        ['subTasks'],
        ['qcQueue'],
        ['taskGroups'],
        ['pointsLedger'],
        ['pointsSummary'],
        ['openFlags'],
        ['orderThread', event.ref],
        ['cadHistory', event.ref],
      ];
    case 'pool':
      return [['tasks'], ['taskGroups']];
    case 'withdrawal':
      return [['withdrawals'], ['settlementBalance']];
    case 'bill':
      return [['bills'], ['billDetail'], ['settlementBalance']];
    case 'contract':
      return [['contract']];
    case 'qualification':
      return [['certifications']];
  }
}

/**
 * A change the feed announces refreshes the records it names wherever they are shown (an open
 * order page turns to 质检退回 within one poll, without a reload); nothing is fetched while
 * nothing new comes (the idle budget holds).
 */
export function useFeedRefresh(feed: NotificationFeed | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef<NotificationFeed | undefined>(undefined);
  useEffect(() => {
    if (!feed || seen.current === feed) return;
    seen.current = feed;
    const keys = new Map<string, QueryKey>();
    for (const event of feed.events) {
      for (const key of keysNamedBy(event)) keys.set(JSON.stringify(key), key);
    }
    for (const queryKey of keys.values()) void queryClient.invalidateQueries({ queryKey });
  }, [feed, queryClient]);
}
