import { onlineManager, QueryClient } from '@tanstack/react-query';

/**
 * react-admin's query client, except that a write is never held back while the browser is
 * offline: react-query's default pauses a mutation and sends it when the connection returns, a
 * grab or a withdrawal the user may no longer want. It is sent at once and fails visibly.
 */
/**
 * How long react-admin's session check (`checkAuth`, local: is a token stored) holds for the
 * components that mount after it. Each list asks again on mount; a fresh answer of the stale
 * check re-rendered react-admin's routes and with them the whole layout, twice, in one blocking
 * task of the load (issue 27). A session that ends meanwhile is caught by the first API call
 * (401) and by the session guard's expiry event, as before.
 */
export const AUTH_CHECK_STALE_MS = 60_000;

export function portalQueryClient(): QueryClient {
  // react-query starts online and then follows the online/offline events: a page opened
  // offline (from the service worker's cache) would never say so.
  if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);
  const client = new QueryClient({
    defaultOptions: {
      // A read is tried once offline (react-admin's auth check is local: the shell renders from
      // the cache; an API read fails and says so) instead of waiting, spinner on, for the network.
      queries: { networkMode: 'offlineFirst' },
      mutations: { networkMode: 'always' },
    },
  });
  client.setQueryDefaults(['auth', 'checkAuth'], { staleTime: AUTH_CHECK_STALE_MS });
  return client;
}
