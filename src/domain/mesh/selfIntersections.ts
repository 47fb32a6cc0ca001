import { BufferAttribute, BufferGeometry, Matrix4 } from 'three';
import { MeshBVH } from 'three-mesh-bvh';
import { trianglesCross } from './triangleCrossing';

/** Past this many triangles (a full-arch scan) the pairwise test, the check's slowest part, is skipped. */
export const SELF_INTERSECTION_LIMIT = 250_000;

/**
 * The pairs whose boxes overlap that are tested at most: a crown of 250,000 triangles has 2.2
 * million, a soup of random triangles (no scan) hundreds of millions, which kept the check busy
 * for minutes. Past the budget the count found so far stands (a lower bound): such a file has
 * crossings by then.
 */
export const SELF_INTERSECTION_BUDGET = 8_000_000;

/**
 * Pairs of triangles that properly cross without sharing a corner (welded ids): a surface
 * running through itself, which no solid has. The bounding-volume hierarchy against itself
 * (three-mesh-bvh's bvhcast, leaf ranges) gives the candidate pairs, their boxes sift them, and
 * our own test (triangleCrossing.ts) decides: three-mesh-bvh's triangle test calls near,
 * non-touching slivers far from the origin crossing.
 */
export function countSelfIntersections(
  positions: Float32Array,
  ids: Uint32Array,
  budget = SELF_INTERSECTION_BUDGET,
): number {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(positions, 3));
  const bvh = new MeshBVH(geometry);
  const index = geometry.getIndex()?.array;
  if (!index) return 0;
  const triangles = index.length / 3;
  const boxes = new Float64Array(triangles * 6);
  for (let t = 0; t < triangles; t += 1) {
    for (let axis = 0; axis < 3; axis += 1) {
      const values = [0, 1, 2].map((k) => positions[index[t * 3 + k] * 3 + axis]);
      boxes[t * 6 + axis] = Math.min(...values);
      boxes[t * 6 + 3 + axis] = Math.max(...values);
    }
  }
  const first = new Float64Array(9);
  const second = new Float64Array(9);
  const load = (t: number, into: Float64Array) => {
    for (let k = 0; k < 3; k += 1) {
      const v = index[t * 3 + k] * 3;
      into[k * 3] = positions[v];
      into[k * 3 + 1] = positions[v + 1];
      into[k * 3 + 2] = positions[v + 2];
    }
  };
  let pairs = 0;
  let tested = 0;
  const test = (a: number, b: number) => {
    if (a >= b || !boxesOverlap(boxes, a, b)) return;
    tested += 1;
    if (shareCorner(ids, index, a, b)) return;
    load(a, first);
    load(b, second);
    if (trianglesCross(first, second)) pairs += 1;
  };
  bvh.bvhcast(bvh, new Matrix4(), {
    intersectsRanges: (offset1, count1, offset2, count2) => {
      for (let a = offset1; a < offset1 + count1; a += 1) {
        for (let b = offset2; b < offset2 + count2; b += 1) test(a, b);
      }
      return tested >= budget;
    },
  });
  return pairs;
}

function boxesOverlap(boxes: Float64Array, a: number, b: number): boolean {
  for (let axis = 0; axis < 3; axis += 1) {
    if (boxes[a * 6 + axis] > boxes[b * 6 + 3 + axis]) return false;
    if (boxes[b * 6 + axis] > boxes[a * 6 + 3 + axis]) return false;
  }
  return true;
}

function shareCorner(ids: Uint32Array, index: ArrayLike<number>, a: number, b: number): boolean {
  for (let i = 0; i < 3; i += 1) {
    const corner = ids[index[a * 3 + i]];
    for (let j = 0; j < 3; j += 1) if (corner === ids[index[b * 3 + j]]) return true;
  }
  return false;
}
