import { describe, expect, it } from 'vitest';
import { startTestApi } from '../testing/harness';
import type { TestApi } from '../testing/harness';

const CAPTCHA = '/api/blade-auth/oauth/captcha';

async function withApi(
  options: Parameters<typeof startTestApi>[0],
  run: (t: TestApi) => Promise<void>,
) {
  const t = await startTestApi(options);
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

describe('fault injection', () => {
  it('fails the next N calls of a path (FAKE_API_FAIL_NEXT)', () =>
    withApi({ failNext: `${CAPTCHA}=2` }, async (t) => {
      const first = await t.call(CAPTCHA, { method: 'GET' });
      expect(first.status).toBe(500);
      expect(first.body).toMatchObject({ code: 500, msg: '服务器内部错误(模拟故障)' });
      expect((await t.call(CAPTCHA, { method: 'GET' })).status).toBe(500);
      expect((await t.call(CAPTCHA, { method: 'GET' })).status).toBe(200);
    }));

  it('plans failures at run time through /__fake/fail-next when control is on', () =>
    withApi({ control: true }, async (t) => {
      const planned = await t.call('/__fake/fail-next', {
        query: { path: '/blade-auth/oauth/captcha', count: '1', status: '503' },
      });
      expect(planned.body.success).toBe(true);
      expect((await t.call(CAPTCHA, { method: 'GET' })).status).toBe(503);
      expect((await t.call(CAPTCHA, { method: 'GET' })).status).toBe(200);
    }));

  it('has no control calls unless enabled', () =>
    withApi({}, async (t) => {
      expect((await t.call('/__fake/fail-next', { query: { path: CAPTCHA } })).status).toBe(404);
    }));

  it('fails every call at FAKE_API_FAIL_RATE=1 and none at 0', async () => {
    await withApi({ failRate: 1 }, async (t) => {
      expect((await t.call(CAPTCHA, { method: 'GET' })).status).toBe(500);
    });
    await withApi({ failRate: 0 }, async (t) => {
      expect((await t.call(CAPTCHA, { method: 'GET' })).status).toBe(200);
    });
  });

  it('delays calls by FAKE_API_LATENCY_MS', () =>
    withApi({ latencyMs: 150 }, async (t) => {
      const started = performance.now();
      expect((await t.call(CAPTCHA, { method: 'GET' })).status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    }));
});
