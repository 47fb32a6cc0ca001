import { DeviationJob } from './deviation';
import type { WeldedSource } from './deviation';
import { buildTargetTree } from './targetTree';
import type { TargetTree } from './targetTree';

/**
 * Signed distance from each welded vertex of `source` to the surface `target`: positive on the
 * side the target's outward normals face (a gap), negative inside it (a penetration). The sign is
 * the closest feature's pseudo-normal (pseudoNormals.ts); the order of vertices is
 * weldVertices', as in surfaceOf, so the map lines up with a Surface of the same soup (give the
 * Surface itself to skip a second weld); give a built tree to share it between checks.
 */
export function signedDistanceMap(
  source: Float32Array | WeldedSource,
  target: Float32Array | TargetTree,
): Float32Array {
  const tree = target instanceof Float32Array ? buildTargetTree(target) : target;
  return new DeviationJob(source, tree).full();
}
