import { BufferAttribute, BufferGeometry, Matrix4 } from 'three';
import { MeshBVH } from 'three-mesh-bvh';

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
  let pairs = 0;
  bvh.bvhcast(bvh, new Matrix4(), {
    intersectsTriangles: (first, second, i1, i2) => {
      if (i1 >= i2 || shareCorner(i1, i2)) return false;
      if (first.intersectsTriangle(second)) pairs += 1;
      return false;
    },
  });
  return pairs;
}
