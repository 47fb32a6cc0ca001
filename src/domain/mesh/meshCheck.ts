import { mix, tableSize } from './hash';
import { weldVertices } from './weld';

export interface MeshCheck {
  triangles: number;
  /** Triangles with two coincident corners or no area. */
  degenerate: number;
  /** Edges used by one triangle only: the border of a hole. */
  openEdges: number;
  /** Edges shared by three or more triangles. */
  nonManifoldEdges: number;
  watertight: boolean;
  /**
   * Edges two triangles run in the same direction: one of them is wound backwards (in a
   * consistently wound surface each shared edge is used once in each direction).
   */
  inconsistentEdges: number;
  /** Connected parts without open or non-manifold edges and wound consistently. */
  closedShells: number;
  /** Of those, the ones wound inwards (negative signed volume): CAM reads them inside out. */
  invertedShells: number;
  /** A binary STL whose header counts other than the triangles its size holds: the header's. */
  declaredTriangles?: number;
  /** Bounding box size, in the file's units (millimetres for dental CAD). */
  sizeMm: [number, number, number];
  verdict: 'pass' | 'warn';
  /** Translation keys, one per problem found. */
  reasons: string[];
}

/** Plausible largest size of a dental restoration or model, in mm (a crown ~8, an arch ~80). */
const SIZE_LIMITS_MM = { min: 1, max: 200 } as const;

export const CHECK_REASONS = {
  empty: 'app.viewer.check.reason.empty',
  openEdges: 'app.viewer.check.reason.open_edges',
  nonManifold: 'app.viewer.check.reason.non_manifold',
  degenerate: 'app.viewer.check.reason.degenerate',
  tooSmall: 'app.viewer.check.reason.too_small',
  tooLarge: 'app.viewer.check.reason.too_large',
  inconsistentWinding: 'app.viewer.check.reason.inconsistent_winding',
  inverted: 'app.viewer.check.reason.inverted',
  countMismatch: 'app.viewer.check.reason.count_mismatch',
} as const;

/** What the parser noticed about the file that the check reports with the geometry. */
export interface ParseNotes {
  /** Binary STL: the header's triangle count when the size says otherwise. */
  declaredTriangles?: number;
}

/**
 * Topology, orientation and size of a triangle soup (9 floats per triangle); vertices welded when
 * equal. Orientation: every edge shared by two triangles must be run once in each direction, and
 * each closed shell must enclose a positive volume (its normals point outwards).
 */
export function checkMesh(positions: Float32Array, notes: ParseNotes = {}): MeshCheck {
  const triangles = Math.floor(positions.length / 9);
  const { ids, count } = weldVertices(positions);
  const sizeMm = boundingSize(positions);
  const tolerance = (Math.max(...sizeMm) * 1e-7) ** 2;
  const edges = new EdgeCounter(triangles * 3);
  const parts = new Parts(count);
  let degenerate = 0;
  for (let t = 0; t < triangles; t += 1) {
    const a = ids[t * 3];
    const b = ids[t * 3 + 1];
    const c = ids[t * 3 + 2];
    if (a === b || b === c || a === c || area2(positions, t * 9) <= tolerance) degenerate += 1;
    if (a === b || b === c || a === c) continue;
    edges.add(a, b);
    edges.add(b, c);
    edges.add(c, a);
    parts.join(a, b);
    parts.join(a, c);
  }
  const { open, nonManifold, inconsistent } = edges.summary(parts);
  const shells = parts.shells(positions, ids);
  const found: Omit<MeshCheck, 'watertight' | 'verdict' | 'reasons'> = {
    triangles,
    degenerate,
    openEdges: open,
    nonManifoldEdges: nonManifold,
    inconsistentEdges: inconsistent,
    closedShells: shells.closed,
    invertedShells: shells.inverted,
    sizeMm,
    ...(notes.declaredTriangles !== undefined && { declaredTriangles: notes.declaredTriangles }),
  };
  const reasons = reasonsFor(found);
  return {
    ...found,
    watertight: triangles > 0 && open === 0 && nonManifold === 0,
    verdict: reasons.length === 0 ? 'pass' : 'warn',
    reasons,
  };
}

