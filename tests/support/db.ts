import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import type { DatabaseLimits } from '../../src/db/limits';
import type { TestDatabaseTemplate } from './context';
import { createDatabase, databaseUrl, dropDatabase, randomSuffix } from './postgres-admin';

export interface TestDatabase {
  database: Database;
  /** The seed's files (product images). Shared by the whole run: treat as read-only. */
  storageDir: string;
  /** Closes the connection and deletes the copy. Safe to call twice. */
  cleanup(): Promise<void>;
}

function template(): TestDatabaseTemplate {
  const value = inject('testDatabase');
  if (!value) {
    throw new Error(
      'No test database template: run through vitest with tests/support/global-setup.ts',
    );
  }
  return value;
}

/** Which engine this run tests: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return template().kind;
}

/** Number of products the template was seeded with. */
export function testSeedScale(): number {
  return template().seedScale;
}

let templateBytes: Promise<Uint8Array<ArrayBuffer>> | undefined;

/**
 * A private copy of the migrated + seeded template, for ONE test file: call it in `beforeAll`
 * and `cleanup()` in `afterAll`, so files never see each other's writes.
 */
export async function createTestDatabase(
  options: { limits?: DatabaseLimits } = {},
): Promise<TestDatabase> {
  const info = template();
  if (info.kind === 'pglite') {
    templateBytes ??= readFile(info.templateFile).then((bytes) => new Uint8Array(bytes));
    const pglite = await PGlite.create({
      loadDataDir: new Blob([await templateBytes]),
      extensions: { pg_trgm, unaccent },
    });
    const database = await openDatabase({ pglite, limits: options.limits });
    return { database, storageDir: info.storageDir, cleanup: once(() => database.close()) };
  }
  const name = `${info.databasePrefix}${randomSuffix()}`;
  await createDatabase(info.adminUrl, name, info.templateName);
  const database = await openDatabase({
    databaseUrl: databaseUrl(info.adminUrl, name),
    poolSize: 5,
    limits: options.limits,
  });
  return {
    database,
    storageDir: info.storageDir,
    cleanup: once(async () => {
      await database.close().catch(() => undefined); // the app may have closed it already
      await dropDatabase(info.adminUrl, name);
    }),
  };
}

/**
 * An EMPTY database (not migrated, not seeded) of the engine under test, for migration tests.
 * On PostgreSQL each open() is a separate pool on it (its URL is returned too); on PGlite,
 * which is single-connection, open() always returns the same in-memory database.
 */
export async function createEmptyTestDatabase(): Promise<{
  url?: string;
  open(): Promise<Database>;
  cleanup(): Promise<void>;
}> {
  const info = template();
  if (info.kind === 'pglite') {
    // PGlite is one process-local database: every open() returns the same handle.
    let opened: Promise<Database> | undefined;
    return {
      open: () => (opened ??= openDatabase({ dataDir: 'memory://' })),
      cleanup: once(async () => {
        if (opened) await (await opened).close();
      }),
    };
  }
  const name = `${info.databasePrefix}${randomSuffix()}`;
  await createDatabase(info.adminUrl, name);
  const url = databaseUrl(info.adminUrl, name);
  const opened: Database[] = [];
  return {
    url,
    async open() {
      const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
      opened.push(database);
      return database;
    },
    cleanup: once(async () => {
      for (const database of opened) await database.close().catch(() => undefined);
      await dropDatabase(info.adminUrl, name);
    }),
  };
}

function once(action: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= action());
}

/** A database of the file's own: created before its tests, dropped after them. */
export function useTestDatabase(): { readonly database: Database } {
  let current: TestDatabase | undefined;
  beforeAll(async () => {
    current = await createTestDatabase();
  });
  afterAll(async () => current?.cleanup());
  return {
    get database() {
      if (!current) throw new Error('No test database (call useTestDatabase at file level).');
      return current.database;
    },
  };
}
