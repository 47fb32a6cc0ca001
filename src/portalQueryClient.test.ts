import { MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { portalQueryClient } from './portalQueryClient';

/** How many times `queryFn` ran for two reads of `queryKey`, the second one 10 ms after the first. */
async function fetchesOfTwoReads(client: QueryClient, queryKey: unknown[]): Promise<number> {
  let fetches = 0;
  const query = { queryKey, queryFn: () => (fetches += 1) };
  await client.fetchQuery(query);
  await new Promise((resolve) => setTimeout(resolve, 10));
  await client.fetchQuery(query);
  return fetches;
}

/** What became of a write started offline, 100 ms later. */
async function writeOffline(client: QueryClient): Promise<string> {
  onlineManager.setOnline(false);
  let sent = 0;
  const observer = new MutationObserver(client, {
    mutationFn: () => {
      sent += 1;
      return Promise.reject(new Error('Failed to fetch'));
    },
  });
  const outcome = observer.mutate().then(
    () => 'done',
    (error: Error) => `failed: ${error.message}`,
  );
  const later = new Promise<string>((resolve) => setTimeout(() => resolve('held back'), 100));
  return `${await Promise.race([outcome, later])}, sent ${sent}`;
}

describe('portalQueryClient', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('sends a write made offline at once, and lets it fail', async () => {
    expect(await writeOffline(portalQueryClient())).toBe('failed: Failed to fetch, sent 1');
  });

  it('differs from react-query, which would hold the write back for later', async () => {
    expect(await writeOffline(new QueryClient())).toBe('held back, sent 0');
  });

  it("answers react-admin's session check once for the components that mount after it", async () => {
    const client = portalQueryClient();
    expect(await fetchesOfTwoReads(client, ['auth', 'checkAuth', {}])).toBe(1);
    // Other reads keep react-query's default: read again once mounted again.
    expect(await fetchesOfTwoReads(client, ['tasks', 'getList', {}])).toBe(2);
  });
});
