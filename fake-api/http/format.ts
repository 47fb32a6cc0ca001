import { createHash } from 'node:crypto';

/** BladeX servers run on China time: every date on the wire is UTC+8. */
const SERVER_OFFSET_MS = 8 * 3600_000;
const SNOWFLAKE_EPOCH = 1288834974657n;
const WORKER_ID = 1n;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `yyyy-MM-dd HH:mm:ss` in server time. */
export function formatDateTime(epochMs: number): string {
  const d = new Date(epochMs + SERVER_OFFSET_MS);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return `${date} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Parses `yyyy-MM-dd HH:mm:ss` (server time) to epoch milliseconds. */
export function parseDateTime(text: string): number {
  const [date, time = '00:00:00'] = text.split(' ');
  return Date.parse(`${date}T${time}+08:00`);
}

/** A 19-digit snowflake-like id for the given instant and sequence number. */
export function snowflakeId(epochMs: number, sequence: number): string {
  const elapsed = BigInt(Math.floor(epochMs)) - SNOWFLAKE_EPOCH;
  return ((elapsed << 22n) | (WORKER_ID << 12n) | BigInt(sequence & 0xfff)).toString();
}

/** Ids for records created while the server runs. */
export function createIdFactory(now: () => number): () => string {
  let sequence = 0;
  return () => snowflakeId(now(), sequence++);
}

export function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}
