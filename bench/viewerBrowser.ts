import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { openBrowser } from '../tests/e2e/support/browser';
import { storeFiles } from '../tests/e2e/support/caseStorage';
import { serveStaticFiles } from '../tests/e2e/support/staticFiles';
import { median } from './stats';

const THREE = join('node_modules', 'three');

/**
 * In headless Chromium: the viewer's built worker parsing the file (post with transfer → mesh
 * back) next to three's STLLoader.parse on the main thread, in the same page; then the portal's
 * /stlView on the same file: time from download end to the first frame drawn (GPU fence).
 */
export async function measureViewerBrowser(portalUrl: string, file: Buffer, runs: number) {
  const workerChunk = readdirSync(join('dist', 'assets')).find((name) =>
    /^parse\.worker-.*\.js$/.test(name),
  );
  if (!workerChunk) throw new Error('dist has no parse.worker chunk: build first');
  // The portal's viewer reads the file from the object storage (its CSP names our origins only).
  const links = await storeFiles({ url: portalUrl }, { 'million.stl': file });
  const files = await serveStaticFiles({
    '/million.stl': { body: file, type: 'model/stl' },
    '/bench.html': { body: Buffer.from(BENCH_PAGE), type: 'text/html' },
    '/viewerParse.js': { body: viewerParseModule(), type: 'text/javascript' },
    '/worker.js': {
      body: readFileSync(join('dist', 'assets', workerChunk)),
      type: 'text/javascript',
    },
    ...script('/three/build/three.module.js', join(THREE, 'build', 'three.module.js')),
    ...script('/three/build/three.core.js', join(THREE, 'build', 'three.core.js')),
    ...script(
      '/three/addons/loaders/STLLoader.js',
      join(THREE, 'examples', 'jsm', 'loaders', 'STLLoader.js'),
    ),
  });
  const browser = await openBrowser(portalUrl);
  try {
    const page = await browser.newPage();
    await page.goto(`${files.url}/bench.html`);
    await page.waitForFunction(() => 'bench' in window, null, { timeout: 60_000 });
    const parse = await page.evaluate(
      (count) => (window as unknown as { bench(runs: number): Promise<ParseFigures> }).bench(count),
      runs,
    );
    await page.context().close();

    const frames: number[] = [];
    const drawTimes: number[] = [];
    for (let run = 0; run < Math.max(1, runs - 2); run += 1) {
      const viewer = await browser.newPage();
      await viewer.goto(`/stlView?stlUrl=${encodeURIComponent(links['million.stl'])}`);
      const model = viewer.getByTestId('stl-model');
      await model.and(viewer.locator('[data-first-frame-ms]')).waitFor({ timeout: 60_000 });
      frames.push(Number(await model.getAttribute('data-first-frame-ms')));
      drawTimes.push(await viewer.evaluate(parsedToDrawn));
      await viewer.context().close();
    }
    return {
      mainThreadMs: median(parse.mainThread),
      viewerMainMs: median(parse.viewerMain),
      workerMs: median(parse.worker),
      workerInsideMs: median(parse.workerInside),
      firstFrameMs: median(frames),
      firstFrames: frames,
      parsedToDrawnMs: median(drawTimes),
    };
  } finally {
    await browser.close();
    await files.close();
  }
}

interface ParseFigures {
  mainThread: number[];
  viewerMain: number[];
  worker: number[];
  workerInside: number[];
}

/** The viewer's own parse (what the worker runs), bundled to run on the page's main thread too. */
function viewerParseModule(): Buffer {
  const result = buildSync({
    stdin: {
      contents: `export { parseStl } from './src/domain/mesh/stl';
export { boundsOf } from './src/domain/mesh/meshCheck';`,
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
  });
  return Buffer.from(result.outputFiles[0].contents);
}

function script(path: string, file: string) {
  return { [path]: { body: readFileSync(file), type: 'text/javascript' } };
}

/** From the mesh back from the worker to its first frame drawn (upload + GPU draw). */
function parsedToDrawn(): number {
  // No inner named functions: tsx would wrap them in a helper the page does not have.
  let parsed = 0;
  let drawn = 0;
  for (const entry of performance.getEntriesByType('mark')) {
    if (entry.name.startsWith('stl-parsed')) parsed = entry.startTime;
    if (entry.name.startsWith('stl-drawn')) drawn = entry.startTime;
  }
  return drawn - parsed;
}

const BENCH_PAGE = `<!doctype html>
<script type="importmap">
{ "imports": { "three": "/three/build/three.module.js", "three/addons/": "/three/addons/" } }
</script>
<script type="module">
import { STLLoader } from 'three/addons/loaders/STLLoader.js';
import { parseStl, boundsOf } from '/viewerParse.js';
const file = await (await fetch('/million.stl')).arrayBuffer();
const worker = new Worker('/worker.js', { type: 'module' });
let id = 0;
function workerParse(buffer) {
  return new Promise((resolve, reject) => {
    const ask = ++id;
    worker.onmessage = ({ data }) => {
      if (data.id !== ask) return;
      if (data.type === 'parsed') resolve(data.mesh);
      else reject(new Error(data.key));
    };
    worker.postMessage({ id: ask, type: 'parse', name: 'million.stl', buffer, check: false }, [buffer]);
  });
}
window.bench = async (runs) => {
  const figures = { mainThread: [], viewerMain: [], worker: [], workerInside: [] };
  boundsOf(parseStl(file).positions);
  await workerParse(file.slice(0)); // start-up and JIT warm-up, like the viewer's early start
  new STLLoader().parse(file);
  for (let run = 0; run < runs; run += 1) {
    let start = performance.now();
    new STLLoader().parse(file);
    figures.mainThread.push(performance.now() - start);
    start = performance.now();
    boundsOf(parseStl(file).positions);
    figures.viewerMain.push(performance.now() - start);
    const copy = file.slice(0);
    start = performance.now();
    const mesh = await workerParse(copy);
    figures.worker.push(performance.now() - start);
    figures.workerInside.push(mesh.parseMs);
  }
  return figures;
};
</script>`;
