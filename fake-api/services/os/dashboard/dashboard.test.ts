import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../../../testing/harness';
import type { Json, TestApi } from '../../../testing/harness';

// A fixed clock (08:00 China time): the seed is dated at it and the calls run at it.
const SEED_NOW = Date.parse('2026-11-01T00:00:00Z');

describe('dashboard, notices and practice cases', () => {
  let t: TestApi;
  let token = '';
  let enToken = '';
  beforeAll(async () => {
    t = await startTestApi({ now: () => SEED_NOW });
    token = (await t.login('designer', 'Designer1')).access_token;
    enToken = (await t.login('designer', 'Designer1', 'en')).access_token;
  });
  afterAll(() => t.close());
  const get = (path: string, as = token, query?: Record<string, string>) =>
    t.call(path, { method: 'GET', token: as, query });

  it("sums the designer's orders by state and gives 12 months and 12 weeks", async () => {
    const stats = (await get('/api/os/dashboard/stats')).body.data;
    const all = (await get('/api/os/designTask/my/page', token, { size: '200' })).body.data;
    const byState: Record<string, number> = {};
    for (const task of all.records) byState[task.status] = (byState[task.status] ?? 0) + 1;
    for (const [status, count] of Object.entries(stats.ordersByState)) {
      expect([status, count]).toEqual([status, byState[status] ?? 0]);
    }
    expect(stats.incomeByMonth).toHaveLength(12);
    expect(stats.incomeByMonth.at(-1).month).toBe(stats.month);
    expect(stats.ordersByWeek).toHaveLength(12);
    expect(stats.onTimeRate).toBeGreaterThanOrEqual(0);
    expect(stats.onTimeRate).toBeLessThanOrEqual(1);
    expect(stats.firstPassRate).toBeGreaterThan(0);
    expect(stats.firstPassRate).toBeLessThan(1);
    expect(stats.income.net).toBe(stats.income.gross - stats.income.tax);
  });

  it("counts income by the money model: a closed month is its bill, ranking as the ranking's", async () => {
    const stats = (await get('/api/os/dashboard/stats')).body.data;
    const bills = (await get('/api/os/bill/page', token, { size: '50' })).body.data.records;
    expect(bills.length).toBeGreaterThan(0);
    const compared = bills
      .filter((bill: Json) => stats.incomeByMonth.some((m: Json) => m.month === bill.name))
      .map((bill: Json) => [
        stats.incomeByMonth.find((m: Json) => m.month === bill.name).gross,
        Math.round(bill.amount * 100),
      ]);
    expect(compared.length).toBeGreaterThan(0);
    for (const [gross, amount] of compared) expect(gross).toBe(amount);
    const ranking = (await get('/api/os/ranking/page')).body.data;
    expect(stats.ranking).toEqual({
      month: ranking.month,
      rank: ranking.mine.rank,
      of: ranking.total,
      gapToNext: ranking.mine.gapToNext,
    });
  });

  it('serves notices in the token language, newest first, and marks one read once', async () => {
    const zh = (await get('/api/os/notice/page')).body.data.records;
    const en = (await get('/api/os/notice/page', enToken)).body.data.records;
    expect(en.map((n: Json) => n.id)).toEqual(zh.map((n: Json) => n.id));
    expect(en[0].title).toBe('New practice cases');
    expect(zh.every((n: Json) => n.read === false)).toBe(true);
    const read = () => t.call(`/api/os/notice/${zh[1].id}/read`, { token });
    expect((await read()).body.data).toBe(true);
    expect((await read()).body.data).toBe(true);
    const after = (await get('/api/os/notice/page')).body.data.records;
    expect(after.map((n: Json) => n.read)).toEqual([false, true, false]);
    expect((await t.call('/api/os/notice/nope/read', { token })).body.msg).toBe('公告不存在');
  });

  it('lists practice cases with the demo meshes, titled in the language', async () => {
    const cases = (await get('/api/os/practice/list', enToken)).body.data;
    expect(cases[0].title).toBe('Practice: full crown on a lower first molar');
    expect(cases[0].files.map((f: Json) => f.link)).toContain('/oss/demo/crown.stl');
  });
});
