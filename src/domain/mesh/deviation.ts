import { BvhClosest } from './bvhClosest';
import type { ClosestHit } from './bvhClosest';
import { mortonOrder } from './mortonOrder';
import { pseudoNormalSide, pseudoNormalsOf } from './pseudoNormals';
import type { PseudoNormals } from './pseudoNormals';
import { buildTargetTree } from './targetTree';
import type { TargetTree } from './targetTree';
import { weldVertices } from './weld';

/** A soup welded already: unique vertices, each soup vertex's id, each vertex's area. */
export interface WeldedSource {
  vertices: Float32Array;
  triangles: Uint32Array;
  areas: Float64Array;
}

export { deviationFigures } from './deviationFigures';
export type { DeviationFigures } from './deviationFigures';

/**
 * Distance from each vertex of a design (the source) to another surface (the target), for the
 * deviation map. The target sits in a bounding-volume hierarchy (built here, or handed over
 * ready: another worker may build it meanwhile, see targetTree.ts); the source vertices are
 * visited in Morton (Z-curve) order so that each query starts with a tight bound: the previous
 * vertex's closest point is at most |p − c_prev| away, which prunes almost the whole tree. A
 * coarse pass (one vertex in `step` along that order, its neighbours in the order sharing its
 * value) gives a complete map first; the full pass then measures every vertex.
 */
export class DeviationJob {
  /** Unique source vertices (x, y, z) and each soup vertex's id into them. */
  readonly vertices: Float32Array;
  readonly ids: Uint32Array;
  /** Surface area around each unique vertex (a third of each adjacent triangle's area). */
  readonly weights: Float64Array;
  readonly order: Uint32Array;
  private tree?: TargetTree;
  private closest?: BvhClosest;

  /**
   * `source`: a soup, or one already welded (a Surface: its vertices, triangles and areas), which
   * saves a weld when another check has made it. Without `target`, give it to `measureTo` before
   * measuring.
   */
  constructor(source: Float32Array | WeldedSource, target?: Float32Array | TargetTree) {
    if (source instanceof Float32Array) {
      const welded = weld(source);
      this.vertices = welded.vertices;
      this.ids = welded.ids;
      this.weights = vertexAreas(source, welded.ids, welded.vertices.length / 3);
    } else {
      this.vertices = source.vertices;
      this.ids = source.triangles;
      this.weights = source.areas;
    }
    this.order = mortonOrder(this.vertices);
    if (target) this.measureTo(target instanceof Float32Array ? buildTargetTree(target) : target);
  }

  measureTo(tree: TargetTree) {
    this.tree = tree;
    this.closest = new BvhClosest(tree.root, tree.index, tree.positions);
  }

  get count(): number {
    return this.vertices.length / 3;
  }

  /** A complete map from one query every `step` vertices along the Morton order. */
  coarse(step: number): Float32Array {
    const distances = new Float32Array(this.count);
    const sampled = this.measure(step, 0, this.order.length, newHit());
    for (let i = 0; i < this.order.length; i += 1) {
      distances[this.order[i]] = sampled[Math.floor(i / step)];
    }
    return distances;
  }

  /**
   * Every vertex, exact to the float precision of the target's triangles; with `until`, only
   * order[0…until), another worker measuring the rest (measureAlong, then merge).
   */
  full(
    onProgress?: (done: number) => void,
    chunk = 16384,
    until = this.order.length,
  ): Float32Array {
    const distances = new Float32Array(this.count);
    const hit = newHit();
    for (let from = 0; from < until; from += chunk) {
      const to = Math.min(from + chunk, until);
      const measured = this.measure(1, from, to, hit);
      for (let i = from; i < to; i += 1) distances[this.order[i]] = measured[i - from];
      onProgress?.(to);
    }
    return distances;
  }

  /** Puts another worker's distances of order[from…] (from measureAlong) into `distances`. */
  merge(distances: Float32Array, from: number, measured: Float32Array): void {
    for (let i = 0; i < measured.length; i += 1) distances[this.order[from + i]] = measured[i];
  }

  private measure(step: number, from: number, to: number, hit: ClosestHit): Float32Array {
    const { closest, tree } = this;
    if (!closest || !tree) throw new Error('deviation: no target to measure to');
    return measureAlong(closest, tree, this.vertices, this.order, step, from, to, hit);
  }
}

/**
 * Signed distance of the vertices order[from], order[from + step], … before `to` to the tree;
 * `hit` carries the previous closest point, which bounds the next query. Any worker holding
 * the tree and the source's vertices and order can measure a range: two share the full pass.
 * The sign: the side of the closest feature's angle-weighted pseudo-normal (pseudoNormals.ts),
 * right at the knife-edge margins and sharp edges where the closest face's normal is not.
 */
export function measureAlong(
  closest: BvhClosest,
  tree: TargetTree,
  vertices: Float32Array,
  order: Uint32Array,
  step: number,
  from: number,
  to: number,
  hit: ClosestHit = newHit(),
  normals: PseudoNormals = pseudoNormalsOf(tree),
): Float32Array {
  const out = new Float32Array(Math.ceil((to - from) / step));
  for (let i = from, k = 0; i < to; i += step, k += 1) {
    const v = order[i] * 3;
    const px = vertices[v];
    const py = vertices[v + 1];
    const pz = vertices[v + 2];
    // The previous closest point bounds this one; a hair more covers float rounding.
    const dx = px - hit.x;
    const dy = py - hit.y;
    const dz = pz - hit.z;
    const bound = hit.triangle < 0 ? Infinity : (dx * dx + dy * dy + dz * dz) * 1.000001 + 1e-12;
    closest.query(px, py, pz, bound, hit);
    if (hit.triangle < 0) closest.query(px, py, pz, Infinity, hit);
    if (hit.triangle < 0) throw new Error('deviation: empty target');
    out[k] = Math.sqrt(hit.distanceSq) * pseudoNormalSide(normals, tree, px, py, pz, hit);
  }
  return out;
}

function newHit(): ClosestHit {
  return { x: 0, y: 0, z: 0, distanceSq: Infinity, triangle: -1, feature: 0 };
}

/** Unique vertices of a soup and each soup vertex's id. */
function weld(positions: Float32Array): { vertices: Float32Array; ids: Uint32Array } {
  const { ids, count } = weldVertices(positions);
  const vertices = new Float32Array(count * 3);
  for (let v = 0; v < ids.length; v += 1) {
    vertices[ids[v] * 3] = positions[v * 3];
    vertices[ids[v] * 3 + 1] = positions[v * 3 + 1];
    vertices[ids[v] * 3 + 2] = positions[v * 3 + 2];
  }
  return { vertices, ids };
}

function vertexAreas(soup: Float32Array, ids: Uint32Array, count: number): Float64Array {
  const areas = new Float64Array(count);
  for (let t = 0; t < soup.length; t += 9) {
    const ux = soup[t + 3] - soup[t];
    const uy = soup[t + 4] - soup[t + 1];
    const uz = soup[t + 5] - soup[t + 2];
    const vx = soup[t + 6] - soup[t];
    const vy = soup[t + 7] - soup[t + 1];
    const vz = soup[t + 8] - soup[t + 2];
    const cx = uy * vz - uz * vy;
    const cy = uz * vx - ux * vz;
    const cz = ux * vy - uy * vx;
    const third = Math.sqrt(cx * cx + cy * cy + cz * cz) / 6;
    const v = t / 3;
    areas[ids[v]] += third;
    areas[ids[v + 1]] += third;
    areas[ids[v + 2]] += third;
  }
  return areas;
}
