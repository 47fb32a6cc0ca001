import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextMonth } from '../../../../src/domain/billing';
import { computeTax } from '../../../../src/domain/money';
import { createAnswerChecker } from '../../../testing/answerShapes';
import { startTestApi } from '../../../testing/harness';
import type { Json, TestApi, SeededAccount } from '../../../testing/harness';

let t: TestApi;
const ACCOUNTS: SeededAccount[] = ['designer', 'mainacct', 'support', 'operator'];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApi({ control: true });
  await t.signIn(ACCOUNTS, tokens);
});
afterAll(() => t.close());

/** mainacct gets designer's (valid) payment information, so that both can withdraw. */
beforeAll(async () => {
  const { payment } = (await call('GET', '/api/os/user/detail', 'designer')).body.data;
  // The detail masks the number (issue 36): mainacct saves designer's details with a full one.
  const saved = await call('PUT', '/api/os/user/payment', 'mainacct', {
    body: { ...payment, accountNumber: '6222020200012345678' },
  });
  expect(saved.body.success).toBe(true);
});

const call = (
  method: string,
  path: string,
  as: string,
  options: { body?: unknown; query?: Record<string, string>; key?: string } = {},
) =>
  t.call(path.startsWith('/api') ? path : `/api/os${path}`, {
    method,
    token: tokens[as],
    body: options.body,
    query: options.query,
    // Money writes carry a key of 32 hex digits (docs/CONTRACT.md), as the portal sends.
    headers:
      method === 'GET'
        ? {}
        : { 'Idempotency-Key': options.key ? hexKey(options.key) : randomUUID().replace(/-/g, '') },
  });
/** A test's readable key label as the 32 hex digits the server takes. */
const hexKey = (label: string) => createHash('md5').update(label).digest('hex');
const DEDUCTIONS = '/api/order/companyDesigner/deduction';

/** Moves the fake clock to the first minute after `month` (China time) and signs in again. */
async function moveClockPast(month: string) {
  const end = Date.parse(`${nextMonth(month)}-01T00:01:00+08:00`);
  const minutes = Math.max(1, Math.ceil((end - Date.now()) / 60_000));
  await t.call('/__fake/clock', { query: { minutes: String(minutes) } });
  await t.signIn(ACCOUNTS, tokens);
}
const available = async (as = 'designer') =>
  (await call('GET', '/settlement/balance', as)).body.data.available as number;
const billOf = async (month: string, account = 'designer') =>
  (await call('GET', '/bill/page', 'support', { query: { name: month, account } })).body.data
    .records[0];

describe('staff review of withdrawals', () => {
  it('lists every designer’s withdrawals for staff, filtered by status and account', async () => {
    await call('POST', '/withdrawal/submit', 'mainacct', {
      body: { amountFen: 15000 },
      key: 'm-1',
    });
    const all = (await call('GET', '/withdrawal/page', 'support', { query: { size: '50' } })).body
      .data.records;
    expect(new Set(all.map((w: Json) => w.account))).toEqual(
      new Set(['designer', 'mainacct', 'overseas']),
    );
    // Each row in its own designer's settlement currency.
    const currencies = new Map(all.map((w: Json) => [w.account, w.currency]));
    expect(Object.fromEntries(currencies)).toEqual({
      designer: 'RMB',
      mainacct: 'RMB',
      overseas: 'USD',
    });
    const pending = await call('GET', '/withdrawal/page', 'support', {
      query: { status: '0', account: 'mainacct' },
    });
    expect(pending.body.data.records.map((w: Json) => [w.account, w.status])).toEqual([
      ['mainacct', '0'],
    ]);
    const own = (await call('GET', '/withdrawal/page', 'mainacct')).body.data.records;
    expect(own.every((w: Json) => w.account === 'mainacct')).toBe(true);
  });

  it('pays once: a retry with the same key answers the payment, another key is refused', async () => {
    const [pending] = (
      await call('GET', '/withdrawal/page', 'support', {
        query: { status: '0', account: 'mainacct' },
      })
    ).body.data.records;
    const pay = (key: string) =>
      call('POST', `/withdrawal/${pending.id}/approve`, 'support', {
        body: { paymentReference: 'ICBC-77' },
        key,
      });
    const [first, retry] = await Promise.all([pay('pay-77'), pay('pay-77')]);
    expect([first.body.data.status, retry.body.data.status]).toEqual(['1', '1']);
    expect(retry.body.data.paymentReference).toBe('ICBC-77');
    expect((await pay('pay-78')).body).toMatchObject({ code: 400, msg: '该提现已处理' });
    const reject = await call('POST', `/withdrawal/${pending.id}/reject`, 'support', {
      body: { reason: 'x' },
      key: 'pay-77-other',
    });
    expect(reject.body.msg).toBe('该提现已处理');
  });

  it('refuses designers the staff calls with 403', async () => {
    const [pending] = (await call('GET', '/withdrawal/page', 'support', { query: { status: '0' } }))
      .body.data.records;
    for (const [path, body] of [
      [`/withdrawal/${pending.id}/approve`, { paymentReference: 'X' }],
      [`/withdrawal/${pending.id}/reject`, { reason: 'x' }],
      [`${DEDUCTIONS}/submit`, { account: 'designer', reason: 'x', amount: 1 }],
      ['/bill/close', { month: '2026-12' }],
    ] as const) {
      expect((await call('POST', path, 'designer', { body })).status).toBe(403);
    }
    // Month closing is the administrator's: customer service is refused too.
    expect(
      (await call('POST', '/bill/close', 'support', { body: { month: '2026-12' } })).status,
    ).toBe(403);
  });
});

