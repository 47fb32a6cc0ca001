import type { ClosestHit } from './bvhClosest';
import type { TargetTree } from './targetTree';
import { weldVertices } from './weld';

/**
 * Angle-weighted pseudo-normals of a surface (Bærentzen & Aanæs, "Signed distance computation
 * using the angle weighted pseudonormal", IEEE TVCG 2005): the sign of p − c against the normal
 * of the closest FEATURE (face, edge: the sum of its two faces' normals, or vertex: its faces'
 * normals weighted by their angle there) is right for every p off a closed surface; a face's own
 * normal is wrong wherever the closest point is on a sharp edge or corner (a knife-edge margin).
 */
export interface PseudoNormals {
  /** Per tree triangle, unit normal (3 floats). */
  face: Float32Array;
  /** Per tree triangle and edge (ab, bc, ca): the edge's normal (9 floats a triangle). */
  edge: Float32Array;
  /** Per welded vertex, angle-weighted sum (3 floats). */
  vertex: Float32Array;
  /** Soup vertex → welded vertex id. */
  ids: Uint32Array;
}

const cache = new WeakMap<Float32Array, PseudoNormals>();

/** The tree's pseudo-normals, computed once per surface. */
export function pseudoNormalsOf(tree: TargetTree): PseudoNormals {
  let normals = cache.get(tree.positions);
  if (!normals) {
    normals = computePseudoNormals(tree);
    cache.set(tree.positions, normals);
  }
  return normals;
}

function computePseudoNormals({ positions: p, index }: TargetTree): PseudoNormals {
  const { ids, count } = weldVertices(p);
  const triangles = index.length / 3;
  const face = new Float32Array(triangles * 3);
  const edge = new Float32Array(triangles * 9);
  const vertex = new Float32Array(count * 3);
  const firstUse = new Map<number, number>();
  for (let t = 0; t < triangles; t += 1) {
    const corners = [index[t * 3], index[t * 3 + 1], index[t * 3 + 2]];
    const n = unitNormal(p, corners);
    face.set(n, t * 3);
    for (let k = 0; k < 3; k += 1) {
      const here = corners[k];
      const next = corners[(k + 1) % 3];
      const prev = corners[(k + 2) % 3];
      const angle = cornerAngle(p, here, next, prev);
      const v = ids[here] * 3;
      vertex[v] += n[0] * angle;
      vertex[v + 1] += n[1] * angle;
      vertex[v + 2] += n[2] * angle;
      // The edge's normal: its faces' sum (an open edge keeps its one face's).
      const a = ids[here];
      const b = ids[next];
      const key = Math.min(a, b) * count + Math.max(a, b);
      edge.set(n, t * 9 + k * 3);
      const other = firstUse.get(key);
      if (other === undefined) {
        firstUse.set(key, t * 9 + k * 3);
      } else {
        const o = Math.floor(other / 9) * 3;
        for (let axis = 0; axis < 3; axis += 1) {
          const sum = face[o + axis] + n[axis];
          edge[other + axis] = sum;
          edge[t * 9 + k * 3 + axis] = sum;
        }
      }
    }
  }
  return { face, edge, vertex, ids };
}

/**
 * +1 when p lies on the side the closest feature's pseudo-normal points to (outside a closed
 * surface wound outwards), −1 behind it.
 */
export function pseudoNormalSide(
  normals: PseudoNormals,
  tree: TargetTree,
  px: number,
  py: number,
  pz: number,
  hit: ClosestHit,
): number {
  const t = hit.triangle;
  const feature = hit.feature;
  let source = normals.face;
  let at = t * 3;
  if (feature >= 1 && feature <= 3) {
    source = normals.vertex;
    at = normals.ids[tree.index[t * 3 + feature - 1]] * 3;
  } else if (feature >= 4) {
    source = normals.edge;
    at = t * 9 + (feature - 4) * 3;
  }
  const dot =
    (px - hit.x) * source[at] + (py - hit.y) * source[at + 1] + (pz - hit.z) * source[at + 2];
  return dot < 0 ? -1 : 1;
}

function unitNormal(p: ArrayLike<number>, [a, b, c]: number[]): [number, number, number] {
  const ux = p[b * 3] - p[a * 3];
  const uy = p[b * 3 + 1] - p[a * 3 + 1];
  const uz = p[b * 3 + 2] - p[a * 3 + 2];
  const vx = p[c * 3] - p[a * 3];
  const vy = p[c * 3 + 1] - p[a * 3 + 1];
  const vz = p[c * 3 + 2] - p[a * 3 + 2];
  const nx = uy * vz - uz * vy;
  const ny = uz * vx - ux * vz;
  const nz = ux * vy - uy * vx;
  const length = Math.hypot(nx, ny, nz) || 1;
  return [nx / length, ny / length, nz / length];
}

function cornerAngle(p: ArrayLike<number>, here: number, next: number, prev: number): number {
  const ux = p[next * 3] - p[here * 3];
  const uy = p[next * 3 + 1] - p[here * 3 + 1];
  const uz = p[next * 3 + 2] - p[here * 3 + 2];
  const vx = p[prev * 3] - p[here * 3];
  const vy = p[prev * 3 + 1] - p[here * 3 + 1];
  const vz = p[prev * 3 + 2] - p[here * 3 + 2];
  const lengths = Math.hypot(ux, uy, uz) * Math.hypot(vx, vy, vz);
  if (lengths === 0) return 0;
  return Math.acos(Math.min(1, Math.max(-1, (ux * vx + uy * vy + uz * vz) / lengths)));
}
