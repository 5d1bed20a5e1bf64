/**
 * `npm run dev`: the same app as `npm start`, with the pages compiled on request by Vite in
 * middleware mode (hot module reload, no build step). The API and the database are the real ones.
 */
import { createServer } from 'vite';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { isCatalogueEmpty, seedDatabase } from '../db/seed';
import { createProgressReporter } from '../db/seed/progress';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createLogger } from './logger';

async function dev() {
  const config = loadConfig({ NODE_ENV: 'development', ...process.env });
  const logger = createLogger(config);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await migrateDatabase(database);
  if (config.SEED_ON_EMPTY && (await isCatalogueEmpty(database))) {
    logger.info('empty database: creating the demo catalogue (first start only)');
    await seedDatabase(database, {
      storageDir: config.storageDir,
      onProgress: createProgressReporter(),
    });
  }

  const vite = await createServer({
    server: { middlewareMode: true },
    appType: 'custom',
  });
  const app = await buildApp({
    database,
    mode: 'development',
    storageDir: config.storageDir,
    logger,
    vite,
  });

  const shutdown = async () => {
    await app.close();
    await vite.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());

  await app.listen({ port: config.PORT, host: config.HOST });
  logger.info(
    { url: `http://localhost:${config.PORT}` },
    'dev server ready (Vite middleware, hot reload)',
  );
}

dev().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
