import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../http/format';
import { TEXT_LIMITS } from '../../../src/domain/textLimits';
import { startTestApi } from '../../testing/harness';
import type { TestApi } from '../../testing/harness';

describe('social login and guest registration', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ control: true }); // reads /__db
  });
  afterAll(() => t.close());

  /** Follows the stand-in consent page: no client header, 302 to /login. */
  const consent = async (as: string) => {
    const response = await fetch(`${t.url}/api/blade-auth/oauth/render/github?as=${as}`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '', 'http://portal');
    expect(location.pathname).toBe('/login');
    return Object.fromEntries(location.searchParams) as Record<string, string>;
  };
  const socialToken = (query: Record<string, string>) =>
    t.call('/api/blade-auth/oauth/token', {
      query: { ...query, grant_type: 'social', tenantId: '000000', language: 'zh' },
    });

  it('logs a bound identity in as designer, once per code', async () => {
    const query = await consent('bound');
    expect(query.source).toBe('github');
    const { body } = await socialToken(query);
    expect(body.account).toBe('designer');
    expect(body.oauth_id).toMatch(/^\d{19}$/);

    const reused = await socialToken(query);
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({
      code: 400,
      msg: '第三方授权失败',
      error_description: '第三方授权失败',
    });
  });

  it('registers a new identity, which logs in only after approval', async () => {
    const unbound = await socialToken(await consent('new'));
    expect(unbound.body).toEqual({ user_id: '-1', oauth_id: expect.any(String), account: '' });
    const oauthId: string = unbound.body.oauth_id;

    const register = (account: string, name = 'Guest', language = 'zh') =>
      t.call('/api/blade-user/register-guest', {
        query: {
          tenantId: '000000',
          name,
          account,
          password: md5Hex('Guest1234'),
          oauthId,
          language,
        },
      });
    const taken = await register('designer');
    expect(taken.body).toEqual({
      code: 400,
      success: false,
      data: {},
      msg: '当前用户 [designer] 已存在!',
    });
    const long = 'G'.repeat(TEXT_LIMITS.nickName + 1);
    expect((await register('guest01', long, 'en')).body.msg).toBe(
      `The nick name may not exceed ${TEXT_LIMITS.nickName} characters`,
    );
    expect((await register('guest01', long)).body.msg).toBe(
      `昵称不能超过${TEXT_LIMITS.nickName}个字符`,
    );
    expect((await register('guest01')).body).toEqual({
      code: 200,
      success: true,
      data: null,
      msg: '操作成功',
    });
    expect((await register('guest02')).body.msg).toBe('第三方登陆信息错误!');

    const pending = await t.login('guest01', 'Guest1234', 'en');
    expect(pending.error_description).toBe(
      'Your account is under review, please wait for administrator approval',
    );
    const again = await socialToken(await consent('new'));
    expect(again.body.user_id).toBe('-1');

    const users = (await (await fetch(`${t.url}/__db/users?account=guest01`)).json()) as {
      id: string;
    }[];
    const audit = (token: string) =>
      t.call('/api/blade-user/audit-pass', { query: { userIds: users[0].id }, token });
    const designer = await t.login('designer', 'Designer1');
    const refused = await audit(designer.access_token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: 403,
      success: false,
      data: null,
      msg: '缺失权限,无法访问',
    });

    const operator = await t.login('operator', 'Operator1');
    expect((await audit(operator.access_token)).body.success).toBe(true);
    const approved = await t.login('guest01', 'Guest1234');
    expect(approved.all_user_info.user).toMatchObject({ account: 'guest01', isCompanyMember: '0' });
    expect(approved.is_not_login).toBe('1');
  });

  it('refuses account names outside SPEC §5 (issue 36, item 9): markup, an object key', async () => {
    const { oauth_id: oauthId } = (await socialToken(await consent('new'))).body;
    const register = (account: string, language = 'zh') =>
      t.call('/api/blade-user/register-guest', {
        query: {
          tenantId: '000000',
          name: 'Guest',
          account,
          password: md5Hex('Guest1234'),
          oauthId,
          language,
        },
      });
    const refused = ['<b>acc</b>', '__proto__', 'constructor', 'guest 03', 'a'.repeat(33)];
    for (const account of refused) {
      expect((await register(account)).body, account).toEqual({
        code: 400,
        success: false,
        data: {},
        msg: '请求参数无效: account',
      });
    }
    expect((await register('<b>acc</b>', 'en')).body.msg).toBe(
      'Invalid request parameter: account',
    );
    expect((await register('')).body.msg).toBe('缺少必要的请求参数: account');
    const accounts = t.api.db.getState().users.map((user) => user.account);
    expect(accounts.filter((account) => refused.includes(account))).toEqual([]);
    // The identity is still unbound: a sound name registers with it.
    expect((await register('guest03')).body.code).toBe(200);
  });
});
