import { describe, expect, it } from 'vitest';
import { addDays, daysToReach, pointsLedger, pointsTotal, runStateOn } from './points';
import type { DatedOrder, PointsActivity } from './points';

const NONE: PointsActivity = { onTimeDays: [], reworks: [], selfRefunds: [], adjustments: [] };

/** n consecutive days from `first`. */
function run(first: string, n: number): string[] {
  return Array.from({ length: n }, (_, i) => addDays(first, i));
}

function orders(first: string, n: number): DatedOrder[] {
  return run(first, n).map((date, i) => ({ date, taskId: `t${i}` }));
}

const ledger = (activity: Partial<PointsActivity>) => pointsLedger({ ...NONE, ...activity });

describe('the run rule', () => {
  it('gives nothing for 6 consecutive days and 3 on the 7th', () => {
    expect(ledger({ onTimeDays: run('2026-10-01', 6) })).toEqual([]);
    expect(ledger({ onTimeDays: run('2026-10-01', 7) })).toEqual([
      { date: '2026-10-07', rule: 'run7', amount: 3 },
    ]);
  });

  it('adds 4 on the 15th day, not on the 14th, then starts a new run', () => {
    expect(pointsTotal(ledger({ onTimeDays: run('2026-10-01', 14) }))).toBe(3);
    const fifteen = ledger({ onTimeDays: run('2026-10-01', 15) });
    expect(fifteen.at(-1)).toEqual({ date: '2026-10-15', rule: 'run15', amount: 4 });
    expect(pointsTotal(fifteen)).toBe(7);
    // Day 16 is day 1 of the next run: its 7th day is 22 October.
    const next = ledger({ onTimeDays: run('2026-10-01', 22) });
    expect(next.at(-1)).toEqual({ date: '2026-10-22', rule: 'run7', amount: 3 });
  });

  it('breaks a run on a missing day; repeats and order do not matter', () => {
    const days = [...run('2026-10-01', 6), ...run('2026-10-08', 6)];
    expect(ledger({ onTimeDays: days })).toEqual([]);
    const shuffled = [...run('2026-10-01', 7)].reverse();
    expect(ledger({ onTimeDays: [...shuffled, '2026-10-03'] })).toHaveLength(1);
  });

  it('keeps a run across a month boundary, counting the award in the month it is reached', () => {
    expect(ledger({ onTimeDays: run('2026-10-28', 7) })).toEqual([
      { date: '2026-11-03', rule: 'run7', amount: 3 },
    ]);
  });

  it('caps earned points at 14 a natural month: an award past the cap is cut', () => {
    // One run from 17 September: day 15 on 1 October (+4), then 3, 4, 3 and on 31 October a
    // day 15 worth 4 that the cap cuts to nothing; it stays in the ledger at 0.
    const entries = ledger({ onTimeDays: run('2026-09-17', 45) });
    const october = entries.filter((entry) => entry.date.startsWith('2026-10'));
    expect(october.map((entry) => [entry.date, entry.amount])).toEqual([
      ['2026-10-01', 4],
      ['2026-10-08', 3],
      ['2026-10-16', 4],
      ['2026-10-23', 3],
      ['2026-10-31', 0],
    ]);
    expect(october.at(-1)?.uncapped).toBe(4);
    expect(pointsTotal(october)).toBe(14);
    // November starts again from zero.
    expect(pointsTotal(ledger({ onTimeDays: run('2026-11-01', 7) }))).toBe(3);
  });
});