describe('bills of all designers', () => {
  it('lists every designer’s bills for staff, newest month first, by month and account', async () => {
    const all = (await call('GET', '/bill/page', 'support', { query: { size: '100' } })).body.data;
    const accounts = new Set(all.records.map((bill: Json) => bill.account));
    expect(accounts).toEqual(
      new Set(['designer', 'company', 'mainacct', 'subacct1', 'subacct2', 'weakpwd', 'overseas']),
    );
    const overseas = all.records.filter((bill: Json) => bill.account === 'overseas');
    expect(overseas.map((bill: Json) => [bill.name, bill.currency])).toEqual([
      ['2026-10', 'USD'],
      ['2026-09', 'USD'],
    ]);
    expect(all.records.find((bill: Json) => bill.account === 'designer').currency).toBe('RMB');
    const names = all.records.map((bill: Json) => bill.name);
    expect(names).toEqual([...names].sort().reverse());
    const october = await call('GET', '/bill/page', 'support', { query: { name: '2026-10' } });
    expect(october.body.data.total).toBe(7);
    const one = await call('GET', '/bill/page', 'support', {
      query: { name: '2026-10', account: 'mainacct' },
    });
    expect(one.body.data.records.map((b: Json) => [b.name, b.account])).toEqual([
      ['2026-10', 'mainacct'],
    ]);
    // Read-only: staff cannot confirm a designer's bill.
    const confirm = await call('POST', `/bill/${one.body.data.records[0].id}/confirm`, 'support');
    expect(confirm.status).toBe(404);
  });
});

