import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnswerChecker } from '../../../testing/answerShapes';
import { startTestApi } from '../../../testing/harness';
import type { Json, TestApi } from '../../../testing/harness';

const PRICE = '/api/os/price';
const TASKS = '/api/os/designTask';

describe('the price list', () => {
  let t: TestApi;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApi();
    await t.signIn(['designer', 'operator', 'support'], tokens);
  });
  afterAll(() => t.close());

  const get = (path: string, account: string, query?: Record<string, string>) =>
    t.call(path, { method: 'GET', token: tokens[account], query });
  const post = (path: string, account: string, body: Json, query?: Record<string, string>) =>
    t.call(path, {
      method: 'POST',
      token: tokens[account],
      body,
      query,
      headers: { 'Idempotency-Key': randomUUID().replace(/-/g, '') },
    });
  const rows = async (account: string, query: Record<string, string> = {}) =>
    (await get(`${PRICE}/page`, account, { size: '100', ...query })).body.data.records as Json[];
  /** The first pool order designer may grab (certified for its type), grabbed. */
  const grabFirst = async (pool: Json[]): Promise<Json> => {
    for (const task of pool) {
      const answer = await post(`${TASKS}/my/grab`, 'designer', {}, { id: task.id });
      if (answer.status === 200) return answer.body.data;
    }
    throw new Error('designer could grab no pool order');
  };
  const designerLevel = () =>
    t.api.db.getState().users.find((user: Json) => user.account === 'designer')?.level ?? '';
  const entryOf = async (productName: string, level: string) =>
    (await rows('operator', { productName, level }))[0];

  it('shows staff every product at every level, a designer only the prices of their level', async () => {
    const all = await rows('operator');
    expect(all.length).toBeGreaterThanOrEqual(4 * 4);
    expect(new Set(all.map((row) => row.level))).toEqual(new Set(['A', 'B', 'C', 'D']));
    const mine = await rows('designer');
    expect(mine.length).toBe(all.length / 4);
    expect(mine.every((row) => row.level === designerLevel() && row.updatedBy === '')).toBe(true);
    expect(mine[0]).toMatchObject({ unitPrice: mine[0].unitPriceFen / 100 });
  });

  it('refuses a designer the detail and the change (403), and leaves the price alone', async () => {
    const entry = await entryOf('全冠', 'A');
    expect((await get(`${PRICE}/${entry.id}/detail`, 'designer')).status).toBe(403);
    const refused = await post(`${PRICE}/submit`, 'designer', { id: entry.id, unitPriceFen: 1 });
    expect(refused.status).toBe(403);
    expect((await entryOf('全冠', 'A')).unitPriceFen).toBe(entry.unitPriceFen);
  });

  it('keeps every change: who, when, old → new, newest first, never overwritten', async () => {
    const entry = await entryOf('嵌体', 'C');
    const first = await post(`${PRICE}/submit`, 'operator', { id: entry.id, unitPriceFen: 1111 });
    expect(first.body.data).toMatchObject({ unitPriceFen: 1111, unitPrice: 11.11 });
    // Issue 38: the answer of a change is the document's UnitPriceDetail.
    expect(createAnswerChecker()('POST', '/os/price/submit', 200, first.body)).toEqual([]);
    await post(`${PRICE}/submit`, 'support', { id: entry.id, unitPriceFen: 2222 });
    // The same price again is no change: nothing recorded.
    await post(`${PRICE}/submit`, 'support', { id: entry.id, unitPriceFen: 2222 });
    const detail = (await get(`${PRICE}/${entry.id}/detail`, 'operator')).body.data;
    expect(detail).toMatchObject({ unitPriceFen: 2222, updatedBy: 'support' });
    expect(detail.history).toMatchObject([
      { oldFen: 1111, newFen: 2222, by: 'support', time: expect.stringMatching(/^\d{4}-/) },
      { oldFen: entry.unitPriceFen, newFen: 1111, by: 'operator' },
    ]);
  });

  it('refuses a price that is not whole fen from 0 to 100 000 yuan, in the caller’s language', async () => {
    const entry = await entryOf('贴面', 'B');
    for (const unitPriceFen of [15.5, -1, 10_000_001, '1500', undefined]) {
      const answer = await post(`${PRICE}/submit`, 'operator', { id: entry.id, unitPriceFen });
      expect([unitPriceFen, answer.status, answer.body.msg]).toEqual([
        unitPriceFen,
        400,
        '请求参数无效: unitPriceFen',
      ]);
    }
    const english = await post(
      `${PRICE}/submit`,
      'operator',
      { id: entry.id, unitPriceFen: -5 },
      { language: 'en' },
    );
    expect(english.body.msg).toBe('Invalid request parameter: unitPriceFen');
    expect((await post(`${PRICE}/submit`, 'operator', { id: 'x', unitPriceFen: 1 })).body.msg).toBe(
      '价格条目不存在',
    );
    expect((await entryOf('贴面', 'B')).unitPriceFen).toBe(entry.unitPriceFen);
  });

  it('fixes the price at the grab: a later change moves the pool, not the grabbed order', async () => {
    const pool = (await get(`${TASKS}/my/page`, 'designer', { tab: 'grab', size: '100' })).body.data
      .records as Json[];
    const grabbed = await grabFirst(pool);
    const entry = await entryOf(grabbed.productName, designerLevel());
    const quoted = pool.find((task) => task.id === grabbed.id).earning;
    const fixed = {
      unitPriceFen: entry.unitPriceFen,
      level: designerLevel(),
      currency: 'RMB',
      fixed: true,
    };
    expect(quoted).toMatchObject({ ...fixed, fixed: false });
    expect(grabbed.earning).toMatchObject(fixed);
    expect(grabbed.earning.totalFen).toBe(grabbed.earning.units * entry.unitPriceFen);

    await post(`${PRICE}/submit`, 'operator', { id: entry.id, unitPriceFen: 7777 });
    const detail = (await get(`${TASKS}/${grabbed.id}/detail`, 'designer')).body.data;
    expect(detail.earning).toMatchObject(fixed);
    const poolNow = (await get(`${TASKS}/my/page`, 'designer', { tab: 'grab', size: '100' })).body
      .data.records as Json[];
    const sameProduct = poolNow.find((task) => task.productName === grabbed.productName);
    expect(sameProduct?.earning).toMatchObject({ unitPriceFen: 7777, fixed: false });
    // Staff read the pool without an earning: nobody's level to price it at.
    const staffPool = (await get(`${TASKS}/my/page`, 'operator', { tab: 'grab' })).body.data;
    expect(staffPool.records[0].earning).toBeUndefined();

    // Returned to the pool, the order has no price of its own: the next grab fixes today's.
    await post(`${TASKS}/my/cancel`, 'designer', {}, { id: grabbed.id, reason: '太忙' });
    const returned = (await get(`${TASKS}/${grabbed.id}/detail`, 'designer')).body.data;
    expect(returned.earning).toMatchObject({ unitPriceFen: 7777, fixed: false });
  });
});
