import { buildApp } from '../../src/server/app';
import type { Database } from '../../src/db/client';
import { createTestDatabase } from './db';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

/**
 * The real Fastify app on a private copy of the seeded test database, for `app.inject()` API
 * tests (no network, no SSR unless `web: true`). Call in `beforeAll`, `close()` in `afterAll`.
 */
export async function createTestApp(options: { web?: boolean } = {}): Promise<{
  app: TestApp;
  database: Database;
  storageDir: string;
  close(): Promise<void>;
}> {
  const { database, storageDir, cleanup } = await createTestDatabase();
  try {
    const app = await buildApp({
      database,
      mode: 'test',
      storageDir,
      logger: false,
      web: options.web ?? false,
    });
    await app.ready();
    return {
      app,
      database,
      storageDir,
      async close() {
        try {
          await app.close();
        } finally {
          await cleanup();
        }
      },
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
