import { describe, expect, it } from 'vitest';
import { countSelfIntersections } from './selfIntersections';

/** `triangles` triangles with corners anywhere in a 20 mm box: a soup, nothing like a scan. */
function soup(triangles: number): { positions: Float32Array; ids: Uint32Array } {
  let state = 7;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return (state / 2_147_483_648) * 20 - 10;
  };
  const positions = Float32Array.from({ length: triangles * 9 }, next);
  return { positions, ids: Uint32Array.from({ length: triangles * 3 }, (_, i) => i) };
}

describe('countSelfIntersections', () => {
  it('finds the crossings of a random soup', () => {
    const { positions, ids } = soup(300);
    expect(countSelfIntersections(positions, ids)).toBeGreaterThan(100);
  });

  it('stops at its budget of tested pairs: a soup of random triangles keeps no check busy', () => {
    const { positions, ids } = soup(3000);
    const whole = countSelfIntersections(positions, ids);
    const bounded = countSelfIntersections(positions, ids, 10_000);
    // Some crossings found within the budget, and far fewer than the whole count.
    expect(bounded).toBeGreaterThan(0);
    expect(bounded).toBeLessThanOrEqual(10_000);
    expect(whole).toBeGreaterThan(bounded * 10);
  });
});
