/**
 * Locale-aware display of the values the server sends: `yyyy-MM-dd HH:mm:ss` dates (server time,
 * UTC+8), numbers, money in RMB or USD, and file sizes in KB/MB/GB (SPEC §9). Pure: no React.
 */
import type { Language } from '../../i18n/languages';

export type FormatLanguage = Language;
export type Currency = 'RMB' | 'USD';

const LOCALES: Record<FormatLanguage, string> = { zh: 'zh-CN', en: 'en-US', tr: 'tr-TR' };
const ISO_CURRENCY: Record<Currency, string> = { RMB: 'CNY', USD: 'USD' };
/** BladeX servers run on China time; the portal shows their wall-clock time as is. */
const SERVER_TIME_ZONE = 'Asia/Shanghai';
const SERVER_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const KB = 1024;
const SIZE_UNITS = [
  { unit: 'GB', bytes: KB ** 3 },
  { unit: 'MB', bytes: KB ** 2 },
  { unit: 'KB', bytes: KB },
] as const;

export function localeOf(language: string): string {
  return LOCALES[language as FormatLanguage] ?? LOCALES.zh;
}

/** The instant a server date means, or undefined for "" (the server's null) and garbage. */
export function parseServerDateTime(text: string | null | undefined): Date | undefined {
  const match = SERVER_DATE_TIME.exec(text?.trim() ?? '');
  if (!match) return undefined;
  const [, year, month, day, hour = '00', minute = '00', second = '00'] = match;
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}+08:00`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** `yyyy-MM-dd HH:mm:ss` of an instant in server time (UTC+8, no daylight saving). */
export function serverDateTimeOf(instant: number): string {
  return new Date(instant + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** `yyyy-MM-dd HH:mm:ss` of an instant in the browser's own time zone (client-side records). */
export function toDateTimeString(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

export function formatDateTime(text: string | null | undefined, language: string): string {
  const date = parseServerDateTime(text);
  if (!date) return text ?? '';
  return new Intl.DateTimeFormat(localeOf(language), {
    timeZone: SERVER_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(date);
}

export function formatDate(text: string | null | undefined, language: string): string {
  const date = parseServerDateTime(text);
  if (!date) return text ?? '';
  return new Intl.DateTimeFormat(localeOf(language), {
    timeZone: SERVER_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

export function formatNumber(
  value: number | string | null | undefined,
  language: string,
  maximumFractionDigits = 2,
): string {
  const number = toNumber(value);
  if (number === undefined) return '';
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits }).format(number);
}

/** Always two decimals; ¥ for RMB and $ for USD in every language. */
export function formatMoney(
  value: number | string | null | undefined,
  currency: Currency,
  language: string,
): string {
  const number = toNumber(value);
  if (number === undefined) return '';
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: ISO_CURRENCY[currency],
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(number);
}

/** KB below one MB (sizes under 1 KB too), then MB, then GB; at most two decimals. */
export function formatFileSize(bytes: number | string | null | undefined, language: string) {
  const size = toNumber(bytes);
  if (size === undefined || size < 0) return '';
  const { unit, bytes: unitBytes } =
    SIZE_UNITS.find((candidate) => size >= candidate.bytes) ?? SIZE_UNITS[2];
  return `${formatNumber(size / unitBytes, language, 2)} ${unit}`;
}

function toNumber(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : undefined;
}
