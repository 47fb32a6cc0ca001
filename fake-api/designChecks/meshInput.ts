import { createHash } from 'node:crypto';
import type { MeshInput } from '../../src/domain/mesh/designCheckTypes';
import { parsePly } from '../../src/domain/mesh/plyRead';
import { parseStl } from '../../src/domain/mesh/stl';

/** A file's bytes as the checks read them: its triangles and its SHA-256 (hex). */
export function meshOf(bytes: Buffer, name: string): MeshInput {
  const buffer = new Uint8Array(bytes).buffer;
  const mesh = name.toLowerCase().endsWith('.ply') ? parsePly(buffer) : parseStl(buffer);
  return { positions: mesh.positions, sha256: createHash('sha256').update(bytes).digest('hex') };
}
