import type { QueryValue } from './client/httpClient';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_RANGE = /^(\w+)_(from|to)$/;

/**
 * A react-admin list filter → the Blade query keys of a page call. Filters are plain query keys
 * (a suffix such as `_like` picks the operator) and lists are comma-joined; text is trimmed and
 * blanks are left out. A day range is kept in the list as `field_from` / `field_to`, both days
 * included, as the date inputs show it; Blade takes `field_datege` and an exclusive
 * `field_datelt`, so the "to" day is sent as the day after.
 */
export function toFilterQuery(filter: unknown): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  if (typeof filter !== 'object' || filter === null) return query;
  for (const [key, raw] of Object.entries(filter)) {
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (Array.isArray(value)) query[key] = value.join(',');
    else if (value === '' || typeof value === 'object' || value === undefined) continue;
    else if (DAY_RANGE.test(key) && typeof value === 'string')
      Object.assign(query, dayBound(key, value));
    else query[key] = value as QueryValue;
  }
  return query;
}

function dayBound(key: string, day: string): Record<string, string> {
  const [, field, bound] = DAY_RANGE.exec(key) ?? [];
  if (!DAY.test(day)) return {};
  return bound === 'from' ? { [`${field}_datege`]: day } : { [`${field}_datelt`]: nextDay(day) };
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
