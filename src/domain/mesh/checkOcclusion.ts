import { areaWhere, citesOf, lowest, mm, mm2, verdictAtLeast } from './designCheckContext';
import type { CheckContext } from './designCheckContext';
import type { CheckResult, MeshInput, Verdict } from './designCheckTypes';
import { signedDistanceMap } from './distanceMap';
import { failingRegions } from './failingRegions';
import { surfaceOf } from './surface';
import type { Surface } from './surface';

/** Farther than the ordered clearance by this much, the design misses its antagonist, mm. */
const NO_CONTACT_MM = 0.5;

/**
 * Occlusal clearance and contact: the signed distance map of the design to the antagonist scan
 * (negative inside it), its minimum against the order's clearance, the penetration area and
 * the contact area (within ±contactBand). Within contactBand below the ordered clearance
 * passes; further below is hard where the design enters the antagonist, soft where it only
 * comes closer than ordered.
 */
export function clearanceResult(
  { input, method, collect, treeOf, maps, onMap }: CheckContext,
  design: Surface,
  antagonist: MeshInput,
): CheckResult {
  const distances = signedDistanceMap(design, treeOf(antagonist.positions));
  maps.clearance = distances;
  onMap?.({ clearance: distances });
  const { min } = lowest(distances, () => true);
  const wanted = input.parameters.occlusalClearanceMm;
  const band = method.contactBandMm;
  collect?.({
    check: 'occlusal.clearance',
    points: design.vertices,
    values: distances,
    measured: () => true,
    requirement: {
      comparison: 'atLeast',
      value: wanted,
      toleranceMm: band,
      unit: 'mm',
      source: 'order',
    },
  });
  let verdict: Verdict = 'pass';
  let reason = 'clearance_ok';
  if (min < wanted - band) {
    verdict = min < 0 ? 'hard' : 'soft';
    reason = min < 0 ? 'clearance_penetration' : 'clearance_short';
  } else if (min > wanted + NO_CONTACT_MM) {
    verdict = 'soft';
    reason = 'clearance_no_contact';
  }
  return {
    check: 'occlusal.clearance',
    verdict,
    reason: `app.design_check.reason.${reason}`,
    measured: {
      minMm: mm(min),
      penetrationAreaMm2: mm2(areaWhere(design, (v) => distances[v] < 0)),
      contactAreaMm2: mm2(areaWhere(design, (v) => Math.abs(distances[v]) <= band)),
    },
    limit: { value: wanted, unit: 'mm', source: 'order' },
    regions: failingRegions(design, distances, (v) => distances[v] < wanted - band),
    cites: citesOf(input, ['design', 'antagonist']),
  };
}

/**
 * The space before design: the prep die's least distance to the antagonist against the
 * material's minimum occlusal thickness (hard), and that plus the cement gap (soft).
 */
export function prepSpaceResult(
  { input, treeOf }: CheckContext,
  prep: MeshInput,
  antagonist: MeshInput,
) {
  const surface = surfaceOf(prep.positions);
  const distances = signedDistanceMap(surface, treeOf(antagonist.positions));
  const { min } = lowest(distances, () => true);
  const limit = input.profile.minOcclusalMm;
  const wanted = limit + input.parameters.cementGapMm;
  const verdict = verdictAtLeast(min, limit, wanted);
  const result: CheckResult = {
    check: 'prep.space',
    verdict,
    reason: `app.design_check.reason.prep_${verdict}`,
    measured: {
      minMm: mm(min),
      shortByMm: mm(Math.max(0, limit - min)),
      areaBelowMaterialMm2: mm2(areaWhere(surface, (v) => distances[v] < limit)),
    },
    limit: { value: limit, unit: 'mm', source: 'profile' },
    regions: failingRegions(surface, distances, (v) => distances[v] < wanted),
    cites: citesOf(input, ['prep', 'antagonist']),
  };
  return result;
}
