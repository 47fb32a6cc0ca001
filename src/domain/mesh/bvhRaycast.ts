import type { TargetTree } from './targetTree';

/**
 * Barycentric slack: a ray through a shared edge or corner (a revolved crown's pole) still hits
 * one of its triangles despite rounding.
 */
const EDGE = 1e-9;

/**
 * The nearest hit of a ray on a three-mesh-bvh tree (either face: a wall's inside is hit from
 * behind), read straight from its packed node buffer like BvhClosest: the same answer as
 * `MeshBVH.raycastFirst(ray, DoubleSide)` without a Ray, a Vector3 or an intersection object per
 * query, which is where three-mesh-bvh's cast spends most of a thickness map's time. Boxes by the
 * slab test, triangles by Möller–Trumbore; a subtree is skipped once its box lies beyond the
 * nearest hit so far.
 */
export class BvhRaycast {
  private readonly f32: Float32Array;
  private readonly u32: Uint32Array;
  private readonly u16: Uint16Array;
  private readonly stack = new Int32Array(128);
  private readonly index: TargetTree['index'];
  private readonly positions: Float32Array;
  /** The triangle the last ray hit: tried first, its distance bounds the search (rays in order). */
  private last = -1;

  constructor(tree: TargetTree) {
    this.f32 = new Float32Array(tree.root);
    this.u32 = new Uint32Array(tree.root);
    this.u16 = new Uint16Array(tree.root);
    this.index = tree.index;
    this.positions = tree.positions;
  }

  /** Distance along the unit direction d from o to the nearest triangle, Infinity when none. */
  nearest(ox: number, oy: number, oz: number, dx: number, dy: number, dz: number): number {
    const { f32, u32, u16, stack } = this;
    // A zero component would make 0 · ∞ = NaN for an origin on a box's face: a tiny one instead.
    const ix = 1 / (dx === 0 ? 1e-30 : dx);
    const iy = 1 / (dy === 0 ? 1e-30 : dy);
    const iz = 1 / (dz === 0 ? 1e-30 : dz);
    let best = this.last < 0 ? Infinity : this.triangle(this.last, ox, oy, oz, dx, dy, dz);
    let hitTriangle = best === Infinity ? -1 : this.last;
    let top = 0;
    stack[top++] = 0;
    while (top > 0) {
      const node = stack[--top];
      // Slab test against the nearest hit so far.
      let near = 0;
      let far = best;
      let t1 = (f32[node] - ox) * ix;
      let t2 = (f32[node + 3] - ox) * ix;
      if (t1 > t2) {
        const swap = t1;
        t1 = t2;
        t2 = swap;
      }
      if (t1 > near) near = t1;
      if (t2 < far) far = t2;
      t1 = (f32[node + 1] - oy) * iy;
      t2 = (f32[node + 4] - oy) * iy;
      if (t1 > t2) {
        const swap = t1;
        t1 = t2;
        t2 = swap;
      }
      if (t1 > near) near = t1;
      if (t2 < far) far = t2;
      t1 = (f32[node + 2] - oz) * iz;
      t2 = (f32[node + 5] - oz) * iz;
      if (t1 > t2) {
        const swap = t1;
        t1 = t2;
        t2 = swap;
      }
      if (t1 > near) near = t1;
      if (t2 < far) far = t2;
      if (near > far) continue;
      if (u16[node * 2 + 15] === 0xffff) {
        const offset = u32[node + 6];
        const end = offset + u16[node * 2 + 14];
        for (let t = offset; t < end; t += 1) {
          const hit = this.triangle(t, ox, oy, oz, dx, dy, dz);
          if (hit < best) {
            best = hit;
            hitTriangle = t;
          }
        }
        continue;
      }
      const left = node + 8;
      const right = node + u32[node + 6] * 8;
      // The child the ray enters first is searched first (pushed last).
      const axis = u32[node + 7];
      const forward = (axis === 0 ? dx : axis === 1 ? dy : dz) >= 0;
      stack[top++] = forward ? right : left;
      stack[top++] = forward ? left : right;
    }
    if (hitTriangle >= 0) this.last = hitTriangle;
    return best;
  }

  private triangle(
    t: number,
    ox: number,
    oy: number,
    oz: number,
    dx: number,
    dy: number,
    dz: number,
  ): number {
    const p = this.positions;
    const a = this.index[t * 3] * 3;
    const b = this.index[t * 3 + 1] * 3;
    const c = this.index[t * 3 + 2] * 3;
    const e1x = p[b] - p[a];
    const e1y = p[b + 1] - p[a + 1];
    const e1z = p[b + 2] - p[a + 2];
    const e2x = p[c] - p[a];
    const e2y = p[c + 1] - p[a + 1];
    const e2z = p[c + 2] - p[a + 2];
    const px = dy * e2z - dz * e2y;
    const py = dz * e2x - dx * e2z;
    const pz = dx * e2y - dy * e2x;
    const det = e1x * px + e1y * py + e1z * pz;
    if (det === 0) return Infinity;
    const inv = 1 / det;
    const sx = ox - p[a];
    const sy = oy - p[a + 1];
    const sz = oz - p[a + 2];
    const u = (sx * px + sy * py + sz * pz) * inv;
    if (u < -EDGE || u > 1 + EDGE) return Infinity;
    const qx = sy * e1z - sz * e1y;
    const qy = sz * e1x - sx * e1z;
    const qz = sx * e1y - sy * e1x;
    const v = (dx * qx + dy * qy + dz * qz) * inv;
    if (v < -EDGE || u + v > 1 + EDGE) return Infinity;
    const distance = (e2x * qx + e2y * qy + e2z * qz) * inv;
    return distance >= 0 ? distance : Infinity;
  }
}
