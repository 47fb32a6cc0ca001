import { buildSync } from 'esbuild';

export const JS = 'text/javascript';

/** The page a browser bench opens: its bundled entry, nothing else. */
export const BENCH_PAGE = `<!doctype html>
<script type="module" src="/entry.js"></script>`;

/** `entry` bundled for the browser (ESM, minified), as the bench's static server serves it. */
export function bundleForBrowser(entry: string): Buffer {
  const result = buildSync({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
  });
  return Buffer.from(result.outputFiles[0].contents);
}
