// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cookies } from '../client/cookies';
import { getStoredLanguage } from '../client/language';
import { storageKeys } from '../client/storageKeys';
import { createTestPortal, envelope, tokenAnswer } from '../testSupport';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describe('account calls of the public pages', () => {
  it('registers a guest with query parameters, an md5 password, the language and no token', async () => {
    const { authProvider, requests } = createTestPortal(() => envelope(null));
    await authProvider.register({
      tenantId: '000000',
      name: 'Ann',
      account: 'ann123',
      password: 'Passw0rd',
      oauthId: 'oa-1',
    });

    expect(requests[0].method).toBe('POST');
    expect(requests[0].path).toBe('/api/blade-user/register-guest');
    expect(Object.fromEntries(requests[0].query)).toEqual({
      tenantId: '000000',
      name: 'Ann',
      account: 'ann123',
      password: md5('Passw0rd'),
      oauthId: 'oa-1',
      language: 'zh',
    });
    expect(requests[0].body).toBeUndefined();
    expect(requests[0].headers['Blade-Auth']).toBeUndefined();
  });

  it('rejects a refused registration with the server msg', async () => {
    const { authProvider } = createTestPortal(() => envelope({}, 400, '当前用户 [ann123] 已存在!'));
    await expect(
      authProvider.register({
        tenantId: '000000',
        name: 'Ann',
        account: 'ann123',
        password: 'Passw0rd',
        oauthId: 'oa-1',
      }),
    ).rejects.toThrow('当前用户 [ann123] 已存在!');
  });

  it('resets a password with both passwords encoded and the language', async () => {
    const { authProvider, requests } = createTestPortal(() => envelope(null));
    await authProvider.resetPassword({
      phone: 'a@b.c',
      vfCode: '123456',
      ukey: 'uk',
      newPassword: 'N3wPassw',
      newPassword1: 'N3wPassw',
    });

    expect(requests[0].path).toBe('/api/blade-auth/os/forgetPassword');
    expect(Object.fromEntries(requests[0].query)).toEqual({
      phone: 'a@b.c',
      vfCode: '123456',
      ukey: 'uk',
      newPassword: md5('N3wPassw'),
      newPassword1: md5('N3wPassw'),
      language: 'zh',
    });
  });

  it('changes the language: stored always, and sent to the server with new tokens kept when logged in', async () => {
    let issued = 0;
    const { authProvider, requests } = createTestPortal(() => tokenAnswer(++issued));
    await authProvider.changeLanguage('tr');
    expect(getStoredLanguage()).toBe('tr');
    expect(requests).toHaveLength(0);

    await authProvider.login({ type: 'account', account: 'designer', password: 'Designer1' });
    expect(requests[0].query.get('language')).toBe('tr');
    await authProvider.changeLanguage('en');

    expect(requests[1].path).toBe('/api/blade-auth/oauth/refreshLanguage');
    expect(requests[1].query.get('language')).toBe('en');
    expect(requests[1].headers['Blade-Auth']).toBe('bearer access-1');
    expect(cookies.get(storageKeys.accessToken)).toBe('access-2');
    expect(cookies.get(storageKeys.refreshToken)).toBe('refresh-2');
    expect(getStoredLanguage()).toBe('en');
  });

  it('falls back to zh for an unknown stored language', () => {
    localStorage.setItem(storageKeys.language, 'fr');
    expect(getStoredLanguage()).toBe('zh');
  });
});
