import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../../../testing/harness';
import type { Json, TestApi, SeededAccount } from '../../../testing/harness';

// 08:00 China time on 2 November: the seed's bills run to October, November is open.
let clock = Date.parse('2026-11-02T00:00:00Z');
let t: TestApi;
const ACCOUNTS: SeededAccount[] = ['designer', 'newbie1', 'support', 'operator'];
const tokens: Record<string, string> = {};

async function signIn() {
  await t.signIn(ACCOUNTS, tokens);
}

beforeAll(async () => {
  t = await startTestApi({ now: () => clock });
  await signIn();
});
afterAll(() => t.close());

const MESSAGE = '/api/os/message';
const get = (path: string, as: string, query?: Record<string, string>) =>
  t.call(path, { method: 'GET', token: tokens[as], query });
const post = (path: string, as: string, query?: Record<string, string>, body: unknown = {}) =>
  t.call(path, { token: tokens[as], query, body });
const feed = async (as: string, after?: string) =>
  (await get(`${MESSAGE}/feed`, as, after === undefined ? {} : { after })).body.data;
const log = (): Json[] => t.api.db.getState().notifications ?? [];
const ownerOf = (withdrawalId: string) =>
  t.api.db.getState().withdrawals?.find((w) => w.id === withdrawalId)?.userId;
const userId = (account: string) =>
  t.api.db.getState().users.find((user) => user.account === account)?.id;

