import { describe, expect, it } from 'vitest';
import {
  countdownNow,
  flagExcusesReturn,
  grabbedAtOf,
  isFlagOpen,
  shiftedDeadline,
  validateAnswer,
  validateFlag,
  withinFlagWindow,
} from './caseFlag';
import type { CaseFlag } from './caseFlag';

const HOUR = 3_600_000;
const flag = (extra: Partial<CaseFlag> = {}): CaseFlag => ({
  code: 'unreadableMargin',
  note: 'margin on 21 not visible',
  pins: [],
  flaggedAt: '2026-11-02 10:00:00',
  ...extra,
});

describe('the clock rule', () => {
  it('moves the deadline later by the paused time once answered', () => {
    const deadline = Date.parse('2026-11-03T10:00:00Z');
    const flagged = Date.parse('2026-11-02T10:00:00Z');
    expect(shiftedDeadline(deadline, flagged, flagged + 90 * 60_000)).toBe(deadline + 90 * 60_000);
  });

  it('never moves the deadline earlier', () => {
    expect(shiftedDeadline(1000, 500, 400)).toBe(1000);
  });

  it('freezes the countdown at the flag time while open, runs it otherwise', () => {
    expect(countdownNow(5_000, 9_000)).toBe(5_000);
    expect(countdownNow(5_000, 1_000)).toBe(5_000);
    expect(countdownNow(undefined, 9_000)).toBe(9_000);
  });

  it('tells an open flag from an answered one', () => {
    expect(isFlagOpen(flag())).toBe(true);
    expect(isFlagOpen(flag({ answeredAt: '2026-11-02 11:00:00', answer: 'proceed' }))).toBe(false);
    expect(isFlagOpen(undefined)).toBe(false);
  });
});

describe('the flag window', () => {
  it('is open for 4 hours after the grab', () => {
    const grabbed = grabbedAtOf(100 * HOUR, 48);
    expect(grabbed).toBe(52 * HOUR);
    expect(withinFlagWindow(grabbed, grabbed + 4 * HOUR)).toBe(true);
    expect(withinFlagWindow(grabbed, grabbed + 4 * HOUR + 1)).toBe(false);
  });
});

describe('excused quality returns', () => {
  it('excuses any return after "proceed as is"', () => {
    expect(flagExcusesReturn(flag({ answer: 'proceed' }), ['anatomy'])).toBe(true);
  });

  it('excuses a return on the flagged point only, after "completed"', () => {
    const completed = flag({ answer: 'completed' });
    expect(flagExcusesReturn(completed, ['margin'])).toBe(true);
    expect(flagExcusesReturn(completed, ['anatomy'])).toBe(false);
    expect(flagExcusesReturn(flag({ code: 'noAntagonist' }), ['occlusion'])).toBe(true);
  });

  it('excuses nothing without a flag', () => {
    expect(flagExcusesReturn(undefined, ['margin'])).toBe(false);
  });
});

describe('validation', () => {
  it('needs a known code and a note within 500 characters', () => {
    expect(validateFlag({ code: 'missingScan', note: 'no lower jaw' })).toBeUndefined();
    expect(validateFlag({ code: 'nope', note: 'x' })).toBe('app.orders.case_flag.error.code');
    expect(validateFlag({ code: 'missingScan', note: '  ' })).toBe(
      'app.orders.case_flag.error.note',
    );
    expect(validateFlag({ code: 'missingScan', note: 'x'.repeat(501) })).toBe(
      'app.orders.case_flag.error.note_too_long',
    );
  });

  it('takes pins as points of three numbers', () => {
    expect(validateFlag({ code: 'missingScan', note: 'x', pins: [[1, 2, 3]] })).toBeUndefined();
    expect(validateFlag({ code: 'missingScan', note: 'x', pins: [[1, 2]] })).toBe(
      'app.orders.case_flag.error.pins',
    );
  });

  it('takes only the two answers', () => {
    expect(validateAnswer({ answer: 'proceed', note: '' })).toBeUndefined();
    expect(validateAnswer({ answer: 'later', note: '' })).toBe('app.orders.case_flag.error.answer');
  });
});
