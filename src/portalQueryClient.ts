import { onlineManager, QueryClient } from '@tanstack/react-query';

/**
 * react-admin's query client, except that a write is never held back while the browser is
 * offline: react-query's default pauses a mutation and sends it when the connection returns, a
 * grab or a withdrawal the user may no longer want. It is sent at once and fails visibly.
 */
export function portalQueryClient(): QueryClient {
  // react-query starts online and then follows the online/offline events: a page opened
  // offline (from the service worker's cache) would never say so.
  if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);
  return new QueryClient({
    defaultOptions: {
      // A read is tried once offline (react-admin's auth check is local: the shell renders from
      // the cache; an API read fails and says so) instead of waiting, spinner on, for the network.
      queries: { networkMode: 'offlineFirst' },
      mutations: { networkMode: 'always' },
    },
  });
}
