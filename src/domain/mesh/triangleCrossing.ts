/**
 * Whether two triangles (9 numbers each) properly cross: each has corners strictly on both
 * sides of the other's plane and the two segments where they cut the line the planes share
 * overlap by more than rounding (Möller, "A fast triangle-triangle intersection test", 1997).
 * Touching along an edge or at a point, and coplanar overlap, do not count: a closed surface
 * built of such pieces does not run through itself. Distances are relative to the triangles'
 * size, so a mesh far from the origin is judged as one at it.
 */
export function trianglesCross(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  const da = sidesOf(a, b);
  if (!da) return false;
  const db = sidesOf(b, a);
  if (!db) return false;
  const na = normal(a);
  const nb = normal(b);
  const line = cross(na, nb);
  const span1 = cutSpan(a, da, line);
  const span2 = cutSpan(b, db, line);
  const size = Math.hypot(...line) * 1e-9;
  return Math.min(span1[1], span2[1]) - Math.max(span1[0], span2[0]) > size;
}

/** Signed distances of p's corners to q's plane, or null when they are not on both sides. */
function sidesOf(p: ArrayLike<number>, q: ArrayLike<number>): number[] | null {
  const n = normal(q);
  const length = Math.hypot(...n);
  if (length === 0) return null;
  const scale = Math.sqrt(length) * 1e-7;
  const d = [0, 1, 2].map(
    (k) =>
      ((p[k * 3] - q[0]) * n[0] + (p[k * 3 + 1] - q[1]) * n[1] + (p[k * 3 + 2] - q[2]) * n[2]) /
      length,
  );
  const above = d.some((value) => value > scale);
  const below = d.some((value) => value < -scale);
  return above && below ? d.map((value) => (Math.abs(value) <= scale ? 0 : value)) : null;
}

/** The interval, along `line`, of the part of triangle p on the other's plane. */
function cutSpan(p: ArrayLike<number>, d: number[], line: number[]): [number, number] {
  const projected = [0, 1, 2].map(
    (k) => p[k * 3] * line[0] + p[k * 3 + 1] * line[1] + p[k * 3 + 2] * line[2],
  );
  const values: number[] = [];
  for (let k = 0; k < 3; k += 1) {
    const next = (k + 1) % 3;
    if (d[k] === 0) values.push(projected[k]);
    if (d[k] * d[next] < 0) {
      values.push(projected[k] + ((projected[next] - projected[k]) * d[k]) / (d[k] - d[next]));
    }
  }
  return [Math.min(...values), Math.max(...values)];
}

function normal(p: ArrayLike<number>): number[] {
  const u = [p[3] - p[0], p[4] - p[1], p[5] - p[2]];
  const v = [p[6] - p[0], p[7] - p[1], p[8] - p[2]];
  return cross(u, v);
}

const cross = (u: number[], v: number[]) => [
  u[1] * v[2] - u[2] * v[1],
  u[2] * v[0] - u[0] * v[2],
  u[0] * v[1] - u[1] * v[0],
];
