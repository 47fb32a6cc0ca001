import { BENCH_PAGE, JS, bundleForBrowser } from './benchPage';
import { openBrowser } from '../tests/e2e/support/browser';
import { serveStaticFiles } from '../tests/e2e/support/staticFiles';
import { median } from './stats';

/**
 * In headless Chromium: the portal's deviation (resources/orders/deviation: runDeviation and its
 * two workers, bundled) from the call to the first complete map and to full precision, and the
 * plain three-mesh-bvh loop in another worker of the same page (bench/deviationBrowserEntry.ts).
 */
export async function measureDeviationBrowser(
  source: Float32Array,
  target: Float32Array,
  runs: number,
) {
  const files = await serveStaticFiles({
    '/bench.html': { body: Buffer.from(BENCH_PAGE), type: 'text/html' },
    '/entry.js': { body: bundleForBrowser('./bench/deviationBrowserEntry.ts'), type: JS },
    // Where runDeviation's `new URL('./deviation.worker.ts', import.meta.url)` points from /entry.js.
    '/deviation.worker.ts': {
      body: bundleForBrowser('./resources/orders/deviation/deviation.worker.ts'),
      type: JS,
    },
    '/plain.js': { body: bundleForBrowser('./bench/deviationPlainWorker.ts'), type: JS },
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
      coarseMap: Float32Array.from(figures.coarseDistances),
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
  coarseDistances: number[];
}

function bytes(array: Float32Array) {
  return Buffer.from(array.buffer, array.byteOffset, array.byteLength);
}
