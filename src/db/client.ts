import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { usePreparedStatements } from './pglite-prepared';
import * as schema from './schema';

/** One typed handle for both engines: PGlite (embedded) and PostgreSQL (pool). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, without credentials (for logs and /api/health). */
  location: string;
  /** Raw query for maintenance work (locks, health): returns rows. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  pglite?: PGlite;
  pool?: pg.Pool;
}

export interface DatabaseOptions {
  /** postgres://… switches to PostgreSQL; otherwise PGlite in `dataDir`. */
  databaseUrl?: string;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** An already-open PGlite (tests clone a migrated template). */
  pglite?: PGlite;
  poolSize?: number;
}

/**
 * Per-connection settings: typo-tolerant search accepts a word at 0.5 trigram word similarity
 * ("housee" finds "housses"; the default 0.6 misses most one-letter typos).
 */
const TRIGRAM_THRESHOLD = '0.5';

// int8 (count(*), sums) as JS numbers: our counts stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  const client = options.pglite ?? (await openPglite(options.dataDir ?? './data'));
  usePreparedStatements(client);
  await client.query(
    `select set_config('pg_trgm.word_similarity_threshold', '${TRIGRAM_THRESHOLD}', false)`,
  );
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    location: options.pglite ? 'pglite (in memory)' : (options.dataDir ?? './data'),
    pglite: client,
    async query<T>(text: string, params?: unknown[]) {
      return (await client.query<T>(text, params)).rows;
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

export async function openPglite(dataDir: string): Promise<PGlite> {
  const extensions = { pg_trgm, unaccent };
  if (dataDir.startsWith('memory://')) return PGlite.create({ extensions });
  const dir = path.resolve(dataDir, 'pglite');
  // PGlite does not create parent folders itself.
  mkdirSync(dir, { recursive: true });
  return PGlite.create({ dataDir: dir, extensions });
}

function openPostgres(url: string, max: number): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    // JIT compiles the product-list statement on every call (1.5 s at 100,000 products for a
    // 250 ms query): short OLTP statements gain nothing from it. A list's matching rows (up to
    // the whole catalogue, ~20 MB at 100,000 products) stay in memory instead of spilling to
    // temporary files at the default 4 MB: 15 % off a whole-catalogue facet count.
    options: `-c pg_trgm.word_similarity_threshold=${TRIGRAM_THRESHOLD} -c jit=off -c work_mem=32MB`,
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const safe = new URL(url);
  safe.password = '';
  return {
    db,
    kind: 'postgres',
    location: `${safe.host}${safe.pathname}`,
    pool,
    async query<T>(text: string, params?: unknown[]) {
      return (await pool.query(text, params)).rows as T[];
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * Hot statements, built once per database handle: Drizzle composes their SQL once instead of on
 * every request, and PostgreSQL parses and plans a named statement once per connection (PGlite
 * runs the text as is). Values go in through `sql.placeholder`. A transaction is a handle of
 * its own: its statements are built once per transaction, under the same name and text, which
 * PostgreSQL accepts on any connection.
 */
const statements = new WeakMap<object, Map<string, unknown>>();

export function preparedStatement<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) byName.set(name, (statement = build(db)));
  return statement;
}