describe('deductions created by staff', () => {
  /** `amount` in yuan, sent as the wire's integer fen. */
  const deduction = ({ amount = 50, ...body }: Record<string, unknown>) =>
    call('POST', `${DEDUCTIONS}/submit`, 'support', {
      body: {
        account: 'designer',
        reason: '咬合过高',
        problemLevel: '2',
        violationTime: '2026-10-15 09:00:00',
        amountFen: Math.round(Number(amount) * 100),
        method: '1',
        ...body,
      },
    });

  it('lands on the designer’s bill of that month: deductions, amount and tax follow', async () => {
    const before = await billOf('2026-10');
    const balanceBefore = await available();
    const answer = await deduction({ amount: 50 });
    expect(answer.body.data).toMatchObject({
      account: 'designer',
      reason: '咬合过高',
      amount: 50,
      method: '1',
      violationTime: '2026-10-15 09:00:00',
    });
    const after = await billOf('2026-10');
    expect(after.deductions).toBeCloseTo(before.deductions + 50, 2);
    expect(after.amount).toBeCloseTo(before.amount - 50, 2);
    expect(after.tax).toBe(computeTax(Math.round(after.amount * 100)).taxFen / 100);
    expect(await available()).toBeCloseTo(balanceBefore - 50, 2);
    const mine = await call('GET', `${DEDUCTIONS}/out/list`, 'designer', {
      query: { month: '2026-10', size: '50' },
    });
    expect(mine.body.data.records.some((d: Json) => d.reason === '咬合过高')).toBe(true);
  });

  it('waits for an open month: closing the month, once it is over, counts it', async () => {
    expect((await deduction({ violationTime: '2027-01-03', amount: 20 })).body.success).toBe(true);
    const early = await call('POST', '/bill/close', 'operator', { body: { month: '2027-01' } });
    expect(early.body.msg).toBe('该月份尚未结束，月末之后才能结算');
    await moveClockPast('2027-01');
    const closed = await call('POST', '/bill/close', 'operator', {
      body: { month: '2027-01', confirm: true },
    });
    expect(closed.body.data.closed).toBe(true);
    // Issue 38: the answer is the document's CloseMonthAnswer.
    expect(createAnswerChecker()('POST', '/os/bill/close', 200, closed.body)).toEqual([]);
    expect((await billOf('2027-01')).deductions).toBe(20);
  });

  it('lists every designer’s deductions for staff, filtered by account and month', async () => {
    await deduction({ account: 'mainacct', amount: 5, method: '2', violationTime: '2026-09-01' });
    const page = await call('GET', `${DEDUCTIONS}/out/list`, 'support', {
      query: { account: 'mainacct', size: '50' },
    });
    expect(page.body.data.records.map((d: Json) => [d.account, d.method, d.amount])).toEqual([
      ['mainacct', '2', 5],
    ]);
    // Words alone (an older client) are the staff's words under "other".
    expect(page.body.data.records[0]).toMatchObject({ reasonCode: 'other', reason: '咬合过高' });
    const coded = await deduction({ reasonCode: 'overdue', reason: '', amount: 1 });
    expect(coded.body.data).toMatchObject({ reasonCode: 'overdue', reason: '' });
    const designerOwn = await call('GET', `${DEDUCTIONS}/out/list`, 'mainacct');
    expect(designerOwn.body.data.records.map((d: Json) => d.amount)).toEqual([5]);
    expect(designerOwn.body.data.records[0].account).toBeUndefined();
  });

  it('refuses what cannot land: a confirmed bill, more than the bill, bad fields', async () => {
    expect((await deduction({ violationTime: '2026-08-10' })).body.msg).toBe(
      '该月账单已确认或已结算，不能再记入扣款',
    );
    expect((await deduction({ amount: 10_000_000 })).body.msg).toBe('扣款金额超过该月账单金额');
    expect((await deduction({ account: 'support' })).body.msg).toBe('设计师账号不存在');
    expect((await deduction({ reason: ' ' })).body.msg).toBe('请填写扣款原因');
    expect((await deduction({ reasonCode: 'other', reason: '' })).body.msg).toBe('请填写扣款原因');
    expect((await deduction({ reasonCode: 'weather' })).body.msg).toBe('扣款原因类别无效');
    expect((await deduction({ amount: 0 })).body.msg).toBe('请求参数无效: amountFen');
    expect((await deduction({ violationTime: 'soon' })).body.msg).toBe('违规时间无效');
    expect((await deduction({ method: '3' })).body.msg).toBe('扣款方式无效');
  });

  it('never takes the balance below zero', async () => {
    const all = await available();
    await call('POST', '/withdrawal/submit', 'designer', {
      body: { amountFen: Math.round(all * 100) },
      key: 'all-out',
    });
    expect(await available()).toBe(0);
    expect((await deduction({ amount: 1 })).body.msg).toBe('扣款金额超过可提现余额');
    expect(await available()).toBe(0);
  });
});

describe('a disputed bill', () => {
  it('opens a work order that customer service sees with the bill referenced', async () => {
    const bill = await billOf('2026-10', 'mainacct');
    const detail = (await call('GET', `/bill/${bill.id}/detail`, 'mainacct')).body.data;
    const answer = await call('POST', `/bill/${bill.id}/dispute`, 'mainacct', {
      body: { reason: '件数不对', orderNos: [detail.orders[0].orderNo] },
    });
    const { ticketId } = answer.body.data;
    const list = (await call('GET', '/ticket/myList', 'support', { query: { size: '100' } })).body
      .data.records;
    const ticket = list.find((row: Json) => row.id === ticketId);
    expect(ticket).toMatchObject({
      subject: `账单异议 ${bill.name}`,
      account: 'mainacct',
      readStatus: '0',
      bill: { id: bill.id, name: bill.name },
    });
    expect((await billOf(bill.name, 'mainacct')).ticketId).toBe(ticketId);
  });
});
