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
} as const;

/** Topology and size of a triangle soup (9 floats per triangle); vertices welded when equal. */
export function checkMesh(positions: Float32Array): MeshCheck {
  const triangles = Math.floor(positions.length / 9);
  const { ids } = weldVertices(positions);
  const sizeMm = boundingSize(positions);
  const tolerance = (Math.max(...sizeMm) * 1e-7) ** 2;
  const edges = new EdgeCounter(triangles * 3);
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
  }
  const { open, nonManifold } = edges.summary();
  const reasons = reasonsFor(triangles, open, nonManifold, degenerate, sizeMm);
  return {
    triangles,
    degenerate,
    openEdges: open,
    nonManifoldEdges: nonManifold,
    watertight: triangles > 0 && open === 0 && nonManifold === 0,
    sizeMm,
    verdict: reasons.length === 0 ? 'pass' : 'warn',
    reasons,
  };
}

function reasonsFor(
  triangles: number,
  open: number,
  nonManifold: number,
  degenerate: number,
  size: [number, number, number],
): string[] {
  if (triangles === 0) return [CHECK_REASONS.empty];
  const largest = Math.max(...size);
  const found: [boolean, string][] = [
    [open > 0, CHECK_REASONS.openEdges],
    [nonManifold > 0, CHECK_REASONS.nonManifold],
    [degenerate > 0, CHECK_REASONS.degenerate],
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

/** Counts undirected edges (a, b) in an open-addressing table: linear time, no string keys. */
class EdgeCounter {
  private readonly low: Uint32Array;
  private readonly high: Uint32Array;
  private readonly counts: Uint8Array;
  private readonly mask: number;

  constructor(capacity: number) {
    const size = tableSize(capacity);
    this.low = new Uint32Array(size);
    this.high = new Uint32Array(size);
    this.counts = new Uint8Array(size);
    this.mask = size - 1;
  }

  add(a: number, b: number): void {
    const lo = Math.min(a, b);
    const hi = Math.max(a, b);
    let slot = mix(lo ^ mix(hi)) & this.mask;
    for (;;) {
      const count = this.counts[slot];
      if (count === 0) {
        this.low[slot] = lo;
        this.high[slot] = hi;
        this.counts[slot] = 1;
        return;
      }
      if (this.low[slot] === lo && this.high[slot] === hi) {
        if (count < 255) this.counts[slot] = count + 1;
        return;
      }
      slot = (slot + 1) & this.mask;
    }
  }

  summary(): { open: number; nonManifold: number } {
    let open = 0;
    let nonManifold = 0;
    for (const count of this.counts) {
      if (count === 1) open += 1;
      else if (count > 2) nonManifold += 1;
    }
    return { open, nonManifold };
  }
}
