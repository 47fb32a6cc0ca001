/**
 * The value of a QC reason at its pin (issue 37): a return in a measurable category carries
 * what its check measured at the sample nearest the pin, what the order asks there, and whether
 * the value meets it, so a designer can appeal a return the numbers do not support.
 */
import { CATEGORY_OF_CHECK } from './measuredReasons';
import type { CheckId } from './mesh/designCheckTypes';
import type { MeasuredMap, PinRequirement } from './mesh/measuredMaps';
import type { QcReasonCategory } from './qcReasons';

type Point3 = [number, number, number];

/** A sample farther than this from the pin says nothing about the pin's place, mm. */
export const PIN_REACH_MM = 1;

/** A pin's measurement as stored on its reason (docs/CONTRACT.md, "Quality inspection"). */
export interface PinMeasurement {
  check: CheckId;
  /** The side of a proximal contact ('side 1'), when the check is made per place. */
  where?: string;
  /** The value at the sample nearest the pin (mm, or mm² for a connector). */
  value: number;
  /** The sample the value was read at, and its distance from the pin (mm). */
  point: Point3;
  distanceMm: number;
  required: PinRequirement;
  meetsOrder: boolean;
}

/** Categories whose reasons a check can measure. */
export function isMeasurableCategory(category: QcReasonCategory): boolean {
  return Object.values(CATEGORY_OF_CHECK).includes(category) && category !== 'other';
}

/** Whether `value` meets what is required: a value exactly at the limit meets it. */
export function meetsRequirement(value: number, required: PinRequirement): boolean {
  // Values are stored at 0.1 µm: compare at that grain, so a limit reads as met at the limit.
  const grain = 1e-6;
  if (required.comparison === 'within') {
    return Math.abs(value - required.value) <= required.toleranceMm + grain;
  }
  return value >= required.value - required.toleranceMm - grain;
}

/** The measured sample of `map` nearest `pin`, or undefined when none was measured. */
export function nearestSample(map: MeasuredMap, pin: Point3) {
  let best: { sample: number; distance: number } | undefined;
  const count = map.values.length;
  for (let sample = 0; sample < count; sample += 1) {
    if (!map.measured(sample) || !Number.isFinite(map.values[sample])) continue;
    const dx = map.points[sample * 3] - pin[0];
    const dy = map.points[sample * 3 + 1] - pin[1];
    const dz = map.points[sample * 3 + 2] - pin[2];
    const distance = Math.hypot(dx, dy, dz);
    if (!best || distance < best.distance) best = { sample, distance };
  }
  return best;
}

const round = (value: number) => Math.round(value * 1e4) / 1e4;

/**
 * What the checks of `category` measured nearest `pin`: over every map of those checks, the
 * nearest measured sample, within PIN_REACH_MM; undefined when none is that close.
 */
export function measureAtPin(
  maps: readonly MeasuredMap[],
  category: QcReasonCategory,
  pin: Point3,
): PinMeasurement | undefined {
  let best: { map: MeasuredMap; sample: number; distance: number } | undefined;
  for (const map of maps) {
    if (CATEGORY_OF_CHECK[map.check] !== category) continue;
    const near = nearestSample(map, pin);
    if (near && (!best || near.distance < best.distance)) best = { map, ...near };
  }
  if (!best || best.distance > PIN_REACH_MM) return undefined;
  const { map, sample, distance } = best;
  const value = round(map.values[sample]);
  const point: Point3 = [0, 1, 2].map((axis) => round(map.points[sample * 3 + axis])) as Point3;
  return {
    check: map.check,
    ...(map.where !== undefined && { where: map.where }),
    value,
    point,
    distanceMm: round(distance),
    required: { ...map.requirement },
    meetsOrder: meetsRequirement(value, map.requirement),
  };
}
