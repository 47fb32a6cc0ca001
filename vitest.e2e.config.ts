import { defineConfig } from 'vitest/config';

// Browser tests share two cores with Chromium and the server: one file at a time.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
