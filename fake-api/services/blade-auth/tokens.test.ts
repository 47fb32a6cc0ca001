import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../../testing/harness';
import type { TestApi } from '../../testing/harness';

describe('token lifecycle', () => {
  let t: TestApi;
  let clock = Date.parse('2026-11-01T00:00:00Z');
  beforeAll(async () => {
    t = await startTestApi({ accessTtlSeconds: 60, refreshTtlSeconds: 600, now: () => clock });
  });
  afterAll(() => t.close());

  const detail = (token: string) => t.call('/api/os/user/detail', { method: 'GET', token });
  const refresh = (refreshToken: string, language = 'zh') =>
    t.call('/api/blade-auth/oauth/token', {
      query: {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        tenantId: '000000',
        scope: 'all',
        language,
      },
    });

  it('reports the access lifetime in expires_in', async () => {
    expect((await t.login('designer', 'Designer1')).expires_in).toBe(60);
  });

  it('refreshes once: new tokens, old refresh token revoked', async () => {
    const first = await t.login('designer', 'Designer1');
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.access_token).not.toBe(first.access_token);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect((await detail(second.body.access_token)).status).toBe(200);

    const replay = await refresh(first.refresh_token, 'en');
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({
      error: 'invalid_grant',
      error_description: 'The refresh token has expired',
    });
  });

  it('answers 请求未授权 once the access token expired, and refuses an expired refresh token', async () => {
    const token = await t.login('designer', 'Designer1');
    expect((await detail(token.access_token)).status).toBe(200);
    clock += 61_000;
    const expired = await detail(token.access_token);
    expect(expired.status).toBe(401);
    expect(expired.body.msg).toBe('请求未授权');
    expect((await refresh(token.refresh_token)).status).toBe(200);

    const late = await t.login('designer', 'Designer1');
    clock += 601_000;
    expect((await refresh(late.refresh_token)).body.error_description).toBe('刷新令牌已失效');
  });

  it('revokes both tokens on logout', async () => {
    const token = await t.login('subacct1', 'Subacct1');
    const out = await t.call('/api/blade-auth/oauth/logout', {
      method: 'GET',
      token: token.access_token,
    });
    expect(out.body).toEqual({ success: 'true', account: 'subacct1', msg: 'success' });
    expect((await detail(token.access_token)).body.msg).toBe('请求未授权');
    expect((await refresh(token.refresh_token)).status).toBe(401);
  });
});

describe('short real lifetimes', () => {
  it('expires an access token after FAKE_API_ACCESS_TTL=1 seconds', async () => {
    const t = await startTestApi({ accessTtlSeconds: 1 });
    try {
      const token = await t.login('designer', 'Designer1');
      expect(token.expires_in).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const expired = await t.call('/api/os/user/detail', {
        method: 'GET',
        token: token.access_token,
      });
      expect(expired.status).toBe(401);
      expect(expired.body.msg).toBe('请求未授权');
    } finally {
      await t.close();
    }
  });
});
