import { defineConfig } from 'vitest/config';
import SlowestFirst from './tests/e2e/support/slowestFirst.ts';
import DurationsReporter from './tests/e2e/support/durationsReporter.ts';

/**
 * Browser tests: each file starts its own server (own data dir and ports) and browser, so files
 * run side by side. Two at a time suits the 2-core machine (README, "Tests": measured at 1, 2
 * and 3); E2E_WORKERS overrides it.
 */
/**
 * Files that move big files through the page (20 MB uploads, million-triangle views, the keyboard
 * upload) and time what the page does meanwhile: beside another file's browser on two cores the
 * renderer starves (a 19 s freeze measured mid-upload). `npm run test:e2e` runs them first, one at
 * a time (E2E_PART=solo), then the rest two at a time (E2E_PART=shared); no E2E_PART runs all.
 */
const SOLO = [
  'taskUpload',
  'viewer',
  'viewer-colors',
  'viewer-scale',
  'viewer-replace',
  'upload-check',
  'onboarding',
  'faults-submit-dispatch',
  'a11y-keyboard',
].map((name) => `tests/e2e/${name}.e2e.ts`);
const part = process.env.E2E_PART;
const workers = part === 'solo' ? 1 : Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  test: {
    include: part === 'solo' ? SOLO : ['tests/e2e/**/*.e2e.ts'],
    exclude: part === 'shared' ? SOLO : [],
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
