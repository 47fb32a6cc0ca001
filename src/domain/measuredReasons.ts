/**
 * The failing regions of a version's design checks as the inspector's starting reasons (issue
 * 37): each check short of the order becomes a reason of its category, pinned at its worst
 * region with the measured value in its text. The inspector keeps, edits or removes them.
 */
import type { CheckId, CheckResult } from './mesh/designCheckTypes';
import type { QcReason, QcReasonCategory } from './qcReasons';

export const CATEGORY_OF_CHECK: Record<CheckId, QcReasonCategory> = {
  'thickness.occlusal': 'thickness',
  'thickness.axial': 'thickness',
  'occlusal.clearance': 'occlusion',
  'proximal.contact': 'contacts',
  'connector.area': 'thickness',
  'prep.space': 'other',
};

export function measuredReasons(
  results: readonly CheckResult[],
  describe: (result: CheckResult) => string,
): QcReason[] {
  return results
    .filter((result) => result.verdict !== 'pass')
    .map((result) => {
      const worst = result.regions[0];
      return {
        category: CATEGORY_OF_CHECK[result.check],
        severity: result.verdict === 'hard' ? 'major' : 'minor',
        text: describe(result),
        ...(worst && { pin: worst.point }),
      };
    });
}
