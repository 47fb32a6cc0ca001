import { formatDateTime, snowflakeId } from '../http/format';
import { createPrng } from './random';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

export interface SeedContext {
  random: () => number;
  /**
   * The instant the data file is created: every seeded date is laid relative to it, so the demo
   * looks alive (orders due in hours, history over the last months). Whole seconds, since the
   * wire format has no milliseconds.
   */
  now: number;
  /** A fresh 19-digit id for a record created at the given instant. */
  nextId(createdAt?: number): string;
  /** A time `days` days (plus a random part of a day) before now. */
  daysAgo(days: number): number;
  /** `hours` hours from now (negative: in the past). */
  hoursFromNow(hours: number): number;
  format(epochMs: number): string;
}

/** Deterministic for a given clock: the same `now` and seed give the same database. */
export function createSeedContext(now: number, seed = 20261101): SeedContext {
  const random = createPrng(seed);
  const start = Math.floor(now / 1000) * 1000;
  let sequence = 0;
  return {
    random,
    now: start,
    nextId: (createdAt = start) => snowflakeId(createdAt, sequence++),
    daysAgo: (days) => start - days * DAY_MS - Math.floor(random() * DAY_MS),
    hoursFromNow: (hours) => start + Math.round(hours * HOUR_MS),
    format: formatDateTime,
  };
}
