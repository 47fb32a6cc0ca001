import { describe, expect, it } from 'vitest';
import { formatDateTime, parseDateTime } from '../http/format';
import { clockFrom } from '../settings';
import type { FakeState } from '../store/state';
import { createSeedState } from './index';
import { UPLOAD_TASK_ID } from './uploadTasks';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// 16:00:00 China time, the wire's time zone.
const NOW = Date.parse('2026-11-23T08:00:00Z');

describe('the seed is dated relative to the clock', () => {
  const state = createSeedState(NOW);
  const tasks = state.designTasks ?? [];
  const designer = state.users.find((user) => user.account === 'designer');
  const hoursLeft = (deadline: string) => (parseDateTime(deadline) - NOW) / HOUR;

  it('lays the upload task at fixed offsets from now', () => {
    const task = tasks.find((item) => item.id === UPLOAD_TASK_ID);
    expect(task).toMatchObject({
      orderNo: 'DD20261123001',
      createTime: '2026-11-23 11:00:00',
      deadline: '2026-11-24 12:00:00',
    });
  });

  it("gives designer's running orders one due within the hour, one overdue, the rest ahead", () => {
    const running = tasks.filter(
      (task) => task.designerId === designer?.id && ['1', '5', '6'].includes(task.status),
    );
    const left = running.map((task) => hoursLeft(task.deadline)).sort((a, b) => a - b);
    expect(left.filter((hours) => hours < 0)).toEqual([-5]);
    expect(left.filter((hours) => hours > 0 && hours <= 1)).toHaveLength(1);
    expect(left.filter((hours) => hours > 1).length).toBeGreaterThanOrEqual(3);
    expect(left.some((hours) => hours > 24)).toBe(true);
    for (const task of running) {
      expect(parseDateTime(task.createTime)).toBeLessThan(NOW);
      // Grabbed one hour after creation, due one design cycle after the grab.
      const cycle = parseDateTime(task.deadline) - parseDateTime(task.createTime) - HOUR;
      expect(cycle).toBe(task.designCycle * HOUR);
    }
  });

  it('spreads the history over the last months and keeps every date in the past', () => {
    const history = tasks.filter((task) => task.status === '3');
    const ages = history.map((task) => (NOW - parseDateTime(task.createTime)) / DAY);
    expect(Math.max(...ages)).toBeGreaterThan(60);
    expect(Math.max(...ages)).toBeLessThan(100);
    expect(Math.min(...ages)).toBeLessThan(15);
    const past = [
      ...tasks.map((task) => task.createTime),
      ...(state.tickets ?? []).map((ticket) => ticket.createTime),
      ...(state.ticketReplies ?? []).map((reply) => reply.createTime),
      ...(state.deductions ?? []).map((item) => item.violationTime),
      ...(state.taskFiles ?? []).map((file) => file.createTime),
      ...(state.cadVersions ?? []).map((version) => version.submitTime),
    ];
    for (const time of past) expect(parseDateTime(time)).toBeLessThanOrEqual(NOW);
    const tickets = (state.tickets ?? []).map((ticket) => NOW - parseDateTime(ticket.createTime));
    expect(Math.max(...tickets)).toBeLessThan(30 * DAY);
    const deductions = (state.deductions ?? []).map((item) => parseDateTime(item.violationTime));
    expect(NOW - Math.min(...deductions)).toBeLessThan(100 * DAY);
    expect(NOW - Math.max(...deductions)).toBeLessThan(7 * DAY);
  });

  it('moves every date by exactly the shift of the clock', () => {
    const later = createSeedState(NOW + 3 * DAY + 2 * HOUR);
    const shift = 3 * DAY + 2 * HOUR;
    const before = datesOf(state);
    const after = datesOf(later);
    expect(after).toHaveLength(before.length);
    expect(before.length).toBeGreaterThan(100);
    after.forEach((time, index) => {
      if (before[index] === '') expect(time).toBe('');
      else expect(time).toBe(formatDateTime(parseDateTime(before[index]) + shift));
    });
  });

  it('bills the four months before the clock and withdraws only in the last two of them', () => {
    const designerBills = (state.bills ?? []).filter((bill) => bill.userId === designer?.id);
    expect(designerBills.map((bill) => [bill.name, bill.status])).toEqual([
      ['2026-07', '1'],
      ['2026-08', '1'],
      ['2026-09', '1'],
      ['2026-10', '0'],
    ]);
    const withdrawals = (state.withdrawals ?? [])
      .filter((item) => item.userId === designer?.id)
      .map((item) => item.createTime.slice(0, 7));
    expect(withdrawals).toEqual(['2026-09', '2026-10', '2026-10']);
    const january = createSeedState(Date.parse('2027-01-10T02:00:00Z'));
    const januaryDesigner = january.users.find((user) => user.account === 'designer');
    expect(
      (january.bills ?? [])
        .filter((bill) => bill.userId === januaryDesigner?.id)
        .map((bill) => bill.name),
    ).toEqual(['2026-09', '2026-10', '2026-11', '2026-12']);
    expect(
      (january.withdrawals ?? [])
        .filter((item) => item.userId === januaryDesigner?.id)
        .map((item) => item.createTime.slice(0, 10)),
    ).toEqual(['2026-11-05', '2026-12-08', '2026-12-20']);
  });

  it('gives identical data for two seeds at the same clock, ignoring milliseconds', () => {
    expect(createSeedState(NOW + 999)).toEqual(state);
    expect(JSON.stringify(createSeedState(NOW))).toBe(JSON.stringify(state));
  });
});

describe('FAKE_API_NOW', () => {
  it('starts the clock at the given instant and lets it run', () => {
    const clock = clockFrom('2026-11-01T00:00:00Z');
    const start = Date.parse('2026-11-01T00:00:00Z');
    expect(clock?.()).toBeGreaterThanOrEqual(start);
    expect(clock?.()).toBeLessThan(start + 5000);
    expect(clockFrom(String(start))?.()).toBeGreaterThanOrEqual(start);
    expect(clockFrom(undefined)).toBeUndefined();
    expect(() => clockFrom('soon')).toThrow('FAKE_API_NOW');
  });
});

/**
 * Every `yyyy-MM-dd HH:mm:ss` value in the state, in a stable order; not the points ledger, the
 * bills and the withdrawals, which are laid on calendar days (month starts) before the seed's day.
 */
function datesOf({
  pointsEvents: _calendarDays,
  bills: _closedMonths,
  withdrawals: _inClosedMonths,
  ...state
}: FakeState): string[] {
  const dates: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (value && typeof value === 'object') {
      for (const [field, inner] of Object.entries(value)) walk(inner, field);
    } else if (typeof value === 'string' && /Time$|deadline/.test(key)) dates.push(value);
  };
  walk(state, '');
  return dates;
}
