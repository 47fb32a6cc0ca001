// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookies } from '../../dataProvider/client/cookies';
import { storageKeys } from '../../dataProvider/client/storageKeys';
import { createFakeFetch, resetBrowserState } from '../../dataProvider/testSupport';

describe('the app singletons', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('clear the session and dispatch portal:session-expired once for parallel 401s', async () => {
    resetBrowserState();
    cookies.set(storageKeys.accessToken, 'stale');
    cookies.set(storageKeys.refreshToken, 'stale-refresh');
    localStorage.setItem(storageKeys.tokenTime, String(Date.now()));
    const fake = createFakeFetch(() => ({
      status: 401,
      body: { code: 401, success: false, data: null, msg: '请求未授权' },
    }));
    vi.stubGlobal('fetch', fake.fetch);
    const { dataProvider } = await import('./portal');
    const { SESSION_EXPIRED_EVENT } = await import('../../dataProvider');
    const listener = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, listener);

    const results = await Promise.allSettled([1, 2, 3].map(() => dataProvider.getUserDetail()));

    expect(SESSION_EXPIRED_EVENT).toBe('portal:session-expired');
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(fake.requests[0].headers['Blade-Auth']).toBe('bearer stale');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(cookies.get(storageKeys.accessToken)).toBeUndefined();
    window.removeEventListener(SESSION_EXPIRED_EVENT, listener);
  });
});
