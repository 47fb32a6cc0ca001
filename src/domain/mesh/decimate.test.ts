import { describe, expect, it } from 'vitest';
import { decimate } from './decimate';
import { boundingSize } from './meshCheck';
import { crownMesh } from './toothMesh';

describe('decimated preview', () => {
  it('draws a 200,000-triangle crown in at most 30,000 triangles of the same size', async () => {
    const crown = crownMesh({ segments: 400, rings: 250 });
    for (const method of ['sloppy', 'careful'] as const) {
      const preview = await decimate(crown, 30_000, method);
      expect(preview.triangles).toBeLessThanOrEqual(30_000);
      expect(preview.triangles).toBeGreaterThan(10_000);
      expect(preview.positions).toHaveLength(preview.triangles * 9);
      const full = boundingSize(crown);
      boundingSize(preview.positions).forEach((size, axis) =>
        expect(Math.abs(size - full[axis])).toBeLessThan(0.2),
      );
      expect(preview.errorMm).toBeLessThan(0.2);
    }
  });

  it('leaves a file at or under the target as it is, bar the weld', async () => {
    const crown = crownMesh({ segments: 32, rings: 16 });
    const preview = await decimate(crown, 10_000);
    expect(preview.triangles).toBe(crown.length / 9);
  });
});
