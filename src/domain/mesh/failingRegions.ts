import { at } from './surface';
import type { Surface, Vec3 } from './surface';

/** One connected patch of the surface failing a check: where to pin it and how bad it is. */
export interface FailingRegion {
  /** The patch's worst vertex. */
  point: Vec3;
  /** The surface's outward normal there (a QC pin's direction). */
  normal: Vec3;
  /** The measured value at that vertex (mm, or mm² for a connector). */
  value: number;
  /** The patch's area, mm². */
  areaMm2: number;
}

/** At most this many regions a check lists (worst first): a pin each is already a lot. */
export const MAX_REGIONS = 12;

/**
 * The connected patches of the vertices `failing` selects (joined through the triangles), each
 * with its lowest value (the worst for every check here: thinner, closer, more overlap).
 */
export function failingRegions(
  surface: Surface,
  values: ArrayLike<number>,
  failing: (vertex: number) => boolean,
): FailingRegion[] {
  const count = surface.vertices.length / 3;
  const parent = new Int32Array(count).map((_, v) => v);
  const root = (v: number): number => {
    while (parent[v] !== v) {
      parent[v] = parent[parent[v]];
      v = parent[v];
    }
    return v;
  };
  const { triangles } = surface;
  for (let t = 0; t < triangles.length; t += 3) {
    for (let k = 0; k < 3; k += 1) {
      const a = triangles[t + k];
      const b = triangles[t + ((k + 1) % 3)];
      if (failing(a) && failing(b)) parent[root(a)] = root(b);
    }
  }
  const worst = new Map<number, { vertex: number; area: number }>();
  for (let v = 0; v < count; v += 1) {
    if (!failing(v)) continue;
    const r = root(v);
    const region = worst.get(r);
    if (!region) worst.set(r, { vertex: v, area: surface.areas[v] });
    else {
      region.area += surface.areas[v];
      if (values[v] < values[region.vertex]) region.vertex = v;
    }
  }
  return [...worst.values()]
    .sort((a, b) => values[a.vertex] - values[b.vertex])
    .slice(0, MAX_REGIONS)
    .map(({ vertex, area }) => ({
      point: at(surface.vertices, vertex),
      normal: at(surface.normals, vertex),
      value: values[vertex],
      areaMm2: area,
    }));
}
