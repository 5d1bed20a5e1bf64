/** `npm run db:migrate`: applies pending migrations to DATA_DIR's PGlite or DATABASE_URL's PostgreSQL. */
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { loadConfig } from '../src/server/config';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const started = performance.now();
try {
  await migrateDatabase(database);
  const rows = await database.query<{ count: number }>(
    'select count(*)::int as count from drizzle.__drizzle_migrations',
  );
  console.log(
    `Migrations applied on ${database.kind} (${database.location}): ${rows[0]?.count ?? 0} in total, ` +
      `${Math.round(performance.now() - started)} ms.`,
  );
} finally {
  await database.close();
}
