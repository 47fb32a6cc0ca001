// Apart from deviation.ts so that the page showing the figures does not load three.js.

export interface DeviationFigures {
  /** Largest |distance|, mm. */
  max: number;
  /** Area-weighted mean of |distance|, mm. */
  mean: number;
  /** Area-weighted root mean square, mm. */
  rms: number;
  /** Area-weighted percentiles of |distance|, mm: half, 90 % and 99 % of the surface lie within. */
  p50: number;
  p90: number;
  p99: number;
  /** Share of the surface (0…1) whose |distance| is at most the tolerance. */
  withinTolerance: number;
}

export const DEVIATION_PERCENTILES = [50, 90, 99] as const;

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
  if (total === 0) {
    return { max: 0, mean: 0, rms: 0, p50: 0, p90: 0, p99: 0, withinTolerance: 0 };
  }
  const [p50, p90, p99] = weightedPercentiles(distances, weights, max, total, [0.5, 0.9, 0.99]);
  return {
    max,
    mean: sum / total,
    rms: Math.sqrt(squares / total),
    p50,
    p90,
    p99,
    withinTolerance: within / total,
  };
}

const BINS = 4096;

/**
 * For each share q, the smallest |distance| d such that the area with |distance| ≤ d is at least
 * q of the whole. Exact, in linear time: a histogram finds the bin each percentile falls in, and
 * only that bin's values are sorted.
 */
function weightedPercentiles(
  distances: ArrayLike<number>,
  weights: ArrayLike<number>,
  max: number,
  total: number,
  shares: number[],
): number[] {
  const binOf = (d: number) => (max === 0 ? 0 : Math.min(BINS - 1, Math.floor((d / max) * BINS)));
  const binWeights = new Float64Array(BINS);
  for (let i = 0; i < distances.length; i += 1) {
    binWeights[binOf(Math.abs(distances[i]))] += weights[i];
  }
  return shares.map((share) => {
    const goal = share * total;
    let below = 0;
    let bin = 0;
    while (bin < BINS - 1 && below + binWeights[bin] < goal) {
      below += binWeights[bin];
      bin += 1;
    }
    const members: [number, number][] = [];
    for (let i = 0; i < distances.length; i += 1) {
      const d = Math.abs(distances[i]);
      if (binOf(d) === bin) members.push([d, weights[i]]);
    }
    members.sort((a, b) => a[0] - b[0]);
    for (const [d, w] of members) {
      below += w;
      if (below >= goal) return d;
    }
    return members.at(-1)?.[0] ?? max;
  });
}
