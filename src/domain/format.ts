/**
 * The one place that turns values into text for people: `yyyy-MM-dd HH:mm:ss` dates (sent in
 * server time, UTC+8) shown in the user's time zone, or in the server's with the zone named where
 * the server's clock rules (deadlines, month close); numbers, chart-axis numbers, durations, money
 * in RMB or USD (yuan or integer fen; SPEC §9) and file sizes. Pages, tables, chart axes and
 * exports all go through these (src/format/useFormatters.ts binds the language); the
 * `noHandFormatting` test keeps it so. Pure: no React.
 */
import type { Language } from '../../i18n/languages';

export type FormatLanguage = Language;
export type Currency = 'RMB' | 'USD';

const LOCALES: Record<FormatLanguage, string> = { zh: 'zh-CN', en: 'en-US', tr: 'tr-TR' };
const ISO_CURRENCY: Record<Currency, string> = { RMB: 'CNY', USD: 'USD' };
/** BladeX servers run on China time. */
export const SERVER_TIME_ZONE = 'Asia/Shanghai';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH_ONLY = /^(\d{4})-(\d{2})$/;
const SERVER_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const KB = 1024;
const SIZE_UNITS = [
  { unit: 'GB', bytes: KB ** 3 },
  { unit: 'MB', bytes: KB ** 2 },
  { unit: 'KB', bytes: KB },
] as const;

