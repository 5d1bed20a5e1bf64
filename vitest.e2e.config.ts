import { defineConfig } from 'vitest/config';

/**
 * Browser tests (`npm run test:e2e`): the real app on a random port, driven by playwright-core
 * in Debian's Chromium. One file at a time, generous timeouts. The global setups build the app
 * when needed and prepare the seeded template database, as for the integration tests.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/support/e2e-build.ts', 'tests/support/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
  },
});
