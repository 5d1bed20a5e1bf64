/**
 * PRO quantity tiers in the back office (decision 048): the product editor's and the category
 * editor's plain forms save the tiers (and an audit entry), refuse bad rows beside their field
 * with nothing written, and empty rows remove the tiers; 'catalogue' permission only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../../src/modules/customers';
import * as categoriesPage from '../../../src/web/routes/admin-categories';
import * as productPage from '../../../src/web/routes/admin-product';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { answer, get, pageContext, post } from '../../support/page-context';

let test: TestDatabase;
const tokens: Record<string, string> = {};
let productId: number;
let categoryId: number;

beforeAll(async () => {
  test = await createTestDatabase();
  for (const role of ['editor', 'customer']) {
    const [user] = await test.database.query<{ id: number }>(
      `insert into users (email, firstname, lastname, role)
       values ($1, 'Some', 'One', $2) returning id`,
      [`${role}-pro-tiers@example.test`, role],
    );
    tokens[role] = (await openSession(test.database.db, user!.id, new Date())).token;
  }
  [{ id: productId }] = (await test.database.query<{ id: number }>(
    `select id from products order by id limit 1`,
  )) as [{ id: number }];
  [{ id: categoryId }] = (await test.database.query<{ id: number }>(
    `select id from categories order by id limit 1`,
  )) as [{ id: number }];
});
afterAll(async () => test?.cleanup());

type Module = { loader(args: never): unknown; action(args: never): unknown };
const send = async (
  page: Module,
  path: string,
  fields: Record<string, string>,
  params: Record<string, string>,
  role = 'editor',
) =>
  answer(async () =>
    page.action({
      request: post(path, fields),
      context: await pageContext(test.database, { token: tokens[role] }),
      params,
    } as never),
  );
const load = async (page: Module, path: string, params: Record<string, string>) =>
  answer(async () =>
    page.loader({
      request: get(path),
      context: await pageContext(test.database, { token: tokens.editor }),
      params,
    } as never),
  );
const tiersOf = (column: 'product_id' | 'category_id', id: number) =>
  test.database.query<{ min_quantity: number; percent: number }>(
    `select min_quantity, percent from pro_quantity_tiers where ${column} = $1 order by min_quantity`,
    [id],
  );
const rows = (...pairs: Array<[string, string]>) =>
  Object.fromEntries(
    pairs.flatMap(([min, percent], i) => [
      [`tier_min_${i}`, min],
      [`tier_percent_${i}`, percent],
    ]),
  );

describe('the product editor', () => {
  const path = () => `/admin/produits/${productId}`;
  const params = () => ({ id: String(productId) });

  it('saves the tiers, shows them again, and records who did it', async () => {
    const saved = await send(
      productPage,
      path(),
      { intent: 'pro-tiers', ...rows(['10', '5'], ['5', '3']) },
      params(),
    );
    expect(saved.status).toBe(303);
    expect(saved.location).toContain('done=tiers');
    expect(await tiersOf('product_id', productId)).toEqual([
      { min_quantity: 5, percent: 3 },
      { min_quantity: 10, percent: 5 },
    ]);
    const page = await load(productPage, path(), params());
    expect(page.data?.proTiers).toEqual([
      { minQuantity: 5, percent: 3 },
      { minQuantity: 10, percent: 5 },
    ]);
    const [audit] = await test.database.query<{ action: string }>(
      `select action from audit_log where entity = 'product' and entity_id = $1
        order by id desc limit 1`,
      [String(productId)],
    );
    expect(audit?.action).toBe('pro_tiers.save');
  });

  it.each([
    [['1', '5'], 'tier_min_0', 'Quantité : un nombre entier de 2 à 99.'],
    [['5', '60'], 'tier_percent_0', 'Remise : un nombre entier de 1 à 50 %.'],
    [['abc', '5'], 'tier_min_0', null],
    [['5', ''], 'tier_percent_0', null],
  ])('refuses %o beside %s, nothing changed', async (row, field, text) => {
    const before = await tiersOf('product_id', productId);
    const refused = await send(
      productPage,
      path(),
      { intent: 'pro-tiers', ...rows(row as [string, string]) },
      params(),
    );
    expect(refused.status).toBe(422);
    const fields = (refused.data as { fields: Record<string, string[]> }).fields;
    expect(fields[field]).toBeDefined();
    if (text) expect(fields[field]).toContain(text);
    expect(await tiersOf('product_id', productId)).toEqual(before);
  });

  it('empty rows remove the tiers', async () => {
    const saved = await send(productPage, path(), { intent: 'pro-tiers' }, params());
    expect(saved.status).toBe(303);
    expect(await tiersOf('product_id', productId)).toEqual([]);
  });

  it('is refused to a customer (404), nothing written', async () => {
    const refused = await send(
      productPage,
      path(),
      { intent: 'pro-tiers', ...rows(['5', '3']) },
      params(),
      'customer',
    );
    expect(refused.status).toBe(404);
    expect(await tiersOf('product_id', productId)).toEqual([]);
  });
});

describe('the category editor', () => {
  it('saves the tiers of the category being edited', async () => {
    const saved = await send(
      categoriesPage,
      '/admin/categories',
      { intent: 'pro-tiers', id: String(categoryId), ...rows(['20', '8']) },
      {},
    );
    expect(saved.status).toBe(303);
    expect(saved.location).toContain(`edit=${categoryId}`);
    expect(await tiersOf('category_id', categoryId)).toEqual([{ min_quantity: 20, percent: 8 }]);
    const page = await load(categoriesPage, `/admin/categories?edit=${categoryId}`, {});
    expect(page.data?.proTiers).toEqual([{ minQuantity: 20, percent: 8 }]);
  });

  it('refuses a threshold given twice', async () => {
    const refused = await send(
      categoriesPage,
      '/admin/categories',
      { intent: 'pro-tiers', id: String(categoryId), ...rows(['5', '3'], ['5', '4']) },
      {},
    );
    expect(refused.status).toBe(422);
    expect(await tiersOf('category_id', categoryId)).toEqual([{ min_quantity: 20, percent: 8 }]);
  });
});
