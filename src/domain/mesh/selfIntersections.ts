import { BufferAttribute, BufferGeometry, Matrix4 } from 'three';
import { MeshBVH } from 'three-mesh-bvh';
import { trianglesCross } from './triangleCrossing';

/** Past this many triangles the pairwise test is skipped: about 2 s at 200k, run in the upload. */
export const SELF_INTERSECTION_LIMIT = 250_000;

/**
 * Pairs of triangles that cut or touch each other without sharing a corner (welded ids): a
 * surface running through itself, which no solid has. The bounding-volume hierarchy checked
 * against itself (three-mesh-bvh's bvhcast) keeps it near n log n.
 */
export function countSelfIntersections(positions: Float32Array, ids: Uint32Array): number {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(positions, 3));
  const bvh = new MeshBVH(geometry);
  const index = geometry.getIndex()?.array;
  if (!index) return 0;
  const corner = (t: number, k: number) => ids[index[t * 3 + k]];
  const shareCorner = (a: number, b: number) => {
    for (let i = 0; i < 3; i += 1) {
      for (let j = 0; j < 3; j += 1) if (corner(a, i) === corner(b, j)) return true;
    }
    return false;
  };
  // Float64 copies: three-mesh-bvh's own triangle test calls near, non-touching slivers far from
  // the origin crossing.
  const corners = (t: number) => {
    const out = new Float64Array(9);
    for (let k = 0; k < 3; k += 1) {
      const v = index[t * 3 + k] * 3;
      out[k * 3] = positions[v];
      out[k * 3 + 1] = positions[v + 1];
      out[k * 3 + 2] = positions[v + 2];
    }
    return out;
  };
  let pairs = 0;
  bvh.bvhcast(bvh, new Matrix4(), {
    intersectsTriangles: (_first, _second, i1, i2) => {
      if (i1 >= i2 || shareCorner(i1, i2)) return false;
      if (trianglesCross(corners(i1), corners(i2))) pairs += 1;
      return false;
    },
  });
  return pairs;
}
