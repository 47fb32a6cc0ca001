import type { QcReasonCategory } from './qcReasons';
import { isTooLong } from './textLimits';

/**
 * Flagging a case as incomplete before the design clock runs (issue 24). Pure: shared by the
 * portal and the fake API; the calls and states are in docs/CONTRACT.md ("Case flag").
 */
export const CASE_FLAG_CODES = [
  'missingScan',
  'noAntagonist',
  'unreadableMargin',
  'unclearRequest',
] as const;
export type CaseFlagCode = (typeof CASE_FLAG_CODES)[number];

/** Staff's two answers: the customer completed the case, or the designer proceeds as it is. */
export const CASE_FLAG_ANSWERS = ['completed', 'proceed'] as const;
export type CaseFlagAnswer = (typeof CASE_FLAG_ANSWERS)[number];

/**
 * How long after the grab the holder may still flag: long enough to open every scan and read
 * the request, short enough that a flag cannot buy back time lost designing.
 */
export const FLAG_WINDOW_HOURS = 4;

const HOUR_MS = 3_600_000;

/** A point on a scan, in the file's units (mm), as QC pins are. */
export type ScanPin = [number, number, number];

/** The flag an order carries once raised. Times are `yyyy-MM-dd HH:mm:ss` (server time). */
export interface CaseFlag {
  code: CaseFlagCode;
  note: string;
  pins: ScanPin[];
  flaggedAt: string;
  answeredAt?: string;
  answer?: CaseFlagAnswer;
  answerNote?: string;
  /** Quality fails and returns this flag excused from the first-pass rate and points. */
  excusedReturns?: number;
}

/** An open flag: raised and not answered yet. */
export type OpenCaseFlag = CaseFlag & { answeredAt?: undefined };

export function isFlagOpen(flag: CaseFlag | undefined): flag is OpenCaseFlag {
  return flag !== undefined && flag.answeredAt === undefined;
}

/** Whether an order grabbed at `grabbedMs` may still be flagged at `nowMs`. */
export function withinFlagWindow(grabbedMs: number, nowMs: number): boolean {
  return nowMs >= grabbedMs && nowMs - grabbedMs <= FLAG_WINDOW_HOURS * HOUR_MS;
}

/** The grab time an order's deadline implies (deadline = grab + cycle hours). */
export function grabbedAtOf(deadlineMs: number, designCycleHours: number): number {
  return deadlineMs - designCycleHours * HOUR_MS;
}

/**
 * THE CLOCK RULE. While a flag is open the deadline does not run; once staff answer, the
 * deadline moves later by the time it was paused: deadline' = deadline + (answeredAt - flaggedAt).
 */
export function shiftedDeadline(deadlineMs: number, flaggedMs: number, answeredMs: number): number {
  return deadlineMs + Math.max(0, answeredMs - flaggedMs);
}

/**
 * The moment the countdown reads "now" at: the flag time while the flag is open (the countdown
 * stands still at what was left then, whatever the viewer's clock says), the real clock otherwise.
 */
export function countdownNow(openFlaggedMs: number | undefined, nowMs: number): number {
  return openFlaggedMs ?? nowMs;
}

/** The QC reason categories each flag code speaks for (the "flagged point" of a return). */
export const FLAG_QC_CATEGORIES: Readonly<Record<CaseFlagCode, readonly QcReasonCategory[]>> = {
  missingScan: ['file'],
  noAntagonist: ['occlusion', 'contacts'],
  unreadableMargin: ['margin'],
  unclearRequest: ['other'],
};

/**
 * Whether a quality fail or return is excused from the designer's first-pass rate and points:
 * the order was flagged and staff said "proceed as is", or a reason is the flagged point.
 */
export function flagExcusesReturn(
  flag: CaseFlag | undefined,
  categories: readonly QcReasonCategory[],
): boolean {
  if (!flag) return false;
  if (flag.answer === 'proceed') return true;
  return categories.some((category) => FLAG_QC_CATEGORIES[flag.code].includes(category));
}

/** Translation keys of a flag's refusals (the fake API sends their zh text). */
export const CASE_FLAG_ERRORS = {
  code: 'app.orders.case_flag.error.code',
  note: 'app.orders.case_flag.error.note',
  noteTooLong: 'app.orders.case_flag.error.note_too_long',
  pins: 'app.orders.case_flag.error.pins',
  answer: 'app.orders.case_flag.error.answer',
} as const;
export type CaseFlagError = (typeof CASE_FLAG_ERRORS)[keyof typeof CASE_FLAG_ERRORS];

/** At most this many pins on one flag. */
export const MAX_FLAG_PINS = 10;

/** The first problem of a designer's flag, or undefined when it may be sent. */
export function validateFlag(input: {
  code?: unknown;
  note?: unknown;
  pins?: unknown;
}): CaseFlagError | undefined {
  if (!(CASE_FLAG_CODES as readonly unknown[]).includes(input.code)) return CASE_FLAG_ERRORS.code;
  if (typeof input.note !== 'string' || input.note.trim() === '') return CASE_FLAG_ERRORS.note;
  if (isTooLong('reason', input.note)) return CASE_FLAG_ERRORS.noteTooLong;
  const pins = input.pins ?? [];
  if (!Array.isArray(pins) || pins.length > MAX_FLAG_PINS || !pins.every(isPin)) {
    return CASE_FLAG_ERRORS.pins;
  }
  return undefined;
}

/** The first problem of staff's answer, or undefined. The note is optional, as long as a reason. */
export function validateAnswer(input: {
  answer?: unknown;
  note?: unknown;
}): CaseFlagError | undefined {
  if (!(CASE_FLAG_ANSWERS as readonly unknown[]).includes(input.answer)) {
    return CASE_FLAG_ERRORS.answer;
  }
  if (typeof input.note === 'string' && isTooLong('reason', input.note)) {
    return CASE_FLAG_ERRORS.noteTooLong;
  }
  return undefined;
}

function isPin(value: unknown): value is ScanPin {
  return (
    Array.isArray(value) &&
    value.length === 3 &&
    value.every((n) => typeof n === 'number' && Number.isFinite(n))
  );
}