describe('losses and adjustments', () => {
  const verdict = (date: string, taskId: string, kind: 'fail' | 'return', round = 1) => ({
    date,
    taskId,
    verdict: kind,
    round,
    excused: false,
  });

  it('loses 2 for each rework order, on its day, with the order', () => {
    expect(ledger({ reworks: [verdict('2026-10-05', 'T1', 'fail')] })).toEqual([
      { date: '2026-10-05', rule: 'rework', amount: -2, taskId: 'T1', verdict: 'fail' },
    ]);
  });

  it('charges one loss when a submission is failed, then returned to rework', () => {
    const failedThenReturned = ledger({
      reworks: [verdict('2026-10-05', 'T1', 'fail'), verdict('2026-10-06', 'T1', 'return')],
    });
    expect(failedThenReturned).toEqual([
      { date: '2026-10-05', rule: 'rework', amount: -2, taskId: 'T1', verdict: 'fail' },
    ]);
    // The reworked submission (version 2) failing again is a new loss.
    expect(
      pointsTotal(
        ledger({
          reworks: [
            verdict('2026-10-05', 'T1', 'fail'),
            verdict('2026-10-06', 'T1', 'return'),
            verdict('2026-10-09', 'T1', 'fail', 2),
          ],
        }),
      ),
    ).toBe(-4);
  });

  it('shows an excused return at 0 points', () => {
    expect(
      ledger({ reworks: [{ ...verdict('2026-10-05', 'T1', 'return'), excused: true }] }),
    ).toEqual([
      { date: '2026-10-05', rule: 'reworkExcused', amount: 0, taskId: 'T1', verdict: 'return' },
    ]);
  });

  it('loses 5 once for 10 or more self-refunds in a month, on the 10th', () => {
    expect(ledger({ selfRefunds: orders('2026-10-01', 9) })).toEqual([]);
    expect(ledger({ selfRefunds: orders('2026-10-01', 10) })).toEqual([
      { date: '2026-10-10', rule: 'selfRefunds', amount: -5 },
    ]);
    expect(ledger({ selfRefunds: orders('2026-10-01', 11) })).toHaveLength(1);
    // 9 in October and 9 in November: two months under the threshold.
    expect(
      ledger({ selfRefunds: [...orders('2026-10-20', 9), ...orders('2026-11-05', 9)] }),
    ).toEqual([]);
  });

  it('applies a staff adjustment as given, outside the monthly cap', () => {
    const entries = ledger({
      onTimeDays: run('2026-10-01', 30),
      adjustments: [{ date: '2026-10-31', amount: 5, reason: 'complex case' }],
    });
    expect(pointsTotal(entries)).toBe(19);
    expect(entries.at(-1)).toEqual({
      date: '2026-10-31',
      rule: 'adjustment',
      amount: 5,
      reason: 'complex case',
    });
  });
});

describe('the what-if', () => {
  it('reads the current run: counted today, alive from yesterday, or broken', () => {
    const days = run('2026-11-17', 5); // 17..21 November
    expect(runStateOn(days, '2026-11-21')).toEqual({
      runDays: 5,
      earnedThisMonth: 0,
      nextDay: '2026-11-22',
    });
    expect(runStateOn(days, '2026-11-22').runDays).toBe(5);
    expect(runStateOn(days, '2026-11-23')).toEqual({
      runDays: 0,
      earnedThisMonth: 0,
      nextDay: '2026-11-23',
    });
  });

  it('counts the days of on-time delivery that reach a target', () => {
    const state = runStateOn(run('2026-11-17', 5), '2026-11-21');
    expect(daysToReach(87, 90, state)).toBe(2); // day 7: +3
    expect(daysToReach(87, 91, state)).toBe(10); // day 15: +4
    expect(daysToReach(90, 90, state)).toBe(0);
  });

  it('lets the monthly cap and a new month show in the count', () => {
    // A run from 18 October: by 23 November it has earned November's 14 (4 + 3 + 4 + 3).
    const state = runStateOn(run('2026-10-18', 43), '2026-11-29');
    expect(state).toEqual({ runDays: 13, earnedThisMonth: 14, nextDay: '2026-11-30' });
    // 30 November is day 14 (nothing), 1 December day 15: +4 in a new month.
    expect(daysToReach(80, 81, state)).toBe(2);
    // Capped: with 14 earned, a day-15 award on the last day of the month would add nothing.
    const capped = runStateOn(run('2026-09-17', 44), '2026-10-30');
    expect(capped.earnedThisMonth).toBe(14);
    expect(daysToReach(80, 81, capped)).toBe(8); // 31 Oct cut, then 1-7 November: +3
  });
});
