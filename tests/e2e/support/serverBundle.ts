import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { REPO_ROOT } from '../../../fake-api/repoRoot';
import { SERVER_BUNDLE_VARIABLE } from './portalServer';

/**
 * vitest's global setup of the browser tests: `npm start`'s entry bundled once per run into one
 * file (packages stay in node_modules). Every test file starts its own server, and under tsx
 * each start spent about 0.75 s more CPU compiling and resolving some 300 modules. The file is
 * the run's own (worktrees that share node_modules run side by side) and goes with the run.
 */
export default async function bundleServer(): Promise<() => void> {
  const outDir = join(REPO_ROOT, 'node_modules', '.cache', 'portal-e2e');
  mkdirSync(outDir, { recursive: true });
  const outfile = join(outDir, `server-${process.pid}.mjs`);
  await build({
    entryPoints: [join(REPO_ROOT, 'fake-api', 'cli', 'start.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // The one reader of its own location (fake-api/repoRoot.ts) keeps its answer.
    define: {
      'import.meta.url': JSON.stringify(
        pathToFileURL(join(REPO_ROOT, 'fake-api', 'repoRoot.ts')).href,
      ),
    },
    logLevel: 'warning',
  });
  process.env[SERVER_BUNDLE_VARIABLE] = outfile;
  return () => rmSync(outfile, { force: true });
}
