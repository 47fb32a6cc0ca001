import { BufferAttribute, BufferGeometry } from 'three';
import { MeshBVH } from 'three-mesh-bvh';
import { bvhRoot } from './bvhClosest';

/**
 * The surface a deviation is measured to, ready for queries: three-mesh-bvh's tree over the
 * triangle soup (it indexes the soup itself: no weld), as plain typed arrays, so a worker can
 * build it and transfer it to the worker that measures instead of copying it.
 */
export interface TargetTree {
  /** The tree's packed node buffer. */
  root: ArrayBuffer;
  /** Corner ids into `positions`, 3 a triangle, in the tree's order. */
  index: Uint32Array | Uint16Array;
  /** The triangle soup, 9 floats a triangle. */
  positions: Float32Array;
}

export function buildTargetTree(positions: Float32Array): TargetTree {
  if (positions.length === 0) throw new Error('deviation: empty target');
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(positions, 3));
  const bvh = new MeshBVH(geometry);
  const index = geometry.getIndex()?.array;
  if (!(index instanceof Uint32Array || index instanceof Uint16Array)) {
    throw new Error('BVH geometry lost its index');
  }
  return { root: bvhRoot(bvh), index, positions };
}
