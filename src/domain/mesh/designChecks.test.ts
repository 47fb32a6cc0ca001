import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMETERS } from '../designParameters';
import { MATERIAL_PROFILES } from '../materialProfiles';
import { checkDesign } from './designChecks';
import type { DesignCheckInput } from './designCheckTypes';
import { surfaceOf } from './surface';
import { sphericalShell } from './testShapes';
import { thicknessMap } from './thicknessMap';

const SHA = 'a'.repeat(64);
const zirconia = MATERIAL_PROFILES['zirconia-3y'];

const input = (positions: Float32Array, extra: Partial<DesignCheckInput> = {}) => ({
  design: { positions, sha256: SHA },
  profile: zirconia,
  parameters: { ...DEFAULT_PARAMETERS, minThicknessMm: 0 },
  ...extra,
});

describe('wall thickness (inward rays, three-mesh-bvh)', () => {
  it.each([0.3, 0.5, 1.0])(
    'reads a spherical shell of %s mm within 5 µm everywhere at 100k triangles',
    (thickness) => {
      const shell = sphericalShell(5, thickness, 100_000);
      expect(shell.length / 9).toBeGreaterThanOrEqual(100_000);
      const map = thicknessMap(surfaceOf(shell), () => false);
      const values = Array.from(map);
      expect(values.every((value) => Math.abs(value - thickness) < 0.005)).toBe(true);
    },
  );

  it('reports the minimum per kind of wall, cited, and the area under the material minimum', () => {
    const report = checkDesign(input(sphericalShell(5, 0.3, 20_000)));
    const occlusal = report.results.find((result) => result.check === 'thickness.occlusal');
    expect(occlusal?.measured.minMm).toBeCloseTo(0.3, 2);
    expect(occlusal?.verdict).toBe('hard');
    expect(occlusal?.limit).toEqual({ value: 0.7, unit: 'mm', source: 'profile' });
    expect(occlusal?.cites).toEqual({
      profile: { id: 'zirconia-3y', version: zirconia.version },
      parameters: { ...DEFAULT_PARAMETERS, minThicknessMm: 0 },
      files: { design: SHA },
    });
    // Every measured occlusal wall is thinner than 0.7: the whole occlusal area counts.
    expect(occlusal?.measured.areaBelowMaterialMm2).toBeGreaterThan(50);
    expect(occlusal?.regions[0].value).toBeCloseTo(0.3, 2);
  });

  it('flips from hard to pass exactly at the material limit, soft below the order', () => {
    const axialOf = (thickness: number, minThicknessMm = 0) =>
      checkDesign({
        ...input(sphericalShell(5, thickness, 20_000)),
        parameters: { ...DEFAULT_PARAMETERS, minThicknessMm },
      }).results.find((result) => result.check === 'thickness.axial');
    expect(axialOf(0.49)?.verdict).toBe('hard');
    expect(axialOf(0.51)?.verdict).toBe('pass');
    expect(axialOf(0.6, 0.8)).toMatchObject({
      verdict: 'soft',
      measured: { orderedMinMm: 0.8 },
      // Judged by the order's 0.8 mm, not the material's 0.5 the wall already meets.
      limit: { value: 0.8, unit: 'mm', source: 'order' },
    });
    expect(axialOf(0.49, 0.8)?.limit).toEqual({ value: 0.5, unit: 'mm', source: 'profile' });
  });
});
