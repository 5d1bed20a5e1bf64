/**
 * Pages on the real app (production build) where the input or the database misbehaves.
 *
 * A post without a body (a script, a proxy that drops it) is an empty form: `POST /admin/quitter`
 * answered 500.
 *
 * A page whose data cannot be read because the database is stalled answers 503 with
 * Retry-After, like the API (docs/decisions/021), never React Router's 500; once the database
 * is free the same page is 200. The browser suite runs on PGlite: one long piece of work holds
 * its only connection, and the page waits its turn no longer than the queue bound.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../src/db/limits';
import { buildApp } from '../../src/server/app';
import { createTestDatabase, type TestDatabase } from '../support/db';

let testDb: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  testDb = await createTestDatabase({ limits: { ...DEFAULT_LIMITS, queueWaitMs: 500 } });
  app = await buildApp({
    database: testDb.database,
    mode: 'production',
    storageDir: testDb.storageDir,
    logger: false,
    web: true,
    shopMode: 'demo',
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await testDb?.cleanup();
});

it('answers 503 with Retry-After while the database is stalled, 200 after', async () => {
  // A product page reads the database on every visit (no page cache, no memo of its own).
  const [product] = await testDb.database.query<{ slug: string }>(
    `select slug from product_translations where locale = 'fr' order by product_id limit 1`,
  );
  const url = `/p/${product!.slug}`;
  expect((await app.inject({ url })).statusCode).toBe(200);

  const pglite = testDb.database.pglite;
  expect(pglite, 'the browser suite runs on PGlite').toBeDefined();
  let holding!: () => void;
  const held = new Promise<void>((resolve) => (holding = resolve));
  const released = pglite!.transaction(async (tx) => {
    holding();
    await tx.query('select 1');
    await new Promise((resolve) => setTimeout(resolve, 2_500));
  });
  await held;

  const stalled = await app.inject({ url });
  expect(stalled.statusCode, stalled.body.slice(0, 300)).toBe(503);
  expect(stalled.headers['retry-after']).toBe('2');
  expect(stalled.headers['content-type']).toMatch(/text\/html/);

  await released;
  expect((await app.inject({ url })).statusCode).toBe(200);
});

it('reads a page post without a body or a type as an empty form, never a 500', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/admin/quitter',
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(400);
  const typed = await app.inject({
    method: 'POST',
    url: '/admin/quitter',
    headers: { 'content-type': 'application/json' },
    payload: '{}',
  });
  expect(typed.statusCode).toBe(415);
});
