import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      '{src,resources,dataProvider,i18n,fake-api}/**/*.test.{ts,tsx}',
      'tests/unit/**/*.test.{ts,tsx}',
    ],
    environment: 'node',
    // Threads start faster than forks, and vitest's default of one worker per spare core runs
    // one file at a time on 2 cores: 140 s instead of 266 s for the whole suite there.
    pool: 'threads',
    maxWorkers: Math.max(2, availableParallelism()),
    setupFiles: ['tests/unit/setup.ts'],
    // jsdom tests that type and click take 1-2 s alone; on 2 busy cores 5 s is not enough.
    testTimeout: 20_000,
  },
});
