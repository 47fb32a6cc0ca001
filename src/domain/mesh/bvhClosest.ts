import type { MeshBVH } from 'three-mesh-bvh';

/** The result of one query, reused between queries (no allocation per vertex). */
export interface ClosestHit {
  x: number;
  y: number;
  z: number;
  /** Squared distance; Infinity when nothing lies within the bound. */
  distanceSq: number;
  triangle: number;
  /**
   * Where on that triangle the closest point lies: 0 inside, 1-3 at corner a, b or c, 4-6 on
   * edge ab, bc or ca (the feature whose pseudo-normal gives the side, pseudoNormals.ts).
   */
  feature: number;
}

/**
 * Closest point on a three-mesh-bvh tree, read straight from its packed node buffer (one root, not
 * indirect): the same answer as `MeshBVH.closestPointToPoint`, without its per-node callbacks and
 * per-triangle setup, which is where a query spends most of its time. Nearer child first; a
 * subtree is skipped once its box is farther than the best distance so far (or `boundSq`).
 */
export class BvhClosest {
  private readonly f32: Float32Array;
  private readonly u32: Uint32Array;
  private readonly u16: Uint16Array;
  private readonly stack = new Int32Array(128);
  private readonly stackDistance = new Float64Array(128);

  /** `root`: the packed node buffer of a direct, single-root three-mesh-bvh tree. */
  constructor(
    root: ArrayBuffer,
    private readonly index: ArrayLike<number>,
    private readonly positions: ArrayLike<number>,
  ) {
    this.f32 = new Float32Array(root);
    this.u32 = new Uint32Array(root);
    this.u16 = new Uint16Array(root);
  }

  static of(bvh: MeshBVH, index: ArrayLike<number>, positions: ArrayLike<number>): BvhClosest {
    return new BvhClosest(bvhRoot(bvh), index, positions);
  }

  query(px: number, py: number, pz: number, boundSq: number, hit: ClosestHit): ClosestHit {
    const { f32, u32, u16, stack, stackDistance } = this;
    hit.distanceSq = boundSq;
    hit.triangle = -1;
    let top = 0;
    stack[top] = 0;
    stackDistance[top++] = boxDistanceSq(f32, 0, px, py, pz);
    while (top > 0) {
      const node = stack[--top];
      // Its box's distance was measured when it was pushed; the best may have shrunk since.
      if (stackDistance[top] >= hit.distanceSq) continue;
      if (u16[node * 2 + 15] === 0xffff) {
        const offset = u32[node + 6];
        const count = u16[node * 2 + 14];
        for (let t = offset; t < offset + count; t += 1) this.triangle(t, px, py, pz, hit);
        continue;
      }
      const left = node + 8;
      const right = node + u32[node + 6] * 8;
      const dl = boxDistanceSq(f32, left, px, py, pz);
      const dr = boxDistanceSq(f32, right, px, py, pz);
      // Push the farther child first so the nearer one is searched first.
      const leftNearer = dl < dr;
      const farDistance = leftNearer ? dr : dl;
      const nearDistance = leftNearer ? dl : dr;
      if (farDistance < hit.distanceSq) {
        stack[top] = leftNearer ? right : left;
        stackDistance[top++] = farDistance;
      }
      if (nearDistance < hit.distanceSq) {
        stack[top] = leftNearer ? left : right;
        stackDistance[top++] = nearDistance;
      }
    }
    if (hit.triangle < 0) hit.distanceSq = Infinity;
    return hit;
  }

  /** Ericson, Real-Time Collision Detection §5.1.5: closest point of a triangle to p. */
  private triangle(t: number, px: number, py: number, pz: number, hit: ClosestHit): void {
    const p = this.positions;
    const ia = this.index[t * 3] * 3;
    const ib = this.index[t * 3 + 1] * 3;
    const ic = this.index[t * 3 + 2] * 3;
    const ax = p[ia];
    const ay = p[ia + 1];
    const az = p[ia + 2];
    const abx = p[ib] - ax;
    const aby = p[ib + 1] - ay;
    const abz = p[ib + 2] - az;
    const acx = p[ic] - ax;
    const acy = p[ic + 1] - ay;
    const acz = p[ic + 2] - az;
    const apx = px - ax;
    const apy = py - ay;
    const apz = pz - az;
    const d1 = abx * apx + aby * apy + abz * apz;
    const d2 = acx * apx + acy * apy + acz * apz;
    let u = 0;
    let w = 0;
    let feature = 0;
    if (d1 <= 0 && d2 <= 0) {
      feature = 1;
    } else {
      const bpx = px - p[ib];
      const bpy = py - p[ib + 1];
      const bpz = pz - p[ib + 2];
      const d3 = abx * bpx + aby * bpy + abz * bpz;
      const d4 = acx * bpx + acy * bpy + acz * bpz;
      const cpx = px - p[ic];
      const cpy = py - p[ic + 1];
      const cpz = pz - p[ic + 2];
      const d5 = abx * cpx + aby * cpy + abz * cpz;
      const d6 = acx * cpx + acy * cpy + acz * cpz;
      const vc = d1 * d4 - d3 * d2;
      const vb = d5 * d2 - d1 * d6;
      const va = d3 * d6 - d5 * d4;
      if (d3 >= 0 && d4 <= d3) {
        u = 1;
        feature = 2;
      } else if (d6 >= 0 && d5 <= d6) {
        w = 1;
        feature = 3;
      } else if (vc <= 0 && d1 >= 0 && d3 <= 0) {
        u = d1 / (d1 - d3);
        feature = 4;
      } else if (vb <= 0 && d2 >= 0 && d6 <= 0) {
        w = d2 / (d2 - d6);
        feature = 6;
      } else if (va <= 0 && d4 - d3 >= 0 && d5 - d6 >= 0) {
        w = (d4 - d3) / (d4 - d3 + (d5 - d6));
        u = 1 - w;
        feature = 5;
      } else {
        const denom = 1 / (va + vb + vc);
        u = vb * denom;
        w = vc * denom;
      }
    }
    const qx = ax + abx * u + acx * w;
    const qy = ay + aby * u + acy * w;
    const qz = az + abz * u + acz * w;
    const dx = px - qx;
    const dy = py - qy;
    const dz = pz - qz;
    const distanceSq = dx * dx + dy * dy + dz * dz;
    if (distanceSq < hit.distanceSq) {
      hit.distanceSq = distanceSq;
      hit.triangle = t;
      hit.feature = feature;
      hit.x = qx;
      hit.y = qy;
      hit.z = qz;
    }
  }
}

function boxDistanceSq(f32: Float32Array, node: number, px: number, py: number, pz: number) {
  const dx = Math.max(f32[node] - px, 0, px - f32[node + 3]);
  const dy = Math.max(f32[node + 1] - py, 0, py - f32[node + 4]);
  const dz = Math.max(f32[node + 2] - pz, 0, pz - f32[node + 5]);
  return dx * dx + dy * dy + dz * dz;
}

/** The packed node buffer of a tree that has one root and is not indirect. */
export function bvhRoot(bvh: MeshBVH): ArrayBuffer {
  const roots = (bvh as unknown as { _roots: ArrayBuffer[] })._roots;
  if (roots.length !== 1 || bvh.indirect) throw new Error('BvhClosest: one direct root only');
  return roots[0];
}
