import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { seedDatabase } from '../../src/db/seed';
import type { TestDatabaseTemplate } from './context';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  dropTestDatabases,
  newRunId,
} from './postgres-admin';

/**
 * Runs once per vitest run, in the main process: builds ONE migrated + seeded template and hands
 * its location to the workers. Each test file then copies it (tests/support/db.ts), which takes
 * about a second instead of migrating and seeding again.
 *
 *  - PGlite (default): in memory, dumped as an uncompressed tar into a temporary folder.
 *  - PostgreSQL (TEST_DATABASE_URL set): a real database `shop_tpl_<run>` used as a template.
 *
 * TEST_SEED_SCALE changes the number of seeded products (default 300).
 */
export default async function setup(project: TestProject) {
  const seedScale = Number.parseInt(process.env.TEST_SEED_SCALE ?? '300', 10);
  const adminUrl = process.env.TEST_DATABASE_URL;
  const started = Date.now();
  const storageDir = await mkdtemp(path.join(os.tmpdir(), 'shop-test-storage-'));
  const cleanups: Array<() => Promise<unknown>> = [
    () => rm(storageDir, { recursive: true, force: true }),
  ];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(report);
  };

  try {
    let template: TestDatabaseTemplate;
    if (adminUrl) {
      const runId = newRunId();
      const templateName = `shop_tpl_${runId}`;
      const databasePrefix = `shop_t_${runId}_`;
      const stale = await dropTestDatabases(adminUrl, { stale: true });
      if (stale.length > 0) log(`dropped ${stale.length} stale test database(s)`);
      cleanups.push(() => dropTestDatabases(adminUrl, { prefixes: [databasePrefix] }));
      cleanups.push(() => dropDatabase(adminUrl, templateName));
      await createDatabase(adminUrl, templateName);
      const database = await openDatabase({
        databaseUrl: databaseUrl(adminUrl, templateName),
        poolSize: 4,
      });
      try {
        await prepare(database, seedScale, storageDir);
      } finally {
        // A template must have no open connection when it is copied.
        await database.close();
      }
      template = {
        kind: 'postgres',
        adminUrl,
        templateName,
        databasePrefix,
        storageDir,
        seedScale,
      };
    } else {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-test-template-'));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      const database = await openDatabase({ dataDir: 'memory://' });
      const templateFile = path.join(dir, 'pgdata.tar');
      try {
        await prepare(database, seedScale, storageDir);
        const dump = await database.pglite!.dumpDataDir('none');
        await writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
      } finally {
        await database.close();
      }
      template = { kind: 'pglite', templateFile, storageDir, seedScale };
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    log(`${template.kind} template migrated and seeded (${seedScale} products) in ${seconds} s`);
    project.provide('testDatabase', template);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

async function prepare(database: Database, scale: number, storageDir: string) {
  await migrateDatabase(database);
  await seedDatabase(database, { scale, storageDir });
}

function log(message: string) {
  process.stdout.write(`[test database] ${message}\n`);
}

function report(error: unknown) {
  process.stderr.write(`[test database] teardown: ${String(error)}\n`);
}
