/**
 * Quick order by reference and reorder (decision 049) through the API, on the real database:
 * bad lists are 4xx and write nothing, refused lines are named, valid ones join the cart, a
 * reorder takes today's price, and another customer's order or invoice is a 404.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentSettings } from '../../../src/server/payments';
import { registerCustomer } from '../../support/accounts';
import { createTestApp } from '../../support/app';
import {
  OFFLINE_SECRET,
  notify,
  orderFixtures,
  paidNotification,
  placeOrderFor,
  type OrderFixtures,
} from '../../support/placed-orders';

let api: Awaited<ReturnType<typeof createTestApp>>;
let fixtures: OrderFixtures;
let inStock: { id: number; reference: string };
let other: { id: number; reference: string };
let soldOut: { id: number; reference: string };
let inactive: { id: number; reference: string };
let gone: { id: number; reference: string };

interface Refused {
  line: number | null;
  reference: string;
  reason: string;
  message: string;
}
interface Added {
  variant_id: number;
  quantity: number;
  unit_price_ttc_cents: number;
}
interface CartLine {
  variant_id: number;
  quantity: number;
  unit_price_ttc: number;
}

beforeAll(async () => {
  api = await createTestApp({
    payments: paymentSettings({ PAYMENT_OFFLINE_SECRET: OFFLINE_SECRET }, false),
  });
  fixtures = await orderFixtures(api.database);
  const rows = await api.database.query<{ id: number; reference: string }>(
    `select v.id, v.reference from variants v join products p on p.id = v.product_id
      where v.is_active and p.is_active and v.id <> $1 order by v.id limit 5`,
    [fixtures.variantId],
  );
  [inStock, other, soldOut, inactive, gone] = rows as [never, never, never, never, never];
  await api.database.query(
    `update variants set quantity_available = 50, out_of_stock_status = 'stock' where id = any($1)`,
    [[inStock.id, other.id]],
  );
  await api.database.query(
    `update variants set out_of_stock_status = 'sold_out', quantity_available = 2 where id = $1`,
    [soldOut.id],
  );
  await api.database.query(`update variants set is_active = false where id = $1`, [inactive.id]);
  await api.database.query(
    `update variants set out_of_stock_status = 'discontinued', quantity_available = 0 where id = $1`,
    [gone.id],
  );
  return () => api.close();
});

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  api.app.inject({ method: 'POST', url, headers: { ...headers, language: 'en' }, payload });

async function cartLines(headers: Record<string, string>): Promise<CartLine[]> {
  const res = await api.app.inject({ url: '/api/orders/current', headers });
  const body = res.json() as { data: { order_variants: CartLine[] } | null };
  return body.data?.order_variants ?? [];
}

describe('quick order: bad lists', () => {
  it('asks visitors to sign in (401) and writes nothing', async () => {
    for (const url of ['/api/quick_order/preview', '/api/orders/current/quick_order']) {
      const res = await post(url, {}, { lines: `${inStock.reference} 1` });
      expect(res.statusCode).toBe(401);
    }
  });

  const BAD: [string, object | undefined, string][] = [
    ['no body', undefined, 'required'],
    ['not text', { lines: 12 }, 'lines'],
    ['empty paste', { lines: '' }, 'Enter at least one'],
    ['blank lines only', { lines: '\n \n' }, 'Enter at least one'],
    [
      'a thousand lines',
      { lines: Array.from({ length: 1000 }, (_, i) => `R${i} 1`).join('\n') },
      'at most 200 lines',
    ],
    ['too long', { lines: 'A'.repeat(20_001) }, 'too long'],
    ['unknown field', { lines: 'A 1', extra: 1 }, ''],
  ];
  it.each(BAD)('%s → 422, cart untouched', async (_name, payload, text) => {
    const customer = await registerCustomer(api.app);
    for (const url of ['/api/quick_order/preview', '/api/orders/current/quick_order']) {
      const res = await post(url, customer.auth, payload);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.body).toContain(text);
    }
    expect(await cartLines(customer.auth)).toEqual([]);
  });

  it('only refused lines → 422 naming each, no cart created', async () => {
    const customer = await registerCustomer(api.app);
    const lines = [
      'NO-SUCH-REF 1',
      `${inStock.reference} 0`,
      `${inStock.reference} -3`,
      `${inStock.reference} 99999999999`,
      `${inactive.reference} 1`,
      `${soldOut.reference} 5`,
      `${gone.reference} 1`,
    ].join('\n');
    const res = await post('/api/orders/current/quick_order', customer.auth, { lines });
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json() as { message: string; refused: Refused[] };
    expect(body.message).toBe('No item could be added to your cart.');
    expect(body.refused.map((r) => [r.line, r.reason])).toEqual([
      [1, 'unknown_reference'],
      [2, 'quick_order_bad_quantity'],
      [3, 'quick_order_bad_quantity'],
      [4, 'quick_order_bad_quantity'],
      [5, 'variant_unavailable'],
      [6, 'insufficient_stock'],
      [7, 'discontinued'],
    ]);
    expect(body.refused[5]!.message).toBe('Not enough stock: 2 of this item left.');
    const [cart] = await api.database.query(
      `select id from orders where user_id = $1 and status = 'not_ordered'`,
      [customer.id],
    );
    expect(cart).toBeUndefined();
  });
});

describe('quick order: preview then add', () => {
  it('previews without writing, then adds the valid lines and names the unknown one', async () => {
    const customer = await registerCustomer(api.app);
    const lines = `${inStock.reference};2\nUNKNOWN-XYZ;1\n${other.reference.toLowerCase()},3`;
    const preview = await post('/api/quick_order/preview', customer.auth, { lines });
    expect(preview.statusCode, preview.body).toBe(200);
    const seen = preview.json() as { data: { accepted: Added[]; refused: Refused[] } };
    expect(seen.data.accepted.map((a) => [a.variant_id, a.quantity])).toEqual([
      [inStock.id, 2],
      [other.id, 3],
    ]);
    expect(seen.data.refused).toMatchObject([
      { line: 2, reference: 'UNKNOWN-XYZ', reason: 'unknown_reference' },
    ]);
    expect(seen.data.refused[0]!.message).toBe('No item has this reference.');
    expect(await cartLines(customer.auth)).toEqual([]);

    const added = await post('/api/orders/current/quick_order', customer.auth, { lines });
    expect(added.statusCode, added.body).toBe(201);
    const body = added.json() as { meta: { added: Added[]; refused: Refused[] } };
    expect(body.meta.added).toHaveLength(2);
    expect(body.meta.refused.map((r) => r.reference)).toEqual(['UNKNOWN-XYZ']);
    const cart = await cartLines(customer.auth);
    expect(cart.map((l) => [l.variant_id, l.quantity]).sort()).toEqual(
      [
        [inStock.id, 2],
        [other.id, 3],
      ].sort(),
    );
    // The preview's price is the one the cart shows.
    const line = cart.find((l) => l.variant_id === inStock.id)!;
    expect(line.unit_price_ttc * 100).toBeCloseTo(seen.data.accepted[0]!.unit_price_ttc_cents);
  });

  it('counts what the cart already holds against stock and the 99 limit', async () => {
    const customer = await registerCustomer(api.app);
    await post('/api/orders/current/order_variants', customer.auth, {
      variant_id: soldOut.id,
      quantity: 2,
    });
    await post('/api/orders/current/order_variants', customer.auth, {
      variant_id: inStock.id,
      quantity: 50,
    });
    const res = await post('/api/orders/current/quick_order', customer.auth, {
      lines: `${soldOut.reference} 1\n${inStock.reference} 50\n${other.reference} 1`,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { meta: { refused: Refused[] } };
    expect(body.meta.refused.map((r) => r.reason)).toEqual(['out_of_stock', 'quantity_max']);
    const cart = await cartLines(customer.auth);
    expect(cart.find((l) => l.variant_id === inStock.id)!.quantity).toBe(50);
    expect(cart.find((l) => l.variant_id === soldOut.id)!.quantity).toBe(2);
  });
});

describe('reorder', () => {
  it("puts a past order's lines in the cart at today's price", async () => {
    const order = await placeOrderFor(api.app, api.database, fixtures, { method: 'transfer' });
    const res0 = await api.app.inject({
      url: `/api/orders/${order.orderId}`,
      headers: order.headers,
    });
    const placedPrice = (res0.json() as { data: { order_variants: CartLine[] } }).data
      .order_variants[0]!.unit_price_ttc;
    await api.database.query(
      `update variants set price_ht_cents = price_ht_cents + 1000 where id = $1`,
      [fixtures.variantId],
    );
    const res = await post(`/api/orders/${order.orderId}/reorder`, order.headers);
    expect(res.statusCode, res.body).toBe(201);
    const cart = await cartLines(order.headers);
    expect(cart.map((l) => [l.variant_id, l.quantity])).toEqual([[fixtures.variantId, 2]]);
    // Today's price of the variant, as the catalogue sells it now (not the price paid then).
    const variant = await api.app.inject({
      url: `/api/variants?filter[ids]=${fixtures.variantId}`,
      headers: order.headers,
    });
    const today = (variant.json() as { data: { user_price_ttc: number }[] }).data[0]!;
    expect(today.user_price_ttc).toBeGreaterThan(placedPrice + 5);
    expect(cart[0]!.unit_price_ttc).toBe(today.user_price_ttc);
    // The placed order keeps its own price.
    const again = await api.app.inject({
      url: `/api/orders/${order.orderId}`,
      headers: order.headers,
    });
    expect(
      (again.json() as { data: { order_variants: CartLine[] } }).data.order_variants[0]!
        .unit_price_ttc,
    ).toBe(placedPrice);
  });

  it('names a line no longer sold and adds nothing of it', async () => {
    const order = await placeOrderFor(api.app, api.database, fixtures, { method: 'transfer' });
    await api.database.query(`update variants set is_active = false where id = $1`, [
      fixtures.variantId,
    ]);
    try {
      const res = await post(`/api/orders/${order.orderId}/reorder`, order.headers);
      expect(res.statusCode, res.body).toBe(422);
      const body = res.json() as { refused: Refused[] };
      expect(body.refused.map((r) => r.reason)).toEqual(['variant_unavailable']);
      expect(await cartLines(order.headers)).toEqual([]);
    } finally {
      await api.database.query(`update variants set is_active = true where id = $1`, [
        fixtures.variantId,
      ]);
    }
  });

  it("is a 404 for someone else's order, a cart, or no order; 401 signed out", async () => {
    const order = await placeOrderFor(api.app, api.database, fixtures, { method: 'transfer' });
    const stranger = await registerCustomer(api.app);
    expect((await post(`/api/orders/${order.orderId}/reorder`, stranger.auth)).statusCode).toBe(
      404,
    );
    expect((await post(`/api/orders/999999999/reorder`, stranger.auth)).statusCode).toBe(404);
    expect((await post(`/api/orders/abc/reorder`, stranger.auth)).statusCode).toBe(404);
    await post('/api/orders/current/order_variants', stranger.auth, {
      variant_id: inStock.id,
      quantity: 1,
    });
    const [cart] = await api.database.query<{ id: number }>(
      `select id from orders where user_id = $1 and status = 'not_ordered'`,
      [stranger.id],
    );
    expect((await post(`/api/orders/${cart!.id}/reorder`, stranger.auth)).statusCode).toBe(404);
    expect((await post(`/api/orders/${order.orderId}/reorder`, {})).statusCode).toBe(401);
    expect(await cartLines(stranger.auth)).toHaveLength(1);
  });
});

describe('invoices of the account', () => {
  it("lists the customer's own invoices; another's is a 404", async () => {
    const order = await placeOrderFor(api.app, api.database, fixtures, { method: 'monetico' });
    const paid = await notify(
      api.app,
      await paidNotification(api.app, order, `evt-qo-${order.orderId}`),
    );
    expect(paid.statusCode).toBe(200);
    const list = await api.app.inject({ url: '/api/invoices', headers: order.headers });
    const invoices = (list.json() as { data: { id: number; order_id: number }[] }).data;
    expect(invoices.map((i) => i.order_id)).toEqual([order.orderId]);
    const stranger = await registerCustomer(api.app);
    const mine = await api.app.inject({
      url: `/api/invoices/${invoices[0]!.id}/download`,
      headers: order.headers,
    });
    expect(mine.statusCode).toBe(200);
    const theirs = await api.app.inject({
      url: `/api/invoices/${invoices[0]!.id}/download`,
      headers: stranger.auth,
    });
    expect(theirs.statusCode).toBe(404);
    const strangerList = await api.app.inject({ url: '/api/invoices', headers: stranger.auth });
    expect((strangerList.json() as { data: unknown[] }).data).toEqual([]);
  });
});
