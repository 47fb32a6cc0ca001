import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OutputBundle, PluginContext } from 'rollup';
import { describe, expect, it } from 'vitest';
import { SOURCE_MAP_DIR, sourceMapsOutsideDist } from '../../sourcemaps.config';

type Hook = (this: PluginContext, ...args: unknown[]) => void;

/**
 * Issue 36, item 9: 139 source maps with the full sources were served from dist/. The build's
 * plugin takes every map out of what vite writes to dist/ and keeps it beside it.
 */
describe('source maps of the build', () => {
  it('leave the bundle written to dist/ and land in dist-sourcemaps/', () => {
    const root = mkdtempSync(join(tmpdir(), 'source-maps-'));
    const plugin = sourceMapsOutsideDist(root);
    const map = '{"version":3,"sourcesContent":["const secret = 1;"]}';
    const bundle = {
      'assets/index-AbC.js': { type: 'chunk', fileName: 'assets/index-AbC.js', code: 'x()' },
      'assets/index-AbC.js.map': {
        type: 'asset',
        fileName: 'assets/index-AbC.js.map',
        source: map,
      },
      'assets/style-1.css': { type: 'asset', fileName: 'assets/style-1.css', source: 'a{}' },
    } as unknown as OutputBundle;
    (plugin.generateBundle as unknown as Hook).call({} as PluginContext, {}, bundle, false);
    (plugin.closeBundle as unknown as Hook).call({} as PluginContext);
    expect(Object.keys(bundle).sort()).toEqual(['assets/index-AbC.js', 'assets/style-1.css']);
    const kept = join(root, SOURCE_MAP_DIR, 'assets', 'index-AbC.js.map');
    expect(readFileSync(kept, 'utf8')).toBe(map);
    expect(existsSync(join(root, 'dist'))).toBe(false);
  });
});
