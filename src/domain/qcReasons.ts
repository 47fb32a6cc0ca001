import type { PinMeasurement } from './measuredAtPin';
import type { TaskAction } from './taskStates';
import { isTooLong } from './textLimits';

/** Reason categories of an inspection (codes of the `qc_reason` dictionary). */
export const QC_REASON_CATEGORIES = [
  'margin',
  'contacts',
  'occlusion',
  'thickness',
  'anatomy',
  'emergence',
  'file',
  'other',
] as const;
export type QcReasonCategory = (typeof QC_REASON_CATEGORIES)[number];

/** Severities (codes of the `qc_severity` dictionary), mildest first. */
export const QC_SEVERITIES = ['minor', 'major', 'critical'] as const;
export type QcSeverity = (typeof QC_SEVERITIES)[number];

export type QcAction = Extract<TaskAction, 'pass' | 'fail' | 'return'>;
export const QC_ACTIONS: readonly QcAction[] = ['pass', 'fail', 'return'];

/** One structured reason; `pin` is a point on the submitted design, in the file's units (mm). */
export interface QcReason {
  category: QcReasonCategory;
  severity: QcSeverity;
  text: string;
  pin?: [number, number, number];
  /** Set by the server only (never read from the inspector): the value measured at the pin. */
  measured?: PinMeasurement;
}

/** Translation keys of the refusals (the portal shows them, the fake API sends their zh text). */
export const QC_REASON_ERRORS = {
  required: 'app.orders.qc.error.reasonRequired',
  category: 'app.orders.qc.error.category',
  severity: 'app.orders.qc.error.severity',
  text: 'app.orders.qc.error.text',
  pin: 'app.orders.qc.error.pin',
} as const;
export type QcReasonError = (typeof QC_REASON_ERRORS)[keyof typeof QC_REASON_ERRORS];

/** Fail and return need at least one reason; a pass may carry remarks. */
function reasonsRequired(action: QcAction): boolean {
  return action !== 'pass';
}

/** The first problem of one reason, or undefined. */
export function validateReason(reason: unknown): QcReasonError | undefined {
  if (typeof reason !== 'object' || reason === null) return QC_REASON_ERRORS.category;
  const { category, severity, text, pin } = reason as Record<string, unknown>;
  if (!(QC_REASON_CATEGORIES as readonly unknown[]).includes(category)) {
    return QC_REASON_ERRORS.category;
  }
  if (!(QC_SEVERITIES as readonly unknown[]).includes(severity)) return QC_REASON_ERRORS.severity;
  // The description is a reason like any other: its length is TEXT_LIMITS.reason (code points).
  if (typeof text !== 'string' || isTooLong('reason', text)) return QC_REASON_ERRORS.text;
  // "Other" says nothing by itself: it needs words.
  if (category === 'other' && text.trim() === '') return QC_REASON_ERRORS.text;
  if (pin !== undefined && !isPoint(pin)) return QC_REASON_ERRORS.pin;
  return undefined;
}

/** The first problem of an inspection's reasons for `action`, or undefined when it may be sent. */
export function validateInspection(
  action: QcAction,
  reasons: readonly unknown[],
): QcReasonError | undefined {
  if (reasonsRequired(action) && reasons.length === 0) return QC_REASON_ERRORS.required;
  for (const reason of reasons) {
    const problem = validateReason(reason);
    if (problem) return problem;
  }
  return undefined;
}

function isPoint(value: unknown): value is [number, number, number] {
  return (
    Array.isArray(value) &&
    value.length === 3 &&
    value.every((n) => typeof n === 'number' && Number.isFinite(n))
  );
}

/** A reason as one line of plain text (older screens and the CSV keep reading strings). */
export function reasonLine(reason: QcReason, label: (category: QcReasonCategory) => string) {
  const text = reason.text.trim();
  if (reason.category === 'other') return text;
  return text ? `${label(reason.category)}: ${text}` : label(reason.category);
}

/** One inspection as stored with the task and with the version it judged. */
export interface QcInspection {
  action: QcAction;
  /** The status it led to: "3" passed, "4" unqualified, "5" quality return. */
  status: '3' | '4' | '5';
  reasons: QcReason[];
  /** The inspector's account. */
  inspector: string;
  time: string;
  /** The CAD version judged (0 when the order had none). */
  version: number;
}
