import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMETERS } from '../designParameters';
import { MATERIAL_PROFILES } from '../materialProfiles';
import { checkDesign } from './designChecks';
import { signedDistanceMap } from './distanceMap';
import { sphere } from './testShapes';

const design = sphere(5, { segments: 64, rings: 32 });
/** The antagonist as a sphere around the design, its material outside (wound inwards). */
const antagonistAt = (radius: number, grid = { segments: 256, rings: 128 }) =>
  sphere(radius, grid, true);
/** Coarser (about 10 µm of chord sag) where the verdict, not the micrometre, is tested. */
const coarseAt = (radius: number) => antagonistAt(radius, { segments: 96, rings: 48 });

const clearanceOf = (antagonist: Float32Array, occlusalClearanceMm = 0) =>
  checkDesign({
    design: { positions: design, sha256: 'd'.repeat(64) },
    antagonist: { positions: antagonist, sha256: 'e'.repeat(64) },
    profile: MATERIAL_PROFILES['zirconia-3y'],
    parameters: { ...DEFAULT_PARAMETERS, occlusalClearanceMm },
  }).results.find((result) => result.check === 'occlusal.clearance');

describe('signed distance to another surface (closest point, pseudo-normal sign)', () => {
  it.each([0.4, 0.8, 1.6])('reads a gap of %s mm within 1 µm at every vertex', (gap) => {
    const distances = signedDistanceMap(design, antagonistAt(5 + gap));
    expect(Array.from(distances).every((d) => Math.abs(d - gap) < 0.001)).toBe(true);
  });

  it('reads a penetration of 0.08 mm as −0.08', () => {
    const distances = signedDistanceMap(design, antagonistAt(5 - 0.08));
    expect(Array.from(distances).every((d) => Math.abs(d + 0.08) < 0.001)).toBe(true);
  });
});

describe('occlusal clearance against the order', () => {
  it('passes a gap the order asks for, and cites both files', () => {
    const result = clearanceOf(coarseAt(5.4), 0.4);
    expect(result).toMatchObject({
      verdict: 'pass',
      limit: { value: 0.4, unit: 'mm', source: 'order' },
      measured: { penetrationAreaMm2: 0, contactAreaMm2: 0 },
      cites: { files: { design: 'd'.repeat(64), antagonist: 'e'.repeat(64) } },
    });
    expect(Math.abs((result?.measured.minMm ?? 0) - 0.4)).toBeLessThan(0.01);
  });

  it('fails a penetration of 0.08 hard, with its area and a pin', () => {
    const result = clearanceOf(coarseAt(4.92));
    expect(result?.verdict).toBe('hard');
    expect(result?.measured.minMm).toBeCloseTo(-0.08, 2);
    // The whole sphere is inside the antagonist: 4π·5² mm², less the polygon's shortfall.
    expect(result?.measured.penetrationAreaMm2).toBeGreaterThan(300);
    expect(result?.regions).toHaveLength(1);
    expect(result?.regions[0].value).toBeCloseTo(-0.08, 2);
  });

  it('counts a light touch within ±50 µm as contact, and passes it', () => {
    const result = clearanceOf(coarseAt(4.97));
    expect(result?.verdict).toBe('pass');
    expect(result?.measured.contactAreaMm2).toBeGreaterThan(300);
  });

  it('calls a gap less than ordered soft, and a missed antagonist soft', () => {
    expect(clearanceOf(coarseAt(5.1), 0.3)?.reason).toBe('app.design_check.reason.clearance_short');
    expect(clearanceOf(coarseAt(5.8), 0)?.reason).toBe(
      'app.design_check.reason.clearance_no_contact',
    );
  });
});
