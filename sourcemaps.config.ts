import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Where the build's source maps go: beside dist/, never in it (docs/DEPLOY.md, source maps). */
export const SOURCE_MAP_DIR = 'dist-sourcemaps';

/**
 * With `build.sourcemap: 'hidden'` vite writes each chunk's map without linking it from the
 * chunk. This takes the maps out of the bundle before it is written, so dist/ (what is served)
 * holds none, and keeps them in dist-sourcemaps/ for reading a stack of an uploaded error log.
 */
export function sourceMapsOutsideDist(root: string): Plugin {
  const maps = new Map<string, string | Uint8Array>();
  return {
    name: 'source-maps-outside-dist',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'asset' || !fileName.endsWith('.map')) continue;
        maps.set(fileName, output.source);
        delete bundle[fileName];
      }
    },
    closeBundle() {
      const dir = join(root, SOURCE_MAP_DIR);
      rmSync(dir, { recursive: true, force: true });
      for (const [fileName, source] of maps) {
        mkdirSync(dirname(join(dir, fileName)), { recursive: true });
        writeFileSync(join(dir, fileName), source);
      }
      maps.clear();
    },
  };
}
