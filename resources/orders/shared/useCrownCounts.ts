import { useRemoveFromStore, useStore } from 'react-admin';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import type { CrownCountsPayload } from '../../../src/domain/submitRules';
import { chartCrownCounts } from '../../../src/domain/teeth';

export type CrownCountsText = Record<keyof CrownCountsPayload, string>;

/** The counts a submit starts from: the tooth chart's (issue 24), else the order's own. */
export function startingCounts(task: DesignTask): CrownCountsPayload {
  return task.teeth && task.teeth.length > 0 ? chartCrownCounts({ teeth: task.teeth }) : task;
}

/**
 * The crown counts typed on the upload page, and the reason when they differ from the tooth
 * chart, kept in react-admin's store per task until the submit for inspection sends them.
 */
export function useCrownCounts(task: DesignTask) {
  const key = `crownCounts.${task.id}`;
  const [typed, setTyped] = useStore<Partial<CrownCountsText & { countReason: string }>>(key, {});
  const removeFromStore = useRemoveFromStore();
  const start = startingCounts(task);
  const counts: CrownCountsText = {
    fullCrownCount: typed.fullCrownCount ?? String(start.fullCrownCount),
    innerCrownCount: typed.innerCrownCount ?? String(start.innerCrownCount),
  };
  const set = (field: keyof CrownCountsPayload | 'countReason', value: string) =>
    setTyped({ ...typed, [field]: value });
  /** Forgets what was typed (once a submit carried it to the server). */
  const clear = () => removeFromStore(key);
  return { counts, reason: typed.countReason ?? '', set, clear };
}

/** The counts as the submit sends them (after submitProblem accepted the text). */
export function crownPayload(counts: CrownCountsText): CrownCountsPayload {
  return {
    fullCrownCount: Number(counts.fullCrownCount),
    innerCrownCount: Number(counts.innerCrownCount),
  };
}
