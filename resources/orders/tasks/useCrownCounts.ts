import { useRemoveFromStore, useStore } from 'react-admin';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import type { CrownCountsPayload } from '../../../src/domain/submitRules';

export type CrownCountsText = Record<keyof CrownCountsPayload, string>;

/**
 * The crown counts typed on the upload page, kept in react-admin's store per task until the
 * submit for inspection sends them; the order's own counts until something is typed.
 */
export function useCrownCounts(task: DesignTask) {
  const key = `crownCounts.${task.id}`;
  const [typed, setTyped] = useStore<Partial<CrownCountsText>>(key, {});
  const removeFromStore = useRemoveFromStore();
  const counts: CrownCountsText = {
    fullCrownCount: typed.fullCrownCount ?? String(task.fullCrownCount),
    innerCrownCount: typed.innerCrownCount ?? String(task.innerCrownCount),
  };
  const set = (field: keyof CrownCountsPayload, value: string) =>
    setTyped({ ...typed, [field]: value });
  /** Forgets what was typed (once a submit carried it to the server). */
  const clear = () => removeFromStore(key);
  return { counts, set, clear };
}

/** The counts as the submit sends them (after submitProblem accepted the text). */
export function crownPayload(counts: CrownCountsText): CrownCountsPayload {
  return {
    fullCrownCount: Number(counts.fullCrownCount),
    innerCrownCount: Number(counts.innerCrownCount),
  };
}
