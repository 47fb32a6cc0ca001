import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMETERS } from '../designParameters';
import { MATERIAL_PROFILES } from '../materialProfiles';
import { MAP_PALETTE, mapBands, mapColor, mapColors } from './checkMapColors';
import { checkDesign, measureDesignParts, mergeReports } from './designChecks';
import { sphere, sphericalShell } from './testShapes';

const zirconia = MATERIAL_PROFILES['zirconia-3y'];
const parameters = { ...DEFAULT_PARAMETERS, minThicknessMm: 1.0, occlusalClearanceMm: 0.2 };

describe("the colour map's breaks are the order's limits", () => {
  it('colours thickness red below the material, amber below the order, green at and above it', () => {
    const [occlusal, axial] = mapBands('thickness', zirconia, parameters);
    expect(occlusal).toEqual({ walls: 'occlusal', hardMm: 0.7, orderMm: 1.0 });
    expect(axial).toEqual({ walls: 'axial', hardMm: 0.5, orderMm: 1.0 });
    expect(mapColor(0.6999, occlusal)).toEqual(MAP_PALETTE.hard);
    // A value exactly at a break meets it, as the verdict does.
    expect(mapColor(0.7, occlusal)).toEqual(MAP_PALETTE.soft);
    expect(mapColor(0.9999, occlusal)).toEqual(MAP_PALETTE.soft);
    expect(mapColor(1.0, occlusal)).toEqual(MAP_PALETTE.pass);
    expect(mapColor(0.5, axial)).toEqual(MAP_PALETTE.soft);
    expect(mapColor(Number.NaN, axial)).toEqual(MAP_PALETTE.none);
  });

  it('colours clearance red inside the antagonist, amber short of the order less the contact band', () => {
    const [band] = mapBands('clearance', zirconia, parameters);
    expect(band.hardMm).toBe(0);
    expect(band.orderMm).toBeCloseTo(0.15, 12);
    expect(mapColor(-0.001, band)).toEqual(MAP_PALETTE.hard);
    expect(mapColor(0, band)).toEqual(MAP_PALETTE.soft);
    expect(mapColor(band.orderMm, band)).toEqual(MAP_PALETTE.pass);
  });

  it('colours contacts red past the overlap a crown cannot seat with, amber tighter than asked', () => {
    const [band] = mapBands('contacts', zirconia, { ...parameters, proximalContact: 'medium' });
    expect(band.hardMm).toBe(-0.15);
    expect(band.orderMm).toBeCloseTo(-0.06, 12);
    expect(mapColor(-0.1501, band)).toEqual(MAP_PALETTE.hard);
    expect(mapColor(-0.15, band)).toEqual(MAP_PALETTE.soft);
    expect(mapColor(-0.06, band)).toEqual(MAP_PALETTE.pass);
  });

  it("spreads each welded vertex's colour to the soup's corners, by its own wall's band", () => {
    const bands = mapBands('thickness', zirconia, parameters);
    const colors = mapColors([0.6, 0.6, 1.2], [0, 1, 2, 2, 1, 0], bands, [0, 1, 1]);
    const at = (corner: number) => Array.from(colors.subarray(corner * 3, corner * 3 + 3));
    const rgb = (color: readonly number[]) => Array.from(new Float32Array(color));
    expect(at(0)).toEqual(rgb(MAP_PALETTE.hard)); // occlusal 0.6 < 0.7
    expect(at(1)).toEqual(rgb(MAP_PALETTE.soft)); // axial 0.6: above 0.5, below 1.0
    expect(at(2)).toEqual(rgb(MAP_PALETTE.pass));
    expect(at(3)).toEqual(at(2));
    expect(at(5)).toEqual(at(0));
  });
});

describe("the checks' maps on simple geometry", () => {
  it('maps a 0.4 mm spherical shell to 0.4 mm at every measured vertex', () => {
    const shell = sphericalShell(5, 0.4, 20_000);
    const { maps, ids } = measureDesignParts(
      { design: { positions: shell, sha256: '' }, profile: zirconia, parameters },
      ['walls'],
    );
    expect(ids).toHaveLength(shell.length / 3);
    const measured = Array.from(maps.thickness ?? []).filter((value) => !Number.isNaN(value));
    expect(measured.length).toBeGreaterThan(1000);
    expect(measured.every((value) => Math.abs(value - 0.4) < 0.005)).toBe(true);
    expect(maps.thicknessWalls).toHaveLength(maps.thickness?.length ?? -1);
  });

  it('maps a sphere 0.3 mm under its antagonist to +0.3, and splits the checks without changing them', () => {
    const design = sphere(5, { segments: 64, rings: 32 });
    const antagonist = sphere(5.3, { segments: 256, rings: 128 }, true);
    const input = {
      design: { positions: design, sha256: '' },
      antagonist: { positions: antagonist, sha256: '' },
      profile: zirconia,
      parameters,
    };
    const surroundings = measureDesignParts(input, ['surroundings']);
    const clearance = Array.from(surroundings.maps.clearance ?? []);
    expect(clearance.length).toBeGreaterThan(1000);
    expect(clearance.every((value) => Math.abs(value - 0.3) < 0.001)).toBe(true);
    const walls = measureDesignParts(input, ['walls']);
    expect(mergeReports([surroundings.report, walls.report])).toEqual(checkDesign(input));
  });
});
