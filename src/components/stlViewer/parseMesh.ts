import type { BufferAttribute, BufferGeometry } from 'three';
import { Mesh } from 'three';
import { OBJLoader } from 'three/addons/loaders/OBJLoader.js';
import { meshFormatOf } from '../../domain/mesh/meshFormat';
import { parsePly } from '../../domain/mesh/plyRead';
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
  const mesh =
    format === 'stl'
      ? parseStl(buffer)
      : format === 'ply'
        ? parsePly(buffer)
        : soupOf(parseObj(buffer));
  if (mesh.positions.length === 0) throw new MeshError(MESH_ERRORS.empty);
  return mesh;
}

/** OBJ through three's loader; PLY has its own reader (plyRead.ts: n-gons, colours). */
function parseObj(buffer: ArrayBuffer): BufferGeometry[] {
  try {
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

/**
 * Merged non-indexed positions, and their colours when every part has some; point clouds and
 * lines have no triangles and give none.
 */
function soupOf(geometries: BufferGeometry[]): TriangleMesh {
  const parts = geometries
    .map((geometry) => (geometry.index ? geometry.toNonIndexed() : geometry))
    .flatMap((geometry): Part[] => {
      const positions = geometry.getAttribute('position')?.array;
      const colors = geometry.getAttribute('color') as BufferAttribute | undefined;
      return positions instanceof Float32Array ? [{ positions, colors }] : [];
    });
  const whole = (part: Part) => part.positions.length - (part.positions.length % 9);
  const length = parts.reduce((sum, part) => sum + whole(part), 0);
  const positions = new Float32Array(length);
  const colored = parts.length > 0 && parts.every((part) => part.colors?.itemSize === 3);
  const colors = colored ? new Uint8Array(length) : undefined;
  let offset = 0;
  for (const part of parts) {
    positions.set(part.positions.subarray(0, whole(part)), offset);
    if (colors && part.colors) colorBytesInto(colors, offset, part.colors, whole(part));
    offset += whole(part);
  }
  for (const value of positions) {
    if (!Number.isFinite(value)) throw new MeshError(MESH_ERRORS.corrupt);
  }
  return colors ? { positions, colors } : { positions };
}

interface Part {
  positions: Float32Array;
  colors?: BufferAttribute;
}

/** A colour attribute as bytes: uchar as it is, ushort and float scaled (clamped to 0..1). */
function colorBytesInto(
  target: Uint8Array,
  offset: number,
  colors: BufferAttribute,
  count: number,
) {
  const source = colors.array;
  if (source instanceof Uint8Array && colors.normalized) {
    target.set(source.subarray(0, count), offset);
    return;
  }
  const scale = colors.normalized && source instanceof Uint16Array ? 1 / 65535 : 1;
  for (let i = 0; i < count; i += 1) {
    const value = source[i] * scale;
    target[offset + i] = Math.round((value > 1 ? 1 : value > 0 ? value : 0) * 255);
  }
}
