import type { AddressInfo } from 'node:net';
import type { Database } from '../../src/db/client';
import type { SocialSettings } from '../../src/modules/customers';
import { buildApp } from '../../src/server/app';
import type { ShopMode } from '../../src/server/shop-mode';
import { createTestDatabase } from './db';

export interface TestServer {
  /** http://127.0.0.1:<port>, without a trailing slash. */
  url: string;
  database: Database;
  close(): Promise<void>;
}

/**
 * The real shop (API + server-rendered pages from the production build) on a random free port,
 * on a private copy of the seeded test database. For browser tests; `npm run build` must have
 * run (the e2e global setup does it when the build is missing or older than the sources).
 */
export async function startTestServer(
  options: {
    /** The development mailer, /dev/mailbox(.json) and the sweeps running (mail in ~2 s). */
    mail?: boolean;
    /** Social login providers (e.g. a local OpenID Connect provider started by the test). */
    socialSettings?: SocialSettings;
    /** The demo (default: ribbon, test gateway) or production mode (decision 019). */
    shopMode?: ShopMode;
  } = {},
): Promise<TestServer> {
  const { database, storageDir, cleanup } = await createTestDatabase();
  try {
    const app = await buildApp({
      database,
      mode: 'production',
      storageDir,
      logger: false,
      web: true,
      shopMode: options.shopMode ?? 'demo',
      devMailbox: options.mail ?? false,
      socialSettings: options.socialSettings ?? {},
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    if (options.mail) app.sweeps.start();
    const { port } = app.server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      database,
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
