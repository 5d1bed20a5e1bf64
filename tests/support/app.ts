import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp, type AppOptions } from '../../src/server/app';
import type { Database } from '../../src/db/client';
import { createTestDatabase } from './db';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

/** What a test may set on the app: pages, e-mail (mailer, dev mailbox), clock. */
export type TestAppOptions = Pick<
  AppOptions,
  | 'web'
  | 'devMailbox'
  | 'mailer'
  | 'mail'
  | 'clock'
  | 'payments'
  | 'shopMode'
  | 'onRoute'
  | 'storage'
>;

/**
 * The real Fastify app on a private copy of the seeded test database, for `app.inject()` API
 * tests (no network, no SSR unless `web: true`). Call in `beforeAll`, `close()` in `afterAll`.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<{
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
      // The tests' shop is the demo unless a test asks for production (decision 019).
      shopMode: 'demo',
      ...options,
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

/**
 * One app per test file: registers `beforeAll`/`afterAll` and gives the running app, its
 * database, and `getJson(url)` (a GET that must answer 200, returning the body).
 */
export function useTestApp(options: TestAppOptions = {}) {
  let current: Awaited<ReturnType<typeof createTestApp>> | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(async () => current?.close());
  const started = () => {
    if (!current) throw new Error('The test app is not started (call useTestApp at file level).');
    return current;
  };
  return {
    get app() {
      return started().app;
    },
    get database() {
      return started().database;
    },
    async getJson(url: string, headers: Record<string, string> = {}) {
      const res = await started().app.inject({ url, headers });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
      return res.json();
    },
  };
}
