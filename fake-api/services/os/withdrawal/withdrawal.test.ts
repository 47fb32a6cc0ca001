import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeTax } from '../../../../src/domain/money';
import { BASIC_HEADER, startTestApi } from '../../../testing/harness';
import type { Json, TestApi, SeededAccount } from '../../../testing/harness';

// A fixed clock (08:00 China time on 1 November): the seed's bills are July to October.
const SEED_NOW = Date.parse('2026-11-01T00:00:00Z');
let t: TestApi;
const ACCOUNTS: SeededAccount[] = ['designer', 'newbie1', 'operator', 'mainacct'];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApi({ now: () => SEED_NOW, control: true });
  await t.signIn(ACCOUNTS, tokens);
});
afterAll(() => t.close());

async function send(
  method: string,
  path: string,
  as: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${t.url}/api/os${path}`, {
    method,
    headers: {
      Authorization: BASIC_HEADER,
      'Tenant-Id': '000000',
      'Blade-Auth': `bearer ${tokens[as]}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      // Money writes carry a key of 32 hex digits (docs/CONTRACT.md), as the portal sends.
      ...(method === 'GET' ? {} : { 'Idempotency-Key': randomUUID().replace(/-/g, '') }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const balance = async (as = 'designer') => (await send('GET', '/settlement/balance', as)).body.data;
const submit = (amount: number, key?: string, as = 'designer') =>
  send(
    'POST',
    '/withdrawal/submit',
    as,
    { amountFen: Math.round(amount * 100) },
    key ? { 'Idempotency-Key': hexKey(key) } : {},
  );
/** A test's readable key label as the 32 hex digits the server takes. */
const hexKey = (label: string) => createHash('md5').update(label).digest('hex');

describe('balance, preview and the seeded withdrawals', () => {
  it('shows the balance, the deposit held and withdrawals in every state', async () => {
    const data = await balance();
    expect(data.available).toBeGreaterThan(1000);
    expect(data.onTheWay).toBe(1000);
    expect(data.depositHeld).toBe(0); // held from July, released with August
    expect(data.minWithdrawal).toBe(100);
    expect(data.bankAccount).toBe('**** 5678');
    const page = (await send('GET', '/withdrawal/page?size=50', 'designer')).body.data;
    expect(new Set(page.records.map((w: Json) => w.status))).toEqual(new Set(['0', '1', '2']));
    expect(page.records.find((w: Json) => w.status === '2').reasonCode).toBe('name_mismatch');
  });

  it('previews the tax and the receipt of an amount', async () => {
    const { body } = await send('GET', '/withdrawal/preview?amount=4000.00', 'designer');
    expect(body.data).toMatchObject({ amount: 4000, tax: 640, receipt: 3360 });
  });
});

describe('submit', () => {
  it('refuses below the minimum, above the balance and without payment information', async () => {
    expect((await submit(99.99)).body).toMatchObject({
      code: 400,
      msg: '提现金额不能低于最低提现金额',
    });
    const { available } = await balance();
    expect((await submit(available + 0.01)).body.msg).toBe('提现金额不能超过可提现余额');
    expect((await submit(200, undefined, 'newbie1')).body.msg).toBe('请先完善收款信息');
  });

  it('answers a repeated Idempotency-Key with the first withdrawal, once', async () => {
    const before = await balance();
    const [first, again] = await Promise.all([submit(150, 'key-once'), submit(150, 'key-once')]);
    expect(first.body.data.id).toBe(again.body.data.id);
    expect((await balance()).available).toBeCloseTo(before.available - 150, 2);
  });

  it('staff pay one and reject another; the rejected money returns; a designer gets 403', async () => {
    const paid = (await submit(200, 'pay-me')).body.data;
    const refused = (await submit(300, 'refuse-me')).body.data;
    const before = (await balance()).available;
    expect((await send('POST', `/withdrawal/${paid.id}/approve`, 'designer', {})).status).toBe(403);
    expect((await send('POST', `/withdrawal/${paid.id}/approve`, 'operator', {})).body.code).toBe(
      400,
    );
    const approved = await send('POST', `/withdrawal/${paid.id}/approve`, 'operator', {
      paymentReference: 'ICBC-1',
    });
    expect(approved.body.data).toMatchObject({ status: '1', paymentReference: 'ICBC-1' });
    const twice = await send('POST', `/withdrawal/${paid.id}/reject`, 'operator', { reason: 'x' });
    expect(twice.body.msg).toBe('该提现已处理');
    const unknown = await send('POST', `/withdrawal/${refused.id}/reject`, 'operator', {
      reasonCode: 'moon_phase',
    });
    expect(unknown.body.msg).toBe('驳回原因类别无效');
    const rejected = await send('POST', `/withdrawal/${refused.id}/reject`, 'operator', {
      reasonCode: 'bank_returned',
    });
    expect(rejected.body.data).toMatchObject({
      status: '2',
      reasonCode: 'bank_returned',
      reason: '',
    });
    expect((await balance()).available).toBeCloseTo(before + 300, 2);
  });

  it('withholds the month tax across split withdrawals', async () => {
    const start = (await balance()).monthWithdrawn * 100;
    const a = (await submit(2000, 'split-a')).body.data;
    const b = (await submit(2000, 'split-b')).body.data;
    expect([a.status, b.status, (await balance()).available]).toEqual([
      '0',
      '0',
      expect.any(Number),
    ]);
    const expected = (computeTax(start + 400000).taxFen - computeTax(start).taxFen) / 100;
    expect(a.tax + b.tax).toBeCloseTo(expected, 2);
  });

  it('ten simultaneous submits of the whole balance: exactly one accepted, never negative', async () => {
    const { available } = await balance();
    expect(available).toBeGreaterThanOrEqual(100);
    const listed = async () =>
      (await send('GET', '/withdrawal/page?size=100', 'designer')).body.data.total as number;
    const countBefore = await listed();
    // Balance reads race the submits: none may ever see a negative balance.
    const [answers, seen] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, (_, index) => submit(available, `all-${index}`))),
      Promise.all(Array.from({ length: 10 }, async () => (await balance()).available as number)),
    ]);
    expect(answers.filter((answer) => answer.body.success)).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.body.msg === '提现金额不能超过可提现余额'),
    ).toHaveLength(9);
    expect(seen.every((value) => value === available || value === 0)).toBe(true);
    expect((await balance()).available).toBe(0);
    expect(await listed()).toBe(countBefore + 1);
    // A retry of the accepted one (same key) creates nothing more.
    const winner = answers.findIndex((answer) => answer.body.success);
    const retry = await submit(available, `all-${winner}`);
    expect(retry.body.data.id).toBe(answers[winner].body.data.id);
    expect([(await balance()).available, await listed()]).toEqual([0, countBefore + 1]);
  });
});

