import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES } from '../../../messages/requestMessages';
import { startTestApi } from '../../../testing/harness';
import type { Json, TestApi } from '../../../testing/harness';

const NOW = Date.parse('2026-11-02T08:00:00Z');
const KEY = 'fedcba9876543210fedcba9876543210';

/**
 * Issue 36, item 9: a company member (isCompanyMember "1") sees only My design sheet (SPEC §6);
 * the menu hid the grab, the pool and the withdrawal, but the calls went through. Now the server
 * refuses them with 403 in the caller's language, and a designer is served as before.
 */
describe('company member', () => {
  let t: TestApi;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApi({ now: () => NOW });
    for (const [account, password] of [
      ['company', 'Company1'],
      ['designer', 'Designer1'],
    ]) {
      tokens[account] = (await t.login(account, password)).access_token;
    }
  });
  afterAll(() => t.close());

  const call = (
    method: string,
    path: string,
    as: string,
    options: { query?: Record<string, string>; body?: unknown } = {},
  ) =>
    t.call(path, {
      method,
      token: tokens[as],
      headers: { 'Idempotency-Key': KEY },
      ...options,
    });
  const poolOrders = () =>
    (t.api.db.getState().designTasks ?? []).filter((task: Json) => task.status === '0');

  it('is refused the grab of a pool order, in zh, en and tr; the order stays in the pool', async () => {
    const order = poolOrders()[0];
    for (const language of ['zh', 'en', 'tr'] as const) {
      const answer = await call('POST', '/api/os/designTask/my/grab', 'company', {
        query: { id: order.id, language },
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({
        code: 403,
        success: false,
        data: null,
        msg: REQUEST_MESSAGES.companyMemberRefused[language],
      });
    }
    const flagged = await call('POST', '/api/os/designTask/flag', 'company', {
      body: { taskId: order.id, code: 'other', note: 'grab by flag' },
    });
    expect(flagged.status).toBe(403);
    expect(poolOrders().map((task: Json) => task.id)).toContain(order.id);
  });

  it('is refused the sub-account pool and the withdrawal calls', async () => {
    const order = poolOrders()[0];
    const refused: Array<[string, string, { query?: Record<string, string>; body?: unknown }]> = [
      ['GET', '/api/os/designTask/receiving/subPage', {}],
      ['POST', '/api/os/designTask/subReceiving', { query: { id: order.id } }],
      ['GET', '/api/os/designTask/my/subResourcePool', { query: { id: order.id } }],
      ['GET', '/api/os/designTask/my/cancalResourcePool', { query: { id: order.id } }],
      ['POST', '/api/os/designTask/my/setSubDesigner', { query: { id: order.id } }],
      ['GET', '/api/os/withdrawal/preview', { query: { amount: '100' } }],
      ['POST', '/api/os/withdrawal/submit', { body: { amountFen: 10000 } }],
    ];
    for (const [method, path, options] of refused) {
      const answer = await call(method, path, 'company', options);
      expect([path, answer.status, answer.body.msg]).toEqual([
        path,
        403,
        REQUEST_MESSAGES.companyMemberRefused.zh,
      ]);
    }
    const company = t.api.db.getState().users.find((user: Json) => user.account === 'company');
    const theirs = (t.api.db.getState().withdrawals ?? []).filter(
      (w: Json) => w.userId === company?.id,
    );
    expect(theirs).toEqual([]);
  });

  it('still reads its design sheet; a designer still grabs and previews', async () => {
    expect((await call('GET', '/api/os/designTask/my/page', 'company')).status).toBe(200);
    const preview = await call('GET', '/api/os/withdrawal/preview', 'designer', {
      query: { amount: '100' },
    });
    expect(preview.body.code).toBe(200);
    const grabs = [];
    for (const order of poolOrders()) {
      const answer = await call('POST', '/api/os/designTask/my/grab', 'designer', {
        query: { id: order.id },
      });
      grabs.push(answer.body.code);
      if (answer.body.code === 200) break;
    }
    expect(grabs).not.toContain(403);
    expect(grabs.at(-1)).toBe(200);
  });
});
