import { sectionArea } from './sectionArea';
import type { Section } from './sectionArea';
import type { Surface, Vec3 } from './surface';

export interface ConnectorSection extends Section {
  /** The cut's normal: the bridge's long axis. */
  normal: Vec3;
}

const COARSE = 48;
const FINE = 24;

/**
 * The smallest section between each pair of joined units of a bridge of `units` units: the
 * bridge's long axis is the main direction of its vertices across `up` (a straight or gently
 * curved bridge); between the units' centres, spaced evenly along it, the narrowest cut is
 * searched coarsely and then refined around the best cut.
 */
export function connectorSections(surface: Surface, units: number, up: Vec3): ConnectorSection[] {
  const axis = longAxis(surface.vertices, up);
  const { min, max, centre } = extent(surface.vertices, axis);
  const unit = (max - min) / units;
  const cutAt = (t: number): Section => sectionArea(surface.soup, add(centre, axis, t), axis);
  return Array.from({ length: units - 1 }, (_, k) => {
    const from = min + unit * (k + 0.5);
    const step = unit / COARSE;
    let best = { t: from, section: cutAt(from) };
    for (let i = 1; i <= COARSE; i += 1) {
      const t = from + i * step;
      const section = cutAt(t);
      if (section.areaMm2 < best.section.areaMm2) best = { t, section };
    }
    const around = best.t;
    for (let i = -FINE; i <= FINE; i += 1) {
      const t = around + (i * step) / FINE;
      const section = cutAt(t);
      if (section.areaMm2 < best.section.areaMm2) best = { t, section };
    }
    return { ...best.section, normal: axis };
  });
}

function longAxis(vertices: Float32Array, up: Vec3): Vec3 {
  const e1 = normalise(cross(up, Math.abs(up[0]) < 0.9 ? [1, 0, 0] : [0, 1, 0]));
  const e2 = cross(up, e1);
  let [m1, m2] = [0, 0];
  const count = vertices.length / 3;
  for (let v = 0; v < count; v += 1) {
    m1 += dot(vertices, v, e1) / count;
    m2 += dot(vertices, v, e2) / count;
  }
  let [c11, c12, c22] = [0, 0, 0];
  for (let v = 0; v < count; v += 1) {
    const a = dot(vertices, v, e1) - m1;
    const b = dot(vertices, v, e2) - m2;
    c11 += a * a;
    c12 += a * b;
    c22 += b * b;
  }
  const angle = 0.5 * Math.atan2(2 * c12, c11 - c22);
  return normalise([
    e1[0] * Math.cos(angle) + e2[0] * Math.sin(angle),
    e1[1] * Math.cos(angle) + e2[1] * Math.sin(angle),
    e1[2] * Math.cos(angle) + e2[2] * Math.sin(angle),
  ]);
}

function extent(vertices: Float32Array, axis: Vec3) {
  let min = Infinity;
  let max = -Infinity;
  const centre: Vec3 = [0, 0, 0];
  const count = vertices.length / 3;
  for (let v = 0; v < count; v += 1) {
    for (let i = 0; i < 3; i += 1) centre[i] += vertices[v * 3 + i] / count;
  }
  for (let v = 0; v < count; v += 1) {
    const t =
      (vertices[v * 3] - centre[0]) * axis[0] +
      (vertices[v * 3 + 1] - centre[1]) * axis[1] +
      (vertices[v * 3 + 2] - centre[2]) * axis[2];
    min = Math.min(min, t);
    max = Math.max(max, t);
  }
  return { min, max, centre };
}

const dot = (p: Float32Array, v: number, e: Vec3) =>
  p[v * 3] * e[0] + p[v * 3 + 1] * e[1] + p[v * 3 + 2] * e[2];
const add = (p: Vec3, d: Vec3, t: number): Vec3 => [
  p[0] + d[0] * t,
  p[1] + d[1] * t,
  p[2] + d[2] * t,
];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
function normalise(a: Vec3): Vec3 {
  const length = Math.hypot(...a) || 1;
  return [a[0] / length, a[1] / length, a[2] / length];
}
