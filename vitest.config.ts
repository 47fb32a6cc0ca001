import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const INCLUDE = [
  '{src,resources,dataProvider,i18n,fake-api}/**/*.test.{ts,tsx}',
  'tests/unit/**/*.test.{ts,tsx}',
];

/**
 * Files that replace modules or globals (vi.mock, vi.spyOn, vi.stubGlobal) get a module graph of
 * their own; the rest share one per worker, which saves most of the import time (a 172 s suite
 * took 108 s without isolation on 2 cores). Add a file here when it starts to mock.
 */
const MOCKING = [
  'resources/orders/taskUpload/useTaskUploads.test.tsx',
  'resources/orders/tasks/CadHistoryPanel.test.tsx',
  'resources/orders/shared/sharedClock.test.ts',
  'resources/orders/shared/useTaskAction.test.tsx',
  'resources/tickets/form/useTicketSubmit.test.tsx',
  'src/components/ErrorBoundary.test.tsx',
  'src/components/lazy/lazyView.test.tsx',
  'src/components/stlViewer/meshWorker.test.ts',
  'src/components/stlViewer/parse.worker.test.ts',
  'src/errorLog/captureErrors.test.ts',
  'src/pages/login/prefetchSignedIn.test.tsx',
  'src/app/portal.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    // Threads start faster than forks, and vitest's default of one worker per spare core runs
    // one file at a time on 2 cores: 140 s instead of 266 s for the whole suite there.
    pool: 'threads',
    maxWorkers: Math.max(2, availableParallelism()),
    setupFiles: ['tests/unit/setup.ts'],
    // Prints what the fake APIs' OpenAPI validator checked over the run (issue 38).
    reporters: ['default', './tests/unit/openApiTallyReporter.ts'],
    // jsdom tests that type and click take 1-2 s alone; on 2 busy cores 5 s is not enough.
    testTimeout: 20_000,
    projects: [
      { extends: true, test: { name: 'mocking', include: MOCKING } },
      {
        extends: true,
        test: { name: 'shared', include: INCLUDE, exclude: MOCKING, isolate: false },
      },
    ],
  },
});
