import { QueryClient } from '@tanstack/react-query';

/**
 * react-admin's query client, except that a write is never held back while the browser is
 * offline: react-query's default pauses a mutation and sends it when the connection returns, a
 * grab or a withdrawal the user may no longer want. It is sent at once and fails visibly.
 */
export function portalQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { mutations: { networkMode: 'always' } } });
}
