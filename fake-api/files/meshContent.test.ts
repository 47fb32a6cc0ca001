import { describe, expect, it } from 'vitest';
import { writeBinaryStl } from '../../src/domain/mesh/stl';
import { crownMesh } from '../../src/domain/mesh/toothMesh';
import { looksLikeMesh, MESH_HEAD_BYTES } from './meshContent';

const headOf = (bytes: Uint8Array) => bytes.slice(0, MESH_HEAD_BYTES);
const text = (content: string) => new TextEncoder().encode(content);
const judge = (bytes: Uint8Array) => looksLikeMesh(headOf(bytes), bytes.length);

describe('looksLikeMesh', () => {
  it('takes a binary STL, an ASCII STL, a PLY and an OBJ', () => {
    expect(judge(new Uint8Array(writeBinaryStl(crownMesh())))).toBe(true);
    expect(judge(text('solid crown\n facet normal 0 0 1\n'))).toBe(true);
    expect(judge(text('ply\nformat binary_little_endian 1.0\n'))).toBe(true);
    expect(judge(text('# exported\n\nmtllib crown.mtl\nv 0 0 0\nf 1 2 3\n'))).toBe(true);
  });

  it('refuses a Windows executable renamed .stl, random bytes, and a cut binary STL', () => {
    const exe = new Uint8Array(4096);
    exe.set(text('MZ\x90\x00\x03\x00\x00\x00'));
    expect(judge(exe)).toBe(false);
    const random = new Uint8Array(1_000_000).map((_, index) => (index * 7919 + 13) % 251);
    expect(judge(random)).toBe(false);
    const crown = new Uint8Array(writeBinaryStl(crownMesh()));
    expect(judge(crown.slice(0, crown.length - 50))).toBe(false);
    expect(judge(text('hello, world\n'))).toBe(false);
  });
});
