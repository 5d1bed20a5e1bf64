/**
 * Demo and production modes (docs/decisions/019-demo-and-production-modes.md): the development
 * mailbox and the offline test gateway exist in demo mode only; in production a payment method
 * without credentials is neither offered nor accepted. Payments come from the environment, as
 * `npm start` sets them up (no gateway credentials here).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openSession } from '../../../src/modules/customers';
import { createTestApp } from '../../support/app';

type Started = Awaited<ReturnType<typeof createTestApp>>;
const apps: Partial<Record<'demo' | 'production', Started>> = {};

beforeAll(async () => {
  // Whatever the machine has: no gateway is configured, the offline one is the mode's choice.
  for (const name of [
    'PAYMENTS_OFFLINE',
    'MONETICO_TPE',
    'PAYBOX_SITE',
    'PAYPAL_CLIENT_ID',
    'LIMONETIK_MERCHANT_ID',
    'SMTP_URL',
  ])
    vi.stubEnv(name, undefined);
  apps.demo = await createTestApp({ shopMode: 'demo' });
  apps.production = await createTestApp({ shopMode: 'production' });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await apps.demo?.close();
  await apps.production?.close();
});

const started = (mode: 'demo' | 'production') => apps[mode]!;

/** A customer's cart (one line, picked up at the shop, 120 € or more) with `method` chosen. */
async function cartWith(mode: 'demo' | 'production', method: string | null) {
  const { database } = started(mode);
  const [user] = await database.query<{ id: number }>(
    `insert into users (email, firstname, lastname, locale) values ($1, 'Mona', 'Mode', 'fr') returning id`,
    [`mode-${Math.random().toString(36).slice(2)}@example.test`],
  );
  const [variant] = await database.query<{ id: number }>(
    `select v.id from variants v join products p on p.id = v.product_id
      where v.is_active and p.is_active order by v.id limit 1`,
  );
  await database.query(
    `update variants set quantity_available = 100, out_of_stock_status = 'sold_out',
       price_ht_cents = greatest(price_ht_cents, 20000) where id = $1`,
    [variant!.id],
  );
  const [range] = await database.query<{ id: number }>(
    `select r.id from shipping_method_ranges r join shipping_methods m on m.id = r.shipping_method_id
      where m.code = 'store_pickup'`,
  );
  const [fr] = await database.query<{ id: number }>(`select id from countries where iso = 'FR'`);
  const address = JSON.stringify({
    firstname: 'Mona',
    lastname: 'Mode',
    company: null,
    address: '1 rue de la Paix',
    address_complement: null,
    floor: null,
    building: null,
    city: 'Paris',
    post_code: '75002',
    country_id: fr!.id,
    country_iso: 'FR',
    phone: '+33612345678',
    fixed_phone: null,
  });
  const [cart] = await database.query<{ id: number }>(
    `insert into orders (user_id, shipping_address, billing_address, shipping_method_range_id, payment_method)
     values ($1, $2::jsonb, $2::jsonb, $3, $4) returning id`,
    [user!.id, address, range!.id, method],
  );
  await database.query(
    `insert into order_variants (order_id, variant_id, quantity) values ($1, $2, 3)`,
    [cart!.id, variant!.id],
  );
  const { token } = await openSession(database.db, user!.id, new Date());
  return { headers: { authorization: `Bearer ${token}` }, orderId: cart!.id };
}

const ONLINE = ['monetico', 'paypal', 'limonetik_3x', 'limonetik_4x'];

async function offeredCodes(mode: 'demo' | 'production') {
  const { headers, orderId } = await cartWith(mode, null);
  const res = await started(mode).app.inject({
    url: `/api/orders/${orderId}/payment_methods/available`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { code: string }[]).map((m) => m.code);
}

/** Places a card order and starts paying it: the gateway's page, or the API's refusal. */
async function payByCard(mode: 'demo' | 'production') {
  const { app } = started(mode);
  const { headers, orderId } = await cartWith(mode, 'monetico');
  const placed = await app.inject({ method: 'POST', url: '/api/orders/current/place', headers });
  if (placed.statusCode !== 201) return { placed, page: null };
  const pay = await app.inject({ method: 'POST', url: `/api/orders/${orderId}/payments`, headers });
  expect(pay.statusCode, pay.body).toBe(201);
  return { placed, page: new URL(pay.json().data.url, 'http://localhost'), orderId };
}

describe('demo mode', () => {
  it('serves the development mailbox', async () => {
    const { app } = started('demo');
    for (const url of ['/dev/mailbox', '/dev/mailbox.json'])
      expect((await app.inject({ url })).statusCode, url).toBe(200);
  });

  it('offers every online method through the test gateway, whose page pays the order', async () => {
    expect(await offeredCodes('demo')).toEqual(expect.arrayContaining([...ONLINE, 'transfer']));
    const { page, orderId } = await payByCard('demo');
    expect(page!.pathname).toBe('/paiement/test');
    const { app, database } = started('demo');
    expect((await app.inject({ url: page!.pathname + page!.search })).statusCode).toBe(200);
    const paid = await app.inject({
      method: 'POST',
      url: '/paiement/test',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ref: page!.searchParams.get('ref')!,
        amount: page!.searchParams.get('amount')!,
        sig: page!.searchParams.get('sig')!,
        outcome: 'paid',
      }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    const [order] = await database.query<{ status: string }>(
      `select status from orders where id = $1`,
      [orderId],
    );
    expect(order!.status).toBe('paid');
  });
});

describe('production mode', () => {
  it('has no development mailbox', async () => {
    const { app } = started('production');
    for (const url of [
      '/dev/mailbox',
      '/dev/mailbox.json',
      '/dev/mailbox.json?to=a@b.c',
      '/dev/mailbox/1',
    ])
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    // Mail waits in the outbox: no sweep sends it anywhere.
    expect(app.sweeps.names).not.toContain('mail');
  });

  it('has no test gateway page, to GET or to POST', async () => {
    const { app } = started('production');
    // The very page and answer that pay a demo order.
    const { page } = await payByCard('demo');
    const fields = {
      ref: page!.searchParams.get('ref')!,
      amount: page!.searchParams.get('amount')!,
      sig: page!.searchParams.get('sig')!,
    };
    expect((await app.inject({ url: page!.pathname + page!.search })).statusCode).toBe(404);
    const posted = await app.inject({
      method: 'POST',
      url: '/paiement/test',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...fields, outcome: 'paid' }).toString(),
    });
    expect(posted.statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/payments/offline/notify' })).statusCode).toBe(
      404,
    );
  });

  it('neither offers nor accepts a method without credentials', async () => {
    const offered = await offeredCodes('production');
    for (const code of ONLINE) expect(offered).not.toContain(code);
    expect(offered).toEqual(expect.arrayContaining(['transfer', 'check', 'store']));

    const { app } = started('production');
    const { headers, orderId } = await cartWith('production', null);
    const assign = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}/payment_methods/monetico/assign`,
      headers,
    });
    expect(assign.statusCode).toBe(404);
    // A card order slipped in by other means is refused at placing, never routed anywhere.
    const { placed, page } = await payByCard('production');
    expect(placed.statusCode).toBe(422);
    expect(placed.json().errors.payment_method).toBeDefined();
    expect(page).toBeNull();
  });
});
