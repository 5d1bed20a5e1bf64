/**
 * Verified PRO prices (decision 048) through the API on the real database: the price basis of
 * product answers, the quantity tiers a PRO reads and pays (at the threshold, not below), cart
 * totals to the cent, PRO-only codes, and the response cache never mixing a PRO's answers with
 * a consumer's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE_PLAIN } from '../../../src/server/auth';
import { registerCustomer } from '../../support/accounts';
import { orderFixtures, outboxFor, placeOrderFor } from '../../support/placed-orders';
import { useTestApp } from '../../support/app';

const api = useTestApp();

type Who = { headers: Record<string, string> };
let pro: Who & { cookie: Record<string, string>; id: number };
let consumer: Who;
let product: { id: number; variantId: number; categoryId: number; unitHtCents: number };

async function call(who: Who, method: string, url: string, payload?: object) {
  return api.app.inject({
    method: method as 'GET',
    url,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });
}

interface Line {
  quantity: number;
  unit_price_ht: number;
  unit_price_ttc: number;
  total_ht: number;
  quantity_discount: number;
}
interface Order {
  order_variants: Line[];
  subtotal_ht: number;
  subtotal_ttc: number;
  promo_code_discount: number;
  promo_code_discount_ht: number;
  total_ht: number;
  total_vat: number;
  total_ttc: number;
  prices_include_tax: boolean;
  code: { name: string } | null;
}
const cents = (euros: number) => Math.round(euros * 100);

async function cartWith(who: Who, quantity: number): Promise<Order> {
  await call(who, 'DELETE', '/api/orders/current');
  const res = await call(who, 'POST', '/api/orders/current/order_variants', {
    variant_id: product.variantId,
    quantity,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: Order }).data;
}

beforeAll(async () => {
  const [p, c] = [await registerCustomer(api.app), await registerCustomer(api.app)];
  await api.database.query(
    `insert into companies (user_id, name, status) values (${p.id}, 'Garage Tiers', 'verified')`,
  );
  pro = { id: p.id, headers: p.auth, cookie: { cookie: `${SESSION_COOKIE_PLAIN}=${p.token}` } };
  consumer = { headers: c.auth };
  // A product sold from stock (any quantity can be ordered) in a category, without a discount.
  const [row] = await api.database.query<{
    product_id: number;
    variant_id: number;
    category_id: number;
    price_ht_cents: number;
  }>(
    `select p.id as product_id, v.id as variant_id, pc.category_id, v.price_ht_cents
       from variants v join products p on p.id = v.product_id
       join product_categories pc on pc.product_id = p.id
      where v.is_active and p.is_active and v.out_of_stock_status = 'stock'
        and v.discount_percent = 0
        and not exists (select 1 from deals d where d.product_id = p.id)
      order by v.id limit 1`,
  );
  product = {
    id: row!.product_id,
    variantId: row!.variant_id,
    categoryId: row!.category_id,
    unitHtCents: row!.price_ht_cents,
  };
  await api.database.query(`update variants set quantity_available = 500 where id = $1`, [
    product.variantId,
  ]);
  // The category gives -3 % from 5, the product -5 % from 10: the better applies.
  await api.database.query(
    `insert into pro_quantity_tiers (category_id, min_quantity, percent) values ($1, 5, 3)`,
    [product.categoryId],
  );
  await api.database.query(
    `insert into pro_quantity_tiers (product_id, min_quantity, percent) values ($1, 10, 5)`,
    [product.id],
  );
});

describe('product answers', () => {
  it('name their basis: ht for a verified PRO, ttc for a consumer; tiers for the PRO only', async () => {
    const asPro = await call(pro, 'GET', `/api/products/${product.id}`);
    expect(asPro.headers['x-price-basis']).toBe('ht');
    const proBody = asPro.json().data;
    expect(proBody.pro_quantity_tiers).toEqual([
      { min_quantity: 5, percent: 3 },
      { min_quantity: 10, percent: 5 },
    ]);
    expect(cents(proBody.price_from_ht)).toBeLessThan(cents(proBody.price_from_ttc));
    const asConsumer = await call(consumer, 'GET', `/api/products/${product.id}`);
    expect(asConsumer.headers['x-price-basis']).toBe('ttc');
    expect(asConsumer.json().data.pro_quantity_tiers).toEqual([]);
    expect(asConsumer.json().data.price_from_ttc).toBeGreaterThan(proBody.price_from_ht);
  });

  it('the list gives the "from" price excl. tax next to the one incl. tax', async () => {
    const res = await call(pro, 'GET', `/api/products?filter[ids]=${product.id}&include=variant`);
    expect(res.headers['x-price-basis']).toBe('ht');
    const [card] = res.json().data;
    expect(card.price_from_ht).toBe(card.variant.user_price_ht);
    expect(card.price_from_ttc).toBe(card.variant.user_price_ttc);
  });
});

describe('the price filter', () => {
  it('reads and shows its bounds excl. tax for a PRO, incl. tax for a consumer', async () => {
    const list = `/api/products?filter[categoriesIds]=${product.categoryId}&include=variant&limit=200`;
    const proAll = (await call(pro, 'GET', `${list}&extraData=1`)).json();
    const consumerAll = (await call(consumer, 'GET', `${list}&extraData=1`)).json();
    const proPrices: number[] = proAll.data.map((p: { price_from_ht: number }) => p.price_from_ht);
    // The facet's bounds are the cards' own prices, each reader in their basis.
    expect(proAll.extraData.price.min).toBe(Math.floor(Math.min(...proPrices)));
    expect(proAll.extraData.price.max).toBe(Math.ceil(Math.max(...proPrices)));
    expect(consumerAll.extraData.price.max).toBeGreaterThan(proAll.extraData.price.max);
    // A PRO's bounds are excl. tax: exactly the cards whose shown price is within them.
    const low = Math.min(...proPrices);
    const high = low + (Math.max(...proPrices) - low) / 2;
    const filtered = (
      await call(pro, 'GET', `${list}&filter[priceRange]=${low},${high.toFixed(2)}`)
    ).json();
    const expected = proPrices.filter((price) => price >= low && price <= high).length;
    expect(filtered.data.length).toBe(expected);
    expect(filtered.data.length).toBeGreaterThan(0);
    for (const card of filtered.data) {
      expect(card.price_from_ht).toBeGreaterThanOrEqual(low);
      expect(card.price_from_ht).toBeLessThanOrEqual(Number(high.toFixed(2)));
    }
  });
});

describe('the response cache', () => {
  it('never serves a PRO (session cookie) answer to a visitor, nor a visitor answer to a PRO', async () => {
    const url = `/api/products/${product.id}?cache_probe=1`;
    const first = await api.app.inject({ url, headers: pro.cookie });
    expect(first.headers['x-cache']).toBeUndefined();
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.json().data.pro_quantity_tiers).toHaveLength(2);
    // The PRO's answer was not kept: the visitor's first read is a miss, without tiers.
    const visitor = await api.app.inject({ url });
    expect(visitor.headers['x-cache']).toBeUndefined();
    expect(visitor.json().data.pro_quantity_tiers).toEqual([]);
    const again = await api.app.inject({ url });
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.headers['x-price-basis']).toBe('ttc');
    // The visitor's copy is not served to the PRO either.
    const proAgain = await api.app.inject({ url, headers: pro.cookie });
    expect(proAgain.headers['x-cache']).toBeUndefined();
    expect(proAgain.headers['x-price-basis']).toBe('ht');
    expect(proAgain.json().data.pro_quantity_tiers).toHaveLength(2);
  });
});

describe('a PRO cart', () => {
  it.each([
    [4, 0],
    [5, 3], // the category's tier, at its threshold
    [9, 3],
    [10, 5], // the product's, better, at its threshold
  ])(
    '%i units: %i percent off the unit price excl. tax, totals to the cent',
    async (qty, percent) => {
      const order = await cartWith(pro, qty);
      expect(order.prices_include_tax).toBe(false);
      const [line] = order.order_variants;
      expect(line!.quantity_discount).toBe(percent);
      const unit = product.unitHtCents - Math.round((product.unitHtCents * percent) / 100);
      expect(cents(line!.unit_price_ht)).toBe(unit);
      expect(cents(line!.total_ht)).toBe(unit * qty);
      expect(cents(order.subtotal_ht)).toBe(unit * qty);
      expect(cents(order.total_ht) + cents(order.total_vat)).toBe(cents(order.total_ttc));
    },
  );

  it('a consumer gets no tier, whatever the quantity', async () => {
    const order = await cartWith(consumer, 10);
    expect(order.prices_include_tax).toBe(true);
    expect(order.order_variants[0]!.quantity_discount).toBe(0);
    expect(cents(order.order_variants[0]!.unit_price_ht)).toBe(product.unitHtCents);
  });
});

describe('PRO-only promo codes', () => {
  beforeAll(async () => {
    await api.database.query(
      `insert into promo_codes (code, name, value_percent, is_pro_only, is_featured)
       values ('PROTIER10', '{"fr":"Pro 10","en":"Pro 10"}', 10, true, true)`,
    );
  });

  it('are refused to a consumer with a translated message, nothing changed', async () => {
    await cartWith(consumer, 2);
    const res = await call(
      { headers: { ...consumer.headers, language: 'en' } },
      'PATCH',
      '/api/orders/current/apply_code_with_name',
      { name: 'PROTIER10' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('This code is for verified professional accounts only.');
    const order = (await call(consumer, 'GET', '/api/orders/current')).json().data as Order;
    expect(order.code).toBeNull();
  });

  it('apply to a PRO on top of the tier, in excl. tax, to the cent', async () => {
    await cartWith(pro, 10);
    const res = await call(pro, 'PATCH', '/api/orders/current/apply_code_with_name', {
      name: 'PROTIER10',
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().data as Order;
    expect(order.code?.name).toBe('PROTIER10');
    const subtotal = cents(order.subtotal_ht);
    expect(cents(order.promo_code_discount_ht)).toBe(Math.round(subtotal / 10));
    expect(cents(order.total_ht)).toBe(subtotal - cents(order.promo_code_discount_ht));
    expect(cents(order.total_ht) + cents(order.total_vat)).toBe(cents(order.total_ttc));
  });
});

describe('a PRO account', () => {
  it('cannot change its country (a translated refusal, nothing changed)', async () => {
    const [user] = await api.database.query<{ country_id: number | null }>(
      `select country_id from users where id = $1`,
      [pro.id],
    );
    const [other] = await api.database.query<{ id: number }>(
      `select id from countries where is_allowed and id is distinct from $1 order by id limit 1`,
      [user!.country_id],
    );
    const res = await call(
      { headers: { ...pro.headers, language: 'en' } },
      'PUT',
      `/api/users/${pro.id}`,
      { country_id: other!.id },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.country_id).toBeDefined();
    const [after] = await api.database.query<{ country_id: number | null }>(
      `select country_id from users where id = $1`,
      [pro.id],
    );
    expect(after!.country_id).toBe(user!.country_id);
  });
});

describe('a PRO order once placed', () => {
  it('freezes the tiered unit price and the excl. tax basis; the confirmation e-mail reads HT', async () => {
    const fixtures = await orderFixtures(api.database);
    const [variant] = await api.database.query<{ product_id: number }>(
      `select product_id from variants where id = $1`,
      [fixtures.variantId],
    );
    await api.database.query(
      `insert into pro_quantity_tiers (product_id, min_quantity, percent) values ($1, 10, 4)
       on conflict do nothing`,
      [variant!.product_id],
    );
    const placed = await placeOrderFor(api.app, api.database, fixtures, {
      method: 'transfer',
      // Picked up at the shop: the home range of the fixtures is sized for two units.
      delivery: 'store',
      quantity: 10,
      beforePlace: async (userId) => {
        await api.database.query(
          `insert into companies (user_id, name, status) values ($1, 'Garage Placé', 'verified')`,
          [userId],
        );
      },
    });
    const [line] = await api.database.query<{ unit_price_ht_cents: number }>(
      `select unit_price_ht_cents from order_variants where order_id = $1`,
      [placed.orderId],
    );
    const [order] = await api.database.query<{ totals: { pricesIncludeTax: boolean } }>(
      `select totals from orders where id = $1`,
      [placed.orderId],
    );
    // The variant's own discount or deal comes first; the tier (-4 % at 10) on top of it.
    const variants = await api.app.inject({
      url: `/api/variants?filter[ids]=${fixtures.variantId}`,
      headers: placed.headers,
    });
    const userHt = cents(
      (variants.json() as { data: { user_price_ht: number }[] }).data[0]!.user_price_ht,
    );
    expect(order!.totals.pricesIncludeTax).toBe(false);
    expect(line!.unit_price_ht_cents).toBe(userHt - Math.round((userHt * 4) / 100));
    const mails = await outboxFor(api.database, placed.email);
    const confirmation = mails.find((mail) => mail.template === 'order_confirmation');
    const data = confirmation!.data as {
      totals: { pricesIncludeTax: boolean };
      lines: Array<{ unitHtCents: number; quantity: number; totalHtCents: number }>;
    };
    expect(data.totals.pricesIncludeTax).toBe(false);
    expect(data.lines[0]!.unitHtCents).toBe(line!.unit_price_ht_cents);
    expect(data.lines[0]!.totalHtCents).toBe(line!.unit_price_ht_cents * 10);
  });
});
