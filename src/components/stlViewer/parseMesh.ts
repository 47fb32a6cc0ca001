import type { BufferGeometry } from 'three';
import { Mesh } from 'three';
import { OBJLoader } from 'three/addons/loaders/OBJLoader.js';
import { PLYLoader } from 'three/addons/loaders/PLYLoader.js';
import { meshFormatOf } from '../../domain/mesh/meshFormat';
import { parseStl } from '../../domain/mesh/stl';
import { MESH_ERRORS, MeshError } from '../../domain/mesh/types';
import type { TriangleMesh } from '../../domain/mesh/types';

/**
 * Any supported file as a triangle soup (runs in the worker). One contract for every format: 0
 * bytes is `zeroBytes`; no face (a point cloud, lines, an empty solid) is `empty`; a NaN or
 * infinite coordinate, or bytes that are no such file, is `corrupt`.
 */
export function parseMeshFile(name: string, buffer: ArrayBuffer): TriangleMesh {
  const format = meshFormatOf(name);
  if (!format) throw new MeshError(MESH_ERRORS.format);
  if (buffer.byteLength === 0) throw new MeshError(MESH_ERRORS.zeroBytes);
  const mesh = format === 'stl' ? parseStl(buffer) : soupOf(parseWithThree(format, buffer));
  if (mesh.positions.length === 0) throw new MeshError(MESH_ERRORS.empty);
  return mesh;
}

function parseWithThree(format: 'ply' | 'obj', buffer: ArrayBuffer): BufferGeometry[] {
  try {
    if (format === 'ply') {
      const geometry = new PLYLoader().parse(buffer);
      // Without a face element PLYLoader gives the vertices alone: a point cloud, no triangles.
      return geometry.index ? [geometry] : [];
    }
    const text = new TextDecoder().decode(buffer);
    if (!/^\s*(v|f)\s/m.test(text)) throw new MeshError(MESH_ERRORS.corrupt);
    const geometries: BufferGeometry[] = [];
    new OBJLoader().parse(text).traverse((object) => {
      if (object instanceof Mesh) geometries.push(object.geometry as BufferGeometry);
    });
    return geometries;
  } catch (error) {
    throw error instanceof MeshError ? error : new MeshError(MESH_ERRORS.corrupt);
  }
}

/** Merged non-indexed positions; point clouds and lines have no triangles and give none. */
function soupOf(geometries: BufferGeometry[]): TriangleMesh {
  const parts = geometries
    .map((geometry) => (geometry.index ? geometry.toNonIndexed() : geometry))
    .map((geometry) => geometry.getAttribute('position')?.array)
    .filter((array): array is Float32Array => array instanceof Float32Array);
  const length = parts.reduce((sum, part) => sum + part.length - (part.length % 9), 0);
  const positions = new Float32Array(length);
  let offset = 0;
  for (const part of parts) {
    positions.set(part.subarray(0, part.length - (part.length % 9)), offset);
    offset += part.length - (part.length % 9);
  }
  for (const value of positions) {
    if (!Number.isFinite(value)) throw new MeshError(MESH_ERRORS.corrupt);
  }
  return { positions };
}
