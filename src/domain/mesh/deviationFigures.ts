// Apart from deviation.ts so that the page showing the figures does not load three.js.

export interface DeviationFigures {
  /** Largest |distance|, mm. */
  max: number;
  /** Area-weighted mean of |distance|, mm. */
  mean: number;
  /** Area-weighted root mean square, mm. */
  rms: number;
  /** Share of the surface (0…1) whose |distance| is at most the tolerance. */
  withinTolerance: number;
}

/** The figures shown beside the map; weights are the surface area around each vertex. */
export function deviationFigures(
  distances: ArrayLike<number>,
  weights: ArrayLike<number>,
  tolerance: number,
): DeviationFigures {
  let max = 0;
  let total = 0;
  let sum = 0;
  let squares = 0;
  let within = 0;
  for (let i = 0; i < distances.length; i += 1) {
    const d = Math.abs(distances[i]);
    const w = weights[i];
    if (d > max) max = d;
    total += w;
    sum += d * w;
    squares += d * d * w;
    if (d <= tolerance) within += w;
  }
  if (total === 0) return { max: 0, mean: 0, rms: 0, withinTolerance: 0 };
  return {
    max,
    mean: sum / total,
    rms: Math.sqrt(squares / total),
    withinTolerance: within / total,
  };
}
