import { describe, expect, it } from 'vitest';
import { FEED_INTERVAL_MS, nextFeedInterval, outcomeOf } from './pollInterval';

describe('the feed interval', () => {
  it('doubles after errors or slow answers up to 60 s, and returns to 10 s after a quick one', () => {
    const steps: number[] = [];
    let interval = FEED_INTERVAL_MS;
    for (const outcome of ['error', 'slow', 'error', 'error', 'error', 'ok'] as const) {
      interval = nextFeedInterval(interval, outcome);
      steps.push(interval);
    }
    expect(steps).toEqual([20_000, 40_000, 60_000, 60_000, 60_000, 10_000]);
  });
  it('calls an answer slow after 3 s', () => {
    expect(outcomeOf(2_999)).toBe('ok');
    expect(outcomeOf(3_001)).toBe('slow');
  });
});
