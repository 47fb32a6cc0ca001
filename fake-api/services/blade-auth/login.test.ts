import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../http/format';
import { startTestApi } from '../../testing/harness';
import type { TestApi } from '../../testing/harness';

describe('account login', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi();
  });
  afterAll(() => t.close());

  it('answers the bare token object', async () => {
    const body = await t.login('designer', 'Designer1');
    expect(body).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      scope: 'all',
      tenant_id: '000000',
      account: 'designer',
      role_name: 'designer',
      license: 'powered by bladex',
      detail: { type: 'web' },
      all_user_info: {
        user: { account: 'designer', isCompanyMember: '0', phone: '13800000001', level: 'B' },
      },
    });
    expect(body.access_token).toBeTruthy();
    expect(body.refresh_token).toBeTruthy();
    expect(body.user_id).toMatch(/^\d{19}$/);
    expect(body.userId).toBe(body.user_id);
    expect(typeof body.dept_id).toBe('string');
    expect(body.code).toBeUndefined();
  });

  it('marks the company member', async () => {
    const body = await t.login('company', 'Company1');
    expect(body.all_user_info.user.isCompanyMember).toBe('1');
  });

  it.each([
    ['zh', '用户名或密码错误', 'designer'],
    ['en', 'Incorrect account or password', 'company'],
    ['tr', 'Hatalı hesap veya şifre', 'newbie1'],
  ])('refuses a wrong password in %s', async (language, message, account) => {
    // One account per language: a third failure of one account asks for the captcha.
    const { status, body } = await t.call('/api/blade-auth/os/oauth/token', {
      query: { tenantId: '000000', account, password: md5Hex('wrong'), language },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'invalid_grant', error_description: message });
  });

  it('accepts the generic password grant with username', async () => {
    const { status, body } = await t.call('/api/blade-auth/oauth/token', {
      query: {
        tenantId: '000000',
        username: 'operator',
        password: md5Hex('Operator1'),
        grant_type: 'password',
        scope: 'all',
        type: 'account',
      },
    });
    expect(status).toBe(200);
    expect(body.role_name).toBe('administrator');
  });

  it('refuses an unknown tenant', async () => {
    const { status, body } = await t.call('/api/blade-auth/os/oauth/token', {
      query: { tenantId: '999999', account: 'designer', password: md5Hex('Designer1') },
    });
    expect(status).toBe(400);
    expect(body.error_description).toBe('租户ID未找到');
  });
});

describe('weak password', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ control: true });
  });
  afterAll(() => t.close());

  it('answers 5001 without a token, until the password is reset by phone code', async () => {
    const weak = await t.login('weakpwd', '123456');
    expect(Object.keys(weak).sort()).toEqual(['5001', 'account']);
    expect(weak.account).toBe('weakpwd');

    const { body: sent } = await t.call('/api/blade-auth/os/oauth/phone/captcha', {
      query: { phone: '13800000006' },
    });
    const reset = (newPassword1: string, vfCode = '123456') =>
      t.call('/api/blade-auth/os/forgetPassword', {
        query: {
          phone: '13800000006',
          vfCode,
          ukey: sent.data.ukey,
          newPassword: md5Hex('Stronger1'),
          newPassword1,
          language: 'en',
        },
      });
    const mismatch = await reset(md5Hex('Other1'));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.msg).toBe('Please enter the correct confirmation password!');
    const wrongCode = await reset(md5Hex('Stronger1'), '000000');
    expect(wrongCode.body).toEqual({
      code: 400,
      success: false,
      data: {},
      msg: 'Incorrect verification code',
    });
    const done = await reset(md5Hex('Stronger1'));
    expect(done.body).toEqual({ code: 200, success: true, data: null, msg: '操作成功' });

    expect((await t.login('weakpwd', '123456')).error).toBe('invalid_grant');
    expect((await t.login('weakpwd', 'Stronger1')).access_token).toBeTruthy();
  });
});
