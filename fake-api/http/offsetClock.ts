/** A clock that runs with `base` plus an offset the tests may move on (never back). */
export interface OffsetClock {
  now: () => number;
  advance(ms: number): number;
}

export function createOffsetClock(base: () => number): OffsetClock {
  let offset = 0;
  return {
    now: () => base() + offset,
    advance(ms) {
      offset += Math.max(0, ms);
      return base() + offset;
    },
  };
}
