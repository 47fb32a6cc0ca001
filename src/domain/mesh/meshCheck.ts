import { EdgeCounter, Parts } from './meshEdges';
import { SELF_INTERSECTION_LIMIT, countSelfIntersections } from './selfIntersections';
import { VertexFans } from './vertexFans';
import { weldVertices } from './weld';

export interface MeshCheck {
  triangles: number;
  /** Triangles with two coincident corners or no area. */
  degenerate: number;
  /** Edges used by one triangle only: the border of a hole. */
  openEdges: number;
  /** Edges shared by three or more triangles. */
  nonManifoldEdges: number;
  /** Vertices where two or more fans of triangles meet at a point only (a bow tie). */
  nonManifoldVertices: number;
  /**
   * Pairs of triangles cutting each other without sharing a corner; absent when not checked
   * (more than SELF_INTERSECTION_LIMIT triangles).
   */
  selfIntersections?: number;
  watertight: boolean;
  /**
   * Edges two triangles run in the same direction: one of them is wound backwards (in a
   * consistently wound surface each shared edge is used once in each direction).
   */
  inconsistentEdges: number;
  /** Connected parts without open or non-manifold edges and wound consistently. */
  closedShells: number;
  /**
   * Of those, the ones wound against their place: an outer shell facing inwards (negative signed
   * volume), or a cavity's shell (inside another) facing outwards. CAM reads them inside out.
   */
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
  nonManifoldVertices: 'app.viewer.check.reason.non_manifold_vertices',
  selfIntersections: 'app.viewer.check.reason.self_intersections',
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
  const fans = new VertexFans(triangles * 3);
  let degenerate = 0;
  for (let t = 0; t < triangles; t += 1) {
    const a = ids[t * 3];
    const b = ids[t * 3 + 1];
    const c = ids[t * 3 + 2];
    if (a === b || b === c || a === c || area2(positions, t * 9) <= tolerance) degenerate += 1;
    if (a === b || b === c || a === c) continue;
    for (let k = 0; k < 3; k += 1) {
      const corner = t * 3 + k;
      const other = edges.add(ids[corner], ids[t * 3 + ((k + 1) % 3)], corner);
      if (other >= 0) fans.shareEdge(ids, corner, other);
    }
    parts.join(a, b);
    parts.join(a, c);
  }
  const { open, nonManifold, inconsistent } = edges.summary(parts);
  const shells = parts.shells(positions, ids);
  const usable = (corner: number) => {
    const t = corner - (corner % 3);
    return ids[t] !== ids[t + 1] && ids[t + 1] !== ids[t + 2] && ids[t] !== ids[t + 2];
  };
  const nonManifoldVertices = fans.nonManifoldVertices(ids, count, usable);
  const selfIntersections =
    triangles <= SELF_INTERSECTION_LIMIT && triangles > 0
      ? countSelfIntersections(positions, ids)
      : undefined;
  const found: Omit<MeshCheck, 'watertight' | 'verdict' | 'reasons'> = {
    triangles,
    degenerate,
    openEdges: open,
    nonManifoldEdges: nonManifold,
    nonManifoldVertices,
    ...(selfIntersections !== undefined && { selfIntersections }),
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
    nonManifoldVertices: check.nonManifoldVertices,
    selfIntersections: check.selfIntersections ?? 0,
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
    [check.nonManifoldVertices > 0, CHECK_REASONS.nonManifoldVertices],
    [(check.selfIntersections ?? 0) > 0, CHECK_REASONS.selfIntersections],
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
