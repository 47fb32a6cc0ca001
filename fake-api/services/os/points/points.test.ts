import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../../../testing/harness';
import type { Json, TestApi } from '../../../testing/harness';

// A fixed clock (08:00 China time): the seed is dated at it and the calls run at it.
const SEED_NOW = Date.parse('2026-11-01T00:00:00Z');

describe('points and levels', () => {
  let t: TestApi;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    // The seed's own day: its run of 5 on-time days ends yesterday.
    t = await startTestApi({ now: () => SEED_NOW });
    await t.signIn(['designer', 'operator', 'support'], tokens);
  });
  afterAll(() => t.close());

  const get = (path: string, account: string, query?: Record<string, string>) =>
    t.call(path, { method: 'GET', token: tokens[account], query });
  const post = (path: string, account: string, query?: Record<string, string>) =>
    t.call(path, { method: 'POST', token: tokens[account], query });

  it("states designer's level, the points to the next and the on-time days that reach it", async () => {
    const summary = (await get('/api/os/points/summary', 'designer')).body.data;
    expect(summary).toMatchObject({
      points: 87,
      level: 'B',
      nextLevel: 'A',
      pointsToNextLevel: 3,
      runDays: 5,
      daysToNextLevel: 2,
      maxInProgress: 8,
      monthlyCap: 14,
    });
  });

  it('lists a ledger with every kind of entry, newest first, filterable by month', async () => {
    const ledger = (await get('/api/os/points/ledger/page', 'designer', { size: '50' })).body.data;
    const rules = new Set(ledger.records.map((entry: Json) => entry.rule));
    expect([...rules].sort()).toEqual(['adjustment', 'rework', 'run15', 'run7', 'selfRefunds']);
    const dates = ledger.records.map((entry: Json) => entry.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const rework = ledger.records.find((entry: Json) => entry.rule === 'rework');
    expect(rework).toMatchObject({ amount: -2 });
    expect(rework.orderNo).not.toBe('');
    const month = dates[0].slice(0, 7);
    const monthly = (await get('/api/os/points/ledger/page', 'designer', { month })).body.data;
    expect(monthly.records.every((entry: Json) => entry.date.startsWith(month))).toBe(true);
  });

  it('lets only an administrator adjust, with a reason; level and ledger follow', async () => {
    const designerId = (await get('/api/os/points/summary', 'designer')).body.data.userId;
    const adjust = (account: string, body: { amount: number; reason: string }) =>
      t.call('/api/os/points/adjust', {
        token: tokens[account],
        body: { userId: designerId, ...body },
        headers: { 'Idempotency-Key': randomUUID().replace(/-/g, '') },
      });
    expect((await adjust('designer', { amount: 3, reason: 'x' })).status).toBe(403);
    expect((await adjust('support', { amount: 3, reason: 'x' })).status).toBe(403);
    expect((await get('/api/os/points/summary', 'designer', { userId: 'x' })).status).toBe(403);
    expect((await get('/api/os/points/summary', 'support', { userId: 'x' })).body.code).toBe(400);
    expect((await adjust('operator', { amount: 3, reason: ' ' })).body.msg).toBe('请填写调整原因');
    expect((await adjust('operator', { amount: 0, reason: 'r' })).body.msg).toBe(
      '调整积分必须是非零整数',
    );
    const done = await adjust('operator', { amount: 3, reason: '疑难病例' });
    expect(done.body.data).toMatchObject({ points: 90, level: 'A' });
    const summary = (await get('/api/os/points/summary', 'designer')).body.data;
    expect(summary).toMatchObject({ level: 'A', maxInProgress: 12, nextLevel: '' });
    const newest = (await get('/api/os/points/ledger/page', 'designer')).body.data.records[0];
    expect(newest).toMatchObject({ rule: 'adjustment', amount: 3, reason: '疑难病例' });
    const back = await adjust('operator', { amount: -3, reason: '撤销' });
    expect(back.body.data).toMatchObject({ points: 87, level: 'B' });
  });

  it("refuses a grab past the level's orders in progress, naming the rule", async () => {
    const passed = new Set(['1', '2', '3', '5']); // designer's certified types (seed)
    const pool = (
      await get('/api/os/designTask/my/page', 'designer', { tab: 'grab', size: '50' })
    ).body.data.records.filter((task: Json) => passed.has(task.dentureType));
    const summary = (await get('/api/os/points/summary', 'designer')).body.data;
    const room = summary.maxInProgress - summary.inProgress;
    expect(room).toBeGreaterThan(0);
    expect(pool.length).toBeGreaterThan(room);
    for (const task of pool.slice(0, room)) {
      expect(
        (await post('/api/os/designTask/my/grab', 'designer', { id: task.id })).body.code,
      ).toBe(200);
    }
    const refused = await post('/api/os/designTask/my/grab', 'designer', { id: pool[room].id });
    expect(refused.body.msg).toBe('您当前等级为B级，最多可同时进行8个订单，请先完成进行中的订单');
    // Coded, with what the sentence names, and said in the caller's language (issue 40).
    const limit = { refusal: 'grab_limit', values: { level: 'B', max: 8 } };
    expect(refused.body.data).toEqual(limit);
    const inEnglish = await post('/api/os/designTask/my/grab', 'designer', {
      id: pool[room].id,
      language: 'en',
    });
    expect(inEnglish.body).toMatchObject({
      data: limit,
      msg: 'At level B you may have at most 8 orders in progress at once: finish one first',
    });
    const inTurkish = await post('/api/os/designTask/my/grab', 'designer', {
      id: pool[room].id,
      language: 'tr',
    });
    expect(inTurkish.body.msg).toBe(
      'B seviyesinde aynı anda en fazla 8 sipariş yürütebilirsiniz: önce birini bitirin',
    );
  });

  it('takes 5 points once a month reaches 10 returned orders', async () => {
    const before = (await get('/api/os/points/summary', 'designer')).body.data;
    const page = (tab: string) =>
      get('/api/os/designTask/my/page', 'designer', { tab, dentureType: '1', size: '50' });
    const giveBack = (id: string) =>
      post('/api/os/designTask/my/cancel', 'designer', { id, reason: '太忙' });
    for (let returned = 0; returned < 10; returned++) {
      const held = (await page('progress')).body.data.records.filter(
        (task: Json) => task.status === '1',
      );
      const id = held[0]?.id ?? (await page('grab')).body.data.records[0].id;
      if (!held[0]) await post('/api/os/designTask/my/grab', 'designer', { id });
      expect((await giveBack(id)).body.code).toBe(200);
      const points = (await get('/api/os/points/summary', 'designer')).body.data.points;
      expect(points).toBe(returned < 9 ? before.points : before.points - 5);
    }
    const today = (await get('/api/os/points/ledger/page', 'designer')).body.data.records[0].date;
    const ledger = (
      await get('/api/os/points/ledger/page', 'designer', { month: today.slice(0, 7) })
    ).body.data.records;
    expect(ledger).toContainEqual(
      expect.objectContaining({ date: today, rule: 'selfRefunds', amount: -5 }),
    );
  });
});
