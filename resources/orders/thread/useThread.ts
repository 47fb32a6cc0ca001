import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { useForgetThreadUnread, useThreadUnread } from '../../notifications';
import { threadQuery } from './threadQueries';
import { usePageVisible } from './usePageVisible';

/**
 * An order's thread, fetched again when the feed announces news in it, and marked read while
 * the page is in front: a background tab keeps its news until the designer looks.
 */
export function useThread(taskId: string) {
  const api = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const thread = useQuery(threadQuery(api, taskId));
  const unread = useThreadUnread(taskId);
  const forgetUnread = useForgetThreadUnread();
  const visible = usePageVisible();
  const announced = useRef(unread);

  useEffect(() => {
    if (unread > announced.current) {
      void queryClient.invalidateQueries({ queryKey: threadQuery(api, taskId).queryKey });
    }
    announced.current = unread;
  }, [api, queryClient, taskId, unread]);

  const newest = thread.data?.at(-1)?.seq ?? 0;
  const hasNews = unread > 0 || (thread.data?.some((entry) => entry.unread) ?? false);
  useEffect(() => {
    if (!visible || !hasNews || newest === 0) return;
    api.markThreadRead(taskId).then(
      () => forgetUnread(taskId),
      // The next visit marks it again; a failed read mark is nothing to tell the user.
      () => undefined,
    );
  }, [api, forgetUnread, hasNews, newest, taskId, visible]);

  return thread;
}
