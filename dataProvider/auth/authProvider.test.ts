// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cookies } from '../client/cookies';
import { storageKeys } from '../client/storageKeys';
import { createTestPortal, envelope, tokenAnswer } from '../testSupport';
import type { FakeHandler } from '../testSupport';

const accountLogin = { type: 'account', account: 'designer', password: 'Designer1' } as const;
const loginOk: FakeHandler = ({ path }) =>
  path.endsWith('/token') ? tokenAnswer(1) : envelope(null);

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => 'resolved',
    (reason: unknown) => reason,
  );
}

describe('authProvider session', () => {
  it('rejects checkAuth to /login without a token, without a message', async () => {
    const { authProvider } = createTestPortal(loginOk);
    await expect(authProvider.checkAuth({})).rejects.toEqual({
      redirectTo: '/login',
      message: false,
    });
    await authProvider.login(accountLogin);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('locks with a salted hash, refuses a wrong password and unlocks with the right one', async () => {
    const { authProvider } = createTestPortal(loginOk);
    await authProvider.login(accountLogin);

    expect((await failureOf(authProvider.lock('  '))) as Error).toEqual(
      new Error('app.lock.password_required'),
    );
    expect(authProvider.isLocked()).toBe(false);

    await authProvider.lock('s3cret');
    const stored = sessionStorage.getItem(storageKeys.lockPasswd) ?? '';
    expect(stored).toMatch(/^[0-9a-f]{32}:[0-9a-f]{64}$/);
    expect(stored).not.toContain('s3cret');
    expect(authProvider.isLocked()).toBe(true);
    // A locked session is still authenticated: route guards send it to /lock.
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();

    await expect(authProvider.unlock('wrong')).resolves.toBe(false);
    expect(authProvider.isLocked()).toBe(true);
    await expect(authProvider.unlock('s3cret')).resolves.toBe(true);
    expect(authProvider.isLocked()).toBe(false);
    expect(sessionStorage.getItem(storageKeys.lockPasswd)).toBeNull();
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('logs out once on the server and clears the whole session', async () => {
    const { authProvider, requests } = createTestPortal(({ path }) =>
      path.endsWith('/token')
        ? tokenAnswer(1)
        : { body: { success: 'true', account: 'designer', msg: 'success' } },
    );
    await authProvider.login(accountLogin);
    for (const key of [storageKeys.menu, storageKeys.permission, storageKeys.tags])
      localStorage.setItem(key, '[]');

    await expect(authProvider.logout({})).resolves.toBe('/login');

    const logouts = requests.filter((request) => request.path === '/api/blade-auth/oauth/logout');
    expect(logouts).toHaveLength(1);
    expect(logouts[0].headers['Blade-Auth']).toBe('bearer access-1');
    expect(cookies.get(storageKeys.accessToken)).toBeUndefined();
    expect(cookies.get(storageKeys.refreshToken)).toBeUndefined();
    for (const key of [
      storageKeys.userInfo,
      storageKeys.menu,
      storageKeys.permission,
      storageKeys.tags,
      storageKeys.tokenTime,
    ]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    await authProvider.logout({});
    expect(
      requests.filter((request) => request.path === '/api/blade-auth/oauth/logout'),
    ).toHaveLength(1);
  });

  it('logs a locked session out and clears the lock', async () => {
    const { authProvider, requests } = createTestPortal(({ path }) =>
      path.endsWith('/token') ? tokenAnswer(1) : { status: 500, body: '' },
    );
    await authProvider.login(accountLogin);
    await authProvider.lock('pw');

    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(authProvider.isLoggedIn()).toBe(false);
    expect(authProvider.isLocked()).toBe(false);
    expect(requests.at(-1)?.path).toBe('/api/blade-auth/oauth/logout');
  });

  it('rejects checkError on 401 only', async () => {
    const { authProvider } = createTestPortal(loginOk);
    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual({
      message: 'app.auth.session_expired',
    });
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
    await expect(authProvider.checkError(new Error('x'))).resolves.toBeUndefined();
  });

  it('reads the identity from the login answer', async () => {
    const { authProvider } = createTestPortal(() =>
      tokenAnswer(1, {
        avatar: 'https://x/a.png',
        role_name: 'designer,company',
        all_user_info: { user: { isCompanyMember: '1' } },
      }),
    );
    await authProvider.login(accountLogin);
    await expect(authProvider.getIdentity?.()).resolves.toEqual({
      id: '1123598821738675201',
      fullName: 'Designer One',
      avatar: 'https://x/a.png',
      account: 'designer',
      isCompanyMember: true,
      roleName: 'designer,company',
    });
  });

  it('flattens the button tree to leaf codes and asks the server once per session', async () => {
    const tree = [
      { code: 'task', children: [{ code: 'task_add' }, { code: 'task_view', children: [] }] },
      { code: 'home' },
    ];
    const { authProvider, requests } = createTestPortal(({ path }) =>
      path.endsWith('/token') ? tokenAnswer(1) : envelope(tree),
    );
    await expect(authProvider.getPermissions?.({})).resolves.toEqual({});
    await authProvider.login(accountLogin);

    const [first, second] = await Promise.all([
      authProvider.getPermissions?.({}),
      authProvider.getPermissions?.({}),
    ]);
    const third = await authProvider.getPermissions?.({});

    expect(first).toEqual({ task_add: true, task_view: true, home: true });
    expect([second, third]).toEqual([first, first]);
    expect(
      requests.filter((request) => request.path === '/api/blade-system/menu/buttons'),
    ).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(storageKeys.permission) ?? 'null')).toEqual(first);
  });
});
