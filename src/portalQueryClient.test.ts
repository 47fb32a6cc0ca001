import { MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { portalQueryClient } from './portalQueryClient';

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
});
