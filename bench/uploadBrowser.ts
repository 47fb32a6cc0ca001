import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import type { UploadKeys } from '../dataProvider/wireTypes';
import { openBrowser } from '../tests/e2e/support/browser';
import { loginWithPassword } from '../tests/e2e/support/portalPage';
import { binaryStl } from '../tests/e2e/support/stlFiles';
import { UPLOAD_PAGE, choose } from '../tests/e2e/support/taskUpload';
import { fetchUploadKeys, throughput } from './uploadKeys';

type Bench = {
  makeFile(megabytes: number): number;
  ours(keys: UploadKeys, key: string): Promise<number>;
  bare(keys: UploadKeys, key: string): Promise<number>;
  hash(): Promise<Record<'native' | 'stream' | 'legacy', number>>;
};

/**
 * In headless Chromium, on the portal's origin: the portal's uploader (XHR handler) and a bare
 * lib-storage Upload (default fetch handler) send the same 20 MiB; then the content hash, and
 * the whole page flow (hash in the worker, keys, upload, addTaskFile) for a 20 MiB STL.
 */
export async function measureBrowserUpload(baseUrl: string, megabytes = 20) {
  const script = await bundleBenchScript();
  // Keys write one object each: one pair per upload.
  const oursKeys = await fetchUploadKeys(baseUrl);
  const bareKeys = await fetchUploadKeys(baseUrl);
  const browser = await openBrowser(baseUrl);
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(120_000);
    await page.route('**/__bench/upload-bench.js', (route) =>
      route.fulfill({ body: script, contentType: 'text/javascript' }),
    );
    await page.goto('/login');
    await page.addScriptTag({ url: '/__bench/upload-bench.js', type: 'module' });
    await page.waitForFunction(() => 'uploadBench' in window);
    const bytes = await page.evaluate(
      (size) => (window as unknown as { uploadBench: Bench }).uploadBench.makeFile(size),
      megabytes,
    );
    const ours = await page.evaluate(
      ([k, name]) => (window as unknown as { uploadBench: Bench }).uploadBench.ours(k, name),
      [oursKeys, `${oursKeys.keyPrefix}.stl`] as const,
    );
    const bare = await page.evaluate(
      ([k, name]) => (window as unknown as { uploadBench: Bench }).uploadBench.bare(k, name),
      [bareKeys, `${bareKeys.keyPrefix}.stl`] as const,
    );
    const hash = await page.evaluate(() =>
      (window as unknown as { uploadBench: Bench }).uploadBench.hash(),
    );
    const flow = await pageFlow(page, megabytes);
    return {
      megabytes,
      oursMBps: throughput(bytes, ours),
      bareMBps: throughput(bytes, bare),
      hashMBps: {
        native: throughput(bytes, hash.native),
        stream: throughput(bytes, hash.stream),
        legacy: throughput(bytes, hash.legacy),
      },
      flowSeconds: flow / 1000,
    };
  } finally {
    await browser.close();
  }
}

/** Choose → registered on the upload page, as a designer sees it. */
async function pageFlow(page: Page, megabytes: number): Promise<number> {
  await loginWithPassword(page, 'designer', 'Designer1');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(UPLOAD_PAGE);
  await page.getByTestId('task-upload').waitFor();
  const stl = binaryStl(megabytes, Date.now() % 1000);
  const rows = page.getByTestId('slot-toothMold').getByTestId('task-file');
  const before = await rows.count();
  const start = performance.now();
  await choose(page, 'toothMold', [{ name: `bench-${Date.now()}.stl`, buffer: stl }]);
  await rows.nth(before).waitFor();
  return performance.now() - start;
}

async function bundleBenchScript(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'upload-bench-'));
  try {
    await build({
      configFile: false,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
      build: {
        outDir,
        lib: {
          entry: join(import.meta.dirname, 'uploadBrowserEntry.ts'),
          formats: ['es'],
          fileName: () => 'upload-bench.js',
        },
      },
    });
    return readFileSync(join(outDir, 'upload-bench.js'), 'utf8');
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
