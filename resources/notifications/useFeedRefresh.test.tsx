// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationFeed } from '../../dataProvider/notificationWireTypes';
import type { NotificationType } from '../../src/domain/notifications';
import { useFeedRefresh } from './useFeedRefresh';

const feedOf = (...events: [NotificationType, string][]): NotificationFeed => ({
  unread: events.length,
  lastId: String(events.length),
  events: events.map(([type, ref], index) => ({
    id: String(index + 1),
    userId: 'u1',
    type,
    ref,
    params: {},
    createTime: '2026-11-28 10:00:00',
    read: false,
  })),
  tickets: { newsCount: 0, times: 0 } as NotificationFeed['tickets'],
  threads: {},
});

/** The order page as react-admin reads it (`tasks` getOne), its status from a server that moved. */
function openOrderPage(queryClient: QueryClient, status: () => string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(
    ({ feed }: { feed?: NotificationFeed }) => {
      useFeedRefresh(feed);
      return useQuery({
        queryKey: ['tasks', 'getOne', { id: '7' }],
        queryFn: () => ({ id: '7', status: status() }),
        staleTime: Infinity,
      });
    },
    { wrapper, initialProps: {} },
  );
}

describe('a change the feed announces', () => {
  it('refreshes the order it names where it is shown: the open page turns to 质检退回', async () => {
    const queryClient = new QueryClient();
    let status = '2';
    const page = openOrderPage(queryClient, () => status);
    await waitFor(() => expect(page.result.current.data?.status).toBe('2'));
    status = '5';
    page.rerender({ feed: feedOf(['qcReturn', '7']) });
    await waitFor(() => expect(page.result.current.data?.status).toBe('5'));
  });

  it('refreshes the workbench, the open flags and the order thread; nothing when nothing came', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const page = openOrderPage(queryClient, () => '2');
    page.rerender({ feed: feedOf() });
    expect(invalidate).not.toHaveBeenCalled();
    page.rerender({ feed: feedOf(['caseFlagAnswered', '7'], ['qcReturn', '7']) });
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([['tasks'], ['taskGroups'], ['openFlags'], ['orderThread', '7']]),
    );
    // One refresh per record, however many events name it.
    expect(keys.filter((key) => JSON.stringify(key) === '["tasks"]')).toHaveLength(1);
  });
});
