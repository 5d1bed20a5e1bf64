import type { Logger } from 'pino';
import { openDatabase, type Database } from '../db/client';
import { withWorkKind } from '../db/limits';
import { migrateDatabase } from '../db/migrate';
import { seedIfEmpty } from '../db/seed';
import { createProgressReporter } from '../db/seed/progress';
import type { FileStorage } from '../modules/media';
import type { Config } from './config';

/**
 * What every start does before serving (`npm start` and `npm run dev`): open the database,
 * apply pending migrations, and fill an empty catalogue with the demo one (first start only;
 * safe when several processes start together).
 */
export async function prepareDatabase(
  config: Config,
  logger: Logger,
  /** Where the demo pictures go (the storage the app serves from); default the local folder. */
  storage?: FileStorage,
): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    limits: config.databaseLimits,
  });
  logger.info({ database: database.kind, location: database.location }, 'database opened');
  try {
    // Migrations and the first seed are maintenance: no request timeouts (docs/decisions/021).
    await withWorkKind('maintenance', () => migrateDatabase(database));
    if (config.SEED_ON_EMPTY) {
      const onProgress = createProgressReporter();
      try {
        const summary = await withWorkKind('maintenance', () =>
          seedIfEmpty(database, {
            storageDir: config.storageDir,
            storage,
            onProgress,
            // Made-up orders and customers belong to the demo only, never to a real shop's books.
            pastOrders: config.mode === 'demo' ? {} : false,
          }),
        );
        if (summary)
          logger.info({ products: summary.products }, 'demo catalogue created (first start)');
      } finally {
        onProgress.stop();
      }
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
