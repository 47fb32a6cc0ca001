import { runDeviation } from '../resources/orders/deviation/runDeviation';

/**
 * Bundled by bench/deviationBrowser.ts into a page: the portal's own `runDeviation` (its two
 * workers, its transfers) timed from the call to the first complete map and to full precision,
 * then the plain three-mesh-bvh loop in a worker of the same page.
 */
interface Figures {
  coarse: number[];
  full: number[];
  plainBuild: number;
  plainQuery: number;
  distances: number[];
  coarseDistances: number[];
}

const load = async (path: string) => new Float32Array(await (await fetch(path)).arrayBuffer());

async function bench(runs: number): Promise<Figures> {
  const source = await load('/source.bin');
  const target = await load('/target.bin');
  const figures: Figures = {
    coarse: [],
    full: [],
    plainBuild: 0,
    plainQuery: 0,
    distances: [],
    coarseDistances: [],
  };
  // One more run than counted: the first pays for the workers' start-up and JIT warm-up.
  for (let run = 0; run <= runs; run += 1) {
    // The copies are the caller's (the portal hands over freshly parsed arrays), not timed.
    const pair = [source.slice(), target.slice()] as const;
    const result = await once(...pair);
    if (run === 0) continue;
    figures.coarse.push(result.coarse);
    figures.full.push(result.full);
    figures.distances = Array.from(result.distances);
    figures.coarseDistances = Array.from(result.coarseDistances);
  }
  const plain = await plainLoop(source.slice(), target.slice());
  figures.plainBuild = plain.buildMs;
  figures.plainQuery = plain.queryMs;
  return figures;
}

function once(source: Float32Array, target: Float32Array) {
  return new Promise<{
    coarse: number;
    full: number;
    distances: Float32Array;
    coarseDistances: Float32Array;
  }>((resolve, reject) => {
    const start = performance.now();
    let coarse = 0;
    let coarseDistances: Float32Array = new Float32Array(0);
    runDeviation(source, target, {
      onReady: () => undefined,
      onDistances: (distances, final) => {
        if (!final) {
          coarse = performance.now() - start;
          coarseDistances = distances;
        } else resolve({ coarse, full: performance.now() - start, distances, coarseDistances });
      },
      onProgress: () => undefined,
      onError: (message) => reject(new Error(message)),
    });
  });
}

function plainLoop(source: Float32Array, target: Float32Array) {
  return new Promise<{ buildMs: number; queryMs: number }>((resolve) => {
    const worker = new Worker('/plain.js', { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<{ buildMs: number; queryMs: number }>) => {
      worker.terminate();
      resolve(data);
    };
    worker.postMessage({ source, target }, [source.buffer, target.buffer]);
  });
}

(window as unknown as { bench: typeof bench }).bench = bench;
