import { defineConfig } from 'vitest/config';
import SlowestFirst from './tests/e2e/support/slowestFirst.ts';
import DurationsReporter from './tests/e2e/support/durationsReporter.ts';

/**
 * Browser tests: each file starts its own server (own data dir and ports) and browser, so files
 * run side by side. Two at a time suits the 2-core machine (README, "Tests": measured at 1, 2
 * and 3); E2E_WORKERS overrides it.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/serverBundle.ts'],
    setupFiles: ['tests/e2e/support/setup.ts'],
    fileParallelism: workers > 1,
    // A worker runs its files one after the other in one process, which keeps its Chromium
    // (support/browser.ts): each file still starts its own server with fresh data.
    isolate: false,
    maxWorkers: workers,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: 15_000, interval: 100 } },
    sequence: { sequencer: SlowestFirst },
    reporters: process.env.E2E_DURATIONS ? ['default', new DurationsReporter()] : ['default'],
  },
});
