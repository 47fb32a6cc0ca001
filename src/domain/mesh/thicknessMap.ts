import { DoubleSide, Ray, Vector3 } from 'three';
import { MeshBVH } from 'three-mesh-bvh';
import { BufferAttribute, BufferGeometry } from 'three';
import type { Surface } from './surface';

/** Rays start this far inside the wall, so that they cannot hit their own vertex's triangles. */
const START_MM = 1e-4;

/**
 * The wall thickness at each vertex: the distance along the inward normal to where the ray
 * leaves the material (the first surface it meets, either side), NaN where it leaves none (an
 * open mesh) or within `skip` (the margin band). three-mesh-bvh's tree answers each ray.
 */
export function thicknessMap(surface: Surface, skip: (vertex: number) => boolean): Float32Array {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(surface.soup, 3));
  const bvh = new MeshBVH(geometry);
  const { vertices, normals } = surface;
  const count = vertices.length / 3;
  const out = new Float32Array(count).fill(Number.NaN);
  const ray = new Ray(new Vector3(), new Vector3());
  for (let v = 0; v < count; v += 1) {
    if (skip(v)) continue;
    const nx = normals[v * 3];
    const ny = normals[v * 3 + 1];
    const nz = normals[v * 3 + 2];
    ray.origin.set(
      vertices[v * 3] - nx * START_MM,
      vertices[v * 3 + 1] - ny * START_MM,
      vertices[v * 3 + 2] - nz * START_MM,
    );
    ray.direction.set(-nx, -ny, -nz);
    const hit = bvh.raycastFirst(ray, DoubleSide);
    if (hit) out[v] = hit.distance + START_MM;
  }
  return out;
}
