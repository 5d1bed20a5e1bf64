import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { runEffectsAfterCommit } from './after-commit';
import { createQueueGate, transactionLimits, type DatabaseLimits } from './limits';
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
  /** The bounds of docs/decisions/021 when the database was opened with them (the server). */
  limits?: DatabaseLimits;
  /** Work waiting for a connection now (pool clients or PGlite's queue). */
  waiting?(): number;
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
  /**
   * Timeouts and queue bounds (the server, src/db/limits.ts); absent = none (scripts:
   * migrations, seed, benchmarks' set-up).
   */
  limits?: DatabaseLimits;
}

/**
 * Per-connection settings: typo-tolerant search accepts a word at 0.5 trigram word similarity
 * ("housee" finds "housses"; the default 0.6 misses most one-letter typos).
 */
const TRIGRAM_THRESHOLD = '0.5';

// int8 (count(*), sums) as JS numbers: our counts stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.limits);
  const client = options.pglite ?? (await openPglite(options.dataDir ?? './data'));
  usePreparedStatements(client);
  const gate = options.limits ? gateClient(client, options.limits.queueWaitMs) : undefined;
  await client.query(
    `select set_config('pg_trgm.word_similarity_threshold', '${TRIGRAM_THRESHOLD}', false)`,
  );
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  runEffectsAfterCommit(db);
  return {
    db,
    kind: 'pglite',
    location: options.pglite ? 'pglite (in memory)' : (options.dataDir ?? './data'),
    pglite: client,
    limits: options.limits,
    waiting: () => gate?.waiting ?? 0,
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

/**
 * PGlite runs one statement at a time: its own queue has no bound. This one, in front of it,
 * refuses work that waited longer than `waitMs` (DatabaseBusyError → 503) instead of letting
 * requests pile up behind a long statement. A transaction holds its turn to the end; its
 * statements go through the transaction, not through here.
 */
function gateClient(client: PGlite, waitMs: number) {
  const gate = createQueueGate(waitMs);
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<PGlite['query']>) =>
    gate.run(() => query(...args))) as PGlite['query'];
  client.exec = ((...args: Parameters<PGlite['exec']>) =>
    gate.run(() => exec(...args))) as PGlite['exec'];
  client.transaction = ((...args: Parameters<PGlite['transaction']>) =>
    gate.run(() => transaction(...args))) as PGlite['transaction'];
  return gate;
}

function openPostgres(url: string, max: number, limits?: DatabaseLimits): Database {
  // A request's plain statements (reads) get the session defaults; its transactions (writes)
  // and sweeps' transactions set their own below. Scripts open without limits.
  const timeouts = limits
    ? ` -c statement_timeout=${limits.readStatementMs} -c lock_timeout=${limits.readLockMs}`
    : '';
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    ...(limits ? { connectionTimeoutMillis: limits.queueWaitMs } : {}),
    // JIT compiles the product-list statement on every call (1.5 s at 100,000 products for a
    // 250 ms query): short OLTP statements gain nothing from it. A list's matching rows (up to
    // the whole catalogue, ~20 MB at 100,000 products) stay in memory instead of spilling to
    // temporary files at the default 4 MB: 15 % off a whole-catalogue facet count.
    options: `-c pg_trgm.word_similarity_threshold=${TRIGRAM_THRESHOLD} -c jit=off -c work_mem=32MB${timeouts}`,
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  if (limits) boundTransactions(db, limits);
  runEffectsAfterCommit(db);
  const safe = new URL(url);
  safe.password = '';
  return {
    db,
    kind: 'postgres',
    location: `${safe.host}${safe.pathname}`,
    pool,
    limits,
    waiting: () => pool.waitingCount,
    async query<T>(text: string, params?: unknown[]) {
      return (await pool.query(text, params)).rows as T[];
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * Every transaction starts by setting its kind's statement and lock timeouts for itself
 * (`set_config(…, true)` = SET LOCAL, one round trip): writes of a request, a sweep's work, or
 * none for migrations and the seed (src/db/limits.ts).
 */
function boundTransactions(db: Db, limits: DatabaseLimits) {
  const transaction = db.transaction.bind(db);
  db.transaction = ((run: Parameters<Db['transaction']>[0], config) =>
    transaction(async (tx) => {
      const { statementMs, lockMs } = transactionLimits(limits);
      await tx.execute(
        sql`select set_config('statement_timeout', ${String(statementMs)}, true), set_config('lock_timeout', ${String(lockMs)}, true)`,
      );
      return run(tx);
    }, config)) as Db['transaction'];
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
