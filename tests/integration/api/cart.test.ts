import { beforeAll, describe, expect, it } from 'vitest';
import { mergeGuestCart } from '../../../src/modules/orders';
import { orderOwnerHash } from '../../../src/server/auth';
import { registerCustomer } from '../../support/accounts';
import { useTestApp } from '../../support/app';

const api = useTestApp();

interface Line {
  id: number;
  variant_id: number;
  quantity: number;
  unit_price_ttc: number;
  total_ttc: number;
  stock_state: string;
  orderable: boolean;
}
interface Order {
  id: number;
  status: string;
  items_count: number;
  order_variants: Line[];
  subtotal_ttc: number;
  total_ttc: number;
  total_ht: number;
  total_vat: number;
  vat_rate: number;
  vat_country: string;
  free_shipping_threshold: number | null;
  amount_to_free_shipping: number;
}

let inStock: { id: number; price: number };
let other: { id: number };
let scarce: { id: number };
let inactive: { id: number };

beforeAll(async () => {
  const rows = await api.database.query<{ id: number }>(
    `select v.id from variants v join products p on p.id = v.product_id
      where v.is_active and p.is_active and v.out_of_stock_status = 'stock'
      order by v.id limit 4`,
  );
  const [a, b, c, d] = rows.map((r) => r.id) as [number, number, number, number];
  await api.database.query(
    `update variants set out_of_stock_status = 'sold_out', quantity_available = 2 where id = $1`,
    [c],
  );
  await api.database.query(`update variants set is_active = false where id = $1`, [d]);
  const products = await api.app.inject({ url: `/api/variants?filter[ids]=${a}` });
  inStock = {
    id: a,
    price: (products.json() as { data: { user_price_ttc: number }[] }).data[0]!.user_price_ttc,
  };
  other = { id: b };
  scarce = { id: c };
  inactive = { id: d };
});

