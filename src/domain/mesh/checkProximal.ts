import { CONTACT_TARGET_MM } from '../designParameters';
import { areaWhere, citesOf, lowest, mm, mm2 } from './designCheckContext';
import type { CheckContext } from './designCheckContext';
import type { CheckResult, MeshInput, Verdict } from './designCheckTypes';
import { signedDistanceMap } from './distanceMap';
import { failingRegions } from './failingRegions';
import type { Surface, Vec3 } from './surface';

/** Farther than this from the neighbours' scan, a side has no neighbour to touch, mm. */
const NEIGHBOUR_REACH_MM = 1;
/** Open by more than this, food packs in: hard, mm. */
const OPEN_MM = 0.1;
/** Overlapping by more than this, the crown will not seat: hard, mm. */
export const OVERLAP_MM = 0.15;
/** Within this distance of the prep die, a vertex is intaglio, not a contact surface, mm. */
const INTAGLIO_MM = 0.3;

/**
 * Proximal contacts per side: the signed distance map to the neighbouring teeth, split into
 * two sides across the path of insertion (side 1 holds the design's closest point to them),
 * each side's minimum against the order's contact preference.
 */
export function proximalResults(
  { input, method, collect, treeOf, maps }: CheckContext,
  design: Surface,
  neighbours: MeshInput,
): { results: CheckResult[]; emptySides: number } {
  const distances = signedDistanceMap(design, treeOf(neighbours.positions));
  maps.proximal = distances;
  const prepDistances = input.prep && signedDistanceMap(design, treeOf(input.prep.positions));
  const outer = (v: number) => !prepDistances || Math.abs(prepDistances[v]) > INTAGLIO_MM;
  const split = sideOf(design, distances, outer, method.insertionAxis);
  const target = CONTACT_TARGET_MM[input.parameters.proximalContact];
  const tolerance = method.proximalToleranceMm;
  const results: CheckResult[] = [];
  for (const side of [1, 2]) {
    const onSide = (v: number) => outer(v) && split(v) === side;
    const { min } = lowest(distances, onSide);
    if (!(min <= NEIGHBOUR_REACH_MM)) continue;
    const { verdict, reason } = judge(min, target, tolerance);
    collect?.({
      check: 'proximal.contact',
      where: `side ${side}`,
      points: design.vertices,
      values: distances,
      measured: onSide,
      requirement: {
        comparison: 'within',
        value: target,
        toleranceMm: tolerance,
        unit: 'mm',
        source: 'order',
      },
    });
    const failing =
      min < target - tolerance
        ? (v: number) => onSide(v) && distances[v] < target - tolerance
        : (v: number) => onSide(v) && distances[v] <= min + 0.01;
    results.push({
      check: 'proximal.contact',
      where: `side ${side}`,
      verdict,
      reason: `app.design_check.reason.${reason}`,
      measured: {
        minMm: mm(min),
        targetMm: target,
        contactAreaMm2: mm2(areaWhere(design, (v) => onSide(v) && distances[v] <= 0.05)),
      },
      limit: { value: target, unit: 'mm', source: 'order' },
      regions: verdict === 'pass' ? [] : failingRegions(design, distances, failing),
      cites: citesOf(input, ['design', 'neighbours']),
    });
  }
  return { results, emptySides: 2 - results.length };
}

function judge(min: number, target: number, tolerance: number) {
  if (Math.abs(min - target) <= tolerance)
    return { verdict: 'pass' as Verdict, reason: 'contact_ok' };
  if (min > target) {
    return min > OPEN_MM
      ? { verdict: 'hard' as Verdict, reason: 'contact_open' }
      : { verdict: 'soft' as Verdict, reason: 'contact_light' };
  }
  return min < -OVERLAP_MM
    ? { verdict: 'hard' as Verdict, reason: 'contact_overlap' }
    : { verdict: 'soft' as Verdict, reason: 'contact_tight' };
}

/**
 * 1 for the vertices on the side of the closest contact (across the design's centre, in the
 * plane square to the path of insertion), 2 for the others.
 */
function sideOf(
  design: Surface,
  distances: Float32Array,
  use: (v: number) => boolean,
  up: Vec3,
): (v: number) => 1 | 2 {
  const p = design.vertices;
  const count = p.length / 3;
  const centre = [0, 0, 0];
  for (let v = 0; v < count; v += 1)
    for (let i = 0; i < 3; i += 1) centre[i] += p[v * 3 + i] / count;
  const { vertex } = lowest(distances, use);
  const towards = [0, 1, 2].map((i) => (vertex < 0 ? 0 : p[vertex * 3 + i] - centre[i]));
  const along = towards[0] * up[0] + towards[1] * up[1] + towards[2] * up[2];
  const across = towards.map((value, i) => value - along * up[i]);
  return (v) => {
    const offset = [0, 1, 2].map((i) => p[v * 3 + i] - centre[i]);
    return offset[0] * across[0] + offset[1] * across[1] + offset[2] * across[2] >= 0 ? 1 : 2;
  };
}