describe('the notification centre (issue 25)', () => {
  it('seeds a few events for designer, two unread; the feed is small when nothing changed', async () => {
    const page = (await get(`${MESSAGE}/page`, 'designer', { size: '50' })).body.data;
    expect(page.records.map((event: Json) => event.type)).toEqual([
      'qcReturn',
      'qcFail',
      'qcPass',
      'withdrawalPaid',
      'billClosed',
    ]);
    const first = await feed('designer');
    expect(first).toMatchObject({ unread: 2, lastId: page.records[0].id, events: [] });
    expect(await feed('designer', first.lastId)).toEqual(first);
    expect(JSON.stringify(first).length).toBeLessThan(120);
    expect(await feed('newbie1')).toMatchObject({ unread: 0, lastId: '', events: [] });
  });

  it('carries the work-order news of refreshCount, each message once (SPEC §8)', async () => {
    const tickets = async (as: string, ticketTimes?: number) =>
      (
        await get(
          `${MESSAGE}/feed`,
          as,
          ticketTimes === undefined ? {} : { ticketTimes: String(ticketTimes) },
        )
      ).body.data.tickets;
    const before = await tickets('designer');
    expect(before).toEqual((await get('/api/os/ticket/refreshCount', 'designer')).body.data);
    const created = (
      await post('/api/os/ticket/create', 'designer', undefined, {
        subject: 'Feed news',
        content: '<p>Does the feed tell me?</p>',
        problemCategory: '其他问题',
        attachList: [],
      })
    ).body.data;
    const staffNews = await tickets('support', before.times);
    expect(staffNews.newsCount).toBe(1);
    await post(`/api/os/ticket/${created.id}/reply`, 'support', undefined, {
      content: '<p>Yes.</p>',
      attachList: [],
    });
    const news = await tickets('designer', staffNews.times);
    expect(news).toEqual({ newsCount: 1, times: staffNews.times + 1 });
    expect((await tickets('designer', news.times)).newsCount).toBe(0);
  });

  it('a QC return creates exactly one event, for the order’s designer', async () => {
    const { lastId } = await feed('designer');
    const before = log().length;
    const queue = (await get('/api/os/designTask/qc/page', 'support', { size: '50' })).body.data;
    const task = queue.records.find((row: Json) => row.designerId === userId('designer'));
    const reasons = [{ category: 'margin', severity: 'major', text: '边缘不密合' }];
    const key = { 'Idempotency-Key': 'return-once' };
    const send = () =>
      t.call('/api/os/designTask/qc/return', {
        token: tokens.support,
        query: { id: task.id },
        body: { reasons },
        headers: key,
      });
    expect((await send()).body.data.status).toBe('5');
    // A retry of the same write answers again without a second event.
    expect((await send()).body.success).toBe(true);
    expect(log().length).toBe(before + 1);
    const next = await feed('designer', lastId);
    expect(next.unread).toBe(3);
    expect(next.events).toEqual([
      expect.objectContaining({
        userId: userId('designer'),
        type: 'qcReturn',
        ref: task.id,
        params: { orderNo: task.orderNo },
        read: false,
      }),
    ]);
    expect(next.lastId).toBe(next.events[0].id);
    expect((await feed('newbie1')).unread).toBe(0);
  });

  it('emits on qualification decisions, contract decisions and withdrawals', async () => {
    const attempts = (await get('/api/os/certification/page', 'support', { status: '0' })).body.data
      .records;
    const attempt = attempts.find((a: Json) => a.userId === userId('designer'));
    await post('/api/os/certification/review', 'support', { id: attempt.id, result: 'pass' });
    const desk = (await get('/api/os/contract/desk/page', 'support')).body.data.records;
    await post('/api/os/contract/sendBack', 'support', {
      userId: desk[0].id,
      reason: '缺少签字页',
    });
    const withdrawals = (await get('/api/os/withdrawal/page', 'operator', { size: '50' })).body.data
      .records;
    const pending = withdrawals.find((w: Json) => w.status === '0');
    await post(`/api/os/withdrawal/${pending.id}/reject`, 'operator', undefined, {
      reasonCode: 'other',
      reason: '账户信息有误',
    });
    const latest = log().slice(-3);
    expect(latest.map((event) => [event.type, event.userId, event.ref])).toEqual([
      ['qualificationPass', userId('designer'), attempt.id],
      ['contractSentBack', desk[0].id, desk[0].id],
      ['withdrawalRefused', ownerOf(pending.id), pending.id],
    ]);
    expect(latest[0].params).toEqual({ dentureType: attempt.dentureType });
    expect(latest[2].params).toEqual({
      withdrawalNo: pending.withdrawalNo,
      amountFen: expect.stringMatching(/^\d+$/),
    });
  });

  it('closing a month tells each designer with a bill', async () => {
    clock = Date.parse('2026-12-02T00:00:00Z');
    // A month later every token has expired: sign in again.
    await signIn();
    const closed = await post('/api/os/bill/close', 'operator', undefined, {
      month: '2026-11',
      confirm: true,
    });
    expect(closed.body.data.closed).toBe(true);
    const bills = (t.api.db.getState().bills ?? []).filter((bill) => bill.name === '2026-11');
    const events = log().filter((event) => event.type === 'billClosed' && event.ref === '2026-11');
    expect(events.map((event) => event.userId).sort()).toEqual(
      bills.map((bill) => bill.userId).sort(),
    );
    expect(events.length).toBe(closed.body.data.bills);
    expect(events[0].params).toEqual({ month: '2026-11' });
  });

  it('lets nobody read or mark another user’s event; marking is idempotent', async () => {
    const [own] = (await get(`${MESSAGE}/page`, 'designer')).body.data.records;
    const refused = await post(`${MESSAGE}/${own.id}/read`, 'newbie1');
    expect(refused.body).toMatchObject({ code: 400, msg: '消息不存在' });
    await post(`${MESSAGE}/readAll`, 'newbie1');
    await post(`${MESSAGE}/readAll`, 'support');
    expect(log().find((event) => event.id === own.id)?.read).toBe(false);
    const theirs = (await get(`${MESSAGE}/page`, 'newbie1', { size: '50' })).body.data.records;
    expect(theirs.every((event: Json) => event.userId === userId('newbie1'))).toBe(true);

    const unread = (await feed('designer')).unread;
    expect((await post(`${MESSAGE}/${own.id}/read`, 'designer')).body.data.read).toBe(true);
    expect((await post(`${MESSAGE}/${own.id}/read`, 'designer')).body.success).toBe(true);
    expect((await feed('designer')).unread).toBe(unread - 1);
    expect((await post(`${MESSAGE}/readAll`, 'designer')).body.data.read).toBe(unread - 1);
    expect((await post(`${MESSAGE}/readAll`, 'designer')).body.data.read).toBe(0);
    expect((await feed('designer')).unread).toBe(0);
  });
});
