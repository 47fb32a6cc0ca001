import type { RequestHandler } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApi } from '../testing/harness';
import type { TestApi } from '../testing/harness';

const DETAIL = '/api/os/user/detail';
const CREATE = '/api/os/ticket/create';
const workOrder = { subject: 'Margin too thin', content: '<p>Please check</p>' };

interface Layer {
  name: string;
}

/** Puts `middleware` on /api just before the client check (fake-api/app.ts), as a guard sits. */
function answerEarly(t: TestApi, middleware: RequestHandler): void {
  const stack = (t.api.app as unknown as { _router: { stack: Layer[] } })._router.stack;
  t.api.app.use('/api', middleware);
  const added = stack.pop()!;
  stack.splice(
    stack.findIndex((layer) => layer.name === 'requireClient'),
    0,
    added,
  );
}

/**
 * Issue 38: the answers sent before the request validator runs (the client and token checks,
 * the idempotency refusals, the injected faults, a role's 403 before its route validates) are held
 * to docs/api/openapi.yaml and counted as well, once each. These fake APIs count for themselves
 * (`checkAnswers: true`), so the violations provoked here stay here.
 */
describe('answers sent before the request validator', () => {
  let t: TestApi | undefined;
  afterEach(async () => {
    await t?.close().catch(() => {});
    t = undefined;
  });

  const countsOf = (api: TestApi, operation: string) =>
    api.api.contract!.read().operations[operation];

  it('a call without a token, or without the client header: 401, checked and counted', async () => {
    t = await startTestApi({ checkAnswers: true });
    const noToken = await t.call(DETAIL, { method: 'GET' });
    const noClient = await t.call('/api/blade-auth/oauth/captcha', {
      method: 'GET',
      client: false,
    });

    expect([noToken.status, noToken.body.code, noToken.body.success]).toEqual([401, 401, false]);
    expect(noClient.status).toBe(401);
    // Answered, never validated as requests: refused before the validator saw them.
    expect(countsOf(t, 'GET /os/user/detail')).toEqual({ requests: 0, responses: 1 });
    expect(countsOf(t, 'GET /blade-auth/oauth/captcha')).toEqual({ requests: 0, responses: 1 });
    expect(t.api.contract!.read().violations).toEqual([]);
  });

  it('the same Idempotency-Key on another request: 422, checked and counted', async () => {
    t = await startTestApi({ checkAnswers: true });
    const { designer } = await t.signIn(['designer']);
    const create = (content: string) =>
      t!.call(CREATE, {
        token: designer,
        body: { ...workOrder, content },
        headers: { 'Idempotency-Key': 'k-1' },
      });
    expect((await create('<p>Please check</p>')).status).toBe(200);
    const reused = await create('<p>Something else</p>');

    expect([reused.status, reused.body.code]).toEqual([422, 422]);
    // The first was validated and answered; the refusal answered only.
    expect(countsOf(t, 'POST /os/ticket/create')).toEqual({ requests: 1, responses: 2 });
    expect(t.api.contract!.read().violations).toEqual([]);
  });

  it('an injected fault (500, 503) and a role refused before its route validates: checked and counted', async () => {
    t = await startTestApi({ checkAnswers: true, control: true });
    const { designer } = await t.signIn(['designer']);
    for (const status of ['500', '503']) {
      await t.call('/__fake/fail-next', { query: { path: DETAIL, count: '1', status } });
      const failed = await t.call(DETAIL, { method: 'GET', token: designer });
      expect([failed.status, failed.body.code]).toEqual([Number(status), Number(status)]);
    }
    // POST /os/price/submit validates after its role check (x-validated-after-role).
    const refused = await t.call('/api/os/price/submit', { token: designer, body: {} });

    expect(refused.status).toBe(403);
    expect(countsOf(t, 'GET /os/user/detail')).toEqual({ requests: 0, responses: 2 });
    expect(countsOf(t, 'POST /os/price/submit')).toEqual({ requests: 0, responses: 1 });
    expect(t.api.contract!.read().violations).toEqual([]);
  });

  it('an early answer the document does not allow: 500, recorded, close() fails', async () => {
    t = await startTestApi({ checkAnswers: true, control: true });
    // A status the operation does not list, from the fault injector.
    await t.call('/__fake/fail-next', { query: { path: DETAIL, count: '1', status: '418' } });
    const teapot = await t.call(DETAIL, { method: 'GET' });
    // A 401 and a 503 without the Blade envelope, from a middleware before the client check.
    answerEarly(t, (req, res, next) => {
      if (req.path === '/os/notice/page') return void res.status(401).json({ error: 'nope' });
      if (req.path === '/os/ranking/page') return void res.status(503).json({ down: true });
      next();
    });
    const bare401 = await t.call('/api/os/notice/page', { method: 'GET' });
    const bare503 = await t.call('/api/os/ranking/page', { method: 'GET' });

    for (const answer of [teapot, bare401, bare503]) expect(answer.status).toBe(500);
    expect(teapot.body.msg).toContain("no schema defined for status code '418'");
    expect(bare401.body.msg).toContain("must have required property 'code'");
    expect(bare503.body.msg).toContain('GET /os/ranking/page (503)');
    expect(t.api.contract!.read().violations).toEqual([
      expect.stringContaining("GET /os/user/detail: no schema defined for status code '418'"),
      expect.stringContaining("GET /os/notice/page: /response must have required property 'code'"),
      expect.stringContaining("GET /os/ranking/page: (answer) must have required property 'code'"),
    ]);
    await expect(t.close()).rejects.toThrow(/Answers that leave docs\/api\/openapi.yaml/);
    t = undefined;
  });
});
