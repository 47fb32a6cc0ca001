import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../testing/harness';
import type { TestApi } from '../testing/harness';

describe('client and token guards', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi();
  });
  afterAll(() => t.close());

  it('refuses a call without the Basic client header', async () => {
    const { status, body } = await t.call('/api/blade-auth/oauth/captcha', {
      method: 'GET',
      client: false,
    });
    expect(status).toBe(401);
    expect(body).toEqual({ code: 401, success: false, data: null, msg: '客户端认证失败' });
  });

  it('refuses a protected call without Blade-Auth, and with an unknown token', async () => {
    const missing = await t.call('/api/os/user/detail', { method: 'GET' });
    expect(missing.status).toBe(401);
    expect(missing.body.msg).toBe('缺失令牌,鉴权失败');
    const unknown = await t.call('/api/os/user/detail', { method: 'GET', token: 'nope' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ code: 401, success: false, data: null, msg: '请求未授权' });
  });

  it('answers the captcha publicly as a PNG data URL (no letters in its markup)', async () => {
    const { status, body } = await t.call('/api/blade-auth/oauth/captcha', { method: 'GET' });
    expect(status).toBe(200);
    expect(body.key).toBeTruthy();
    expect(body.image).toMatch(/^data:image\/png;base64,/);
  });

  it('answers an unknown /api path with a 404 envelope', async () => {
    const token = (await t.login('designer', 'Designer1')).access_token;
    const { status, body } = await t.call('/api/nothing/here', { method: 'GET', token });
    expect(status).toBe(404);
    expect(body.success).toBe(false);
  });
});
