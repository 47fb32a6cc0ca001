import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockNow, clockRunning, subscribeClock } from './sharedClock';

afterEach(() => {
  vi.useRealTimers();
});

describe('shared clock', () => {
  it('runs one interval for all listeners and stops when the last one leaves', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-01T00:00:00Z'));
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const first = vi.fn();
    const second = vi.fn();
    const leaveFirst = subscribeClock(first);
    const leaveSecond = subscribeClock(second);
    expect(setInterval).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3000);
    expect(first).toHaveBeenCalledTimes(3);
    expect(second).toHaveBeenCalledTimes(3);
    expect(clockNow()).toBe(Date.parse('2026-11-01T00:00:03Z'));
    leaveFirst();
    expect(clockRunning()).toBe(true);
    leaveSecond();
    expect(clockRunning()).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(second).toHaveBeenCalledTimes(3);
    subscribeClock(first)();
    expect(clockNow()).toBe(Date.parse('2026-11-01T00:00:08Z'));
  });
});
