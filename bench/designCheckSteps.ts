import { DeviationJob } from '../src/domain/mesh/deviation';
import { pseudoNormalsOf } from '../src/domain/mesh/pseudoNormals';
import { parseStl } from '../src/domain/mesh/stl';
import { surfaceOf } from '../src/domain/mesh/surface';
import { buildTargetTree } from '../src/domain/mesh/targetTree';
import { thicknessMap } from '../src/domain/mesh/thicknessMap';

/** Times one named phase and answers its result. */
export type PhaseTimer = <T>(name: string, work: () => T) => T;

/**
 * A check's phases one after another, as Node (designChecksPhases.ts) and a Chromium worker
 * (designChecksPhasesWorker.ts) both time them: the design's binary STL parsed, welded, its
 * tree and rays; the antagonist's tree, pseudo-normals and the distance queries.
 */
export function timeCheckSteps(designStl: ArrayBuffer, arch: Float32Array, time: PhaseTimer) {
  const design = time('parse the design (binary STL)', () => parseStl(designStl));
  const surface = time('weld the design, normals, areas', () => surfaceOf(design.positions));
  const own = time("the design's tree", () => buildTargetTree(surface.soup));
  time('thickness rays', () => thicknessMap(surface, () => false, own));
  const tree = time("the antagonist's tree", () => buildTargetTree(arch));
  time("the antagonist's pseudo-normals", () => pseudoNormalsOf(tree));
  time('clearance queries (Morton order)', () => new DeviationJob(surface, tree).full());
}
