import { describe, expect, it } from 'vitest';
import { MeshError } from '../../domain/mesh/types';
import { contractRows } from './parseContract';
import type { ContractOutcome } from './parseContract';
import { parseMeshFile } from './parseMesh';

function outcome(name: string, bytes: Uint8Array): ContractOutcome {
  try {
    const buffer = bytes.slice().buffer;
    const mesh = parseMeshFile(name, buffer);
    return {
      triangles: mesh.positions.length / 9,
      ...(mesh.declaredTriangles !== undefined && { declaredTriangles: mesh.declaredTriangles }),
    };
  } catch (error) {
    if (error instanceof MeshError) return { error: error.key };
    throw error;
  }
}

describe('one parser contract for STL, PLY and OBJ (Node)', () => {
  it.each(contractRows().map((row) => [row.case, row] as const))('%s', (_, row) => {
    expect(outcome(row.name, row.bytes)).toEqual(row.expected);
  });
});
