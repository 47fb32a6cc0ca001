import { BvhRaycast } from './bvhRaycast';
import type { Surface } from './surface';
import { buildTargetTree } from './targetTree';
import type { TargetTree } from './targetTree';

/** Rays start this far inside the wall, so that they cannot hit their own vertex's triangles. */
const START_MM = 1e-4;

/**
 * The wall thickness at each vertex: the distance along the inward normal to where the ray
 * leaves the material (the first surface it meets, either side), NaN where it leaves none (an
 * open mesh) or within `skip` (the margin band). The surface's own tree answers each ray; give
 * it when another check has built it already.
 */
export function thicknessMap(
  surface: Surface,
  skip: (vertex: number) => boolean,
  tree: TargetTree = buildTargetTree(surface.soup),
): Float32Array {
  const caster = new BvhRaycast(tree);
  const { vertices, normals } = surface;
  const count = vertices.length / 3;
  const out = new Float32Array(count).fill(Number.NaN);
  for (let v = 0; v < count; v += 1) {
    if (skip(v)) continue;
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
    if (distance !== Infinity) out[v] = distance + START_MM;
  }
  return out;
}
