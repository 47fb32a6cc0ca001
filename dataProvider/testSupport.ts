import { config } from './client/config';
import type { PortalConfig } from './client/config';
import { createPortal } from './createPortal';
import type { Portal } from './createPortal';
import { PATHS } from '../src/routes/paths';

/** What a unit test's fake fetch saw: one entry per request. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
  signal?: AbortSignal;
}

export interface FakeReply {
  status?: number;
  /** Sent as JSON unless it is a string. */
  body?: unknown;
}

export type FakeHandler = (request: SeenRequest) => FakeReply | Promise<FakeReply>;

/** A fetch that records every request and answers with the handler's reply. Test-only. */
export function createFakeFetch(handler: FakeHandler) {
  const requests: SeenRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://portal.test');
    const request: SeenRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: { ...(init.headers as Record<string, string>) },
      body: init.body,
      signal: init.signal ?? undefined,
    };
    requests.push(request);
    const reply = await handler(request);
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? null);
    return new Response(text, { status: reply.status ?? 200 });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

export const testConfig: PortalConfig = { ...config, apiBaseUrl: '', tokenTimeSeconds: 3000 };

export const envelope = (data: unknown, code = 200, msg = '操作成功') => ({
  status: code === 200 ? 200 : code,
  body: { code, success: code === 200, data, msg },
});

export const tokenAnswer = (n: number, extra: Record<string, unknown> = {}) => ({
  body: {
    access_token: `access-${n}`,
    refresh_token: `refresh-${n}`,
    token_type: 'bearer',
    expires_in: 3600,
    user_id: '1123598821738675201',
    userId: '1123598821738675201',
    account: 'designer',
    nick_name: 'Designer One',
    role_name: 'designer',
    avatar: '',
    all_user_info: { user: { isCompanyMember: '0' } },
    ...extra,
  },
});

/** A portal over a fake fetch and a hand-moved clock; starts from empty cookies and storage. */
export function createTestPortal(handler: FakeHandler, overrides: Partial<PortalConfig> = {}) {
  resetBrowserState();
  const clock = { now: 1_700_000_000_000 };
  const expired: number[] = [];
  const fake = createFakeFetch(handler);
  const portal: Portal = createPortal({
    config: { ...testConfig, ...overrides },
    fetch: fake.fetch,
    now: () => clock.now,
    onSessionExpired: () => expired.push(clock.now),
    loginPath: PATHS.login,
  });
  return { ...portal, clock, expired, requests: fake.requests };
}

export function resetBrowserState(): void {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}
