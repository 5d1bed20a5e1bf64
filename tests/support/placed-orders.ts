/**
 * Placed orders in a few calls, for invoice and order e-mail tests: a customer with a cart
 * (lines, addresses, delivery and payment method written directly), placed through the real
 * `POST /api/orders/current/place`, then paid through the offline gateway's signed
 * notification — the path a real payment takes.
 */
import { expect } from 'vitest';
import { openSession } from '../../src/modules/customers';
import { signOfflineNotification } from '../../src/modules/payments';
import type { TestApp } from './app';
import type { Database } from '../../src/db/client';

export const OFFLINE_SECRET = 'test-offline-secret';

export interface OrderFixtures {
  variantId: number;
  homeRangeId: number;
  storeRangeId: number;
  frId: number;
}

/** A stock variant with plenty left, a home-delivery range for two of it, the pickup range. */
export async function orderFixtures(database: Database): Promise<OrderFixtures> {
  const [variant] = await database.query<{ id: number; weight: number }>(
    `select v.id, v.weight_grams as weight from variants v join products p on p.id = v.product_id
      where v.is_active and p.is_active and v.weight_grams between 100 and 2000
      order by v.id limit 1`,
  );
  await database.query(
    `update variants set quantity_available = 100000, out_of_stock_status = 'stock' where id = $1`,
    [variant!.id],
  );
  const weight = variant!.weight * 2;
  const [home] = await database.query<{ id: number }>(
    `select r.id from shipping_method_ranges r join shipping_methods m on m.id = r.shipping_method_id
      where m.code = 'colissimo_home' and 'FR' = any(r.country_isos)
        and r.min_weight_grams <= $1 and r.max_weight_grams > $1 limit 1`,
    [weight],
  );
  const [store] = await database.query<{ id: number }>(
    `select r.id from shipping_method_ranges r join shipping_methods m on m.id = r.shipping_method_id
      where m.code = 'store_pickup' limit 1`,
  );
  const [fr] = await database.query<{ id: number }>(`select id from countries where iso = 'FR'`);
  return { variantId: variant!.id, homeRangeId: home!.id, storeRangeId: store!.id, frId: fr!.id };
}

export interface PlacedOrder {
  orderId: number;
  userId: number;
  email: string;
  number: string;
  headers: Record<string, string>;
}

/** A new customer's order of 2 × the variant, placed in `locale` to be paid with `method`. */
export async function placeOrderFor(
  app: TestApp,
  database: Database,
  fixtures: OrderFixtures,
  options: {
    method: string;
    locale?: string;
    delivery?: 'home' | 'store';
    firstname?: string;
    /** Units of the variant (2 by default). */
    quantity?: number;
    /** Runs once the customer exists, before placing (e.g. to verify their company). */
    beforePlace?: (userId: number) => Promise<void>;
  },
): Promise<PlacedOrder> {
  const email = `buyer-${Math.random().toString(36).slice(2)}@example.test`;
  const firstname = options.firstname ?? 'Paula';
  const [user] = await database.query<{ id: number }>(
    `insert into users (email, firstname, lastname, locale) values ($1, $2, 'Payer', 'fr') returning id`,
    [email, firstname],
  );
  const address = JSON.stringify({
    firstname,
    lastname: 'Payer',
    company: null,
    address: '1 rue de la Paix',
    address_complement: null,
    floor: null,
    building: null,
    city: 'Paris',
    post_code: '75002',
    country_id: fixtures.frId,
    country_iso: 'FR',
    phone: '+33612345678',
    fixed_phone: null,
  });
  const range = options.delivery === 'store' ? fixtures.storeRangeId : fixtures.homeRangeId;
  const [cart] = await database.query<{ id: number }>(
    `insert into orders (user_id, shipping_address, billing_address, shipping_method_range_id, payment_method)
     values ($1, $2::jsonb, $2::jsonb, $3, $4) returning id`,
    [user!.id, address, range, options.method],
  );
  await database.query(
    `insert into order_variants (order_id, variant_id, quantity) values ($1, $2, $3)`,
    [cart!.id, fixtures.variantId, options.quantity ?? 2],
  );
  await options.beforePlace?.(user!.id);
  const { token } = await openSession(database.db, user!.id, new Date());
  const headers = { authorization: `Bearer ${token}` };
  const placed = await app.inject({
    method: 'POST',
    url: '/api/orders/current/place',
    headers: { ...headers, language: options.locale ?? 'fr' },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const number = (placed.json() as { data: { number: string } }).data.number;
  return { orderId: cart!.id, userId: user!.id, email, number, headers };
}

/** The signed notification that the order's new payment attempt was paid in full. */
export async function paidNotification(app: TestApp, order: PlacedOrder, eventId: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/orders/${order.orderId}/payments`,
    headers: order.headers,
  });
  expect(res.statusCode, res.body).toBe(201);
  const page = new URL((res.json() as { data: { url: string } }).data.url, 'http://localhost');
  return new URLSearchParams(
    signOfflineNotification(OFFLINE_SECRET, {
      reference: page.searchParams.get('ref')!,
      outcome: 'paid',
      amountCents: Number(page.searchParams.get('amount')),
      eventId,
    }),
  ).toString();
}

export function notify(app: TestApp, payload: string) {
  return app.inject({
    method: 'POST',
    url: '/payments/offline/notify',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });
}

export interface OutboxMail {
  to: string;
  locale: string;
  template: string;
  data: Record<string, unknown>;
}

/** The mails queued for an address, oldest first. */
export function outboxFor(database: Database, to: string): Promise<OutboxMail[]> {
  return database.query<OutboxMail>(
    `select "to", locale, template, data from email_outbox where "to" = $1 order by id`,
    [to],
  );
}