/** The figures a reason's text may name (%{inconsistentEdges}…), for translate(). */
export function reasonValues(check: MeshCheck): Record<string, number> {
  return {
    triangles: check.triangles,
    openEdges: check.openEdges,
    nonManifoldEdges: check.nonManifoldEdges,
    degenerate: check.degenerate,
    inconsistentEdges: check.inconsistentEdges,
    closedShells: check.closedShells,
    invertedShells: check.invertedShells,
    declaredTriangles: check.declaredTriangles ?? check.triangles,
  };
}

function reasonsFor(check: Omit<MeshCheck, 'watertight' | 'verdict' | 'reasons'>): string[] {
  if (check.triangles === 0) return [CHECK_REASONS.empty];
  const largest = Math.max(...check.sizeMm);
  const found: [boolean, string][] = [
    [check.declaredTriangles !== undefined, CHECK_REASONS.countMismatch],
    [check.openEdges > 0, CHECK_REASONS.openEdges],
    [check.nonManifoldEdges > 0, CHECK_REASONS.nonManifold],
    [check.degenerate > 0, CHECK_REASONS.degenerate],
    [check.inconsistentEdges > 0, CHECK_REASONS.inconsistentWinding],
    [check.invertedShells > 0, CHECK_REASONS.inverted],
    [largest < SIZE_LIMITS_MM.min, CHECK_REASONS.tooSmall],
    [largest > SIZE_LIMITS_MM.max, CHECK_REASONS.tooLarge],
  ];
  return found.filter(([problem]) => problem).map(([, reason]) => reason);
}

/** Squared length of the cross product (4 × area²). */
function area2(p: Float32Array, i: number): number {
  const ux = p[i + 3] - p[i];
  const uy = p[i + 4] - p[i + 1];
  const uz = p[i + 5] - p[i + 2];
  const vx = p[i + 6] - p[i];
  const vy = p[i + 7] - p[i + 1];
  const vz = p[i + 8] - p[i + 2];
  return (uy * vz - uz * vy) ** 2 + (uz * vx - ux * vz) ** 2 + (ux * vy - uy * vx) ** 2;
}

export function boundingSize(positions: Float32Array): [number, number, number] {
  if (positions.length === 0) return [0, 0, 0];
  const { min, max } = boundsOf(positions);
  return [max[0] - min[0], max[1] - min[1], max[2] - min[2]];
}

export interface Bounds {
  min: [number, number, number];
  max: [number, number, number];
}

/** The axis-aligned box of a soup (Infinity / −Infinity when empty). */
export function boundsOf(positions: Float32Array): Bounds {
  let minX = Infinity;
  let minY = Infinity;
  let minZ = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let maxZ = -Infinity;
  for (let i = 0; i < positions.length; i += 3) {
    const x = positions[i];
    const y = positions[i + 1];
    const z = positions[i + 2];
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
    if (z < minZ) minZ = z;
    if (z > maxZ) maxZ = z;
  }
  return { min: [minX, minY, minZ], max: [maxX, maxY, maxZ] };
}

/**
 * Counts undirected edges (a, b) in an open-addressing table, and how many of their uses run from
 * the lower vertex id to the higher: linear time, no string keys.
 */
class EdgeCounter {
  private low: Uint32Array;
  private high: Uint32Array;
  private counts: Uint8Array;
  private upward: Uint8Array;
  private mask: number;
  private used = 0;

  /**
   * Sized for `uses` / 2 edges (a closed surface shares each edge twice) and grown when more come:
   * a 4M-triangle scan needs half the memory of a table sized for every use.
   */
  constructor(uses: number) {
    const size = tableSize(Math.ceil(uses / 2));
    this.low = new Uint32Array(size);
    this.high = new Uint32Array(size);
    this.counts = new Uint8Array(size);
    this.upward = new Uint8Array(size);
    this.mask = size - 1;
  }

  private grow(): void {
    const { low, high, counts, upward } = this;
    const size = counts.length * 2;
    this.low = new Uint32Array(size);
    this.high = new Uint32Array(size);
    this.counts = new Uint8Array(size);
    this.upward = new Uint8Array(size);
    this.mask = size - 1;
    for (let old = 0; old < counts.length; old += 1) {
      if (counts[old] === 0) continue;
      let slot = mix(low[old] ^ mix(high[old])) & this.mask;
      while (this.counts[slot] !== 0) slot = (slot + 1) & this.mask;
      this.low[slot] = low[old];
      this.high[slot] = high[old];
      this.counts[slot] = counts[old];
      this.upward[slot] = upward[old];
    }
  }

