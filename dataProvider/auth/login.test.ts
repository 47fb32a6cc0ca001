// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cookies } from '../client/cookies';
import { UnboundSocialAccountError, WeakPasswordError } from '../client/errors';
import { storeLanguage } from '../client/language';
import { storageKeys } from '../client/storageKeys';
import { createTestPortal, envelope, tokenAnswer } from '../testSupport';
import type { FakeHandler, SeenRequest } from '../testSupport';

const MD5_DESIGNER1 = createHash('md5').update('Designer1').digest('hex');
const accountLogin = { type: 'account', account: 'designer', password: 'Designer1' } as const;
const loginOk: FakeHandler = ({ path }) =>
  path.endsWith('/token') ? tokenAnswer(1) : envelope(null);

function queryOf(request: SeenRequest): Record<string, string> {
  return Object.fromEntries(request.query);
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => 'resolved',
    (reason: unknown) => reason,
  );
}

describe('authProvider login', () => {
  it('sends the account login as query parameters with an md5 password and an empty body', async () => {
    const { authProvider, requests, clock } = createTestPortal(loginOk);
    storeLanguage('en');
    localStorage.setItem(storageKeys.tags, '[{"value":"/x"}]');
    localStorage.setItem(storageKeys.lowPassword, 'true');
    sessionStorage.setItem(storageKeys.isLock, 'true');

    await authProvider.login(accountLogin);

    expect(MD5_DESIGNER1).toMatch(/^[0-9a-f]{32}$/);
    expect(requests).toHaveLength(1);
    expect(requests[0].method).toBe('POST');
    expect(requests[0].path).toBe('/api/blade-auth/os/oauth/token');
    expect(requests[0].body).toBeUndefined();
    expect(queryOf(requests[0])).toEqual({
      tenantId: '000000',
      account: 'designer',
      password: MD5_DESIGNER1,
      language: 'en',
      type: 'account',
      grant_type: 'password',
      scope: 'all',
    });
    expect(requests[0].headers['Blade-Auth']).toBeUndefined();
    expect(cookies.get(storageKeys.accessToken)).toBe('access-1');
    expect(cookies.get(storageKeys.refreshToken)).toBe('refresh-1');
    expect(localStorage.getItem(storageKeys.tokenTime)).toBe(String(clock.now));
    expect(localStorage.getItem(storageKeys.expiresIn)).toBe('3600');
    expect(JSON.parse(localStorage.getItem(storageKeys.userInfo) ?? '{}').nick_name).toBe(
      'Designer One',
    );
    expect(localStorage.getItem(storageKeys.tags)).toBeNull();
    expect(localStorage.getItem(storageKeys.lowPassword)).toBeNull();
    expect(authProvider.isLocked()).toBe(false);
    expect(authProvider.isLoggedIn()).toBe(true);
  });

  it('sends the password as typed when the encoding is plain', async () => {
    const { authProvider, requests } = createTestPortal(loginOk, { passwordEncoding: 'plain' });
    await authProvider.login(accountLogin);
    expect(requests[0].query.get('password')).toBe('Designer1');
  });

  it('keeps the low-password flag and rejects with WeakPasswordError on a 5001 answer', async () => {
    const { authProvider } = createTestPortal(() => ({
      body: { '5001': '密码强度过低', account: 'designer' },
    }));
    const error = await failureOf(authProvider.login(accountLogin));
    expect(error).toBeInstanceOf(WeakPasswordError);
    expect((error as WeakPasswordError).message).toBe('密码强度过低');
    expect((error as WeakPasswordError).account).toBe('designer');
    expect(localStorage.getItem(storageKeys.lowPassword)).toBe('true');
    expect(cookies.get(storageKeys.accessToken)).toBeUndefined();
    expect(authProvider.isLoggedIn()).toBe(false);
  });

  it('rejects with error_description, whether the answer is HTTP 400 or 200', async () => {
    for (const status of [400, 200]) {
      const { authProvider } = createTestPortal(() => ({
        status,
        body: { error: 'invalid_grant', error_description: '用户名或密码错误' },
      }));
      const error = await failureOf(authProvider.login(accountLogin));
      expect((error as Error).message).toBe('用户名或密码错误');
      expect(authProvider.isLoggedIn()).toBe(false);
    }
  });

  it('logs in with a code sent to a phone', async () => {
    const { authProvider, requests } = createTestPortal(({ path }) =>
      path.endsWith('/captcha') ? envelope({ ukey: 'uk-9' }) : tokenAnswer(1),
    );
    const ukey = await authProvider.sendCode('13800000001');
    await authProvider.login({ type: 'phone', phone: '13800000001', vfCode: '123456', ukey });

    expect(ukey).toBe('uk-9');
    expect(requests[0].path).toBe('/api/blade-auth/os/oauth/phone/captcha');
    expect(queryOf(requests[0])).toEqual({ phone: '13800000001' });
    expect(requests[1].path).toBe('/api/blade-auth/os/phone/oauth/token');
    expect(queryOf(requests[1])).toMatchObject({
      phone: '13800000001',
      vfCode: '123456',
      ukey: 'uk-9',
      language: 'zh',
    });
    expect(authProvider.isLoggedIn()).toBe(true);
  });

  it('turns an unbound social identity into UnboundSocialAccountError', async () => {
    const { authProvider, requests } = createTestPortal(() => ({
      body: { user_id: '-1', oauth_id: 'oa-42', account: '' },
    }));
    const error = await failureOf(
      authProvider.login({ type: 'social', source: 'github', code: 'c1', state: 's1' }),
    );

    expect(error).toBeInstanceOf(UnboundSocialAccountError);
    expect((error as UnboundSocialAccountError).oauthId).toBe('oa-42');
    expect(requests[0].path).toBe('/api/blade-auth/oauth/token');
    expect(requests[0].headers['Tenant-Id']).toBe('000000');
    expect(queryOf(requests[0])).toMatchObject({
      grant_type: 'social',
      tenantId: '000000',
      source: 'github',
      code: 'c1',
      state: 's1',
      language: 'zh',
    });
    expect(authProvider.isLoggedIn()).toBe(false);
  });

  it('rejects a failed social login with the server msg', async () => {
    const { authProvider } = createTestPortal(() => ({
      status: 400,
      body: { code: 400, msg: '第三方授权失败', error_description: '第三方授权失败' },
    }));
    const error = await failureOf(
      authProvider.login({ type: 'social', source: 'github', code: 'used', state: 's' }),
    );
    expect((error as Error).message).toBe('第三方授权失败');
  });
});
