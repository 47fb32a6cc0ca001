import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TaskGroup } from '../../../dataProvider/wireTypes';
import { ordersQueries } from '../queries';
import { markGroupRead } from './markGroupRead';

/** A server whose group read answers only when released, as on a loaded machine. */
function slowServer() {
  let read = false;
  const answers: (() => void)[] = [];
  const groups = (): TaskGroup[] => [{ id: 'grab', name: 'grab', count: 3, unread: !read }];
  return {
    getTaskGroups: () =>
      new Promise<TaskGroup[]>((resolve) => {
        const seen = groups(); // the server answers with the state it has now
        answers.push(() => resolve(seen));
      }),
    readTaskGroup: async () => {
      read = true;
    },
    releaseAll: () => answers.splice(0).forEach((answer) => answer()),
    get reads() {
      return answers.length;
    },
  };
}

describe('markGroupRead', () => {
  it('reads the groups again even when the first read, older than the mark, is still on its way', async () => {
    const server = slowServer();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new QueryObserver(queryClient, ordersQueries.taskGroups(server));
    const unsubscribe = observer.subscribe(() => undefined);
    expect(server.reads).toBe(1);

    const marked = markGroupRead(queryClient, server, 'grab');
    await expect.poll(() => server.reads).toBe(2);
    server.releaseAll();
    await marked;

    expect(observer.getCurrentResult().data?.[0].unread).toBe(false);
    unsubscribe();
  });
});
