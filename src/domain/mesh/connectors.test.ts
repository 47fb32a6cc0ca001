import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMETERS } from '../designParameters';
import { MATERIAL_PROFILES, connectorLimitMm2 } from '../materialProfiles';
import { checkDesign } from './designChecks';
import { verdictAtLeast } from './designCheckContext';
import { sectionArea } from './sectionArea';
import { cylinderX } from './testShapes';

const connectorOf = (positions: Float32Array) =>
  checkDesign({
    design: { positions, sha256: 'c'.repeat(64) },
    profile: MATERIAL_PROFILES['zirconia-3y'],
    parameters: DEFAULT_PARAMETERS,
    bridge: { units: 2, pontics: 1, position: 'posterior' },
  }).results.find((result) => result.check === 'connector.area');

describe('connector cross-section', () => {
  it.each([1.2, 1.5, 2])('reads a cylinder of radius %s mm as πr² within 1 percent', (r) => {
    const result = connectorOf(cylinderX(r, 12, 64));
    expect(Math.abs((result?.measured.smallestMm2 ?? 0) / (Math.PI * r * r) - 1)).toBeLessThan(
      0.01,
    );
  });

  it('subtracts a hole: a tube reads its ring', () => {
    const outer = cylinderX(2, 10, 128);
    const inner = cylinderX(1, 10, 128).slice();
    for (let t = 0; t < inner.length; t += 9) {
      const corner = inner.slice(t + 3, t + 6);
      inner.set(inner.subarray(t + 6, t + 9), t + 3);
      inner.set(corner, t + 6);
    }
    const tube = new Float32Array([...outer, ...inner]);
    const { areaMm2 } = sectionArea(tube, [0, 0, 0], [1, 0, 0]);
    expect(areaMm2 / (Math.PI * 3)).toBeCloseTo(1, 2);
  });

  it('flips exactly at the profile limit: 9 mm² for a posterior three-unit zirconia bridge', () => {
    const limit = connectorLimitMm2(MATERIAL_PROFILES['zirconia-3y'], {
      position: 'posterior',
      pontics: 1,
    });
    expect(limit).toBe(9);
    expect(verdictAtLeast(9, 9)).toBe('pass');
    expect(verdictAtLeast(9 - 1e-9, 9)).toBe('hard');
    // Radii whose 64-gon sections sit 0.5 % either side of 9 mm².
    const polygon = (r: number) => 32 * r * r * Math.sin((2 * Math.PI) / 64);
    const radiusFor = (area: number) => Math.sqrt(area / polygon(1));
    expect(connectorOf(cylinderX(radiusFor(9.05), 12, 64))?.verdict).toBe('pass');
    const thin = connectorOf(cylinderX(radiusFor(8.95), 12, 64));
    expect(thin).toMatchObject({
      verdict: 'hard',
      limit: { value: 9, unit: 'mm2', source: 'profile' },
    });
    expect(Math.abs(thin?.regions[0].normal[0] ?? 0)).toBeCloseTo(1, 6);
  });

  it('fails a span the material is not indicated for, whatever the section', () => {
    const result = checkDesign({
      design: { positions: cylinderX(3, 12, 64), sha256: 'c'.repeat(64) },
      profile: MATERIAL_PROFILES['lithium-disilicate'],
      parameters: DEFAULT_PARAMETERS,
      bridge: { units: 4, pontics: 2, position: 'posterior' },
    }).results.find((r) => r.check === 'connector.area');
    expect(result).toMatchObject({
      verdict: 'hard',
      reason: 'app.design_check.reason.connector_not_indicated',
      limit: { value: null },
    });
  });
});
