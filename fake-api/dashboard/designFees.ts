import type { DesignTask } from '../../dataProvider/wireTypes';

/** Design fee per unit by denture type, in fen (the seeded price list). */
const FEE_PER_UNIT_FEN: Record<string, number> = {
  '1': 3500,
  '2': 2500,
  '3': 3000,
  '4': 3000,
  '5': 6000,
  '6': 12000,
};

/** What a passed order earns: its type's fee times its units (crowns count, at least one). */
export function designFeeFen(task: DesignTask): number {
  const units = Math.max(1, task.fullCrownCount + task.innerCrownCount);
  return (FEE_PER_UNIT_FEN[task.dentureType] ?? 3000) * units;
}
