import { buildSync } from 'esbuild';
import { openBrowser } from '../tests/e2e/support/browser';
import { serveStaticFiles } from '../tests/e2e/support/staticFiles';
import { median } from './stats';

/**
 * In headless Chromium: the portal's deviation worker (src/components/deviation, bundled as the
 * portal bundles it) from post to the first complete map and to full precision, and the plain
 * three-mesh-bvh loop in another worker of the same page.
 */
export async function measureDeviationBrowser(
  source: Float32Array,
  target: Float32Array,
  runs: number,
) {
  const files = await serveStaticFiles({
    '/bench.html': { body: Buffer.from(PAGE), type: 'text/html' },
    '/deviation.js': { body: bundle('./src/components/deviation/deviation.worker.ts'), type: JS },
    '/plain.js': { body: bundle('./bench/deviationPlainWorker.ts'), type: JS },
    '/source.bin': { body: bytes(source) },
    '/target.bin': { body: bytes(target) },
  });
  const browser = await openBrowser(files.url);
  try {
    const page = await browser.newPage();
    await page.goto('/bench.html');
    await page.waitForFunction(() => 'bench' in window, null, { timeout: 60_000 });
    const figures = await page.evaluate(
      (count) => (window as unknown as { bench(runs: number): Promise<Figures> }).bench(count),
      runs,
    );
    return {
      coarseMs: median(figures.coarse),
      fullMs: median(figures.full),
      coarseRuns: figures.coarse,
      fullRuns: figures.full,
      plainBuildMs: figures.plainBuild,
      plainQueryMs: figures.plainQuery,
      distances: Float32Array.from(figures.distances),
    };
  } finally {
    await browser.close();
    await files.close();
  }
}

interface Figures {
  coarse: number[];
  full: number[];
  plainBuild: number;
  plainQuery: number;
  distances: number[];
}

const JS = 'text/javascript';

function bytes(array: Float32Array) {
  return Buffer.from(array.buffer, array.byteOffset, array.byteLength);
}

function bundle(entry: string): Buffer {
  const result = buildSync({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
  });
  return Buffer.from(result.outputFiles[0].contents);
}

const PAGE = `<!doctype html>
<script type="module">
const source = new Float32Array(await (await fetch('/source.bin')).arrayBuffer());
const target = new Float32Array(await (await fetch('/target.bin')).arrayBuffer());
function once(worker, request, transfer) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let coarse = 0;
    worker.onmessage = ({ data }) => {
      if (data.type === 'coarse') coarse = performance.now() - start;
      if (data.type === 'full' || data.type === 'plain') resolve({ coarse, full: performance.now() - start, data });
      if (data.type === 'error') reject(new Error(data.message));
    };
    worker.postMessage(request, transfer);
  });
}
window.bench = async (runs) => {
  const figures = { coarse: [], full: [], plainBuild: 0, plainQuery: 0, distances: [] };
  let last;
  // One more run than counted: the first pays for the worker's start-up and JIT warm-up.
  for (let run = 0; run <= runs; run += 1) {
    const worker = new Worker('/deviation.js', { type: 'module' });
    const request = { source: source.slice(), target: target.slice(), coarseStep: 16 };
    const result = await once(worker, request, [request.source.buffer, request.target.buffer]);
    worker.terminate();
    if (run === 0) continue;
    figures.coarse.push(result.coarse);
    figures.full.push(result.full);
    last = result.data.distances;
  }
  figures.distances = Array.from(last);
  const plain = new Worker('/plain.js', { type: 'module' });
  const result = await once(plain, { source: source.slice(), target: target.slice() }, []);
  plain.terminate();
  figures.plainBuild = result.data.buildMs;
  figures.plainQuery = result.data.queryMs;
  return figures;
};
</script>`;
