import { checkCrownCount, SLOT_RULES } from './fileRules';
import { chartCrownCounts, type ToothUnit } from './teeth';

/**
 * What a submit for inspection carries and must satisfy (SPEC §5), shared by the portal and the
 * fake API. Every problem is a translation key under app.upload.rules.
 */
export interface CrownCountsPayload {
  fullCrownCount: number;
  innerCrownCount: number;
}

/**
 * Denture types whose delivery includes printed DLP models. SPEC §5 names the slot's count but
 * not which products need it: implant abutments (type 5) are printed on a model here.
 */
const DLP_DENTURE_TYPES: readonly string[] = ['5'];

export function needsDlpModel(task: { dentureType: string }): boolean {
  return DLP_DENTURE_TYPES.includes(task.dentureType);
}

/** How many files of each slot the submit decides on are registered. */
export interface SubmittedFileCounts {
  cad: number;
  dlp: number;
}

/** The first reason a submit is refused: the CAD file, crown counts, their reason, the DLP slot. */
export function submitProblem(
  task: { dentureType: string; teeth?: ToothUnit[] } & CrownCountsPayload,
  counts: Record<keyof CrownCountsPayload, string>,
  files: SubmittedFileCounts,
  countReason = '',
): string | undefined {
  if (files.cad === 0) return 'app.upload.rules.cad_required';
  const full = checkCrownCount(counts.fullCrownCount, task.fullCrownCount > 0);
  if (full) return full;
  const inner = checkCrownCount(counts.innerCrownCount, task.innerCrownCount > 0);
  if (inner) return inner;
  const reason = countReasonProblem(task, counts, countReason);
  if (reason) return reason;
  const dlp = SLOT_RULES.dlp;
  if (needsDlpModel(task) && (files.dlp < dlp.min || files.dlp > dlp.max)) return dlp.countKey;
  return undefined;
}

/**
 * Issue 24: the counts start from the order's tooth chart; a designer who hands in other counts
 * says why. True when the order has a chart and the typed counts differ from it.
 */
export function countsDifferFromChart(
  task: { teeth?: ToothUnit[] },
  counts: Record<keyof CrownCountsPayload, string>,
): boolean {
  if (!task.teeth || task.teeth.length === 0) return false;
  const chart = chartCrownCounts({ teeth: task.teeth });
  return (
    Number(counts.fullCrownCount) !== chart.fullCrownCount ||
    Number(counts.innerCrownCount) !== chart.innerCrownCount
  );
}

/** The reason a differing count needs: its translation key when it is missing. */
export function countReasonProblem(
  task: { teeth?: ToothUnit[] },
  counts: Record<keyof CrownCountsPayload, string>,
  reason: string,
): string | undefined {
  if (!countsDifferFromChart(task, counts) || reason.trim()) return undefined;
  return 'app.orders.teeth.rules.reason_required';
}
