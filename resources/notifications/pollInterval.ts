/** The feed is asked for every 10 s (SPEC §8's rhythm); slower while the server struggles. */
export const FEED_INTERVAL_MS = 10_000;
export const FEED_MAX_INTERVAL_MS = 60_000;
/** An answer slower than this counts as the server struggling. */
export const FEED_SLOW_MS = 3_000;

export type FeedOutcome = 'ok' | 'slow' | 'error';

/** After an error or a slow answer the interval doubles up to 60 s; a quick answer resets it. */
export function nextFeedInterval(current: number, outcome: FeedOutcome): number {
  if (outcome === 'ok') return FEED_INTERVAL_MS;
  return Math.min(current * 2, FEED_MAX_INTERVAL_MS);
}

export function outcomeOf(elapsedMs: number): FeedOutcome {
  return elapsedMs > FEED_SLOW_MS ? 'slow' : 'ok';
}
