import { defineConfig } from 'vitest/config';

/**
 * Unit + integration tests (`npm run test:unit`, or `npm test` for everything).
 * The global setup migrates and seeds ONE template database per run; each test file takes its
 * own copy with `createTestDatabase()` (tests/support/db.ts). PGlite by default; PostgreSQL when
 * TEST_DATABASE_URL is set. See docs/decisions/003-test-strategy.md.
 */
export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'tests/integration/**/*.test.ts',
      'tests/architecture/**/*.test.ts',
    ],
    globalSetup: ['tests/support/global-setup.ts'],
    // The modules' wiring, as the server does it (tests move orders without building an app);
    // loaded on the first order move, so files that never move one do not pay for it.
    setupFiles: ['tests/support/wiring.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    // beforeAll copies a database (about 1 s on PGlite) and may build an app.
    hookTimeout: 120_000,
    teardownTimeout: 60_000,
  },
});