/** A visitor with their own cookie jar (only the order token matters here). */
function visitor(headers: Record<string, string> = {}) {
  let cookie: string | null = null;
  return {
    get cookie() {
      return cookie;
    },
    async call(method: string, url: string, payload?: unknown) {
      const res = await api.app.inject({
        method: method as 'GET',
        url,
        headers: { ...headers, ...(cookie ? { cookie } : {}) },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      const set = [res.headers['set-cookie'] ?? []]
        .flat()
        .find((c) => c.startsWith('order_token='));
      if (set) {
        const value = set.split(';')[0]!;
        cookie = value === 'order_token=' ? null : value;
      }
      return res;
    },
  };
}

const orderOf = (res: { json(): unknown }) => (res.json() as { data: Order }).data;

describe('a visitor cart', () => {
  it('is created by the first addition, under a 90-day HttpOnly order-token cookie', async () => {
    const shopper = visitor();
    expect(orderOf(await shopper.call('GET', '/api/orders/current'))).toBeNull();
    const res = await shopper.call('POST', '/api/orders/current/order_variants', {
      variant_id: inStock.id,
      quantity: 2,
    });
    expect(res.statusCode).toBe(201);
    const setCookie = [res.headers['set-cookie']].flat().join('\n');
    expect(setCookie).toMatch(
      /order_token=[\w-]{40,}; Path=\/; SameSite=Lax; HttpOnly; Max-Age=7776000/,
    );
    const order = orderOf(res);
    expect(order.status).toBe('not_ordered');
    expect(order.items_count).toBe(2);
    expect(order.order_variants).toHaveLength(1);
    expect(order.order_variants[0]).toMatchObject({ variant_id: inStock.id, quantity: 2 });
    expect(order.order_variants[0]!.unit_price_ttc).toBe(inStock.price);
    expect(order.subtotal_ttc).toBeCloseTo(inStock.price * 2, 2);
    expect(Math.round((order.total_ht + order.total_vat) * 100)).toBe(
      Math.round(order.total_ttc * 100),
    );
    const again = orderOf(await shopper.call('GET', '/api/orders/current'));
    expect(again.id).toBe(order.id);
    expect(orderOf(await shopper.call('GET', `/api/orders/${order.id}`)).id).toBe(order.id);
  });

  it('adds to the quantity already in the cart, and holds one line per variant', async () => {
    const shopper = visitor();
    await shopper.call('POST', '/api/orders/current/order_variants', { variant_id: inStock.id });
    await shopper.call('POST', '/api/orders/current/order_variants', { variant_id: other.id });
    const res = await shopper.call('POST', '/api/orders/current/order_variants', {
      variant_id: inStock.id,
      quantity: 3,
    });
    const order = orderOf(res);
    expect(order.order_variants.map((l) => [l.variant_id, l.quantity])).toEqual([
      [inStock.id, 4],
      [other.id, 1],
    ]);
    expect(order.items_count).toBe(5);
    expect((res.json() as { meta: { order_variant_id: number } }).meta.order_variant_id).toBe(
      order.order_variants[0]!.id,
    );
  });

  it('changes and removes lines, then forgets the cart', async () => {
    const shopper = visitor();
    const order = orderOf(
      await shopper.call('POST', '/api/orders/current/order_variants', { variant_id: inStock.id }),
    );
    const lineId = order.order_variants[0]!.id;
    const updated = await shopper.call('PUT', `/api/order_variants/${lineId}`, { quantity: 7 });
    expect(updated.statusCode).toBe(200);
    expect(orderOf(updated).items_count).toBe(7);
    const removed = await shopper.call('DELETE', `/api/order_variants/${lineId}`);
    expect(orderOf(removed).order_variants).toEqual([]);
    const deleted = await shopper.call('DELETE', '/api/orders/current');
    expect(deleted.statusCode).toBe(204);
    expect(shopper.cookie).toBeNull();
    const [row] = await api.database.query(`select id from orders where id = $1`, [order.id]);
    expect(row).toBeUndefined();
  });

  it('keeps a cookie holding the text "undefined" from naming a cart, and clears it', async () => {
    const res = await api.app.inject({
      url: '/api/orders/current',
      headers: { cookie: 'order_token=undefined' },
    });
    expect(orderOf(res)).toBeNull();
    expect([res.headers['set-cookie']].flat().join()).toMatch(/order_token=; .*Max-Age=0/);
  });

  it('prices in the VAT of the country asked for (headers and body agree)', async () => {
    const shopper = visitor({ country: 'DE' });
    const res = await shopper.call('POST', '/api/orders/current/order_variants', {
      variant_id: inStock.id,
    });
    expect(res.headers['x-vat-country']).toBe('DE');
    const order = orderOf(res);
    expect(order.vat_country).toBe('DE');
    expect(order.vat_rate).toBe(Number(res.headers['x-vat-rate']));
    expect(order.free_shipping_threshold).toBe(99);
    expect(order.amount_to_free_shipping).toBeCloseTo(Math.max(0, 99 - order.subtotal_ttc), 2);
  });

  it("shows each line's pictures (the variant's, else its product's) and today's deal", async () => {
    const [own, fallback] = await api.database.query<{ id: number; product_id: number }>(
      `select v.id, v.product_id from variants v join products p on p.id = v.product_id
        where v.is_active and p.is_active and v.out_of_stock_status = 'stock'
        order by v.id offset 10 limit 2`,
    );
    await api.database.query(
      `delete from images where (owner_type = 'variant' and owner_id = any($1))
          or (owner_type = 'product' and owner_id = $2)`,
      [[own!.id, fallback!.id], fallback!.product_id],
    );
    await api.database.query(
      `insert into images (owner_type, owner_id, url, extension, width, height, location, position)
       values ('variant', $1, '/media/own-b', 'webp', 800, 600, null, 2),
              ('variant', $1, '/media/own-a', 'webp', 800, 600, 'seat', 1),
              ('product', $2, '/media/product-a', 'jpg', null, null, null, 0)`,
      [own!.id, fallback!.product_id],
    );
    await api.database.query(
      `insert into deals (product_id, discount_percent, starts_at, ends_at)
       values ($1, 30, now() - interval '1 day', now() + interval '1 day'),
              ($1, 10, now() - interval '1 day', now() + interval '1 day'),
              ($1, 50, now() + interval '1 day', now() + interval '2 days')`,
      [fallback!.product_id],
    );
    const [listed] = (
      (await api.app.inject({ url: `/api/variants?filter[ids]=${fallback!.id}` })).json() as {
        data: { user_price_ttc: number; active_discount: number }[];
      }
    ).data;
    const shopper = visitor();
    await shopper.call('POST', '/api/orders/current/order_variants', { variant_id: own!.id });
    const order = orderOf(
      await shopper.call('POST', '/api/orders/current/order_variants', {
        variant_id: fallback!.id,
      }),
    );
    type Pictured = Line & {
      active_discount: number;
      variant: { images: { url: string; position: number }[] };
    };
    const [first, second] = order.order_variants as Pictured[];
    expect(first!.variant.images.map((i) => i.url)).toEqual(['/media/own-a', '/media/own-b']);
    expect(second!.variant.images.map((i) => i.url)).toEqual(['/media/product-a']);
    // The best deal running today (30 %, not tomorrow's 50 %), as the catalogue shows it.
    expect(second!.unit_price_ttc).toBe(listed!.user_price_ttc);
    expect(second!.active_discount).toBe(listed!.active_discount);
    expect(second!.active_discount).toBeGreaterThanOrEqual(30);
  });

  it('adds up concurrent additions from several tabs (no lost update)', async () => {
    const shopper = visitor();
    await shopper.call('POST', '/api/orders/current/order_variants', { variant_id: other.id });
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        shopper.call('POST', '/api/orders/current/order_variants', { variant_id: inStock.id }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const order = orderOf(await shopper.call('GET', '/api/orders/current'));
    expect(order.order_variants.find((l) => l.variant_id === inStock.id)?.quantity).toBe(8);
  });
});

describe('bad input changes nothing', () => {
  it('refuses quantities 0, -1, 1.5, 10^9, text, and a missing or unknown variant with 422', async () => {
    const shopper = visitor({ language: 'en' });
    await shopper.call('POST', '/api/orders/current/order_variants', { variant_id: other.id });
    const before = orderOf(await shopper.call('GET', '/api/orders/current'));
    for (const body of [
      { variant_id: inStock.id, quantity: 0 },
      { variant_id: inStock.id, quantity: -1 },
      { variant_id: inStock.id, quantity: 1.5 },
      { variant_id: inStock.id, quantity: 1e9 },
      { variant_id: inStock.id, quantity: 'abc' },
      { quantity: 1 },
      { variant_id: 'x' },
      { variant_id: inStock.id, price: 0 },
      { variant_id: 999_999 },
      { variant_id: inactive.id },
    ]) {
      const res = await shopper.call('POST', '/api/orders/current/order_variants', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect((res.json() as { message: string }).message).toBe(
        'Your form contains errors, please correct them.',
      );
    }
    const res = await shopper.call('POST', '/api/orders/current/order_variants', {
      variant_id: inStock.id,
      quantity: 1e9,
    });
    expect((res.json() as { errors: { quantity: string[] } }).errors.quantity).toEqual([
      'The maximum quantity per item is 99.',
    ]);
    const typo = await shopper.call('POST', '/api/orders/current/order_variants', {
      variant_id: inStock.id,
      quantity: 'abc',
    });
    expect((typo.json() as { errors: { quantity: string[] } }).errors.quantity).toEqual([
      'This value must be a positive whole number.',
    ]);
    const missing = await shopper.call('POST', '/api/orders/current/order_variants', {
      quantity: 1,
    });
    expect((missing.json() as { errors: { variant_id: string[] } }).errors.variant_id).toEqual([
      'This field is required.',
    ]);
    const inactiveAnswer = await shopper.call('POST', '/api/orders/current/order_variants', {
      variant_id: inactive.id,
    });
    expect(
      (inactiveAnswer.json() as { errors: { variant_id: string[] } }).errors.variant_id,
    ).toEqual(['This item does not exist or is no longer sold.']);
    const after = orderOf(await shopper.call('GET', '/api/orders/current'));
    expect(after.order_variants).toEqual(before.order_variants);
  });

  it('refuses more than the stock of a sold-out-when-empty variant with 409 and what is left', async () => {
    const shopper = visitor();
    expect(
      (
        await shopper.call('POST', '/api/orders/current/order_variants', {
          variant_id: scarce.id,
          quantity: 2,
        })
      ).statusCode,
    ).toBe(201);
    const res = await shopper.call('POST', '/api/orders/current/order_variants', {
      variant_id: scarce.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      available: 2,
      errors: { quantity: ['Stock insuffisant : il reste 2 exemplaire(s) de cet article.'] },
    });
    const lineId = orderOf(await shopper.call('GET', '/api/orders/current')).order_variants[0]!.id;
    expect(
      (await shopper.call('PUT', `/api/order_variants/${lineId}`, { quantity: 3 })).statusCode,
    ).toBe(409);
    expect(orderOf(await shopper.call('GET', '/api/orders/current')).items_count).toBe(2);
  });

  it('caps a line at 99 however it is reached', async () => {
    const shopper = visitor();
    await shopper.call('POST', '/api/orders/current/order_variants', {
      variant_id: inStock.id,
      quantity: 98,
    });
    const res = await shopper.call('POST', '/api/orders/current/order_variants', {
      variant_id: inStock.id,
      quantity: 2,
    });
    expect(res.statusCode).toBe(422);
    expect(orderOf(await shopper.call('GET', '/api/orders/current')).items_count).toBe(98);
  });

  it("answers 404 for another shopper's order and lines, malformed ids included", async () => {
    const owner = visitor();
    const order = orderOf(
      await owner.call('POST', '/api/orders/current/order_variants', { variant_id: inStock.id }),
    );
    const lineId = order.order_variants[0]!.id;
    const stranger = visitor();
    await stranger.call('POST', '/api/orders/current/order_variants', { variant_id: other.id });
    const customer = await registerCustomer(api.app);
    for (const headers of [{}, customer.auth]) {
      for (const [method, url, body] of [
        ['GET', `/api/orders/${order.id}`],
        ['DELETE', `/api/orders/${order.id}`],
        ['POST', `/api/orders/${order.id}/order_variants`, { variant_id: other.id }],
        ['PUT', `/api/order_variants/${lineId}`, { quantity: 5 }],
        ['DELETE', `/api/order_variants/${lineId}`],
        ['GET', '/api/orders/abc'],
        ['PUT', '/api/order_variants/-1', { quantity: 1 }],
      ] as const) {
        const res = await api.app.inject({
          method,
          url,
          headers,
          ...(body ? { payload: body } : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
      for (const [method, url, body] of [
        ['GET', `/api/orders/${order.id}`],
        ['PUT', `/api/order_variants/${lineId}`, { quantity: 5 }],
      ] as const) {
        const res = await stranger.call(method, url, body);
        expect(res.statusCode, `stranger ${method} ${url}`).toBe(404);
      }
    }
    const mine = orderOf(await owner.call('GET', '/api/orders/current'));
    expect(mine.order_variants.map((l) => l.quantity)).toEqual([1]);
  });
});

describe("a customer's cart", () => {
  it('follows the account (Bearer) and ignores any visitor cookie', async () => {
    const customer = await registerCustomer(api.app);
    const add = await api.app.inject({
      method: 'POST',
      url: '/api/orders/current/order_variants',
      headers: customer.auth,
      payload: { variant_id: other.id, quantity: 2 },
    });
    expect(add.statusCode).toBe(201);
    expect(add.headers['set-cookie']).toBeUndefined();
    const me = await api.app.inject({
      url: '/api/auth/me?include=current_order',
      headers: customer.auth,
    });
    expect((me.json() as { data: { current_order: unknown } }).data.current_order).toEqual({
      id: (add.json() as { data: { id: number } }).data.id,
      items_count: 2,
    });
    const read = await api.app.inject({ url: '/api/orders/current', headers: customer.auth });
    expect(orderOf(read).items_count).toBe(2);
  });

  it("takes in the visitor's cart at login, adding quantities of shared variants", async () => {
    const customer = await registerCustomer(api.app);
    await api.app.inject({
      method: 'POST',
      url: '/api/orders/current/order_variants',
      headers: customer.auth,
      payload: { variant_id: inStock.id, quantity: 1 },
    });
    const shopper = visitor();
    await shopper.call('POST', '/api/orders/current/order_variants', {
      variant_id: inStock.id,
      quantity: 2,
    });
    await shopper.call('POST', '/api/orders/current/order_variants', { variant_id: other.id });
    const token = shopper.cookie!.split('=')[1]!;
    await mergeGuestCart(api.database.db, orderOwnerHash(token), customer.id, new Date());
    const merged = orderOf(
      await api.app.inject({ url: '/api/orders/current', headers: customer.auth }),
    );
    expect(merged.order_variants.map((l) => [l.variant_id, l.quantity])).toEqual([
      [inStock.id, 3],
      [other.id, 1],
    ]);
    expect(orderOf(await shopper.call('GET', '/api/orders/current'))).toBeNull();
  });

  it('adopts the visitor cart when the customer had none', async () => {
    const customer = await registerCustomer(api.app);
    const shopper = visitor();
    const guest = orderOf(
      await shopper.call('POST', '/api/orders/current/order_variants', { variant_id: other.id }),
    );
    const token = shopper.cookie!.split('=')[1]!;
    await mergeGuestCart(api.database.db, orderOwnerHash(token), customer.id, new Date());
    const mine = orderOf(
      await api.app.inject({ url: '/api/orders/current', headers: customer.auth }),
    );
    expect(mine.id).toBe(guest.id);
  });
});

describe('GET /orders/current parameters of SPEC §7', () => {
  it('adds the featured codes and the cheapest delivery when asked', async () => {
    const shopper = visitor();
    await shopper.call('POST', '/api/orders/current/order_variants', { variant_id: inStock.id });
    const plain = (await shopper.call('GET', '/api/orders/current')).json() as {
      data: Record<string, unknown>;
    };
    expect(plain.data).not.toHaveProperty('featured_codes');
    const res = await shopper.call(
      'GET',
      '/api/orders/current?include=order_variants.variant&featured_codes=2&min_shipping_method_range=1',
    );
    expect(res.statusCode).toBe(200);
    const data = (
      res.json() as {
        data: {
          featured_codes: { code: string; valuePercent: number }[];
          min_shipping_method_range: {
            price_ttc: number;
            shipping_method: { kind: string };
          } | null;
        };
      }
    ).data;
    expect(data.featured_codes.length).toBeLessThanOrEqual(2);
    expect(data.min_shipping_method_range?.price_ttc).toBeGreaterThan(0);
    expect(data.min_shipping_method_range?.shipping_method.kind).not.toBe('store');
    expect((await shopper.call('GET', '/api/orders/current?foo=1')).statusCode).toBe(422);
  });
});
