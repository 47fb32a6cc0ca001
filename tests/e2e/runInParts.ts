import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SUITE_TALLY_VARIABLE, suiteTallyLine } from './support/suiteTally';

/**
 * `npm run test:e2e [-- filters]`: the files vitest.e2e.config.ts names solo run first, one at a
 * time, then the rest two at a time; the filters go to both parts (a part they leave empty passes).
 * Then the sum of what the OpenAPI validator checked in every file's server (issue 38).
 */
const filters = process.argv.slice(2);
const tallyDir = mkdtempSync(join(tmpdir(), 'e2e-openapi-'));
let status = 0;
for (const part of ['solo', 'shared']) {
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--config', 'vitest.e2e.config.ts', '--passWithNoTests', ...filters],
    {
      stdio: 'inherit',
      env: { ...process.env, E2E_PART: part, [SUITE_TALLY_VARIABLE]: tallyDir },
    },
  );
  status = run.status ?? 1;
  if (status !== 0) break;
}
console.log(`\n${suiteTallyLine(tallyDir)}`);
rmSync(tallyDir, { recursive: true, force: true });
process.exit(status);
