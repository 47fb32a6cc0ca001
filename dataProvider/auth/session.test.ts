// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookies } from '../client/cookies';
import { storageKeys } from '../client/storageKeys';
import { createTestPortal, envelope, tokenAnswer } from '../testSupport';
import type { FakeHandler } from '../testSupport';

const login = { type: 'account', account: 'designer', password: 'Designer1' } as const;
const unauthorized = {
  status: 401,
  body: { code: 401, success: false, data: null, msg: '请求未授权' },
};

/** Token calls issue numbered tokens (or follow `refresh`); everything else answers `other`. */
function server(
  other: FakeHandler,
  refresh?: FakeHandler,
): { handler: FakeHandler; issued: () => number } {
  let issued = 0;
  const handler: FakeHandler = (request) => {
    if (request.query.get('grant_type') === 'refresh_token' && refresh) return refresh(request);
    if (request.path.endsWith('/token')) return tokenAnswer(++issued);
    return other(request);
  };
  return { handler, issued: () => issued };
}

const userCalls = (count: number) =>
  Array.from({ length: count }, (_, i) => `/api/os/user/detail?i=${i}`);

describe('session expiry', () => {
  it('reports ONE expiry for 10 parallel 401s, and one again after the next login', async () => {
    const { handler } = server(() => unauthorized);
    const { authProvider, httpClient, expired } = createTestPortal(handler);
    await authProvider.login(login);

    const results = await Promise.allSettled(userCalls(10).map((url) => httpClient(url)));
    expect(results.map((result) => result.status)).toEqual(Array(10).fill('rejected'));
    expect(expired).toHaveLength(1);
    expect(authProvider.isLoggedIn()).toBe(false);
    expect(localStorage.getItem(storageKeys.userInfo)).toBeNull();

    await authProvider.logout({});
    await authProvider.login(login);
    await Promise.allSettled(userCalls(10).map((url) => httpClient(url)));
    expect(expired).toHaveLength(2);
  });

  it('does not call the server logout after the session expired', async () => {
    const { handler } = server(() => unauthorized);
    const { authProvider, httpClient, requests } = createTestPortal(handler);
    await authProvider.login(login);
    await httpClient('/api/os/user/detail').catch(() => undefined);
    await authProvider.logout({});
    expect(requests.some((request) => request.path.endsWith('/logout'))).toBe(false);
  });
});

describe('token refresh', () => {
  afterEach(() => vi.useRealTimers());

  it('sends ONE refresh for 10 concurrent calls once the token is due, and the calls use the new token', async () => {
    const { handler } = server(() => envelope({ id: '1' }));
    const { authProvider, dataProvider, requests, clock } = createTestPortal(handler);
    await authProvider.login(login);
    clock.now += 3000 * 1000;

    await Promise.all(Array.from({ length: 10 }, () => dataProvider.getUserDetail()));

    const refreshes = requests.filter(
      (request) => request.query.get('grant_type') === 'refresh_token',
    );
    expect(refreshes).toHaveLength(1);
    expect(Object.fromEntries(refreshes[0].query)).toEqual({
      tenantId: '000000',
      grant_type: 'refresh_token',
      refresh_token: 'refresh-1',
      language: 'zh',
      scope: 'all',
    });
    expect(refreshes[0].headers['Blade-Auth']).toBeUndefined();
    const detailTokens = requests
      .filter((request) => request.path === '/api/os/user/detail')
      .map((request) => request.headers['Blade-Auth']);
    expect(detailTokens).toEqual(Array(10).fill('bearer access-2'));
    expect(localStorage.getItem(storageKeys.tokenTime)).toBe(String(clock.now));
  });

  it('refreshes at 3000 s when expires_in is 3600, not a second earlier', async () => {
    const { handler, issued } = server(() => envelope({}));
    const { authProvider, dataProvider, clock } = createTestPortal(handler);
    await authProvider.login(login);

    clock.now += 2999 * 1000;
    await dataProvider.getUserDetail();
    expect(issued()).toBe(1);
    clock.now += 1000;
    await dataProvider.getUserDetail();
    expect(issued()).toBe(2);
    expect(cookies.get(storageKeys.accessToken)).toBe('access-2');
  });

  it('refreshes at 5/6 of a short expires_in', async () => {
    let issued = 0;
    const { authProvider, dataProvider, clock } = createTestPortal(({ path }) =>
      path.endsWith('/token') ? tokenAnswer(++issued, { expires_in: 60 }) : envelope({}),
    );
    await authProvider.login(login);
    clock.now += 49_999;
    await dataProvider.getUserDetail();
    expect(issued).toBe(1);
    clock.now += 1;
    await dataProvider.getUserDetail();
    expect(issued).toBe(2);
  });

  it('checks the token age every second while the session timers run', async () => {
    vi.useFakeTimers();
    const { handler, issued } = server(() => envelope({}));
    const { authProvider, clock } = createTestPortal(handler);
    await authProvider.login(login);
    const stop = authProvider.startSessionTimers();

    clock.now += 2999 * 1000;
    await vi.advanceTimersByTimeAsync(1000);
    expect(issued()).toBe(1);
    clock.now += 1000;
    await vi.advanceTimersByTimeAsync(1000);
    expect(issued()).toBe(2);

    stop();
    clock.now += 3000 * 1000;
    await vi.advanceTimersByTimeAsync(5000);
    expect(issued()).toBe(2);
  });

  it('expires the session once when the refresh token is refused', async () => {
    vi.useFakeTimers();
    const { handler } = server(
      () => envelope({}),
      () => ({
        status: 401,
        body: { error: 'invalid_grant', error_description: '刷新令牌已失效' },
      }),
    );
    const { authProvider, clock, expired, requests } = createTestPortal(handler);
    await authProvider.login(login);
    const stop = authProvider.startSessionTimers();
    clock.now += 3000 * 1000;
    await vi.advanceTimersByTimeAsync(5000);
    stop();

    expect(expired).toHaveLength(1);
    expect(authProvider.isLoggedIn()).toBe(false);
    expect(
      requests.filter((request) => request.query.get('grant_type') === 'refresh_token'),
    ).toHaveLength(1);
  });
});
