import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      '{src,resources,dataProvider,i18n,fake-api}/**/*.test.{ts,tsx}',
      'tests/unit/**/*.test.{ts,tsx}',
    ],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
  },
});
