import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../http/format';
import { startTestApi } from '../../testing/harness';
import type { Json, TestApi } from '../../testing/harness';

/** Issue 36, finding 5: a session thief keeps nothing once the owner logs out or changes keys. */
describe('sessions that end', () => {
  let t: TestApi;
  let clock = Date.parse('2026-11-01T00:00:00Z');
  const logged: string[] = [];
  beforeAll(async () => {
    t = await startTestApi({
      accessTtlSeconds: 60,
      refreshTtlSeconds: 600,
      sessionMaxSeconds: 1000,
      now: () => clock,
      log: (line) => logged.push(line),
    });
  });
  afterAll(() => t.close());

  const detail = async (token: string) =>
    (await t.call('/api/os/user/detail', { method: 'GET', token })).status;
  const refresh = (refreshToken: string) =>
    t.call('/api/blade-auth/oauth/token', {
      query: { grant_type: 'refresh_token', refresh_token: refreshToken, tenantId: '000000' },
    });
  const relabel = (token: string, language: string) =>
    t.call('/api/blade-auth/oauth/refreshLanguage', { query: { language }, token });
  const logout = (token: string) =>
    t.call('/api/blade-auth/oauth/logout', { method: 'GET', token });

  it('ends the whole family on logout: the older access token of the same sign-in too', async () => {
    const first = await t.login('designer', 'Designer1');
    const second: Json = (await refresh(first.refresh_token)).body;
    expect(await detail(first.access_token)).toBe(200);
    await logout(second.access_token);
    expect(await detail(second.access_token)).toBe(401);
    expect(await detail(first.access_token)).toBe(401);
    expect((await refresh(second.refresh_token)).status).toBe(401);
  });

  it('refuses refreshLanguage after logout, three times in a row', async () => {
    const token = await t.login('designer', 'Designer1');
    await logout(token.access_token);
    for (const language of ['en', 'tr', 'zh']) {
      const answer = await relabel(token.access_token, language);
      expect(answer.body).toMatchObject({ code: 401, success: false });
      expect(answer.body.access_token).toBeUndefined();
    }
  });

  it('lets refreshLanguage re-label the session but never extend it', async () => {
    const token = await t.login('designer', 'Designer1');
    clock += 50_000;
    const relabelled: Json = (await relabel(token.access_token, 'en')).body;
    expect(relabelled.refresh_token).toBe(token.refresh_token);
    expect(relabelled.expires_in).toBe(10);
    clock += 551_000; // 601 s after the sign-in: the refresh lifetime ran out
    expect((await refresh(relabelled.refresh_token)).status).toBe(401);
    expect(await detail(relabelled.access_token)).toBe(401);
  });

  it('refuses a refresh past the absolute limit, however often it was refreshed', async () => {
    let pair: Json = await t.login('designer', 'Designer1');
    for (let step = 0; step < 3; step += 1) {
      clock += 300_000;
      const answer = await refresh(pair.refresh_token);
      expect(answer.status).toBe(200);
      pair = answer.body;
    }
    expect(pair.expires_in).toBeLessThanOrEqual(60);
    clock += 100_001; // 1000 s after the sign-in: the family is over
    expect((await refresh(pair.refresh_token)).status).toBe(401);
    expect(await detail(pair.access_token)).toBe(401);
  });

  it('ends every other session on a password change; the changer gets a new pair', async () => {
    const thief = await t.login('mainacct', 'Mainacct1');
    const owner = await t.login('mainacct', 'Mainacct1');
    const change = (token: string, from: string, to: string) =>
      t.call('/api/os/user/password', {
        method: 'PUT',
        token,
        body: { oldPassword: md5Hex(from), newPassword: md5Hex(to), newPassword1: md5Hex(to) },
      });
    const changed = await change(owner.access_token, 'Mainacct1', 'Mainacct2');
    expect(changed.body.success).toBe(true);
    expect(await detail(thief.access_token)).toBe(401);
    expect((await refresh(thief.refresh_token)).status).toBe(401);
    expect(await detail(owner.access_token)).toBe(401);
    const renewed: Json = changed.body.data;
    expect(await detail(renewed.access_token)).toBe(200);
    expect((await refresh(renewed.refresh_token)).status).toBe(200);
  });

  it('ends every session of the user on a reset by code', async () => {
    const thief = await t.login('subacct1', 'Subacct1');
    const sent = await t.call('/api/blade-auth/os/oauth/phone/captcha', {
      query: { phone: '13800000004' },
    });
    const code = /code for 13800000004: (\d{6})$/.exec(logged.at(-1) ?? '')?.[1] ?? '';
    const reset = await t.call('/api/blade-auth/os/forgetPassword', {
      query: {
        phone: '13800000004',
        ukey: sent.body.data.ukey,
        vfCode: code,
        newPassword: md5Hex('Subacct2x'),
        newPassword1: md5Hex('Subacct2x'),
      },
    });
    expect(reset.body.success).toBe(true);
    expect(await detail(thief.access_token)).toBe(401);
    expect((await refresh(thief.refresh_token)).status).toBe(401);
  });
});
