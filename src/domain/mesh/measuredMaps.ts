import type { CheckId } from './designCheckTypes';

/**
 * What the order asks of one check's value at a point: at least `value` (walls, clearance,
 * connectors), or within `toleranceMm` of it (a proximal contact's target). `source` says whose
 * figure it is: the material profile's or the order's own.
 */
export interface PinRequirement {
  comparison: 'atLeast' | 'within';
  value: number;
  toleranceMm: number;
  unit: 'mm' | 'mm2';
  source: 'profile' | 'order';
}

/**
 * One check's measurement over its samples (a design's vertices, or a bridge's connector
 * sections): their points (x, y, z in turn), the value at each, which samples were measured
 * (walls in the margin band are not), and what the order asks of each value.
 */
export interface MeasuredMap {
  check: CheckId;
  where?: string;
  points: ArrayLike<number>;
  values: ArrayLike<number>;
  measured: (sample: number) => boolean;
  requirement: PinRequirement;
}

/** Receives each check's map as the checks run (the server reads the value at a QC pin). */
export type MapSink = (map: MeasuredMap) => void;
