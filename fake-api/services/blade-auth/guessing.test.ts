import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { md5Hex } from '../../http/format';
import { createSeedState } from '../../seed/index';
import { startTestApi } from '../../testing/harness';
import type { Json, TestApi } from '../../testing/harness';

const TOKEN = '/api/blade-auth/os/oauth/token';

/** Issue 22: sign-in that resists guessing (lockout, address limit, captcha, code limits). */
describe('sign-in that resists guessing', () => {
  let t: TestApi;
  let now = Date.parse('2026-11-02T08:00:00Z');
  beforeEach(async () => {
    now = Date.parse('2026-11-02T08:00:00Z');
    t = await startTestApi({
      control: true, // reads the captcha's text through /__fake/captcha
      now: () => now,
      lockoutSeconds: 600,
      addressFailures: 12,
    });
  });
  afterEach(() => t.close());

  const signIn = (account: string, password: string, language = 'zh', headers = {}) =>
    t.call(TOKEN, {
      query: { tenantId: '000000', account, password: md5Hex(password), language },
      headers,
    });
  const captchaHeaders = async (): Promise<Record<string, string>> => {
    const { body } = await t.call('/api/blade-auth/oauth/captcha', { method: 'GET' });
    const read = await t.call('/__fake/captcha', { body: { image: body.image } });
    return { 'Captcha-Key': body.key, 'Captcha-Code': read.body.data.text };
  };

  it('asks for the captcha after 3 failures and accepts a right one', async () => {
    for (let i = 0; i < 2; i += 1)
      expect((await signIn('designer', 'x')).body.captcha).toBe(undefined);
    expect((await signIn('designer', 'x')).body).toMatchObject({ captcha: true });
    const without = await signIn('designer', 'Designer1');
    expect(without.body).toEqual({
      error: 'invalid_grant',
      error_description: '请输入图片验证码',
      captcha: true,
    });
    const wrong = await signIn('designer', 'Designer1', 'en', {
      'Captcha-Key': (await captchaHeaders())['Captcha-Key'],
      'Captcha-Code': 'NOPE1',
    });
    expect(wrong.body.error_description).toBe('Incorrect verification code');
    const right = await signIn('designer', 'Designer1', 'zh', await captchaHeaders());
    expect(right.body.access_token).toBeTruthy();
    // The success cleared the count: no captcha at the next failure.
    expect((await signIn('designer', 'x')).body.captcha).toBe(undefined);
  });

  it.each([
    ['zh', '密码错误次数过多,账号已锁定,请10分钟后再试'],
    ['en', 'Too many wrong passwords: the account is locked, try again in 10 minutes'],
    ['tr', 'Çok fazla hatalı şifre: hesap kilitlendi, 10 dakika sonra tekrar deneyin'],
  ])(
    'locks after 5 wrong passwords (%s), even the right one, until the time is over',
    async (language, message) => {
      let last: Json = {};
      for (let i = 0; i < 5; i += 1) {
        last = (await signIn('designer', 'x', language, i >= 3 ? await captchaHeaders() : {})).body;
      }
      expect(last).toEqual({ error: 'invalid_grant', error_description: message, locked: true });
      expect((await signIn('designer', 'Designer1', language)).body.error_description).toBe(
        message,
      );
      now += 600_000;
      expect((await signIn('designer', 'Designer1', language)).body.access_token).toBeTruthy();
    },
  );

  it('answers an unknown account exactly as a known one', async () => {
    const answers = async (account: string) => {
      const bodies: Json[] = [];
      for (let i = 0; i < 6; i += 1) {
        bodies.push((await signIn(account, 'x', 'en', i >= 3 ? await captchaHeaders() : {})).body);
      }
      return bodies;
    };
    expect(await answers('nobody-here')).toEqual(await answers('company'));
  });

  it('limits failures per client address across accounts', async () => {
    const accounts = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'];
    let last: Json = {};
    for (const account of accounts) {
      for (let i = 0; i < 2; i += 1) last = await signIn(account, 'x', 'en');
    }
    expect(last.status).toBe(429);
    expect(last.body.error_description).toBe(
      'Too many failed sign-ins from this address, try again in 10 minutes',
    );
    expect((await signIn('designer', 'Designer1')).status).toBe(429);
  });

  it('sends a code at most once a minute and ten times a day; a code dies after 5 wrong tries', async () => {
    const state = createSeedState(now);
    state.users[0].phone = '13912345678';
    const codes: string[] = [];
    await t.close();
    t = await startTestApi({
      state,
      now: () => now,
      log: (line) => codes.push(line.slice(-6)),
    });
    const send = () =>
      t.call('/api/blade-auth/os/oauth/phone/captcha', {
        query: { phone: '13912345678', language: 'en' },
      });
    const first = await send();
    expect((await send()).body.msg).toBe(
      'A code was sent less than a minute ago, please wait 60 seconds',
    );
    for (let i = 0; i < 9; i += 1) {
      now += 60_000;
      expect((await send()).status).toBe(200);
    }
    now += 60_000;
    expect((await send()).body.msg).toBe('No more codes can be sent to this number today');
    const login = (vfCode: string) =>
      t.call('/api/blade-auth/os/phone/oauth/token', {
        query: { tenantId: '000000', phone: '13912345678', ukey: first.body.data.ukey, vfCode },
      });
    now -= 10 * 60_000;
    const wrong = codes[0] === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await login(wrong)).status).toBe(400);
    expect((await login(codes[0])).status).toBe(400);
  });
});