describe('bills, dispute, month closing and ranking', () => {
  it('lists bills with a detail whose tax shares add up', async () => {
    const page = (await send('GET', '/bill/page?size=10', 'designer')).body.data;
    expect(page.records.map((bill: Json) => bill.name)).toEqual([
      '2026-10',
      '2026-09',
      '2026-08',
      '2026-07',
    ]);
    const july = page.records[3];
    expect(july.depositHeld).toBe(200);
    const detail = (await send('GET', `/bill/${page.records[0].id}/detail`, 'designer')).body.data;
    const shares = detail.orders.reduce((sum: number, line: Json) => sum + line.tax * 100, 0);
    expect(Math.round(shares)).toBe(Math.round(detail.bill.tax * 100));
    expect(detail.orders).toHaveLength(detail.bill.orderCount);
  });

  it('disputes a bill into a work order, once; others cannot see it', async () => {
    const [latest] = (await send('GET', '/bill/page', 'designer')).body.data.records;
    const detail = (await send('GET', `/bill/${latest.id}/detail`, 'designer')).body.data;
    expect((await send('GET', `/bill/${latest.id}/detail`, 'mainacct')).status).toBe(404);
    const orderNos = [detail.orders[0].orderNo];
    const answer = await send('POST', `/bill/${latest.id}/dispute`, 'designer', {
      reason: '单价不对',
      orderNos,
    });
    expect(answer.body.data.ticketId).toMatch(/^\d+$/);
    const ticket = await send('GET', `/ticket/${answer.body.data.ticketId}/detail`, 'designer');
    expect(ticket.body.data.subject).toBe(`账单异议 ${latest.name}`);
    expect(ticket.body.data.content).toContain(orderNos[0]);
    const again = await send('POST', `/bill/${latest.id}/confirm`, 'designer');
    expect(again.body.msg).toBe('该账单已确认或已提出异议');
  });

  it('lets staff read any bills and close a month once it is over; designers get 403', async () => {
    const staffView = await send('GET', '/bill/page?account=designer', 'operator');
    expect(staffView.body.data.total).toBe(4);
    expect((await send('POST', '/bill/close', 'designer', { month: '2026-11' })).status).toBe(403);
    // 1 November: November has just begun, and December is still ahead.
    for (const month of ['2026-11', '2026-12']) {
      const early = await send('POST', '/bill/close', 'operator', { month });
      expect(early.body).toMatchObject({ success: false, msg: '该月份尚未结束，月末之后才能结算' });
    }
    const inTurkish = await send('POST', '/bill/close?language=tr', 'operator', {
      month: '2026-11',
    });
    expect(inTurkish.body.msg).toBe('Bu ay henüz bitmedi: son gününden sonra kapatılabilir');
    expect((await send('GET', '/bill/page?name=2026-11', 'operator')).body.data.total).toBe(0);
    // The fake clock moves on 30 days, to 1 December: November is over.
    await t.call('/__fake/clock', { query: { minutes: String(30 * 24 * 60) } });
    // The tokens expired on the way: sign in again.
    await t.signIn(ACCOUNTS, tokens);
    // Orders of November still in QC are listed, and nothing is billed until it is confirmed.
    const asked = await send('POST', '/bill/close', 'operator', { month: '2026-11' });
    expect(asked.body.data).toMatchObject({ month: '2026-11', closed: false, bills: 0 });
    const queue = (await send('GET', '/designTask/qc/page?size=100', 'operator')).body.data;
    const waiting = asked.body.data.awaitingQc.map((order: Json) => order.orderNo);
    expect(waiting.length).toBeGreaterThan(0);
    expect(queue.records.map((task: Json) => task.orderNo)).toEqual(
      expect.arrayContaining(waiting),
    );
    // Issue 39: "submitted" is when the order was handed in (its last version), not its update.
    const versions = t.api.db.getState().cadVersions ?? [];
    for (const order of asked.body.data.awaitingQc as Json[]) {
      const handedIn = versions.filter((version) => version.taskId === order.id);
      const last = handedIn.sort((a, b) => b.version - a.version)[0];
      expect(order.submitTime).toBe(last.submitTime);
    }
    expect((await send('GET', '/bill/page?name=2026-11', 'operator')).body.data.total).toBe(0);
    const closed = await send('POST', '/bill/close', 'operator', {
      month: '2026-11',
      confirm: true,
    });
    expect(closed.body.data).toMatchObject({ month: '2026-11', closed: true });
    const again = await send('POST', '/bill/close', 'operator', { month: '2026-11' });
    expect(again.body.msg).toBe('该月份已结算');
  });

  it('ranks designers by income with others masked and the gap to the next place', async () => {
    const data = (await send('GET', '/ranking/page?month=2026-10&size=20', 'designer')).body.data;
    const incomes = data.records.map((row: Json) => row.income);
    expect(incomes).toEqual([...incomes].sort((a, b) => b - a));
    const mine = data.records.find((row: Json) => row.mine);
    expect(mine.name).toBe('小张设计');
    expect(
      data.records.filter((row: Json) => !row.mine).every((r: Json) => r.name.includes('*')),
    ).toBe(true);
    expect(data.mine.rank).toBe(mine.rank);
    if (mine.rank > 1) {
      expect(data.mine.gapToNext).toBeCloseTo(data.records[mine.rank - 2].income - mine.income, 2);
    }
  });
});
