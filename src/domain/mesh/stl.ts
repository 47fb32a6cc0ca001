import { MESH_ERRORS, MeshError } from './types';
import type { TriangleMesh } from './types';
import { parseAsciiStl } from './stlAscii';

const HEADER = 80;
const FACE = 50;

/**
 * Reads a binary or ASCII STL (the vertices; the file's normals are not needed). Binary first by
 * size arithmetic (84 + 50 × the header's count bytes), whatever its header says ("solid …
 * facet" is common in binary headers); then ASCII when it starts with "solid" and holds no NUL
 * byte (every binary record's attribute bytes are usually NULs); a binary file whose header count
 * disagrees with its size but whose records are whole is read by its size (as other tools do),
 * the header's count kept to warn about. parseAsciiStl says what an ASCII file may hold.
 */
export function parseStl(buffer: ArrayBuffer): TriangleMesh {
  if (buffer.byteLength === 0) throw new MeshError(MESH_ERRORS.zeroBytes);
  const bySize = (buffer.byteLength - HEADER - 4) / FACE;
  const declared =
    buffer.byteLength >= HEADER + 4 ? new DataView(buffer).getUint32(HEADER, true) : undefined;
  if (declared === bySize) return parseBinary(buffer, declared);
  const wholeRecords = Number.isInteger(bySize) && bySize > 0;
  if (looksAscii(buffer)) {
    try {
      return { positions: parseAsciiStl(new TextDecoder().decode(buffer)) };
    } catch (error) {
      if (!wholeRecords) throw error;
    }
  }
  if (wholeRecords) return { ...parseBinary(buffer, bySize), declaredTriangles: declared };
  throw new MeshError(MESH_ERRORS.corrupt);
}

function parseBinary(buffer: ArrayBuffer, faces: number): TriangleMesh {
  if (faces === 0) throw new MeshError(MESH_ERRORS.empty);
  const positions = new Float32Array(faces * 9);
  readFaces(buffer, positions, 0, faces);
  return { positions };
}

/**
 * A binary STL read while it downloads: `buffer` already has the file's full length (from
 * Content-Length); `advance(loaded)` parses every record complete so far, so little is left to
 * do when the last byte arrives. `open` answers undefined when the bytes are not a binary STL.
 */
export class BinaryStlStream {
  readonly positions: Float32Array;
  private done = 0;

  private constructor(
    private readonly buffer: ArrayBuffer,
    private readonly faces: number,
  ) {
    this.positions = new Float32Array(faces * 9);
  }

  static open(buffer: ArrayBuffer, loaded: number): BinaryStlStream | undefined {
    if (loaded < HEADER + 4) return undefined;
    const faces = new DataView(buffer).getUint32(HEADER, true);
    if (faces === 0 || HEADER + 4 + faces * FACE !== buffer.byteLength) return undefined;
    return new BinaryStlStream(buffer, faces);
  }

  advance(loaded: number): void {
    const complete = Math.min(this.faces, Math.floor((loaded - HEADER - 4) / FACE));
    if (complete <= this.done) return;
    readFaces(this.buffer, this.positions, this.done, complete);
    this.done = complete;
  }

  finish(): TriangleMesh {
    this.advance(this.buffer.byteLength);
    return { positions: this.positions };
  }
}

/** Copies the vertices of records [from, to) into `positions`; refuses NaN and infinities. */
function readFaces(buffer: ArrayBuffer, positions: Float32Array, from: number, to: number) {
  copyFaces(buffer, positions, from, to);
  // x − x is 0 for every finite x and NaN otherwise: one sum tells whether any was not finite.
  let probe = 0;
  for (let i = from * 9; i < to * 9; i += 1) probe += positions[i] - positions[i];
  if (probe !== 0) throw new MeshError(MESH_ERRORS.corrupt);
}

function copyFaces(buffer: ArrayBuffer, positions: Float32Array, from: number, to: number) {
  const view = new DataView(buffer);
  // 50-byte records: every other one is 4-byte aligned and can be read as a typed array, much
  // faster than DataView (little-endian hosts only, i.e. every browser in use).
  const aligned = new Float32Array(buffer, 0, buffer.byteLength >> 2);
  for (let face = from; face < to; face += 1) {
    const vertices = HEADER + 4 + face * FACE + 12;
    const out = face * 9;
    if (LITTLE_ENDIAN && (face & 1) === 0) {
      const index = vertices >> 2;
      for (let i = 0; i < 9; i += 1) positions[out + i] = aligned[index + i];
    } else {
      for (let i = 0; i < 9; i += 1) positions[out + i] = view.getFloat32(vertices + i * 4, true);
    }
  }
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

function looksAscii(buffer: ArrayBuffer): boolean {
  const bytes = new Uint8Array(buffer);
  const head = new TextDecoder().decode(bytes.subarray(0, Math.min(bytes.length, 64)));
  return /^\s*solid/i.test(head) && !bytes.includes(0);
}

function faceNormal(p: Float32Array, i: number): [number, number, number] {
  const ux = p[i + 3] - p[i];
  const uy = p[i + 4] - p[i + 1];
  const uz = p[i + 5] - p[i + 2];
  const vx = p[i + 6] - p[i];
  const vy = p[i + 7] - p[i + 1];
  const vz = p[i + 8] - p[i + 2];
  const nx = uy * vz - uz * vy;
  const ny = uz * vx - ux * vz;
  const nz = ux * vy - uy * vx;
  const length = Math.hypot(nx, ny, nz) || 1;
  return [nx / length, ny / length, nz / length];
}

/** A binary STL of a triangle soup (normals written from the vertices). */
export function writeBinaryStl(positions: Float32Array, header = 'designer-portal'): ArrayBuffer {
  const faces = positions.length / 9;
  const buffer = new ArrayBuffer(HEADER + 4 + faces * FACE);
  const view = new DataView(buffer);
  const title = new TextEncoder().encode(header.slice(0, HEADER));
  new Uint8Array(buffer, 0, title.length).set(title);
  view.setUint32(HEADER, faces, true);
  for (let face = 0; face < faces; face += 1) {
    const start = HEADER + 4 + face * FACE;
    const normal = faceNormal(positions, face * 9);
    for (let i = 0; i < 3; i += 1) view.setFloat32(start + i * 4, normal[i], true);
    for (let i = 0; i < 9; i += 1)
      view.setFloat32(start + 12 + i * 4, positions[face * 9 + i], true);
  }
  return buffer;
}
