import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../../testing/harness';
import type { TestApi } from '../../testing/harness';

const DETAIL = '/api/os/user/detail';

describe('session control routes (FAKE_API_CONTROL=1)', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ control: true });
  });
  afterAll(() => t.close());

  const detail = (token: string) => t.call(DETAIL, { method: 'GET', token });
  const refresh = (refreshToken: string) =>
    t.call('/api/blade-auth/oauth/token', {
      query: { grant_type: 'refresh_token', refresh_token: refreshToken, tenantId: '000000' },
    });

  it('expires every access token now; the refresh token still works', async () => {
    const session = await t.login('designer', 'Designer1');
    expect((await detail(session.access_token)).status).toBe(200);

    const expired = await t.call('/__fake/expire-access-tokens');
    expect(expired.body.data.expired).toBeGreaterThanOrEqual(1);
    expect((await detail(session.access_token)).status).toBe(401);

    const renewed = await refresh(session.refresh_token);
    expect(renewed.status).toBe(200);
    expect((await detail(renewed.body.access_token)).status).toBe(200);
  });

  it("revokes one account's refresh tokens and leaves the others", async () => {
    const designer = await t.login('designer', 'Designer1');
    const company = await t.login('company', 'Company1');
    const revoked = await t.call('/__fake/revoke-refresh-tokens', {
      query: { account: 'designer' },
    });
    expect(revoked.body.data.revoked).toBeGreaterThanOrEqual(1);

    expect((await refresh(designer.refresh_token)).status).toBe(401);
    // Its access token lives until it expires: only the refresh is refused.
    expect((await detail(designer.access_token)).status).toBe(200);
    expect((await refresh(company.refresh_token)).status).toBe(200);
    expect(
      (await t.call('/__fake/revoke-refresh-tokens', { query: { account: 'nobody' } })).status,
    ).toBe(400);
  });

  it('holds calls of a path before the token check until released', async () => {
    const session = await t.login('designer', 'Designer1');
    await t.call('/__fake/hold', { query: { path: DETAIL, ms: '10000' } });
    const answers = Array.from({ length: 5 }, () => detail(session.access_token));
    await expect
      .poll(
        async () =>
          (await t.call('/__fake/held', { method: 'GET', query: { path: DETAIL } })).body.data
            .waiting,
      )
      .toBe(5);
    // The tokens die while the calls wait: they meet the token check on release.
    await t.call('/__fake/expire-access-tokens');
    const released = await t.call('/__fake/release', { query: { path: DETAIL } });
    expect(released.body.data.released).toBe(5);
    expect((await Promise.all(answers)).map((answer) => answer.status)).toEqual(Array(5).fill(401));
  });

  it('ends a hold by itself after its time', async () => {
    const session = await t.login('designer', 'Designer1');
    await t.call('/__fake/hold', { query: { path: DETAIL, ms: '200' } });
    const started = performance.now();
    expect((await detail(session.access_token)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(150);
    expect((await detail(session.access_token)).status).toBe(200);
  });

  it('holds a demo mesh half-way through a download until released', async () => {
    const mesh = '/oss/demo/crown.stl';
    await t.call('/__fake/hold', { query: { path: mesh, ms: '10000', method: 'GET' } });
    // Only the GET waits: the size asked by a HEAD is answered at once.
    expect((await fetch(`${t.url}${mesh}`, { method: 'HEAD' })).status).toBe(200);
    const download = fetch(`${t.url}${mesh}`);
    await expect
      .poll(
        async () =>
          (await t.call('/__fake/held', { method: 'GET', query: { path: mesh } })).body.data
            .waiting,
      )
      .toBe(1);
    const released = await t.call('/__fake/release', { query: { path: mesh } });
    expect(released.body.data.released).toBe(1);
    expect((await download).status).toBe(200);
  });

  it('has none of these routes unless enabled', async () => {
    const plain = await startTestApi({});
    try {
      expect((await plain.call('/__fake/expire-access-tokens')).status).toBe(404);
      expect((await plain.call('/__fake/hold', { query: { path: DETAIL } })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