  /** The edge from `a` to `b` (in the triangle's winding). */
  add(a: number, b: number): void {
    const lo = Math.min(a, b);
    const hi = Math.max(a, b);
    const up = a < b ? 1 : 0;
    let slot = mix(lo ^ mix(hi)) & this.mask;
    for (;;) {
      const count = this.counts[slot];
      if (count === 0) {
        this.low[slot] = lo;
        this.high[slot] = hi;
        this.counts[slot] = 1;
        this.upward[slot] = up;
        this.used += 1;
        if (this.used * 2 > this.counts.length) this.grow();
        return;
      }
      if (this.low[slot] === lo && this.high[slot] === hi) {
        if (count < 255) {
          this.counts[slot] = count + 1;
          this.upward[slot] += up;
        }
        return;
      }
      slot = (slot + 1) & this.mask;
    }
  }

  /** Open, non-manifold and inconsistently wound edges; marks the parts that hold any of them. */
  summary(parts: Parts): { open: number; nonManifold: number; inconsistent: number } {
    let open = 0;
    let nonManifold = 0;
    let inconsistent = 0;
    for (let slot = 0; slot < this.counts.length; slot += 1) {
      const count = this.counts[slot];
      if (count === 0) continue;
      if (count === 2 && this.upward[slot] === 1) continue;
      if (count === 1) open += 1;
      else if (count > 2) nonManifold += 1;
      else inconsistent += 1;
      parts.markNotClosed(this.low[slot]);
    }
    return { open, nonManifold, inconsistent };
  }
}

/** Connected parts of the welded vertices (union-find), and which of them are closed shells. */
class Parts {
  private readonly parent: Int32Array;
  private readonly notClosed: Uint8Array;

  constructor(vertices: number) {
    this.parent = new Int32Array(vertices);
    for (let v = 0; v < vertices; v += 1) this.parent[v] = v;
    this.notClosed = new Uint8Array(vertices);
  }

  root(v: number): number {
    let root = v;
    while (this.parent[root] !== root) root = this.parent[root];
    while (this.parent[v] !== root) {
      const next = this.parent[v];
      this.parent[v] = root;
      v = next;
    }
    return root;
  }

  join(a: number, b: number): void {
    const ra = this.root(a);
    const rb = this.root(b);
    if (ra !== rb) this.parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }

  markNotClosed(v: number): void {
    this.notClosed[this.root(v)] = 1;
  }

  /**
   * Closed, consistently wound shells and those of them with a negative signed volume. Each
   * triangle's volume is taken from its part's first corner: the same for a closed shell, with
   * fewer digits lost far from the origin.
   */
  shells(positions: Float32Array, ids: Uint32Array): { closed: number; inverted: number } {
    const volume = new Float64Array(this.parent.length);
    const origin = new Int32Array(this.parent.length).fill(-1);
    const p = positions;
    for (let t = 0; t < ids.length / 3; t += 1) {
      const a = ids[t * 3];
      if (a === ids[t * 3 + 1] || a === ids[t * 3 + 2] || ids[t * 3 + 1] === ids[t * 3 + 2]) {
        continue;
      }
      const part = this.root(a);
      if (this.notClosed[part]) continue;
      if (origin[part] < 0) origin[part] = t * 9;
      const o = origin[part];
      const i = t * 9;
      const ax = p[i] - p[o];
      const ay = p[i + 1] - p[o + 1];
      const az = p[i + 2] - p[o + 2];
      const bx = p[i + 3] - p[o];
      const by = p[i + 4] - p[o + 1];
      const bz = p[i + 5] - p[o + 2];
      const cx = p[i + 6] - p[o];
      const cy = p[i + 7] - p[o + 1];
      const cz = p[i + 8] - p[o + 2];
      volume[part] +=
        ax * (by * cz - bz * cy) - ay * (bx * cz - bz * cx) + az * (bx * cy - by * cx);
    }
    let closed = 0;
    let inverted = 0;
    for (let part = 0; part < origin.length; part += 1) {
      if (origin[part] < 0) continue;
      closed += 1;
      if (volume[part] < 0) inverted += 1;
    }
    return { closed, inverted };
  }
}
