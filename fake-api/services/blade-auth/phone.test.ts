import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeedState } from '../../seed/index';
import { startTestApi } from '../../testing/harness';
import type { TestApi } from '../../testing/harness';

describe('phone and e-mail code login', () => {
  let t: TestApi;
  const logged: string[] = [];
  beforeAll(async () => {
    t = await startTestApi({ control: true, log: (line) => logged.push(line) });
  });
  afterAll(() => t.close());

  const sendCode = (phone: string, language = 'zh') =>
    t.call('/api/blade-auth/os/oauth/phone/captcha', { query: { phone, language } });
  const phoneLogin = (phone: string, ukey: string, vfCode: string, language = 'zh') =>
    t.call('/api/blade-auth/os/phone/oauth/token', {
      query: {
        tenantId: '000000',
        phone,
        ukey,
        vfCode,
        language,
        grant_type: 'phone',
        scope: 'all',
      },
    });

  it('logs in with 123456 once, and refuses a wrong code', async () => {
    const { body } = await sendCode('13800000001');
    expect(body).toMatchObject({ code: 200, success: true, msg: '操作成功' });
    const { ukey } = body.data;

    const wrong = await phoneLogin('13800000001', ukey, '654321', 'en');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      error: 'invalid_grant',
      error_description: 'Incorrect verification code',
    });

    const ok = await phoneLogin('13800000001', ukey, '123456');
    expect(ok.status).toBe(200);
    expect(ok.body.account).toBe('designer');

    const again = await phoneLogin('13800000001', ukey, '123456');
    expect(again.body.error_description).toBe('验证码不正确');
  });

  it('accepts an e-mail address', async () => {
    const { ukey } = (await sendCode('mainacct@example.com')).body.data;
    const ok = await phoneLogin('mainacct@example.com', ukey, '123456');
    expect(ok.body.account).toBe('mainacct');
  });

  it('answers an unregistered number as a registered one, and sends it nothing', async () => {
    const known = await sendCode('13800000002', 'tr');
    const unknown = await sendCode('13900000000', 'tr');
    expect(unknown.status).toBe(known.status);
    expect(Object.keys(unknown.body.data)).toEqual(Object.keys(known.body.data));
    expect({ ...unknown.body, data: {} }).toEqual({ ...known.body, data: {} });
    expect(logged).toEqual([]);
    const guessed = await phoneLogin('13900000000', unknown.body.data.ukey, '123456');
    expect(guessed.body.error_description).toBe('验证码不正确');
  });
});

describe('codes of numbers outside the seed', () => {
  it('are random and printed to the log', async () => {
    const state = createSeedState(Date.now());
    state.users[0].phone = '13912345678';
    const logged: string[] = [];
    const t = await startTestApi({ state, log: (line) => logged.push(line) });
    try {
      const { body } = await t.call('/api/blade-auth/os/oauth/phone/captcha', {
        query: { phone: '13912345678' },
      });
      expect(logged).toHaveLength(1);
      const code = /^\[fake-api\] code for 13912345678: (\d{6})$/.exec(logged[0])?.[1] ?? '';
      const ok = await t.call('/api/blade-auth/os/phone/oauth/token', {
        query: { phone: '13912345678', ukey: body.data.ukey, vfCode: code },
      });
      expect(ok.body.account).toBe('designer');
    } finally {
      await t.close();
    }
  });
});
