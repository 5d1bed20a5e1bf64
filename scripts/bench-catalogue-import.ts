/**
 * `npm run bench:catalogue-import [-- --products 4000]`: the catalogue CSV import's dry run and
 * apply for 1,000 and 10,000 price lines. Seeds a fresh database (PGlite in memory, or
 * PostgreSQL with `BENCH_DATABASE_URL=postgres://…/db`, a scratch database: its catalogue is
 * emptied) with `--products` demo products, then times `checkCatalogueImport` (parse, one
 * lookup, plan, keep the file) and `applyCatalogueImport` (check again with rows locked, write,
 * rebuild the listing of the touched products, audit) on files changing every price.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { resetCatalogue, seedDatabase } from '../src/db/seed';
import { applyCatalogueImport, checkCatalogueImport } from '../src/modules/catalog';

const { values } = parseArgs({ options: { products: { type: 'string', default: '4000' } } });

const database = await openDatabase(
  process.env.BENCH_DATABASE_URL
    ? { databaseUrl: process.env.BENCH_DATABASE_URL, poolSize: 10 }
    : { dataDir: 'memory://' },
);
try {
  await migrateDatabase(database);
  if (database.kind === 'postgres') await resetCatalogue(database);
  await seedDatabase(database, {
    scale: Number(values.products),
    storageDir: path.resolve('tmp/bench-storage'),
  });
  const [user] = await database.query<{ id: number }>(
    `insert into users (email, firstname, lastname, role)
     values ('bench-import@example.test', 'Bench', 'Import', 'editor')
     returning id`,
  );
  const references = (
    await database.query<{ reference: string }>(`select reference from variants order by id`)
  ).map((r) => r.reference);
  console.log(`${database.kind}: ${references.length.toLocaleString('en')} variants`);
  for (const [round, size] of [1000, 10000].entries()) {
    if (references.length < size) {
      console.log(`${size} lines: not enough variants (--products more)`);
      continue;
    }
    const lines = references
      .slice(0, size)
      .map((ref, i) => `${ref};${50 + round + (i % 40)},${String(i % 100).padStart(2, '0')}`);
    const bytes = new TextEncoder().encode(['variant_reference;price_ht', ...lines].join('\r\n'));
    let started = performance.now();
    const check = await checkCatalogueImport(database.db, {
      actorUserId: user!.id,
      fileName: `bench-${size}.csv`,
      bytes,
    });
    const checkMs = performance.now() - started;
    if ('refused' in check || check.errors.length > 0) throw new Error('bench file refused');
    started = performance.now();
    const applied = await applyCatalogueImport(database.db, user!.id, check.sha256);
    const applyMs = performance.now() - started;
    if (!applied.ok) throw new Error(`apply refused: ${applied.reason}`);
    console.log(
      `${size} lines (${(bytes.length / 1024).toFixed(0)} kB, ${check.changes.length} changes, ${applied.products} products): dry run ${checkMs.toFixed(0)} ms, apply ${applyMs.toFixed(0)} ms`,
    );
  }
} finally {
  await database.close();
}
