import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      '{src,resources,dataProvider,i18n,fake-api}/**/*.test.{ts,tsx}',
      'tests/unit/**/*.test.{ts,tsx}',
    ],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    // jsdom tests that type and click take 1-2 s alone; on 2 busy cores 5 s is not enough.
    testTimeout: 20_000,
  },
});
