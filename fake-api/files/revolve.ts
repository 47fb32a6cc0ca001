import { closedGrid } from '../../src/domain/mesh/indexedMesh';

/** A point of a profile: radius from the axis and height, mm. */
export type ProfilePoint = [number, number];

/**
 * A closed solid of revolution about the vertical axis through (cx, cy): `path` runs from the top
 * pole (radius 0) to the bottom pole (radius 0), resampled to `spacing` mm; `lift(x, y, z)` may
 * raise a point (an occlusal relief). Wound outwards.
 */
export function revolve(
  path: ProfilePoint[],
  { segments = 96, spacing = 0.1, cx = 0, cy = 0 } = {},
  lift: (x: number, y: number, z: number) => number = () => 0,
): Float32Array {
  const points = resample(path, spacing);
  const rows = points.slice(1, -1);
  const top = points[0];
  const bottom = points[points.length - 1];
  return closedGrid(
    rows.length,
    segments,
    (row, segment) => {
      const [r, z] = rows[row];
      const phi = (2 * Math.PI * segment) / segments;
      const x = r * Math.cos(phi);
      const y = r * Math.sin(phi);
      return [cx + x, cy + y, z + lift(x, y, z)];
    },
    [cx, cy, top[1] + lift(0, 0, top[1])],
    [cx, cy, bottom[1] + lift(0, 0, bottom[1])],
  );
}

/** Points every `spacing` mm along the polyline, its corners kept. */
function resample(path: ProfilePoint[], spacing: number): ProfilePoint[] {
  const out: ProfilePoint[] = [path[0]];
  for (let i = 1; i < path.length; i += 1) {
    const [r0, z0] = path[i - 1];
    const [r1, z1] = path[i];
    const steps = Math.max(1, Math.round(Math.hypot(r1 - r0, z1 - z0) / spacing));
    for (let s = 1; s <= steps; s += 1) {
      out.push([r0 + ((r1 - r0) * s) / steps, z0 + ((z1 - z0) * s) / steps]);
    }
  }
  return out;
}

/** Samples of r(z) from z0 to z1 (either direction) every `step` mm. */
export function curve(r: (z: number) => number, z0: number, z1: number, step = 0.1) {
  const count = Math.max(1, Math.round(Math.abs(z1 - z0) / step));
  return Array.from({ length: count + 1 }, (_, i): ProfilePoint => {
    const z = z0 + ((z1 - z0) * i) / count;
    return [r(z), z];
  });
}
