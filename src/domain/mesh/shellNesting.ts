/**
 * How many other closed shells enclose each closed shell (by ray parity from its first corner):
 * 0 for an outer surface, 1 for a cavity's, 2 for an island inside a cavity... O(shells ×
 * triangles), so only for a handful of shells: past MAX_SHELLS every depth is 0 (each shell
 * judged on its own volume, as before).
 */
export function nestingDepths(
  positions: Float32Array,
  parts: number[],
  partOf: (triangle: number) => number,
): number[] {
  if (parts.length < 2 || parts.length > MAX_SHELLS) return parts.map(() => 0);
  const triangles = positions.length / 9;
  const origins = parts.map((part) => {
    for (let t = 0; t < triangles; t += 1) if (partOf(t) === part) return t * 9;
    return 0;
  });
  return parts.map((part, k) => enclosing(positions, parts, origins[k], part, partOf));
}

const MAX_SHELLS = 64;

function enclosing(
  positions: Float32Array,
  parts: number[],
  origin: number,
  self: number,
  partOf: (triangle: number) => number,
): number {
  // Each shell that encloses the point is crossed an odd number of times.
  const crossings = new Map<number, number>();
  for (let t = 0; t < positions.length / 9; t += 1) {
    const part = partOf(t);
    if (part < 0 || part === self || !parts.includes(part)) continue;
    if (crosses(positions, t * 9, origin)) crossings.set(part, (crossings.get(part) ?? 0) + 1);
  }
  let depth = 0;
  for (const count of crossings.values()) if (count % 2 === 1) depth += 1;
  return depth;
}

/** A direction no axis-aligned mesh edge runs along, so the ray meets no edge exactly. */
const DIRECTION = [0.8017837, 0.5345225, 0.2672612];

/** Möller–Trumbore: does the ray from the soup vertex at `origin` cross triangle `t`? */
function crosses(p: Float32Array, t: number, origin: number): boolean {
  const [dx, dy, dz] = DIRECTION;
  const e1x = p[t + 3] - p[t];
  const e1y = p[t + 4] - p[t + 1];
  const e1z = p[t + 5] - p[t + 2];
  const e2x = p[t + 6] - p[t];
  const e2y = p[t + 7] - p[t + 1];
  const e2z = p[t + 8] - p[t + 2];
  const hx = dy * e2z - dz * e2y;
  const hy = dz * e2x - dx * e2z;
  const hz = dx * e2y - dy * e2x;
  const det = e1x * hx + e1y * hy + e1z * hz;
  if (Math.abs(det) < 1e-12) return false;
  const sx = p[origin] - p[t];
  const sy = p[origin + 1] - p[t + 1];
  const sz = p[origin + 2] - p[t + 2];
  const u = (sx * hx + sy * hy + sz * hz) / det;
  if (u < 0 || u > 1) return false;
  const qx = sy * e1z - sz * e1y;
  const qy = sz * e1x - sx * e1z;
  const qz = sx * e1y - sy * e1x;
  const v = (dx * qx + dy * qy + dz * qz) / det;
  if (v < 0 || u + v > 1) return false;
  return (e2x * qx + e2y * qy + e2z * qz) / det > 0;
}
