/// <reference lib="webworker" />
import { hashBytes } from '../src/components/upload/hashFile';
import { DeviationJob } from '../src/domain/mesh/deviation';
import { pseudoNormalsOf } from '../src/domain/mesh/pseudoNormals';
import { parseStl } from '../src/domain/mesh/stl';
import { surfaceOf } from '../src/domain/mesh/surface';
import { buildTargetTree } from '../src/domain/mesh/targetTree';
import { thicknessMap } from '../src/domain/mesh/thicknessMap';

/**
 * bench/designChecks.ts' profile in a Chromium worker: the same phases as designChecksPhases.ts
 * in Node, plus the fetch and the hash, in a fresh worker (cold, as the upload page's first check).
 */
self.onmessage = async ({ data }: MessageEvent<{ design: string; arch: string }>) => {
  const phases: [string, number][] = [];
  const time = async <T>(name: string, work: () => T | Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await work();
    phases.push([name, performance.now() - start]);
    return result;
  };
  const bytesOf = (url: string) => fetch(url).then((response) => response.arrayBuffer());
  const design = await time('fetch the design', () => bytesOf(data.design));
  const arch = await time('fetch the antagonist', () => bytesOf(data.arch));
  await time('SHA-256 of both (native, no Blob)', () =>
    Promise.all([hashBytes(design), hashBytes(arch)]),
  );
  const designMesh = await time('parse the design (binary STL)', () => parseStl(design));
  const archMesh = await time('parse the antagonist', () => parseStl(arch));
  const surface = await time('weld the design, normals, areas', () =>
    surfaceOf(designMesh.positions),
  );
  const own = await time("the design's tree", () => buildTargetTree(surface.soup));
  await time('thickness rays', () => thicknessMap(surface, () => false, own));
  const tree = await time("the antagonist's tree", () => buildTargetTree(archMesh.positions));
  await time("the antagonist's pseudo-normals", () => pseudoNormalsOf(tree));
  await time('clearance queries (Morton order)', () => new DeviationJob(surface, tree).full());
  self.postMessage(phases);
};