/**
 * Intl formatters, made once per locale and options: making one costs far more than formatting
 * with it, and a workbench page formats hundreds of amounts, dates and durations as it renders
 * and as its deadlines tick (issue 27: blocking time). Formatters are immutable, so sharing is safe.
 */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function once<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  kind: string,
  locale: string,
  options: object,
  make: () => F,
): F {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  const known = made.get(key) as F | undefined;
  if (known) return known;
  const formatter = make();
  made.set(key, formatter);
  return formatter;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}) {
  return once('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  return once('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function relativeTimeFormat(locale: string, options: Intl.RelativeTimeFormatOptions) {
  return once('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}

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

/** The time zone the browser runs in: the user's. */
export function userTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const DATE_PARTS = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
const TIME_PARTS = {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
} as const;

/** A server date-time in the user's time zone (their own clock needs no zone name). */
export function formatDateTime(
  text: string | null | undefined,
  language: string,
  timeZone: string = userTimeZone(),
): string {
  const date = parseServerDateTime(text);
  if (!date) return text ?? '';
  return dateTimeFormat(localeOf(language), {
    timeZone,
    ...DATE_PARTS,
    ...TIME_PARTS,
  }).format(date);
}

/**
 * A `yyyy-MM-dd HH:mm:ss` the browser wrote on its own clock (toDateTimeString, e.g. the local
 * error log): shown as written, in the language's order, not moved from server time.
 */
export function formatLocalDateTime(text: string | null | undefined, language: string): string {
  const match = SERVER_DATE_TIME.exec(text?.trim() ?? '');
  if (!match) return text ?? '';
  const [, year, month, day, hour = '00', minute = '00', second = '00'] = match;
  const wallClock = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
  if (Number.isNaN(wallClock.getTime())) return text ?? '';
  return dateTimeFormat(localeOf(language), {
    timeZone: 'UTC',
    ...DATE_PARTS,
    ...TIME_PARTS,
  }).format(wallClock);
}

/**
 * A server date-time on the user's clock with its zone named ("09:07:09 GMT+3"): on a page that
 * also shows server-clock times (an order's deadline, "GMT+8"), so that neither reads as the other.
 */
export function formatZonedDateTime(
  text: string | null | undefined,
  language: string,
  timeZone: string = userTimeZone(),
): string {
  const date = parseServerDateTime(text);
  if (!date) return text ?? '';
  return dateTimeFormat(localeOf(language), {
    timeZone,
    ...DATE_PARTS,
    ...TIME_PARTS,
    timeZoneName: 'shortOffset',
  }).format(date);
}

/**
 * A server date-time on the server's clock with its zone named ("GMT+8"): for what the server's
 * clock decides, such as deadlines and the month close.
 */
export function formatServerDateTime(text: string | null | undefined, language: string): string {
  const date = parseServerDateTime(text);
  if (!date) return text ?? '';
  return dateTimeFormat(localeOf(language), {
    timeZone: SERVER_TIME_ZONE,
    ...DATE_PARTS,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'shortOffset',
  }).format(date);
}

/**
 * The day of a server date: a bare `yyyy-MM-dd` is a calendar day and stays that day everywhere;
 * a date-time is the day it is in the user's time zone.
 */
export function formatDate(
  text: string | null | undefined,
  language: string,
  timeZone: string = userTimeZone(),
): string {
  const trimmed = text?.trim() ?? '';
  const date = parseServerDateTime(trimmed);
  if (!date) return text ?? '';
  const calendarDay = DATE_ONLY.test(trimmed);
  const instant = calendarDay ? new Date(`${trimmed}T00:00:00Z`) : date;
  return dateTimeFormat(localeOf(language), {
    timeZone: calendarDay ? 'UTC' : timeZone,
    ...DATE_PARTS,
  }).format(instant);
}

/** A `yyyy-MM` month as the language names it ("Nov 2026", "Kas 2026", "2026年11月"). */
export function formatMonth(text: string | null | undefined, language: string): string {
  const match = MONTH_ONLY.exec(text?.trim() ?? '');
  if (!match) return text ?? '';
  const instant = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return dateTimeFormat(localeOf(language), {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
  }).format(instant);
}

const DURATION_UNITS = [
  { unit: 'day', ms: 86_400_000 },
  { unit: 'hour', ms: 3_600_000 },
  { unit: 'minute', ms: 60_000 },
] as const;

/**
 * A span of time in days, hours and minutes ("2 days, 3 hr, 5 min", "2 gün 3 sa. 5 dk.",
 * "2天3小时5分钟"); zero units left out, "0 min" for less than a minute.
 */
export function formatDuration(ms: number, language: string): string {
  const locale = localeOf(language);
  let rest = Math.max(0, Math.floor(ms / 60_000) * 60_000);
  const parts: string[] = [];
  for (const { unit, ms: unitMs } of DURATION_UNITS) {
    const count = Math.floor(rest / unitMs);
    rest -= count * unitMs;
    if (count > 0 || (unit === 'minute' && parts.length === 0)) {
      const style = { style: 'unit', unit, unitDisplay: 'short' } as const;
      parts.push(numberFormat(locale, style).format(count));
    }
  }
  const separator = language === 'zh' ? '' : ' ';
  return parts.join(separator);
}

export function formatNumber(
  value: number | string | null | undefined,
  language: string,
  maximumFractionDigits = 2,
): string {
  const number = toNumber(value);
  if (number === undefined) return '';
  return numberFormat(localeOf(language), { maximumFractionDigits }).format(number);
}

/** A percentage as the language writes it: "30%" in zh and en, "%30" in tr. */
export function formatPercent(percent: number, language: string): string {
  return numberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 2 }).format(
    percent / 100,
  );
}

/** A measure with exactly `digits` decimals (millimetres, percentages). */
export function formatDecimal(
  value: number | string | null | undefined,
  language: string,
  digits: number,
): string {
  const number = toNumber(value);
  if (number === undefined) return '';
  return numberFormat(localeOf(language), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(number);
}

/** A chart axis tick: short ("4K", "4 B", "4万") so that labels are never cut. */
export function formatAxisNumber(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return numberFormat(localeOf(language), {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
}

/** An amount held in integer fen (the wire's and the domain's unit), shown as yuan or dollars. */
export function formatMoneyFen(
  fen: number | null | undefined,
  currency: Currency,
  language: string,
): string {
  if (fen === null || fen === undefined || !Number.isFinite(fen)) return '';
  return formatMoney(fen / 100, currency, language);
}

/** A change of balance in integer fen: "+¥200.00", "-¥200.00", and "¥0.00" unsigned. */
export function formatSignedMoneyFen(
  fen: number | null | undefined,
  currency: Currency,
  language: string,
): string {
  if (fen === null || fen === undefined || !Number.isFinite(fen)) return '';
  return numberFormat(localeOf(language), {
    ...moneyOptions(currency),
    signDisplay: 'exceptZero',
  }).format(fen / 100);
}

/** Always two decimals; ¥ for RMB and $ for USD in every language. */
export function formatMoney(
  value: number | string | null | undefined,
  currency: Currency,
  language: string,
): string {
  const number = toNumber(value);
  if (number === undefined) return '';
  return numberFormat(localeOf(language), moneyOptions(currency)).format(number);
}

/** Two decimals, "¥" for RMB and "$" for USD whatever the language. */
function moneyOptions(currency: Currency): Intl.NumberFormatOptions {
  return {
    style: 'currency',
    currency: ISO_CURRENCY[currency],
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  };
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

const RELATIVE_UNITS = [
  { unit: 'day', ms: 86_400_000 },
  { unit: 'hour', ms: 3_600_000 },
  { unit: 'minute', ms: 60_000 },
] as const;

/**
 * How long ago a server date-time was, at `now` ("5 minutes ago", "5 dakika önce", "5分钟前"):
 * the largest whole unit up to days, "now" under a minute; a full date after a week; "" for "".
 */
export function formatRelativeTime(
  text: string | null | undefined,
  now: number,
  language: string,
): string {
  const date = parseServerDateTime(text);
  if (!date) return '';
  const elapsed = Math.max(0, now - date.getTime());
  if (elapsed >= 7 * 86_400_000) return formatDate(text, language);
  const format = relativeTimeFormat(localeOf(language), { numeric: 'auto' });
  const found = RELATIVE_UNITS.find(({ ms }) => elapsed >= ms);
  if (!found) return format.format(0, 'second');
  return format.format(-Math.floor(elapsed / found.ms), found.unit);
}
