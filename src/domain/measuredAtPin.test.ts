import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMETERS } from './designParameters';
import type { DesignParameters } from './designParameters';
import { MATERIAL_PROFILES } from './materialProfiles';
import { measureAtPin, meetsRequirement, PIN_REACH_MM } from './measuredAtPin';
import { checkDesign } from './mesh/designChecks';
import type { MeasuredMap, PinRequirement } from './mesh/measuredMaps';
import { sphere, sphericalShell } from './mesh/testShapes';

const SHA = 'b'.repeat(64);
const zirconia = MATERIAL_PROFILES['zirconia-3y'];

/** Every map the checks measured on `design` (with its neighbours, when given). */
function mapsOf(
  design: Float32Array,
  parameters: Partial<DesignParameters> = {},
  neighbours?: Float32Array,
) {
  const maps: MeasuredMap[] = [];
  checkDesign(
    {
      design: { positions: design, sha256: SHA },
      ...(neighbours && { neighbours: { positions: neighbours, sha256: SHA } }),
      profile: zirconia,
      parameters: { ...DEFAULT_PARAMETERS, ...parameters },
    },
    (map) => maps.push(map),
  );
  return maps;
}

describe('meetsRequirement', () => {
  const atLeast: PinRequirement = {
    comparison: 'atLeast',
    value: 0.5,
    toleranceMm: 0,
    unit: 'mm',
    source: 'order',
  };
  const within: PinRequirement = {
    ...atLeast,
    comparison: 'within',
    value: -0.03,
    toleranceMm: 0.03,
  };

  it('flips exactly at the limit: a value at the limit meets it', () => {
    expect(meetsRequirement(0.5, atLeast)).toBe(true);
    expect(meetsRequirement(0.4999, atLeast)).toBe(false);
    expect(meetsRequirement(0.45, { ...atLeast, toleranceMm: 0.05 })).toBe(true);
  });

  it('takes a contact within its tolerance either side of the target', () => {
    expect(meetsRequirement(0, within)).toBe(true);
    expect(meetsRequirement(-0.06, within)).toBe(true);
    expect(meetsRequirement(0.0001, within)).toBe(false);
    expect(meetsRequirement(-0.0601, within)).toBe(false);
  });
});

describe('measureAtPin: the value at a QC pin', () => {
  const shell = sphericalShell(5, 0.8, 20_000);

  it("reads a 0.8 mm shell's wall at a pin on top, against the order's figure", () => {
    const pin: [number, number, number] = [0.02, 0.01, 5];
    const meets = measureAtPin(mapsOf(shell, { minThicknessMm: 0.6 }), 'thickness', pin);
    expect(meets).toMatchObject({
      check: 'thickness.occlusal',
      required: { comparison: 'atLeast', value: 0.7, unit: 'mm', source: 'profile' },
      meetsOrder: true,
    });
    expect(meets?.value).toBeCloseTo(0.8, 2);
    expect(meets?.distanceMm).toBeLessThan(0.3);
    const short = measureAtPin(mapsOf(shell, { minThicknessMm: 1 }), 'thickness', pin);
    expect(short).toMatchObject({
      required: { value: 1, source: 'order' },
      meetsOrder: false,
    });
    // On the side, the axial wall's map answers.
    expect(measureAtPin(mapsOf(shell), 'thickness', [5, 0, 0])?.check).toBe('thickness.axial');
  });

  it('says nothing of a pin far from every sample, or in the margin band', () => {
    const maps = mapsOf(shell);
    expect(measureAtPin(maps, 'thickness', [0, 0, 0])).toBeUndefined();
    expect(measureAtPin(maps, 'thickness', [0, 0, -5])).toBeUndefined();
    expect(measureAtPin(maps, 'thickness', [0, 0, 5 + PIN_REACH_MM + 0.1])).toBeUndefined();
    // A category no check measures.
    expect(measureAtPin(maps, 'margin', [0, 0, 5])).toBeUndefined();
  });

  it('reads a proximal contact at its pin against the contact preference', () => {
    const grid = { segments: 96, rings: 47 };
    const design = sphere(5, grid);
    const at = (overlap: number, proximalContact: DesignParameters['proximalContact']) =>
      measureAtPin(
        mapsOf(design, { proximalContact }, sphere(5, grid, false, [10 - overlap, 0, 0])),
        'contacts',
        [5, 0, 0],
      );
    const medium = at(0.03, 'medium');
    expect(medium).toMatchObject({
      check: 'proximal.contact',
      where: 'side 1',
      required: { comparison: 'within', value: -0.03, toleranceMm: 0.03, source: 'order' },
      meetsOrder: true,
    });
    expect(medium?.value).toBeCloseTo(-0.03, 2);
    const heavy = at(0.12, 'medium');
    expect(heavy?.value).toBeCloseTo(-0.12, 2);
    expect(heavy?.meetsOrder).toBe(false);
  });
});
