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

  it('carries the colours of the vertices it keeps, and gives none without them', async () => {
    const crown = crownMesh({ segments: 400, rings: 250 });
    const colors = sideColors(crown);
    const preview = await decimate(crown, 30_000, 'sloppy', colors);
    expect(preview.colors).toHaveLength(preview.positions.length);
    let left = 0;
    let right = 0;
    for (let v = 0; v < preview.positions.length / 3; v += 1) {
      const x = preview.positions[v * 3];
      const color = Array.from(preview.colors?.subarray(v * 3, v * 3 + 3) ?? []);
      expect(color).toEqual(x < 0 ? RED : GREEN);
      if (x < 0) left += 1;
      else right += 1;
    }
    expect(left).toBeGreaterThan(1000);
    expect(right).toBeGreaterThan(1000);
    expect(await decimate(crown, 30_000)).not.toHaveProperty('colors');
  });
});

const RED = [255, 0, 0];
const GREEN = [0, 255, 0];

/** Red where x < 0, green elsewhere: a colour that follows each vertex's position. */
function sideColors(soup: Float32Array): Uint8Array {
  const colors = new Uint8Array(soup.length);
  for (let v = 0; v < soup.length / 3; v += 1) colors.set(soup[v * 3] < 0 ? RED : GREEN, v * 3);
  return colors;
}
