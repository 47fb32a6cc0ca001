import { areaWhere, citesOf, dot3, lowest, mm, mm2, verdictAtLeast } from './designCheckContext';
import type { CheckContext } from './designCheckContext';
import type { CheckResult } from './designCheckTypes';
import { failingRegions } from './failingRegions';
import type { Surface } from './surface';
import { thicknessMap } from './thicknessMap';

/** A wall whose normal is within 45° of the path of insertion is occlusal, else axial. */
export const OCCLUSAL_COSINE = Math.SQRT1_2;

/**
 * Occlusal and axial wall thickness: the thickness map (inward rays) outside the margin band,
 * its minimum and the area under the material's minimum, per kind of wall. The material's
 * minimum is the hard limit, the order's minimum thickness (when higher) the soft one.
 */
export function thicknessResults(context: CheckContext & { design: Surface }) {
  const { input, method, design, treeOf, maps } = context;
  const axis = method.insertionAxis;
  const heights = new Float64Array(design.areas.length);
  for (let v = 0; v < heights.length; v += 1) heights[v] = dot3(design.vertices, v, axis);
  // A loop, not Math.min(...heights): a spread of 150,000 vertices overflows the call stack.
  let floor = Infinity;
  for (const height of heights) floor = Math.min(floor, height);
  const occlusal = (v: number) => Math.abs(dot3(design.normals, v, axis)) >= OCCLUSAL_COSINE;
  // Each vertex's band in mapBands('thickness'): 0 occlusal, 1 axial.
  const walls = new Uint8Array(heights.length);
  for (let v = 0; v < walls.length; v += 1) walls[v] = occlusal(v) ? 0 : 1;
  maps.thicknessWalls = walls;
  const map = thicknessMap(
    design,
    (v) => heights[v] - floor < method.marginBandMm,
    treeOf(design.soup),
    context.onMap && ((coarse) => context.onMap?.({ thickness: coarse, thicknessWalls: walls })),
  );
  maps.thickness = map;
  const kinds = [
    { check: 'thickness.occlusal', inKind: occlusal, limit: input.profile.minOcclusalMm },
    {
      check: 'thickness.axial',
      inKind: (v: number) => !occlusal(v),
      limit: input.profile.minAxialMm,
    },
  ] as const;
  return kinds.map(({ check, inKind, limit }): CheckResult => {
    const measured = (v: number) => inKind(v) && !Number.isNaN(map[v]);
    const { min } = lowest(map, measured);
    const ordered = Math.max(limit, input.parameters.minThicknessMm);
    const verdict = Number.isFinite(min) ? verdictAtLeast(min, limit, ordered) : 'pass';
    context.collect?.({
      check,
      points: design.vertices,
      values: map,
      measured,
      requirement: {
        comparison: 'atLeast',
        value: ordered,
        toleranceMm: 0,
        unit: 'mm',
        source: ordered > limit ? 'order' : 'profile',
      },
    });
    return {
      check,
      verdict,
      reason: `app.design_check.reason.thickness_${verdict}`,
      measured: {
        minMm: Number.isFinite(min) ? mm(min) : Number.NaN,
        areaBelowMaterialMm2: mm2(areaWhere(design, (v) => measured(v) && map[v] < limit)),
        areaBelowOrderMm2: mm2(areaWhere(design, (v) => measured(v) && map[v] < ordered)),
        orderedMinMm: ordered,
      },
      // What the wall is judged by: the material's minimum when below it (or the stricter), else
      // the order's, so "required" never shows a limit the wall already meets.
      limit:
        verdict === 'hard' || ordered <= limit
          ? { value: limit, unit: 'mm', source: 'profile' }
          : { value: ordered, unit: 'mm', source: 'order' },
      regions: failingRegions(design, map, (v) => measured(v) && map[v] < ordered),
      cites: citesOf(input, ['design']),
    };
  });
}
