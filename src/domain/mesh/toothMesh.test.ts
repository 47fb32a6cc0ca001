import { describe, expect, it } from 'vitest';
import { boundingSize } from './meshCheck';
import { crownMesh, gridTriangles, jawMesh } from './toothMesh';

describe('demo meshes', () => {
  it('are deterministic', () => {
    expect(crownMesh()).toEqual(crownMesh());
    expect(jawMesh('upper')).toEqual(jawMesh('upper'));
  });

  it('make a crown with cusps, not a box: the occlusal side is uneven', () => {
    const crown = crownMesh({ segments: 64, rings: 32 });
    expect(crown.length / 9).toBe(gridTriangles({ segments: 64, rings: 32 }));
    const [x, y, z] = boundingSize(crown);
    expect([x, y, z].map(Math.round)).toEqual([10, 9, 8]);
    const tops = [];
    for (let i = 2; i < crown.length; i += 3) if (crown[i] > 2) tops.push(crown[i]);
    expect(Math.max(...tops) - Math.min(...tops)).toBeGreaterThan(0.8);
  });

  it('puts the upper arch above the lower one, both U-shaped', () => {
    const upper = boundingSize(jawMesh('upper'));
    const lower = boundingSize(jawMesh('lower'));
    expect(upper[0]).toBeGreaterThan(lower[0]);
    for (const size of [upper, lower]) {
      expect(size[0]).toBeGreaterThan(50);
      expect(size[1]).toBeGreaterThan(35);
    }
    const minZ = (p: Float32Array) => Math.min(...p.filter((_, i) => i % 3 === 2));
    expect(minZ(jawMesh('upper'))).toBeGreaterThan(minZ(jawMesh('lower')));
  });

  it('reaches a million triangles for benchmarks', () => {
    expect(gridTriangles({ segments: 1000, rings: 500 })).toBe(1_000_000);
  });
});
