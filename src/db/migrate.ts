import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

export const MIGRATIONS_FOLDER = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

/** Any constant shared by every process of the shop: they queue on it instead of migrating twice. */
const MIGRATION_LOCK_KEY = 7_301_845_112;

/**
 * Applies pending migrations. On PostgreSQL a session-level advisory lock, taken on one
 * dedicated connection, makes concurrent starts wait for each other; the second finds
 * nothing left to do. PGlite is single-process, so it needs no lock.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: database.pglite! }), {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
    return;
  }
  const client = await database.pool!.connect();
  try {
    // Migrations (and the wait for another process's) take as long as they take: no request
    // timeouts on this connection until it goes back to the pool (docs/decisions/021).
    await client.query('set statement_timeout = 0; set lock_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
    await client.query('reset statement_timeout; reset lock_timeout');
  } finally {
    client.release();
  }
}
