import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../src/db/migrate';
import { CORE_RANGE_SIZE } from '../../src/db/seed/core-range';
import { createTestDatabase, testSeedScale, type TestDatabase } from '../support/db';
import { isolationMarkers, writeIsolationMarker } from '../support/isolation';

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
});

afterAll(async () => {
  await test?.cleanup();
});

async function count(table: string): Promise<number> {
  const [row] = await test.database.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return row!.n;
}

describe('test database harness', () => {
  it('starts from the migrated and seeded template', async () => {
    expect(await count('brands')).toBeGreaterThan(30);
    // The random products plus the core range of the most common cars (src/db/seed/core-range.ts).
    expect(await count('products')).toBe(testSeedScale() + CORE_RANGE_SIZE);
    expect(await count('variants')).toBeGreaterThanOrEqual(testSeedScale());
  });

  it("does not see other test files' writes", async () => {
    expect(await isolationMarkers(test.database)).toEqual([]);
    await writeIsolationMarker(test.database, 'db');
    expect(await isolationMarkers(test.database)).toEqual(['db']);
  });

  it('has the search extensions loaded', async () => {
    const [row] = await test.database.query<{ s: number; u: string }>(
      `select similarity('renault', 'renaul') as s, unaccent('Mégane Léon') as u`,
    );
    expect(row!.s).toBeGreaterThan(0.5);
    expect(row!.u).toBe('Megane Leon');
  });
});

describe('constraints are enforced by the database', () => {
  it('rejects a variant with a negative price', async () => {
    const [product] = await test.database.query<{ id: number }>(
      'select id from products order by id limit 1',
    );
    await expect(
      test.database.query(
        `insert into variants (product_id, reference, name, price_ht_cents)
         values ($1, 'TEST-NEGATIVE-PRICE', '{"fr":"Test"}', -1)`,
        [product!.id],
      ),
    ).rejects.toMatchObject({
      code: '23514',
      message: expect.stringContaining('variants_price_ck'),
    });
  });

  it('rejects a promo code outside -5% … -20%', async () => {
    const insert = (code: string, percent: number) =>
      test.database.query(
        `insert into promo_codes (code, name, value_percent) values ($1, '{"fr":"Test"}', $2)`,
        [code, percent],
      );
    await expect(insert('TEST-FIFTY', 50)).rejects.toMatchObject({
      code: '23514',
      message: expect.stringContaining('promo_codes_value_ck'),
    });
    await expect(insert('TEST-FOUR', 4)).rejects.toMatchObject({ code: '23514' });
    await insert('TEST-TWENTY', 20);
    await expect(insert('TEST-TWENTY', 10)).rejects.toMatchObject({ code: '23505' });
  });

  it('rejects a promo code scoped to categories or products without any', async () => {
    const insert = (code: string, appliesTo: string) =>
      test.database.query(
        `insert into promo_codes (code, name, value_percent, applies_to) values ($1, '{"fr":"Test"}', 10, $2)`,
        [code, appliesTo],
      );
    for (const scope of ['categories', 'products', 'brands'])
      await expect(insert(`TEST-${scope}`, scope)).rejects.toMatchObject({
        code: '23514',
        message: expect.stringContaining('promo_codes_scope_ck'),
      });
    await insert('TEST-ALL', 'all');
  });

  it('gives a demo shop seeded before promo scopes the scopes its codes promise', async () => {
    const migration = await readFile('src/db/migrations/0011_promo_scope.sql', 'utf8');
    const dataFix = migration.split('-- hand-written:')[1]!;
    await test.database.query(
      `update promo_codes set applies_to = 'all', category_ids = '{}' where code <> 'TEST-ALL'`,
    );
    await test.database.query(dataFix);
    const rows = await test.database.query<{ code: string; names: string[] | null }>(
      `select p.code, (select array_agg(t.name order by t.name) from category_translations t
                        where t.locale = 'fr' and t.category_id = any(p.category_ids)) as names
         from promo_codes p where p.applies_to = 'categories' order by p.code`,
    );
    expect(rows).toEqual([
      { code: 'HIVER10', names: ['Housses de siège'] },
      { code: 'HOUSSES15', names: ['Housses de siège'] },
      { code: 'MOUSSE7', names: ['Mousses'] },
      { code: 'SOUFFLET10', names: ['Soufflets'] },
      { code: 'TAPIS12', names: ['Tapis de coffre', 'Tapis de sol'] },
    ]);
  });

  it('rejects a variant of a product that does not exist', async () => {
    await expect(
      test.database.query(
        `insert into variants (product_id, reference, name, price_ht_cents)
         values (-42, 'TEST-ORPHAN', '{"fr":"Test"}', 100)`,
      ),
    ).rejects.toMatchObject({ code: '23503' });
  });
});

describe('migrateDatabase', () => {
  it('is a no-op on an already migrated database', async () => {
    const before = await test.database.query(
      'select id, hash, created_at from drizzle.__drizzle_migrations order by id',
    );
    const productsBefore = await count('products');
    await migrateDatabase(test.database);
    const after = await test.database.query(
      'select id, hash, created_at from drizzle.__drizzle_migrations order by id',
    );
    expect(before.length).toBeGreaterThan(0);
    expect(after).toEqual(before);
    expect(await count('products')).toBe(productsBefore);
  });
});
