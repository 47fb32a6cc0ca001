import type { Vec3 } from './surface';

export interface Section {
  /** Area of the cut through the solid, mm². */
  areaMm2: number;
  /** The cut's centroid (a point on the plane inside the material for a convex section). */
  centroid: Vec3;
}

/**
 * The section of a closed, outward-wound solid (a triangle soup) by the plane through `origin`
 * with unit normal `axis`: each triangle crossing the plane gives a segment, oriented along
 * axis × (the triangle's normal), so outer contours run counter-clockwise about the axis and
 * holes clockwise; the shoelace sum of those segments (about the origin) is the area net of
 * holes, exact for the polygonal cut.
 */
export function sectionArea(soup: Float32Array, origin: Vec3, axis: Vec3): Section {
  const [ox, oy, oz] = origin;
  const [ax, ay, az] = axis;
  let area = 0;
  let cx = 0;
  let cy = 0;
  let cz = 0;
  const point = new Float64Array(6);
  for (let t = 0; t < soup.length; t += 9) {
    const s0 = (soup[t] - ox) * ax + (soup[t + 1] - oy) * ay + (soup[t + 2] - oz) * az;
    const s1 = (soup[t + 3] - ox) * ax + (soup[t + 4] - oy) * ay + (soup[t + 5] - oz) * az;
    const s2 = (soup[t + 6] - ox) * ax + (soup[t + 7] - oy) * ay + (soup[t + 8] - oz) * az;
    const signs = [s0 >= 0, s1 >= 0, s2 >= 0];
    if (signs[0] === signs[1] && signs[1] === signs[2]) continue;
    const s = [s0, s1, s2];
    let found = 0;
    for (let k = 0; k < 3 && found < 2; k += 1) {
      const next = (k + 1) % 3;
      if (signs[k] === signs[next]) continue;
      const f = s[k] / (s[k] - s[next]);
      for (let axisIndex = 0; axisIndex < 3; axisIndex += 1) {
        const a = soup[t + k * 3 + axisIndex];
        const b = soup[t + next * 3 + axisIndex];
        point[found * 3 + axisIndex] = a + (b - a) * f - origin[axisIndex];
      }
      found += 1;
    }
    // The segment's direction must follow axis × n (n: the triangle's normal, unnormalised).
    const ux = soup[t + 3] - soup[t];
    const uy = soup[t + 4] - soup[t + 1];
    const uz = soup[t + 5] - soup[t + 2];
    const vx = soup[t + 6] - soup[t];
    const vy = soup[t + 7] - soup[t + 1];
    const vz = soup[t + 8] - soup[t + 2];
    const nx = uy * vz - uz * vy;
    const ny = uz * vx - ux * vz;
    const nz = ux * vy - uy * vx;
    const dx = ay * nz - az * ny;
    const dy = az * nx - ax * nz;
    const dz = ax * ny - ay * nx;
    let [px, py, pz, qx, qy, qz] = point;
    if ((qx - px) * dx + (qy - py) * dy + (qz - pz) * dz < 0) {
      [px, py, pz, qx, qy, qz] = [qx, qy, qz, px, py, pz];
    }
    const twice = (py * qz - pz * qy) * ax + (pz * qx - px * qz) * ay + (px * qy - py * qx) * az;
    area += twice / 2;
    cx += (twice / 2) * ((px + qx) / 3);
    cy += (twice / 2) * ((py + qy) / 3);
    cz += (twice / 2) * ((pz + qz) / 3);
  }
  const centroid: Vec3 =
    area === 0 ? [ox, oy, oz] : [ox + cx / area, oy + cy / area, oz + cz / area];
  return { areaMm2: area, centroid };
}
