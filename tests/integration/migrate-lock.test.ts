import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../../src/db/migrate';
import { createEmptyTestDatabase, testDatabaseKind } from '../support/db';

type Empty = Awaited<ReturnType<typeof createEmptyTestDatabase>>;

const journal = JSON.parse(
  readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
) as {
  entries: Array<{ tag: string; when: number }>;
};

let empty: Empty;

beforeAll(async () => {
  empty = await createEmptyTestDatabase();
});

afterAll(async () => {
  await empty?.cleanup();
});

async function appliedMigrations(database: Database) {
  const rows = await database.query<{ hash: string; created_at: string | number | bigint }>(
    'select hash, created_at from drizzle.__drizzle_migrations order by created_at',
  );
  return rows.map((row) => ({ hash: row.hash, when: Number(row.created_at) }));
}

function expectEachMigrationOnce(applied: Array<{ hash: string; when: number }>) {
  expect(applied.map((row) => row.when)).toEqual(journal.entries.map((entry) => entry.when));
  expect(new Set(applied.map((row) => row.hash)).size).toBe(journal.entries.length);
}

const kind = testDatabaseKind();

// One test on either engine (nothing skipped): the race on PostgreSQL, idempotence on PGlite.
it(
  kind === 'postgres'
    ? 'two processes migrating the same empty PostgreSQL database at once apply each migration exactly once'
    : 'migrating an empty PGlite database twice applies each migration exactly once',
  async () => {
    const first = await empty.open();
    if (kind === 'postgres') {
      // Two pools = two app processes starting together; the advisory lock makes one wait.
      const second = await empty.open();
      await Promise.all([migrateDatabase(first), migrateDatabase(second)]);
    } else {
      // PGlite is single-process, so no concurrent start can race: check idempotence.
      await migrateDatabase(first);
    }
    expectEachMigrationOnce(await appliedMigrations(first));
    await migrateDatabase(await empty.open()); // a later start finds nothing to do
    expectEachMigrationOnce(await appliedMigrations(first));
    const [row] = await first.query<{ n: number }>('select count(*)::int as n from products');
    expect(row!.n).toBe(0);
  },
);
