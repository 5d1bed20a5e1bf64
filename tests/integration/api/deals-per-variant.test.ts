/**
 * Deals for one variant (docs/decisions/046): a variant deal lowers that variant only — on
 * `/api/good_deals` (with its old and new prices), the product API, the product list and the
 * cart total, to the cent — and a variant of another product is refused (422, nothing written).
 */
import { describe, expect, it } from 'vitest';
import { registerCustomer } from '../../support/accounts';
import { useBackOffice } from '../../support/back-office';

const office = useBackOffice('deals-variant');
type Json = Record<string, unknown>;
const data = <T = Json>(res: { json(): unknown }) => (res.json() as { data: T }).data;
const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * A product in no deal with two active variants set at 50,00 € and 60,00 € excl. tax (60,00 €
 * and 72,00 € incl. 20 % VAT), no discount of their own, in stock; and a variant of another.
 */
async function twoVariants(skip: number[] = []) {
  const [row] = await office.api.database.query<{ product_id: number; ids: number[] }>(
    `select v.product_id, array_agg(v.id order by v.position, v.id) as ids
       from variants v join products p on p.id = v.product_id
      where v.is_active and p.is_active and v.weight_grams between 100 and 3000
        and not exists (select 1 from deals d where d.product_id = p.id)
        and not (p.id = any($1::int[]))
      group by v.product_id having count(*) >= 2
      order by v.product_id limit 1`,
    [skip],
  );
  expect(row).toBeDefined();
  const [a, b] = row!.ids.map(Number);
  // The other variants leave the product (inactive): the card's "from" price is one of these two.
  await office.api.database.query(
    `update variants set is_active = (id = any($2::int[])) where product_id = $1`,
    [row!.product_id, [a, b]],
  );
  for (const [id, ht] of [
    [a!, 5000],
    [b!, 6000],
  ])
    await office.api.database.query(
      `update variants set price_ht_cents = $2, discount_percent = 0, quantity_available = 500,
              out_of_stock_status = 'stock' where id = $1`,
      [id, ht],
    );
  return { product: Number(row!.product_id), a: a!, b: b! };
}

let made = 0;
const dealBody = (overrides: Json): Json => ({
  // Each deal its own title (a title makes its address, unique per language).
  title: { fr: `Variante à -25 % n° ${++made}`, en: `One variant at -25 % no. ${made}` },
  discount_percent: 25,
  starts_on: day(-1),
  ends_on: day(5),
  is_active: true,
  ...overrides,
});

interface VariantWire {
  id: number;
  price_ttc: number;
  user_price_ttc: number;
  original_price_ttc: number;
}

