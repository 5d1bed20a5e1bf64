/**
 * `npm run db:seed [-- --scale 100000] [-- --reset] [-- --orders-per-day 12 | --no-orders]`:
 * migrates DATA_DIR's PGlite (or DATABASE_URL's PostgreSQL) and fills it with the deterministic
 * demo catalogue and six months of past orders (the dashboard's). Refuses a non-empty catalogue
 * unless --reset is given, which empties the catalogue tables first.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import {
  CATALOGUE_TABLES,
  DEFAULT_SCALE,
  isCatalogueEmpty,
  resetCatalogue,
  seedDatabase,
} from '../src/db/seed';
import { createProgressReporter } from '../src/db/seed/progress';
import { loadConfig } from '../src/server/config';

const { values } = parseArgs({
  options: {
    scale: { type: 'string' },
    reset: { type: 'boolean', default: false },
    'orders-per-day': { type: 'string' },
    'no-orders': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(
    'Usage: npm run db:seed [-- --scale <products>] [-- --reset] [-- --orders-per-day <n> | --no-orders]\n  DATA_DIR (default ./data) or DATABASE_URL selects the database.',
  );
  process.exit(0);
}

const scale =
  values.scale === undefined ? DEFAULT_SCALE : Number(values.scale.replace(/[_\s]/g, ''));
if (!Number.isInteger(scale) || scale < 1) {
  console.error(`--scale must be a positive whole number of products, got "${values.scale}".`);
  process.exit(2);
}

const ordersPerDay =
  values['orders-per-day'] === undefined ? undefined : Number(values['orders-per-day']);
if (ordersPerDay !== undefined && !(Number.isFinite(ordersPerDay) && ordersPerDay >= 0)) {
  console.error(`--orders-per-day must be a number, got "${values['orders-per-day']}".`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const progress = createProgressReporter({ stream: process.stdout });
const started = performance.now();
let exitCode = 0;
try {
  await migrateDatabase(database);
  if (!(await isCatalogueEmpty(database))) {
    if (!values.reset) {
      console.log(
        `The catalogue in ${database.kind} (${database.location}) already has data: nothing done.\n` +
          'Run `npm run db:seed -- --reset` to empty it and seed again (orders and carts that reference it go too).',
      );
      exitCode = 1;
    } else {
      console.log(`Emptying ${CATALOGUE_TABLES.length} catalogue tables…`);
      await resetCatalogue(database);
    }
  }
  if (exitCode === 0) {
    console.log(
      `Seeding ${scale} products into ${database.kind} (${database.location}), files in ${config.storageDir}`,
    );
    const summary = await seedDatabase(database, {
      scale,
      storageDir: config.storageDir,
      onProgress: progress,
      pastOrders: values['no-orders'] ? false : { ordersPerDay },
      log: process.stdout.isTTY ? undefined : (message) => console.log(message),
    });
    progress.stop();
    const { imageFiles, ...tables } = summary;
    const width = Math.max(...Object.keys(tables).map((k) => k.length));
    console.log('\nRows per table:');
    for (const [table, count] of Object.entries(tables))
      console.log(`  ${table.padEnd(width)}  ${count.toLocaleString('en')}`);
    console.log(`Image files: ${imageFiles.created} created, ${imageFiles.skipped} already there.`);
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  }
} catch (error) {
  progress.stop();
  console.error(error);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
