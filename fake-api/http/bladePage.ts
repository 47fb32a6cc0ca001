import type { Request } from 'express';
import { param } from './params';

/** A BladeX page of `records` for `current` (1-based) and `size` (default 10): every paged call's answer. */
export function bladePage<T>(records: T[], req: Request) {
  const size = positive(param(req, 'size'), 10);
  const current = positive(param(req, 'current'), 1);
  return {
    records: records.slice((current - 1) * size, current * size),
    total: records.length,
    size,
    current,
    pages: Math.ceil(records.length / size),
    orders: [],
    searchCount: true,
  };
}

function positive(text: string, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}
