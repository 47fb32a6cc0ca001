import { describe, expect, it } from 'vitest';
import { trianglesCross } from './triangleCrossing';

const shifted = (t: number[], by: number) => t.map((value) => value + by);
const flat = [0, 0, 0, 2, 0, 0, 0, 2, 0];

describe('trianglesCross', () => {
  it('finds a triangle piercing another', () => {
    expect(trianglesCross(flat, [0.5, 0.5, -1, 0.5, 0.5, 1, 1.5, 0.2, 0])).toBe(true);
  });

  it('does not count touching at an edge or a corner, nor a triangle beside another', () => {
    expect(trianglesCross(flat, [0, 0, 0, 2, 0, 0, 1, -1, 1])).toBe(false);
    expect(trianglesCross(flat, [2, 0, 0, 3, 1, 1, 3, -1, 1])).toBe(false);
    expect(trianglesCross(flat, [3, 3, -1, 3, 3, 1, 4, 3, 0])).toBe(false);
  });

  it('judges slivers 0.05 mm wide 100 mm from the origin as at the origin', () => {
    const sliver = [0, 0, 0, 0.05, 0, 0, 0, 0.2, 0.001];
    const next = [0.06, 0, 0, 0.11, 0, 0.0005, 0.06, 0.2, 0.001];
    expect(trianglesCross(shifted(sliver, 100), shifted(next, 100))).toBe(false);
    const piercing = [0.01, 0.05, -0.01, 0.01, 0.05, 0.01, 0.03, 0.02, 0];
    expect(trianglesCross(shifted(sliver, 100), shifted(piercing, 100))).toBe(true);
  });
});
