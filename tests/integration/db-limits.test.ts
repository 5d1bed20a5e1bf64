/**
 * A stalled database answers quick 503s, never hanging requests (docs/decisions/021): on
 * PostgreSQL a table locked by another connection, with more requests than the pool holds; on
 * PGlite (one connection) a long piece of work holding the queue. /api/health answers within
 * 1 s throughout; once the database is free again everything is 200.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_LIMITS, type DatabaseLimits } from '../../src/db/limits';
import { buildApp } from '../../src/server/app';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../support/db';

const limits: DatabaseLimits = {
  ...DEFAULT_LIMITS,
  readLockMs: 500,
  writeLockMs: 500,
  queueWaitMs: 700,
};
/** What a request may take at worst while the database is stalled: a wait, then a lock wait. */
const BOUND_MS = limits.queueWaitMs + limits.readLockMs + 800;

let testDb: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  testDb = await createTestDatabase({ limits });
  app = await buildApp({
    database: testDb.database,
    mode: 'test',
    storageDir: '/nonexistent',
    logger: false,
    web: false,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await testDb?.cleanup();
});

const timed = async (url: string) => {
  const started = performance.now();
  const res = await app.inject({ url, headers: { language: 'en' } });
  return { res, ms: performance.now() - started };
};

/** Holds the database busy for `ms`: a table lock (PostgreSQL) or the one connection (PGlite). */
async function stall(ms: number): Promise<{ released: Promise<void> }> {
  const database = testDb.database;
  if (database.kind === 'postgres') {
    const client = new pg.Client({ connectionString: database.pool!.options.connectionString });
    await client.connect();
    await client.query('begin');
    await client.query('lock table genders in access exclusive mode');
    const released = new Promise<void>((resolve) => setTimeout(resolve, ms)).then(async () => {
      await client.query('rollback');
      await client.end();
    });
    return { released };
  }
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  const released = database.pglite!.transaction(async (tx) => {
    started();
    await tx.query('select 1');
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
  await running;
  return { released };
}

it(`answers 503 within the bound and keeps /api/health within 1 s (${testDatabaseKind()})`, async () => {
  expect((await timed('/api/genders')).res.statusCode).toBe(200);
  const { released } = await stall(4_000);

  // More requests than the pool holds (5 connections on PostgreSQL; PGlite has one).
  const answers = Promise.all(Array.from({ length: 12 }, () => timed('/api/genders')));
  const health = await timed('/api/health');
  expect(health.ms).toBeLessThan(1_000);
  expect(health.res.json()).toMatchObject({ database: { state: 'degraded' } });

  for (const { res, ms } of await answers) {
    expect(res.statusCode, res.body).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toEqual({ message: 'The service is temporarily unavailable.' });
    expect(ms).toBeLessThan(BOUND_MS);
  }

  await released;
  const after = await Promise.all(Array.from({ length: 12 }, () => timed('/api/genders')));
  expect(after.map((a) => a.res.statusCode)).toEqual(Array(12).fill(200));
  const healthy = await timed('/api/health');
  expect(healthy.res.statusCode).toBe(200);
  expect(healthy.res.json()).toMatchObject({ status: 'ok', database: { state: 'ok' } });
}, 30_000);
