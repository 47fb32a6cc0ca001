import { weldVertices } from './weld';

/**
 * A triangle soup as the design checks read it: welded vertices, triangles over them, each
 * vertex's angle-weighted normal (outwards for a surface wound outwards) and its share of the
 * surface (a third of each triangle around it), so a per-vertex map integrates to areas.
 */
export interface Surface {
  soup: Float32Array;
  vertices: Float32Array;
  triangles: Uint32Array;
  normals: Float32Array;
  areas: Float64Array;
}

export function surfaceOf(soup: Float32Array): Surface {
  const { ids, count } = weldVertices(soup);
  const vertices = new Float32Array(count * 3);
  ids.forEach((id, v) => vertices.set(soup.subarray(v * 3, v * 3 + 3), id * 3));
  const normals = new Float32Array(count * 3);
  const areas = new Float64Array(count);
  for (let t = 0; t < ids.length; t += 3) {
    const corners = [ids[t], ids[t + 1], ids[t + 2]];
    const [ax, ay, az] = at(vertices, corners[0]);
    const [bx, by, bz] = at(vertices, corners[1]);
    const [cx, cy, cz] = at(vertices, corners[2]);
    const nx = (by - ay) * (cz - az) - (bz - az) * (cy - ay);
    const ny = (bz - az) * (cx - ax) - (bx - ax) * (cz - az);
    const nz = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
    const doubled = Math.hypot(nx, ny, nz);
    if (doubled === 0) continue;
    for (let k = 0; k < 3; k += 1) {
      const here = corners[k];
      const angle = cornerAngle(vertices, here, corners[(k + 1) % 3], corners[(k + 2) % 3]);
      normals[here * 3] += (nx / doubled) * angle;
      normals[here * 3 + 1] += (ny / doubled) * angle;
      normals[here * 3 + 2] += (nz / doubled) * angle;
      areas[here] += doubled / 6;
    }
  }
  for (let v = 0; v < count; v += 1) {
    const length = Math.hypot(normals[v * 3], normals[v * 3 + 1], normals[v * 3 + 2]) || 1;
    for (let axis = 0; axis < 3; axis += 1) normals[v * 3 + axis] /= length;
  }
  return { soup, vertices, triangles: ids, normals, areas };
}

export type Vec3 = [number, number, number];

export const at = (values: ArrayLike<number>, i: number): Vec3 => [
  values[i * 3],
  values[i * 3 + 1],
  values[i * 3 + 2],
];

function cornerAngle(p: Float32Array, here: number, next: number, prev: number): number {
  const [hx, hy, hz] = at(p, here);
  const [ux, uy, uz] = [p[next * 3] - hx, p[next * 3 + 1] - hy, p[next * 3 + 2] - hz];
  const [vx, vy, vz] = [p[prev * 3] - hx, p[prev * 3 + 1] - hy, p[prev * 3 + 2] - hz];
  const lengths = Math.hypot(ux, uy, uz) * Math.hypot(vx, vy, vz);
  if (lengths === 0) return 0;
  return Math.acos(Math.min(1, Math.max(-1, (ux * vx + uy * vy + uz * vz) / lengths)));
}
