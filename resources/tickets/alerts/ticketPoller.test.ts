import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTicketPoller } from './ticketPoller';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(answers: { newsCount: number; times: number }[]) {
  const calls: (number | undefined)[] = [];
  const announced: number[] = [];
  const state = { canPoll: true };
  const poller = startTicketPoller({
    refresh: async (times) => {
      calls.push(times);
      return answers[Math.min(calls.length - 1, answers.length - 1)];
    },
    canPoll: () => state.canPoll,
    announce: (count) => announced.push(count),
    intervalMs: 10_000,
  });
  return { calls, announced, state, poller };
}

describe('startTicketPoller', () => {
  it('asks at once, then every 10 s, sending back the last times; announces only news', async () => {
    const { calls, announced, poller } = setup([
      { newsCount: 0, times: 5 },
      { newsCount: 2, times: 7 },
      { newsCount: 0, times: 7 },
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([undefined]);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toEqual([undefined, 5, 7]);
    expect(announced).toEqual([2]);
    poller.stop();
  });

  it('skips ticks while it may not poll (hidden tab, logged out) and stops for good', async () => {
    const { calls, state, poller } = setup([{ newsCount: 0, times: 1 }]);
    await vi.advanceTimersByTimeAsync(0);
    state.canPoll = false;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toHaveLength(1);
    state.canPoll = true;
    poller.tick();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([undefined, 1]);
    poller.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(2);
  });

  it('keeps polling after a failed call', async () => {
    let fail = true;
    const calls: (number | undefined)[] = [];
    const poller = startTicketPoller({
      refresh: async (times) => {
        calls.push(times);
        if (fail) throw new Error('500');
        return { newsCount: 0, times: 3 };
      },
      canPoll: () => true,
      announce: () => undefined,
      intervalMs: 10_000,
    });
    await vi.advanceTimersByTimeAsync(0);
    fail = false;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toEqual([undefined, undefined]);
    poller.stop();
  });
});
