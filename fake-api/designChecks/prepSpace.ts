import type { DesignTask } from '../../dataProvider/wireTypes';
import { designSpecOf } from '../../src/domain/designSpec';
import type { SpaceCheck } from '../../src/domain/designSpec';
import { checkDesign } from '../../src/domain/mesh/designChecks';
import type { MeshInput } from '../../src/domain/mesh/designCheckTypes';

/** The space the prep leaves for the order's material: its `prep.space` result, trimmed. */
export function spaceOf(
  task: DesignTask,
  prep: MeshInput | undefined,
  antagonist: MeshInput | undefined,
): SpaceCheck | undefined {
  const spec = designSpecOf(task);
  if (!spec || !prep || !antagonist) return undefined;
  const space = checkDesign({ prep, antagonist, ...spec }).results.find(
    (result) => result.check === 'prep.space',
  );
  if (!space) return undefined;
  return {
    verdict: space.verdict,
    measured: space.measured,
    limit: space.limit,
    cites: space.cites,
  };
}
