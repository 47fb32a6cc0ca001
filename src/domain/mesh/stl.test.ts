import { describe, expect, it } from 'vitest';
import { BinaryStlStream, parseStl, writeBinaryStl } from './stl';
import { crownMesh } from './toothMesh';
import { MeshError } from './types';

const ascii = `solid part
  facet normal 0 0 1
    outer loop
      vertex 0 0 0
      vertex 1 0 0
      vertex 0 1.5e0 0
    endloop
  endfacet
endsolid part
`;

describe('STL', () => {
  it('writes and reads back a binary STL (84 + 50 bytes a triangle)', () => {
    const crown = crownMesh({ segments: 16, rings: 8 });
    const buffer = writeBinaryStl(crown);
    expect(buffer.byteLength).toBe(84 + (crown.length / 9) * 50);
    const mesh = parseStl(buffer);
    expect(mesh.positions).toEqual(crown);
    const view = new DataView(buffer);
    // The writer stores unit face normals, as CAD programs do.
    const normal = [0, 4, 8].map((offset) => view.getFloat32(84 + offset, true));
    expect(Math.hypot(...normal)).toBeCloseTo(1, 5);
  });

  it('reads a binary STL whose header starts with "solid"', () => {
    const buffer = writeBinaryStl(crownMesh({ segments: 8, rings: 4 }), 'solid exported by CAD');
    expect(parseStl(buffer).positions.length).toBe(8 * 4 * 2 * 9);
  });

  it('reads an ASCII STL', () => {
    const mesh = parseStl(new TextEncoder().encode(ascii).buffer as ArrayBuffer);
    expect([...mesh.positions]).toEqual([0, 0, 0, 1, 0, 0, 0, 1.5, 0]);
  });

  it.each([
    ['random bytes', Uint8Array.from({ length: 300 }, (_, i) => (i * 37) % 251)],
    ['html', new TextEncoder().encode('<!doctype html><html></html>')],
    ['truncated binary', new Uint8Array(writeBinaryStl(crownMesh()).slice(0, 1000))],
    ['bad ascii number', new TextEncoder().encode(ascii.replace('1.5e0', 'x'))],
  ])('refuses %s as corrupt', (_name, bytes) => {
    expect(() => parseStl(bytes.buffer as ArrayBuffer)).toThrow(
      new MeshError('app.viewer.error.corrupt'),
    );
  });

  it('calls a file without triangles empty', () => {
    expect(() => parseStl(new ArrayBuffer(84))).toThrow(new MeshError('app.viewer.error.empty'));
  });
});

describe('BinaryStlStream', () => {
  it('parses a binary STL chunk by chunk into what a whole parse gives', () => {
    const crown = crownMesh({ segments: 24, rings: 12 });
    const buffer = writeBinaryStl(crown);
    const target = new Uint8Array(buffer.byteLength);
    const source = new Uint8Array(buffer);
    let stream: BinaryStlStream | undefined;
    // Odd chunk sizes cut records (and the header) anywhere.
    for (let loaded = 0; loaded < source.length;) {
      const next = Math.min(source.length, loaded + 77);
      target.set(source.subarray(loaded, next), loaded);
      loaded = next;
      stream ??= BinaryStlStream.open(target.buffer, loaded);
      stream?.advance(loaded);
    }
    expect(stream?.finish().positions).toEqual(crown);
  });

  it('declines what is not a binary STL of that length', () => {
    const ascii = new TextEncoder().encode(`solid x\n${' '.repeat(200)}endsolid x\n`);
    expect(BinaryStlStream.open(ascii.buffer as ArrayBuffer, ascii.length)).toBeUndefined();
    expect(BinaryStlStream.open(new ArrayBuffer(84), 84)).toBeUndefined();
    expect(BinaryStlStream.open(new ArrayBuffer(200), 40)).toBeUndefined();
  });
});
