import type { DesignCheckRequest } from '../resources/orders/designCheck/designCheckProtocol';
import { measureDesign } from '../resources/orders/designCheck/measureDesign';

/**
 * Bundled by bench/designChecks.ts into a page: the portal's own design-check worker (fetch,
 * SHA-256, parse, check), timed from the request to the report, one fresh worker a run.
 */
async function bench(request: DesignCheckRequest, runs: number): Promise<number[]> {
  const times: number[] = [];
  // One more run than counted: the first pays for the worker's start-up and JIT warm-up.
  for (let run = 0; run <= runs; run += 1) {
    const start = performance.now();
    await measureDesign(request);
    if (run > 0) times.push(performance.now() - start);
  }
  return times;
}

(window as unknown as { bench: typeof bench }).bench = bench;
