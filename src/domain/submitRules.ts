import { checkCrownCount, SLOT_RULES } from './fileRules';

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

/** The first reason a submit is refused: crown counts, then the DLP slot when needed. */
export function submitProblem(
  task: { dentureType: string } & CrownCountsPayload,
  counts: Record<keyof CrownCountsPayload, string>,
  dlpFiles: number,
): string | undefined {
  const full = checkCrownCount(counts.fullCrownCount, task.fullCrownCount > 0);
  if (full) return full;
  const inner = checkCrownCount(counts.innerCrownCount, task.innerCrownCount > 0);
  if (inner) return inner;
  const dlp = SLOT_RULES.dlp;
  if (needsDlpModel(task) && (dlpFiles < dlp.min || dlpFiles > dlp.max)) return dlp.countKey;
  return undefined;
}
