import { BvhRaycast } from './bvhRaycast';
import type { Surface } from './surface';
import { buildTargetTree } from './targetTree';
import type { TargetTree } from './targetTree';

/** Rays start this far inside the wall, so that they cannot hit their own vertex's triangles. */
const START_MM = 1e-4;

/** The first look's density: one ray in this many vertices (thicknessMap's `onCoarse`). */
export const COARSE_STEP = 4;

/**
 * The wall thickness at each vertex: the distance along the inward normal to where the ray
 * leaves the material (the first surface it meets, either side), NaN where it leaves none (an
 * open mesh) or within `skip` (the margin band). The surface's own tree answers each ray; give
 * it when another check has built it already. With `onCoarse`, a first look is handed over
 * before the rest is measured: one vertex in COARSE_STEP measured (welded order, which follows
 * the file's triangles), each of the others showing the one measured before it.
 */
export function thicknessMap(
  surface: Surface,
  skip: (vertex: number) => boolean,
  tree: TargetTree = buildTargetTree(surface.soup),
  onCoarse?: (coarse: Float32Array) => void,
): Float32Array {
  const caster = new BvhRaycast(tree);
  const count = surface.vertices.length / 3;
  const out = new Float32Array(count).fill(Number.NaN);
  const measure = (v: number) => {
    if (!skip(v)) out[v] = thicknessAt(caster, surface, v);
  };
  if (!onCoarse) {
    for (let v = 0; v < count; v += 1) measure(v);
    return out;
  }
  for (let v = 0; v < count; v += COARSE_STEP) measure(v);
  const coarse = new Float32Array(count);
  for (let v = 0; v < count; v += 1) {
    coarse[v] = skip(v) ? Number.NaN : out[v - (v % COARSE_STEP)];
  }
  onCoarse(coarse);
  for (let v = 0; v < count; v += 1) if (v % COARSE_STEP !== 0) measure(v);
  return out;
}

function thicknessAt(caster: BvhRaycast, { vertices, normals }: Surface, v: number): number {
  const nx = normals[v * 3];
  const ny = normals[v * 3 + 1];
  const nz = normals[v * 3 + 2];
  const distance = caster.nearest(
    vertices[v * 3] - nx * START_MM,
    vertices[v * 3 + 1] - ny * START_MM,
    vertices[v * 3 + 2] - nz * START_MM,
    -nx,
    -ny,
    -nz,
  );
  return distance === Infinity ? Number.NaN : distance + START_MM;
}
