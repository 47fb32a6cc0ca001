import type { ClosestHit } from './bvhClosest';
import { mix, tableSize } from './hash';
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
  const edges = new EdgeTable(triangles * 3);
  for (let t = 0; t < triangles; t += 1) {
    const a = index[t * 3] * 3;
    const b = index[t * 3 + 1] * 3;
    const c = index[t * 3 + 2] * 3;
    const ux = p[b] - p[a];
    const uy = p[b + 1] - p[a + 1];
    const uz = p[b + 2] - p[a + 2];
    const vx = p[c] - p[a];
    const vy = p[c + 1] - p[a + 1];
    const vz = p[c + 2] - p[a + 2];
    let nx = uy * vz - uz * vy;
    let ny = uz * vx - ux * vz;
    let nz = ux * vy - uy * vx;
    const length = Math.sqrt(nx * nx + ny * ny + nz * nz) || 1;
    nx /= length;
    ny /= length;
    nz /= length;
    face[t * 3] = nx;
    face[t * 3 + 1] = ny;
    face[t * 3 + 2] = nz;
    for (let k = 0; k < 3; k += 1) {
      const here = index[t * 3 + k];
      const next = index[t * 3 + ((k + 1) % 3)];
      const angle = cornerAngle(p, here, next, index[t * 3 + ((k + 2) % 3)]);
      const v = ids[here] * 3;
      vertex[v] += nx * angle;
      vertex[v + 1] += ny * angle;
      vertex[v + 2] += nz * angle;
      // The edge's normal: its two faces' sum (an open edge keeps its one face's).
      const slot = t * 9 + k * 3;
      edge[slot] = nx;
      edge[slot + 1] = ny;
      edge[slot + 2] = nz;
      const other = edges.firstUse(ids[here], ids[next], slot);
      if (other >= 0) {
        const o = Math.floor(other / 9) * 3;
        for (let axis = 0; axis < 3; axis += 1) {
          const sum = face[o + axis] + face[t * 3 + axis];
          edge[other + axis] = sum;
          edge[slot + axis] = sum;
        }
      }
    }
  }
  return { face, edge, vertex, ids };
}

/** Undirected edges in an open-addressing table: the slot of each edge's first use. */
class EdgeTable {
  private readonly low: Int32Array;
  private readonly high: Int32Array;
  private readonly first: Int32Array;
  private readonly mask: number;

  constructor(uses: number) {
    const size = tableSize(uses);
    this.low = new Int32Array(size).fill(-1);
    this.high = new Int32Array(size);
    this.first = new Int32Array(size);
    this.mask = size - 1;
  }

  /** The first use's slot of edge (a, b), recording `slot` when this is the first: then −1. */
  firstUse(a: number, b: number, slot: number): number {
    const lo = Math.min(a, b);
    const hi = Math.max(a, b);
    let at = mix(lo ^ mix(hi)) & this.mask;
    for (;;) {
      if (this.low[at] === -1) {
        this.low[at] = lo;
        this.high[at] = hi;
        this.first[at] = slot;
        return -1;
      }
      if (this.low[at] === lo && this.high[at] === hi) return this.first[at];
      at = (at + 1) & this.mask;
    }
  }
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

/** The angle at soup vertex `here` between its edges to `next` and `prev`. */
function cornerAngle(p: ArrayLike<number>, here: number, next: number, prev: number): number {
  const ux = p[next * 3] - p[here * 3];
  const uy = p[next * 3 + 1] - p[here * 3 + 1];
  const uz = p[next * 3 + 2] - p[here * 3 + 2];
  const vx = p[prev * 3] - p[here * 3];
  const vy = p[prev * 3 + 1] - p[here * 3 + 1];
  const vz = p[prev * 3 + 2] - p[here * 3 + 2];
  const lengths = Math.sqrt((ux * ux + uy * uy + uz * uz) * (vx * vx + vy * vy + vz * vz));
  if (lengths === 0) return 0;
  return Math.acos(Math.min(1, Math.max(-1, (ux * vx + uy * vy + uz * vz) / lengths)));
}
