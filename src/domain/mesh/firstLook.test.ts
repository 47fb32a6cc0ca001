import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMETERS } from '../designParameters';
import { MATERIAL_PROFILES } from '../materialProfiles';
import { measureDesignParts } from './designChecks';
import type { DesignCheckMaps } from './designChecks';
import { surfaceOf } from './surface';
import { sphere, sphericalShell } from './testShapes';
import { COARSE_STEP, thicknessMap } from './thicknessMap';
import { crownMesh } from './toothMesh';

/** A crown whose walls vary (cusps, a margin), so a coarse map differs from the full one. */
const crown = crownMesh({ segments: 96, rings: 48 });

describe("the maps' first look, before the checks end (issue 37's first map)", () => {
  it('hands a coarse thickness map over first: every fourth vertex measured, the rest copied', () => {
    const surface = surfaceOf(crown);
    const skip = (v: number) => v % 97 === 5;
    const looks: Float32Array[] = [];
    const full = thicknessMap(surface, skip, undefined, (coarse) => looks.push(coarse.slice()));
    expect(looks).toHaveLength(1);
    const [coarse] = looks;
    expect(coarse).toHaveLength(full.length);
    let differing = 0;
    for (let v = 0; v < full.length; v += 1) {
      if (skip(v)) expect(coarse[v]).toBeNaN();
      else if (v % COARSE_STEP === 0) expect(coarse[v]).toBe(full[v]);
      else expect(Object.is(coarse[v], full[v - (v % COARSE_STEP)])).toBe(true);
      if (!Object.is(coarse[v], full[v])) differing += 1;
    }
    // A first look, not the map: most vertices between the measured ones read another value.
    expect(differing).toBeGreaterThan(full.length / 2);
    // The full map is the one measured without a first look, value for value.
    expect(Array.from(full)).toEqual(Array.from(thicknessMap(surface, skip)));
  });

  it('measures the same report with or without the first looks, and hands each map with its ids', () => {
    const design = sphericalShell(5, 0.6, 8_000);
    const input = {
      design: { positions: design, sha256: 'd'.repeat(64) },
      antagonist: { positions: sphere(5.8, { segments: 96, rings: 48 }, true), sha256: 'e' },
      profile: MATERIAL_PROFILES['zirconia-3y'],
      parameters: DEFAULT_PARAMETERS,
    };
    const looks: (DesignCheckMaps & { ids?: Uint32Array })[] = [];
    const watched = measureDesignParts(input, undefined, undefined, {
      onMap: (maps) => looks.push(maps),
    });
    const plain = measureDesignParts(input);
    expect(watched.report).toEqual(plain.report);
    expect(looks.map((look) => Object.keys(look).sort())).toEqual([
      ['ids', 'thickness', 'thicknessWalls'],
      ['clearance', 'ids'],
    ]);
    expect(looks[0].ids).toBe(watched.ids);
    expect(looks[0].thicknessWalls).toEqual(plain.maps.thicknessWalls);
    // The clearance's first look is its whole map.
    expect(Array.from(looks[1].clearance ?? [])).toEqual(Array.from(plain.maps.clearance ?? []));
  });
});
