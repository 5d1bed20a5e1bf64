import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/db';
import { isolationMarkers, writeIsolationMarker } from '../support/isolation';

// The other half of the isolation proof in db.test.ts: this file has a database of its own.
let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
});

afterAll(async () => {
  await test?.cleanup();
});

it("does not see other test files' writes", async () => {
  expect(await isolationMarkers(test.database)).toEqual([]);
  await writeIsolationMarker(test.database, 'isolation');
  expect(await isolationMarkers(test.database)).toEqual(['isolation']);
});

it('sees its own writes across connections of its pool', async () => {
  await Promise.all(
    Array.from({ length: 4 }, (_, i) =>
      test.database.query(`insert into brands (name, slug, type) values ($1, $1, 'vehicle')`, [
        `zz-concurrent-${i}`,
      ]),
    ),
  );
  const [row] = await test.database.query<{ n: number }>(
    `select count(*)::int as n from brands where slug like 'zz-concurrent-%'`,
  );
  expect(row!.n).toBe(4);
});
