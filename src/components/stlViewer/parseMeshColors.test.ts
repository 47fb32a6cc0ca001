import { Color, SRGBColorSpace } from 'three';
import { describe, expect, it } from 'vitest';
import { writeBinaryStl } from '../../domain/mesh/stl';
import { writePly } from '../../domain/mesh/ply';
import type { IndexedMesh } from '../../domain/mesh/ply';
import { parseMeshFile } from './parseMesh';

/** Two triangles side by side: the left one's corners red, the right one's green, one grey. */
const VERTICES = new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0, 2, 0, 0, 3, 0, 0, 3, 1, 0]);
const INDICES = new Uint32Array([0, 1, 2, 3, 4, 5]);
const BYTES = new Uint8Array([
  255, 0, 0, 255, 0, 0, 128, 128, 128, 0, 255, 0, 0, 255, 0, 0, 255, 0,
]);
const square: IndexedMesh = { vertices: VERTICES, indices: INDICES, colors: BYTES };

/** What three draws for an sRGB byte: its linear value, as a byte again. */
const linear = (bytes: ArrayLike<number>) =>
  Array.from(bytes, (value) =>
    Math.round(new Color().setRGB(value / 255, 0, 0, SRGBColorSpace).r * 255),
  );

const parse = (name: string, bytes: Uint8Array) => parseMeshFile(name, bytes.slice().buffer);

describe('vertex colours of a PLY scan', () => {
  it.each(['ascii', 'binary'] as const)('%s PLY, uchar: a colour per soup vertex', (format) => {
    const mesh = parse('scan.ply', writePly(square, format));
    expect(mesh.positions).toHaveLength(18);
    expect(Array.from(mesh.colors ?? [])).toEqual(linear(BYTES));
    expect(mesh.colors?.slice(0, 3)).toEqual(new Uint8Array([255, 0, 0]));
    expect(mesh.colors?.slice(15)).toEqual(new Uint8Array([0, 255, 0]));
  });

  it.each(['ascii', 'binary'] as const)('%s PLY, float colours: the same bytes', (format) => {
    const floats = Float32Array.from(BYTES, (value) => value / 255);
    const mesh = parse('scan.ply', writePly({ ...square, colors: floats }, format));
    expect(Array.from(mesh.colors ?? [])).toEqual(linear(BYTES));
  });

  it('follows the faces: vertices shared by triangles keep their colour in each', () => {
    const shared = new Uint32Array([0, 1, 2, 2, 1, 3]);
    const mesh = parse('scan.ply', writePly({ ...square, indices: shared }, 'binary'));
    expect(Array.from(mesh.colors ?? [])).toEqual(
      linear([...[0, 1, 2, 2, 1, 3].flatMap((v) => [...BYTES.slice(v * 3, v * 3 + 3)])]),
    );
  });

  it.each(['ascii', 'binary'] as const)('%s PLY without colour: none, as before', (format) => {
    const mesh = parse('scan.ply', writePly({ vertices: VERTICES, indices: INDICES }, format));
    expect(mesh.positions).toHaveLength(18);
    expect(mesh).not.toHaveProperty('colors');
  });

  it('an STL has none', () => {
    const soup = new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]);
    const mesh = parse('crown.stl', new Uint8Array(writeBinaryStl(soup)));
    expect(mesh).not.toHaveProperty('colors');
  });
});
