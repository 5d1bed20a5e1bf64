/**
 * The promo code and deal editors in-process (docs/decisions/043): the product search is a
 * button of the editor's own form, so what was typed and not saved comes back with the
 * products found (no JavaScript needed) and nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../../src/modules/customers';
import * as codeEditor from '../../../src/web/routes/admin-promo-code';
import * as dealsPage from '../../../src/web/routes/admin-deals';
import type { PromotionAnswer } from '../../../src/web/admin/promotions-page.server';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { answer, pageContext, post } from '../../support/page-context';

let test: TestDatabase;
let token = '';
beforeAll(async () => {
  test = await createTestDatabase();
  const [user] = await test.database.query<{ id: number }>(
    `insert into users (email, firstname, lastname, role)
     values ('editor-promo-page@example.test', 'Some', 'One', 'editor') returning id`,
  );
  token = (await openSession(test.database.db, user!.id, new Date())).token;
});
afterAll(async () => test?.cleanup());

type Module = { action(args: never): unknown };
const send = async (page: Module, path: string, fields: Record<string, string>, id?: string) =>
  answer(async () =>
    page.action({
      request: post(path, fields),
      context: await pageContext(test.database, { token }),
      params: id ? { id } : {},
    } as never),
  );

async function aProduct() {
  const [row] = await test.database.query<{ id: number; reference: string }>(
    `select id, reference from products where is_active order by id limit 1`,
  );
  return row!;
}

describe('the editors’ product search keeps what was typed', () => {
  it('a new code: the typed values come back with the products found, nothing saved', async () => {
    const product = await aProduct();
    const before = await test.database.query(`select 1 from promo_codes`);
    const res = await send(
      codeEditor as Module,
      '/admin/promotions/nouveau',
      {
        intent: 'search-products',
        product_q: product.reference,
        code: 'TAPE15',
        'name.fr': 'Tapé mais pas enregistré',
        kind: 'amount',
        value_amount: '12,50',
        applies_to: 'products',
        is_featured: 'on',
      },
      'nouveau',
    );
    expect(res.status).toBe(200);
    const body = res.data as unknown as PromotionAnswer;
    expect(body.message).toBe('');
    expect(body.values).toMatchObject({
      code: 'TAPE15',
      kind: 'amount',
      value_amount: '12,50',
      applies_to: 'products',
      is_featured: true,
      name: expect.objectContaining({ fr: 'Tapé mais pas enregistré' }),
    });
    expect(body.search?.products.map((p) => p.id)).toContain(product.id);
    expect(await test.database.query(`select 1 from promo_codes`)).toHaveLength(before.length);
  });

  it('keeps a product ticked before the new search listed', async () => {
    const product = await aProduct();
    const res = await send(
      codeEditor as Module,
      '/admin/promotions/nouveau',
      { intent: 'search-products', product_q: 'zzzz-nothing', product_ids: String(product.id) },
      'nouveau',
    );
    const body = res.data as unknown as PromotionAnswer;
    expect(body.search?.products).toEqual([]);
    expect(body.search?.chosen.map((p) => p.id)).toEqual([product.id]);
  });

  it('a deal: the typed title and percent come back, nothing saved', async () => {
    const product = await aProduct();
    const before = await test.database.query(`select 1 from deals`);
    const res = await send(dealsPage as Module, '/admin/bons-plans', {
      intent: 'search-products',
      product_q: product.reference,
      'title.fr': 'Offre tapée',
      discount_percent: '30',
    });
    expect(res.status).toBe(200);
    const body = res.data as unknown as PromotionAnswer;
    expect(body.values).toMatchObject({ discount_percent: '30' });
    expect(body.search?.products.map((p) => p.id)).toContain(product.id);
    expect(await test.database.query(`select 1 from deals`)).toHaveLength(before.length);
  });
});

describe('the deal editor chooses a product, then one of its variants (046)', () => {
  async function productWithVariants() {
    const [row] = await test.database.query<{ product_id: number; ids: number[] }>(
      `select product_id, array_agg(id order by position, id) as ids from variants
        where is_active group by product_id having count(*) >= 2 order by product_id limit 1`,
    );
    return { product: Number(row!.product_id), variants: row!.ids.map(Number) };
  }

  it('a product picked among those found comes back with its variants, nothing saved', async () => {
    const p = await productWithVariants();
    const before = await test.database.query(`select 1 from deals`);
    const res = await send(dealsPage as Module, '/admin/bons-plans', {
      pick_product: String(p.product),
      product_id: '',
      'title.fr': 'Offre tapée',
      discount_percent: '20',
    });
    expect(res.status).toBe(200);
    const body = res.data as unknown as PromotionAnswer;
    expect(body.values).toMatchObject({ product_id: String(p.product), discount_percent: '20' });
    expect(body.target?.product.id).toBe(p.product);
    expect(body.target?.variants.map((v) => v.id)).toEqual(p.variants);
    const first = body.target!.variants[0]!;
    // Every variant at -20 %: the cheapest is shown, its new price under the old one.
    expect(body.target?.chosen?.new_price_ttc_cents).toBeLessThan(
      body.target!.chosen!.old_price_ttc_cents,
    );
    expect(first.new_price_ttc_cents).toBeLessThanOrEqual(first.old_price_ttc_cents);
    expect(await test.database.query(`select 1 from deals`)).toHaveLength(before.length);
  });

  it('refuses, in French, a variant of another product, the select kept', async () => {
    const p = await productWithVariants();
    const [other] = await test.database.query<{ id: number }>(
      `select id from variants where product_id <> $1 and is_active order by id limit 1`,
      [p.product],
    );
    const res = await send(dealsPage as Module, '/admin/bons-plans', {
      intent: 'deal',
      product_id: String(p.product),
      variant_id: String(other!.id),
      'title.fr': 'Mauvaise variante',
      discount_percent: '20',
      starts_on: '2026-05-01',
      ends_on: '2026-05-10',
    });
    expect(res.status).toBe(422);
    const body = res.data as unknown as PromotionAnswer;
    expect(body.fields.variant_id).toEqual(['Cette variante n’appartient pas au produit choisi.']);
    expect(body.target?.product.id).toBe(p.product);
  });
});
