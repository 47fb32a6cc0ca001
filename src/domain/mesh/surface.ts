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

/** One pass over the triangles, no allocation per triangle (a 300k crown in tens of ms). */
export function surfaceOf(soup: Float32Array): Surface {
  const { ids, count } = weldVertices(soup);
  const vertices = new Float32Array(count * 3);
  for (let v = 0; v < ids.length; v += 1) {
    const id = ids[v] * 3;
    vertices[id] = soup[v * 3];
    vertices[id + 1] = soup[v * 3 + 1];
    vertices[id + 2] = soup[v * 3 + 2];
  }
  const normals = new Float32Array(count * 3);
  const areas = new Float64Array(count);
  const p = vertices;
  for (let t = 0; t < ids.length; t += 3) {
    const a = ids[t] * 3;
    const b = ids[t + 1] * 3;
    const c = ids[t + 2] * 3;
    const abx = p[b] - p[a];
    const aby = p[b + 1] - p[a + 1];
    const abz = p[b + 2] - p[a + 2];
    const acx = p[c] - p[a];
    const acy = p[c + 1] - p[a + 1];
    const acz = p[c + 2] - p[a + 2];
    const bcx = p[c] - p[b];
    const bcy = p[c + 1] - p[b + 1];
    const bcz = p[c + 2] - p[b + 2];
    const nx = aby * acz - abz * acy;
    const ny = abz * acx - abx * acz;
    const nz = abx * acy - aby * acx;
    const doubled = Math.sqrt(nx * nx + ny * ny + nz * nz);
    if (doubled === 0) continue;
    const ab = Math.sqrt(abx * abx + aby * aby + abz * abz);
    const ac = Math.sqrt(acx * acx + acy * acy + acz * acz);
    const bc = Math.sqrt(bcx * bcx + bcy * bcy + bcz * bcz);
    // The angle at each corner, between its two edges (pointing away from it).
    const atA = angle(abx * acx + aby * acy + abz * acz, ab * ac);
    const atB = angle(-(abx * bcx + aby * bcy + abz * bcz), ab * bc);
    const atC = angle(acx * bcx + acy * bcy + acz * bcz, ac * bc);
    const ux = nx / doubled;
    const uy = ny / doubled;
    const uz = nz / doubled;
    add(normals, a, ux * atA, uy * atA, uz * atA);
    add(normals, b, ux * atB, uy * atB, uz * atB);
    add(normals, c, ux * atC, uy * atC, uz * atC);
    areas[a / 3] += doubled / 6;
    areas[b / 3] += doubled / 6;
    areas[c / 3] += doubled / 6;
  }
  for (let v = 0; v < count * 3; v += 3) {
    const x = normals[v];
    const y = normals[v + 1];
    const z = normals[v + 2];
    const length = Math.sqrt(x * x + y * y + z * z) || 1;
    normals[v] = x / length;
    normals[v + 1] = y / length;
    normals[v + 2] = z / length;
  }
  return { soup, vertices, triangles: ids, normals, areas };
}

export type Vec3 = [number, number, number];

export const at = (values: ArrayLike<number>, i: number): Vec3 => [
  values[i * 3],
  values[i * 3 + 1],
  values[i * 3 + 2],
];

function angle(dot: number, lengths: number): number {
  if (lengths === 0) return 0;
  return Math.acos(Math.min(1, Math.max(-1, dot / lengths)));
}

function add(into: Float32Array, at: number, x: number, y: number, z: number) {
  into[at] += x;
  into[at + 1] += y;
  into[at + 2] += z;
}
