import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../testing/harness';
import type { Json, TestApi, SeededAccount } from '../testing/harness';
import { spreadOverWindow } from './poolAlerts';

/** A small deterministic generator (mulberry32): the tests fix the order the demo leaves random. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('spreadOverWindow (fair grabs)', () => {
  const designers = ['a', 'b', 'c', 'd', 'e'];

  it('alerts every recipient exactly once, each within the window, one per slot', () => {
    const random = seeded(7);
    for (let round = 0; round < 50; round += 1) {
      const alerts = spreadOverWindow(designers, 2000, random);
      expect(alerts.map((alert) => alert.userId).sort()).toEqual(designers);
      for (const { offsetMs } of alerts) {
        expect(offsetMs).toBeGreaterThanOrEqual(0);
        expect(offsetMs).toBeLessThan(2000);
      }
      // In slot order: the spread covers the window instead of bunching at its start.
      const offsets = alerts.map((alert) => alert.offsetMs);
      expect(offsets).toEqual([...offsets].sort((x, y) => x - y));
      expect(offsets.at(-1)).toBeGreaterThanOrEqual(1600);
    }
  });

  it('puts a different designer first from order to order', () => {
    const random = seeded(42);
    const firsts = new Set<string>();
    const orders = new Set<string>();
    for (let round = 0; round < 100; round += 1) {
      const alerts = spreadOverWindow(designers, 2000, random);
      firsts.add(alerts[0].userId);
      orders.add(alerts.map((alert) => alert.userId).join());
    }
    expect(firsts).toEqual(new Set(designers));
    expect(orders.size).toBeGreaterThan(20);
  });

  it('alerts nobody when nobody qualifies, and everyone at once with no window', () => {
    expect(spreadOverWindow([], 2000, Math.random)).toEqual([]);
    expect(spreadOverWindow(['a', 'b'], 0, Math.random).map((alert) => alert.offsetMs)).toEqual([
      0, 0,
    ]);
  });
});

describe('a new pool order reaches its qualified designers over the window', () => {
  let t: TestApi;
  let clock = Date.parse('2026-11-02T08:00:00Z');
  const tokens: Record<string, string> = {};
  const ACCOUNTS: SeededAccount[] = [
    'designer',
    'mainacct',
    'overseas',
    'company',
    'subacct2',
    'support',
  ];
  beforeAll(async () => {
    t = await startTestApi({ now: () => clock, random: seeded(3), poolAlertWindowMs: 2000 });
    await t.signIn(ACCOUNTS, tokens);
  });
  afterAll(() => t.close());

  const feed = async (account: string): Promise<Json> =>
    (
      await t.call('/api/os/message/page', {
        method: 'GET',
        token: tokens[account],
        query: { size: '100' },
      })
    ).body.data.records;
  const poolEvents = async (account: string, ref: string) =>
    (await feed(account)).filter(
      (event: Json) => event.type === 'newPoolOrder' && event.ref === ref,
    );
  const create = (account: string, body: Json) =>
    t.call('/api/os/designTask/pool/create', { method: 'POST', token: tokens[account], body });

  it('brings the first event of a user whose log was empty (cursor "")', async () => {
    const feedOf = async (query: Record<string, string>) =>
      (await t.call('/api/os/message/feed', { method: 'GET', token: tokens.mainacct, query })).body
        .data;
    const empty = await feedOf({});
    expect(empty.lastId).toBe('');
    const { body } = await create('support', { dentureType: '4' });
    clock += 2000;
    const next = await feedOf({ after: empty.lastId });
    expect(next.events.map((event: Json) => event.ref)).toEqual([body.data.id]);
    expect((await feedOf({})).events).toEqual([]);
  });

  it('alerts the designers certified for its type, none before its moment, nobody else', async () => {
    const created = await create('support', { dentureType: '2' });
    expect(created.status).toBe(200);
    const task = created.body.data;
    expect(task).toMatchObject({ status: '0', dentureType: '2', deadline: '' });
    // A coping order's chart: one coping, as the order counts it.
    expect(task.teeth).toEqual([{ toothNo: expect.any(Number), restorationType: 'coping' }]);
    expect(task.shade).toMatch(/^[A-D]\d$/);
    const qualified = ['designer', 'mainacct', 'overseas'];
    // Nothing yet at the very start of the window but, perhaps, the first slot's.
    const early = await Promise.all(qualified.map((account) => poolEvents(account, task.id)));
    expect(early.flat().length).toBeLessThanOrEqual(1);
    clock += 2000;
    for (const account of qualified) {
      const events = await poolEvents(account, task.id);
      expect(events, account).toHaveLength(1);
      expect(events[0].params).toEqual({ orderNo: task.orderNo, dentureType: '2' });
    }
    // company passed type 1 only; subacct2 is a sub-account; support is staff.
    for (const account of ['company', 'subacct2', 'support']) {
      expect(await poolEvents(account, task.id), account).toEqual([]);
    }
  });

  it('a feed cursor never passes over an alert that became visible after a later event', async () => {
    const feedAfter = async (after?: string) =>
      (
        await t.call('/api/os/message/feed', {
          method: 'GET',
          token: tokens.designer,
          query: after === undefined ? {} : { after },
        })
      ).body.data;
    const start = (await feedAfter()).lastId as string;
    const { body } = await create('support', { dentureType: '1' });
    // An event visible at once, logged while the pool alert still waits for its moment.
    const inspection = await t.call('/api/os/designTask/my/page', {
      method: 'GET',
      token: tokens.designer,
      query: { tab: 'inspection', size: '50' },
    });
    const handedIn = inspection.body.data.records.find((task: Json) => task.status === '2');
    const pass = await t.call('/api/os/designTask/qc/pass', {
      method: 'POST',
      token: tokens.support,
      query: { id: handedIn.id },
      body: { reasons: [] },
    });
    expect(pass.status).toBe(200);
    const now = await feedAfter(start);
    clock += 2000;
    const later = await feedAfter(now.lastId);
    const refs = [...now.events, ...later.events].map((event: Json) => event.ref);
    expect(refs).toContain(handedIn.id);
    expect(refs.filter((ref: string) => ref === body.data.id)).toHaveLength(1);
  });

  it('an order returned to the pool alerts the others, not who returned it', async () => {
    const { body } = await create('support', { dentureType: '1' });
    clock += 2000;
    const id = body.data.id as string;
    const grab = await t.call('/api/os/designTask/my/grab', {
      method: 'POST',
      token: tokens.designer,
      query: { id },
    });
    expect(grab.status).toBe(200);
    const cancel = await t.call('/api/os/designTask/my/cancel', {
      method: 'POST',
      token: tokens.designer,
      query: { id, reason: '做不了' },
    });
    expect(cancel.status).toBe(200);
    clock += 2000;
    expect(await poolEvents('designer', id)).toHaveLength(1);
    expect(await poolEvents('mainacct', id)).toHaveLength(2);
  });

  it('refuses the staff call to designers, and an unknown type', async () => {
    expect((await create('designer', { dentureType: '1' })).status).toBe(403);
    expect((await create('support', { dentureType: '9' })).body.msg).toBe('义齿类型不存在');
  });

  it('an order grabbed within the window alerts nobody after, and its alerts leave the bell (issue 40, point 8)', async () => {
    const { body } = await create('support', { dentureType: '2' });
    const id = body.data.id as string;
    clock += 700;
    const grabbed = await t.call('/api/os/designTask/my/grab', {
      method: 'POST',
      token: tokens.designer,
      query: { id },
    });
    expect(grabbed.body.success).toBe(true);
    clock += 2000;
    for (const account of ['mainacct', 'overseas']) {
      expect(await poolEvents(account, id), account).toEqual([]);
    }
  });

  it('says a lost grab plainly, in the call’s language', async () => {
    const { body } = await create('support', { dentureType: '1' });
    const id = body.data.id as string;
    const grab = (account: string, language?: string) =>
      t.call('/api/os/designTask/my/grab', {
        method: 'POST',
        token: tokens[account],
        query: { id, ...(language ? { language } : {}) },
      });
    expect((await grab('mainacct')).status).toBe(200);
    expect((await grab('designer', 'en')).body.msg).toBe(
      'Too late: this order was taken by another designer',
    );
    expect((await grab('overseas', 'tr')).body.msg).toBe(
      'Geç kaldınız: bu sipariş başka bir tasarımcı tarafından üstlenildi',
    );
    expect((await grab('designer')).body.msg).toBe('手慢了，该订单已被其他设计师抢走');
  });
});
