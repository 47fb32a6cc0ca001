import { describe, expect, it } from 'vitest';
import { countdown, countdownClock } from './countdown';

describe('countdown', () => {
  it('counts down to the deadline', () => {
    const left = countdown(Date.UTC(2026, 0, 3, 3, 4, 5), Date.UTC(2026, 0, 1));
    expect(left).toEqual({ overdue: false, days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdownClock(left)).toBe('03:04:05');
  });

  it('counts the time past an overdue deadline', () => {
    const past = countdown(0, 61_000);
    expect(past).toMatchObject({ overdue: true, minutes: 1, seconds: 1 });
    expect(countdownClock(past)).toBe('00:01:01');
  });
});
