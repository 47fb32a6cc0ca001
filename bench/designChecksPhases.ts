import { pseudoNormalsOf } from '../src/domain/mesh/pseudoNormals';
import { DeviationJob } from '../src/domain/mesh/deviation';
import { parseStl, writeBinaryStl } from '../src/domain/mesh/stl';
import { surfaceOf } from '../src/domain/mesh/surface';
import { buildTargetTree } from '../src/domain/mesh/targetTree';
import { thicknessMap } from '../src/domain/mesh/thicknessMap';
import { median } from './stats';

const RUNS = 3;

/**
 * Where a check's time goes, in Node (median of 3, each phase on fresh inputs): parsing the
 * binary STL, welding the design (surfaceOf), the design's tree and its rays (thickness), the
 * antagonist's tree, its pseudo-normals and the distance queries (clearance).
 */
export function reportPhases(design: Float32Array, arch: Float32Array) {
  const bytes = writeBinaryStl(design);
  const phases: Record<string, number[]> = {};
  const time = <T>(name: string, work: () => T): T => {
    const start = performance.now();
    const result = work();
    (phases[name] ??= []).push(performance.now() - start);
    return result;
  };
  for (let run = 0; run < RUNS; run += 1) {
    time('parse the design (binary STL)', () => parseStl(bytes));
    const surface = time('weld the design, normals, areas', () => surfaceOf(design));
    const own = time("the design's tree", () => buildTargetTree(surface.soup));
    time('thickness rays', () => thicknessMap(surface, () => false, own));
    const tree = time("the antagonist's tree", () => buildTargetTree(arch.slice()));
    time("the antagonist's pseudo-normals", () => pseudoNormalsOf(tree));
    time('clearance queries (Morton order)', () => new DeviationJob(surface, tree).full());
  }
  console.log(`  where the time goes, Node (median of ${RUNS}):`);
  for (const [name, times] of Object.entries(phases)) {
    console.log(`    ${name.padEnd(38)} ${median(times).toFixed(0)} ms`);
  }
}
