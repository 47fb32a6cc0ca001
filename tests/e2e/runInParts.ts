import { spawnSync } from 'node:child_process';

/**
 * `npm run test:e2e [-- filters]`: the files vitest.e2e.config.ts names solo run first, one at a
 * time, then the rest two at a time; the filters go to both parts (a part they leave empty passes).
 */
const filters = process.argv.slice(2);
for (const part of ['solo', 'shared']) {
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--config', 'vitest.e2e.config.ts', '--passWithNoTests', ...filters],
    { stdio: 'inherit', env: { ...process.env, E2E_PART: part } },
  );
  if (run.status !== 0) process.exit(run.status ?? 1);
}
