import { colorsBySoupVertex } from './vertexColors';

/** RGB (0…1) of the deviation map's ends and its tolerance band. */
export const DEVIATION_PALETTE = {
  within: [0.25, 0.72, 0.35],
  outsideNear: [1, 0.82, 0.2],
  outsideFar: [0.85, 0.1, 0.1],
  insideNear: [0.35, 0.8, 0.95],
  insideFar: [0.12, 0.22, 0.85],
} as const;

type Rgb = readonly [number, number, number];

/**
 * The colour of a signed distance (mm): green within ±tolerance; beyond it, towards red outside
 * the reference (positive) or blue inside it (negative), saturating at ±range.
 */
export function deviationColor(distance: number, tolerance: number, range: number): Rgb {
  const magnitude = Math.abs(distance);
  if (magnitude <= tolerance) return DEVIATION_PALETTE.within;
  const t = Math.min(1, (magnitude - tolerance) / Math.max(range - tolerance, 1e-9));
  return distance > 0
    ? mix(DEVIATION_PALETTE.outsideNear, DEVIATION_PALETTE.outsideFar, t)
    : mix(DEVIATION_PALETTE.insideNear, DEVIATION_PALETTE.insideFar, t);
}

/**
 * Per-vertex colours of a triangle soup (3 floats a soup vertex) from the distances of its unique
 * vertices, `ids` mapping each soup vertex to its unique one.
 */
export function deviationColors(
  distances: ArrayLike<number>,
  ids: ArrayLike<number>,
  tolerance: number,
  range: number,
): Float32Array {
  return colorsBySoupVertex(
    distances.length,
    (v) => deviationColor(distances[v], tolerance, range),
    ids,
  );
}

/** The legend's outer end (mm): twice the tolerance, or the largest distance when beyond. */
export function deviationRange(maxAbs: number, tolerance: number): number {
  return Math.max(2 * tolerance, maxAbs);
}

function mix(from: Rgb, to: Rgb, t: number): Rgb {
  return [
    from[0] + (to[0] - from[0]) * t,
    from[1] + (to[1] - from[1]) * t,
    from[2] + (to[2] - from[2]) * t,
  ];
}