describe('a deal for one variant', () => {
  it('lowers that variant only: good_deals, product API, list and cart agree to the cent', async () => {
    const p = await twoVariants();
    const created = await office.call(
      'editor',
      'POST',
      '/api/admin/good_deals',
      dealBody({ product_id: p.product, variant_id: p.b }),
    );
    expect(created.statusCode).toBe(201);
    const view = data<Json>(created);
    // 72,00 € incl. VAT at -25 %: 60,00 € excl. tax − 15,00 € = 45,00 € → 54,00 € incl. VAT.
    expect(view).toMatchObject({
      product_id: p.product,
      variant_id: p.b,
      old_price_ttc_cents: 7200,
      new_price_ttc_cents: 5400,
      running: true,
    });
    expect(view.variant_name).toEqual(expect.any(String));

    const listed = data<Json[]>(
      await office.call('visitor', 'GET', `/api/good_deals?filter[product_id]=${p.product}`),
    );
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      id: view.id,
      product_id: p.product,
      variant_id: p.b,
      variant: { id: p.b, name: view.variant_name },
      old_price_ttc: 72,
      new_price_ttc: 54,
      ends_on: day(5),
      starts_on: day(-1),
    });
    // `ends_at` is the real end: the midnight (Paris) after the last day.
    expect(new Date(String(listed[0]!.ends_at)).getTime()).toBeGreaterThan(
      new Date(`${day(5)}T00:00:00Z`).getTime(),
    );
    const byVariant = data<Json[]>(
      await office.call('visitor', 'GET', `/api/good_deals?filter[variant_id]=${p.a}`),
    );
    expect(byVariant).toEqual([]);

    const product = data<{ variants: VariantWire[]; price_from_ttc: number }>(
      await office.call('visitor', 'GET', `/api/products/${p.product}`),
    );
    const price = (id: number) => product.variants.find((v) => v.id === id)!;
    expect(price(p.a)).toMatchObject({ price_ttc: 60, user_price_ttc: 60, original_price_ttc: 60 });
    expect(price(p.b)).toMatchObject({ price_ttc: 54, user_price_ttc: 54, original_price_ttc: 72 });
    // The deal's new price is the product page's, to the cent.
    expect(listed[0]!.new_price_ttc).toBe(price(p.b).user_price_ttc);
    expect(listed[0]!.old_price_ttc).toBe(price(p.b).original_price_ttc);
    expect(product.price_from_ttc).toBe(54);

    // The product list prices and filters on the deal too (54 € is under 55 €, 60 € is not).
    const inRange = await office.call(
      'visitor',
      'GET',
      `/api/products?filter[ids]=${p.product}&filter[priceRange]=50,55`,
    );
    expect((inRange.json() as { meta: { total: number } }).meta.total).toBe(1);

    const shopper = await registerCustomer(office.api.app);
    for (const variant_id of [p.a, p.b])
      expect(
        (
          await office.call(shopper.auth, 'POST', '/api/orders/current/order_variants', {
            variant_id,
            quantity: 2,
          })
        ).statusCode,
      ).toBe(201);
    const cart = data<{
      order_variants: Array<{ variant_id: number; total_ttc: number }>;
      subtotal_ttc: number;
    }>(await office.call(shopper.auth, 'GET', '/api/orders/current'));
    const line = (id: number) => cart.order_variants.find((l) => l.variant_id === id)!;
    expect(line(p.a).total_ttc).toBe(120);
    expect(line(p.b).total_ttc).toBe(108);
    expect(cart.subtotal_ttc).toBe(228);
  });

  it('a deal on every variant still lowers both, shown with the cheapest', async () => {
    const p = await twoVariants();
    const created = await office.call(
      'editor',
      'POST',
      '/api/admin/good_deals',
      dealBody({ product_id: p.product, discount_percent: 10 }),
    );
    expect(created.statusCode).toBe(201);
    expect(data(created)).toMatchObject({
      variant_id: null,
      variant_name: null,
      old_price_ttc_cents: 6000,
      new_price_ttc_cents: 5400,
    });
    const [listed] = data<Json[]>(
      await office.call('visitor', 'GET', `/api/good_deals?filter[product_id]=${p.product}`),
    );
    expect(listed).toMatchObject({ variant_id: null, variant: null, old_price_ttc: 60 });
    expect(listed!.new_price_ttc).toBe(54);
    const product = data<{ variants: VariantWire[] }>(
      await office.call('visitor', 'GET', `/api/products/${p.product}`),
    );
    expect(product.variants.map((v) => v.price_ttc).sort()).toEqual([54, 64.8]);
  });

  it('refuses a variant of another product (translated 422), nothing written', async () => {
    const p = await twoVariants();
    const other = await twoVariants([p.product]);
    const [before] = await office.api.database.query<{ n: number }>(
      `select count(*)::int as n from deals`,
    );
    const res = await office.api.app.inject({
      method: 'POST',
      url: '/api/admin/good_deals',
      headers: { ...office.as.editor, language: 'en' },
      payload: dealBody({ product_id: p.product, variant_id: other.a }),
    });
    expect(res.statusCode).toBe(422);
    expect((res.json() as { errors: Record<string, string[]> }).errors.variant_id).toEqual([
      'This variant does not belong to the chosen product.',
    ]);
    const [after] = await office.api.database.query<{ n: number }>(
      `select count(*)::int as n from deals`,
    );
    expect(after!.n).toBe(before!.n);
  });

  it('moves a deal from the product to one variant; a stale form is refused', async () => {
    const p = await twoVariants();
    const created = data<{ id: number; version: string }>(
      await office.call(
        'editor',
        'POST',
        '/api/admin/good_deals',
        dealBody({ product_id: p.product }),
      ),
    );
    const body = dealBody({ product_id: p.product, variant_id: p.a, version: created.version });
    const moved = await office.call('editor', 'PATCH', `/api/admin/good_deals/${created.id}`, body);
    expect(moved.statusCode).toBe(200);
    expect(data(moved)).toMatchObject({ variant_id: p.a, old_price_ttc_cents: 6000 });
    const stale = await office.call('editor', 'PATCH', `/api/admin/good_deals/${created.id}`, {
      ...body,
      variant_id: p.b,
    });
    expect(stale.statusCode).toBe(409);
    const product = data<{ variants: VariantWire[] }>(
      await office.call('visitor', 'GET', `/api/products/${p.product}`),
    );
    expect(product.variants.find((v) => v.id === p.a)!.price_ttc).toBe(45);
    expect(product.variants.find((v) => v.id === p.b)!.price_ttc).toBe(72);
    const audit = await office.auditRows('deal.update');
    expect(audit.at(-1)).toMatchObject({ entity_id: String(created.id) });
  });
});
