import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskInviteeName } from '../../../../src/domain/referral';
import { clockFrom } from '../../../settings';
import { startTestApi } from '../../../testing/harness';
import type { Json, TestApi } from '../../../testing/harness';

// The last afternoon of July, China time: the invitee's 6-month window ends on 14 July.
const NOW = '2026-07-31T12:00:00+08:00';
const REGISTERED = '2026-01-15 09:30:00';

let t: TestApi;
let tokens: Record<string, string>;
const get = (path: string, as: string, query?: Record<string, string>) =>
  t.call(path, { method: 'GET', token: tokens[as], query });

/** newbie1 (invited by designer) registered on 15 January and had these orders in July. */
beforeAll(async () => {
  t = await startTestApi({ control: true, now: clockFrom(NOW) });
  tokens = await t.signIn(['designer', 'operator']);
  const state = t.api.db.getState();
  const invitee = state.users.find((user) => user.account === 'newbie1');
  const template = state.designTasks?.[0];
  if (!invitee || !template) throw new Error('seed has no newbie1 or no task');
  invitee.createTime = REGISTERED;
  const order = (id: string, updateTime: string, extra: Json = {}) => ({
    ...template,
    id,
    orderNo: `REF-${id}`,
    taskNo: `REF-${id}`,
    designerId: invitee.id,
    status: '3',
    isRework: '0',
    qcInspection: undefined,
    updateTime,
    ...extra,
  });
  state.designTasks = [
    ...(state.designTasks ?? []),
    order('ref-in-window', '2026-07-10 15:00:00'),
    order('ref-last-day', '2026-07-14 23:00:00'),
    order('ref-rework', '2026-07-12 10:00:00', { isRework: '1' }),
    order('ref-after-window', '2026-07-20 10:00:00'),
    order('ref-voided', '2026-07-11 10:00:00'),
    order('ref-in-qc', '2026-07-13 10:00:00', { status: '2' }),
  ];
  state.voidedTaskIds = [...(state.voidedTaskIds ?? []), 'ref-voided'];
  t.api.db.setState(state);
});
afterAll(() => t.close());

describe('the referral reward: one rule for the promotion page and the bill', () => {
  it('pays on July’s bill what the promotion page showed for July', async () => {
    // During July the inviter reads the promotion page: the totals and the invitee's row.
    const summary = (await get('/api/os/user/invited/summary', 'designer')).body.data;
    const rows = (await get('/api/os/user/invited/page', 'designer')).body.data.records;
    const row = rows.find((candidate: Json) => candidate.registeredAt === REGISTERED);
    expect(row).toMatchObject({ windowEnd: '2026-07-14', validOrders: 2, rewardFen: 200 });

    // August: the administrator closes July, and the inviter opens July's bill.
    await t.call('/__fake/clock', { query: { minutes: String(12 * 60 + 1) } });
    tokens = await t.signIn(['designer', 'operator']);
    const closed = await t.call('/api/os/bill/close', {
      token: tokens.operator,
      body: { month: '2026-07', confirm: true },
    });
    expect(closed.body.data.closed).toBe(true);
    const bill = (await get('/api/os/bill/page', 'designer', { name: '2026-07' })).body.data
      .records[0];
    const detail = (await get(`/api/os/bill/${bill.id}/detail`, 'designer')).body.data;

    const line = detail.referrals.find((l: Json) => maskInviteeName(l.inviteeName) === row.name);
    // Only July orders of the window's last days: the row's whole window is July's line.
    expect(line).toEqual({ inviteeName: expect.any(String), orderCount: 2, reward: 2 });
    const billed = detail.referrals.reduce((sum: number, l: Json) => sum + l.reward * 100, 0);
    expect(billed).toBe(summary.rewardThisMonthFen);
    expect(bill.recommenderReward * 100).toBe(summary.rewardThisMonthFen);
  });
});
