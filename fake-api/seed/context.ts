import { formatDateTime, parseDateTime, snowflakeId } from '../http/format';
import { createPrng } from './random';

/** The instant the seeded world is "now": nothing in the seed reads the real clock. */
export const REFERENCE_TIME = parseDateTime('2026-11-01 08:00:00');
const DAY_MS = 86_400_000;

export interface SeedContext {
  random: () => number;
  /** A fresh 19-digit id for a record created at the given instant. */
  nextId(createdAt?: number): string;
  /** A time `days` days (plus a random part of a day) before the reference time. */
  daysAgo(days: number): number;
  format(epochMs: number): string;
}

export function createSeedContext(seed = 20261101): SeedContext {
  const random = createPrng(seed);
  let sequence = 0;
  return {
    random,
    nextId: (createdAt = REFERENCE_TIME) => snowflakeId(createdAt, sequence++),
    daysAgo: (days) => REFERENCE_TIME - days * DAY_MS - Math.floor(random() * DAY_MS),
    format: formatDateTime,
  };
}
