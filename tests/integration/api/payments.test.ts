import { beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../../src/modules/customers';
import { expireUnpaidTransfers } from '../../../src/modules/orders';
import { signOfflineNotification } from '../../../src/modules/payments';
import { paymentSettings } from '../../../src/server/payments';
import { createTestApp } from '../../support/app';

const SECRET = 'test-offline-secret';
const settings = paymentSettings({ PAYMENT_OFFLINE_SECRET: SECRET }, false);
let api: Awaited<ReturnType<typeof createTestApp>>;

let variantId: number;
let rangeId: number;
let frId: number;

beforeAll(async () => {
  api = await createTestApp({ payments: settings });
  const [variant] = await api.database.query<{ id: number }>(
    `select v.id from variants v join products p on p.id = v.product_id
      where v.is_active and p.is_active order by v.id limit 1`,
  );
  variantId = variant!.id;
  await api.database.query(
    `update variants set quantity_available = 100, out_of_stock_status = 'sold_out' where id = $1`,
    [variantId],
  );
  const [range] = await api.database.query<{ id: number }>(
    `select r.id from shipping_method_ranges r join shipping_methods m on m.id = r.shipping_method_id
      where m.code = 'store_pickup'`,
  );
  rangeId = range!.id;
  const [fr] = await api.database.query<{ id: number }>(
    `select id from countries where iso = 'FR'`,
  );
  frId = fr!.id;
  return () => api.close();
});

/** A customer whose order (2 of the variant) is placed, to be paid with `method`. */
async function placedOrder(method: string) {
  const [user] = await api.database.query<{ id: number }>(
    `insert into users (email, firstname, lastname, locale) values ($1, 'Paula', 'Payer', 'fr') returning id`,
    [`payer-${Math.random().toString(36).slice(2)}@example.test`],
  );
  const address = JSON.stringify({
    firstname: 'Paula',
    lastname: 'Payer',
    company: null,
    address: '1 rue de la Paix',
    address_complement: null,
    floor: null,
    building: null,
    city: 'Paris',
    post_code: '75002',
    country_id: frId,
    country_iso: 'FR',
    phone: '+33612345678',
    fixed_phone: null,
  });
  const [cart] = await api.database.query<{ id: number }>(
    `insert into orders (user_id, shipping_address, billing_address, shipping_method_range_id, payment_method)
     values ($1, $2::jsonb, $2::jsonb, $3, $4) returning id`,
    [user!.id, address, rangeId, method],
  );
  await api.database.query(
    `insert into order_variants (order_id, variant_id, quantity) values ($1, $2, 2)`,
    [cart!.id, variantId],
  );
  const { token } = await openSession(api.database.db, user!.id, new Date());
  const headers = { authorization: `Bearer ${token}` };
  const placed = await api.app.inject({
    method: 'POST',
    url: '/api/orders/current/place',
    headers,
  });
  expect(placed.statusCode).toBe(201);
  return { headers, orderId: cart!.id };
}

const orderRow = async (id: number) =>
  (
    await api.database.query<{ status: string; payment_status: string }>(
      `select status, payment_status from orders where id = $1`,
      [id],
    )
  )[0]!;
const stock = async () =>
  (
    await api.database.query<{ q: number }>(
      `select quantity_available as q from variants where id = $1`,
      [variantId],
    )
  )[0]!.q;

async function startPayment(headers: Record<string, string>, orderId: number) {
  const res = await api.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/payments`,
    headers,
  });
  expect(res.statusCode).toBe(201);
  const start = (res.json() as { data: { kind: string; url: string } }).data;
  expect(start.kind).toBe('redirect');
  return new URL(start.url, 'http://localhost');
}

describe('offline card gateway', () => {
  it('pays through the hosted test page, and only the server-side notification changes the order', async () => {
    const { headers, orderId } = await placedOrder('monetico');
    const page = await startPayment(headers, orderId);
    expect(page.pathname).toBe('/paiement/test');
    const html = await api.app.inject({ url: page.pathname + page.search });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('data-testid="offline-pay"');
    // A tampered amount is not this payment's page.
    const forged = new URLSearchParams(page.search);
    forged.set('amount', '1');
    expect((await api.app.inject({ url: `/paiement/test?${forged}` })).statusCode).toBe(404);
    const paid = await api.app.inject({
      method: 'POST',
      url: '/paiement/test',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ref: page.searchParams.get('ref')!,
        amount: page.searchParams.get('amount')!,
        sig: page.searchParams.get('sig')!,
        outcome: 'paid',
      }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(/\/panier\/confirmation\?order=\d+$/);
    expect(await orderRow(orderId)).toEqual({ status: 'paid', payment_status: 'paid' });
  });

  it('declines with a reason (not charged, order kept for a retry), then a retry pays', async () => {
    const { headers, orderId } = await placedOrder('monetico');
    const stockAfterPlacing = await stock();
    const page = await startPayment(headers, orderId);
    const declined = await api.app.inject({
      method: 'POST',
      url: '/paiement/test',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ref: page.searchParams.get('ref')!,
        amount: page.searchParams.get('amount')!,
        sig: page.searchParams.get('sig')!,
        outcome: 'refused',
        reason: 'card_expiring',
      }).toString(),
    });
    expect(declined.headers.location).toMatch(
      /\/panier\/annulation\?order=\d+&reason=card_expiring$/,
    );
    expect(await orderRow(orderId)).toEqual({ status: 'not_paid', payment_status: 'refused' });
    expect(await stock()).toBe(stockAfterPlacing);
    const retry = await startPayment(headers, orderId);
    expect(retry.searchParams.get('ref')).not.toBe(page.searchParams.get('ref'));
    expect(await orderRow(orderId)).toEqual({
      status: 'awaiting_payment',
      payment_status: 'awaiting',
    });
  });
});

describe('notifications', () => {
  async function notification(orderId: number, headers: Record<string, string>, eventId: string) {
    const page = await startPayment(headers, orderId);
    return new URLSearchParams(
      signOfflineNotification(SECRET, {
        reference: page.searchParams.get('ref')!,
        outcome: 'paid',
        amountCents: Number(page.searchParams.get('amount')),
        eventId,
      }),
    ).toString();
  }
  const notify = (payload: string) =>
    api.app.inject({
      method: 'POST',
      url: '/payments/offline/notify',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
  const notificationCount = async (eventId: string) =>
    (
      await api.database.query<{ n: number }>(
        `select count(*)::int as n from payment_notifications where event_id = $1`,
        [eventId],
      )
    )[0]!.n;

  it('acts once on the same notification sent 10 times, then 10 at once', async () => {
    const { headers, orderId } = await placedOrder('monetico');
    const payload = await notification(orderId, headers, 'evt-repeat-1');
    for (let i = 0; i < 10; i++) expect((await notify(payload)).statusCode).toBe(200);
    expect(await notificationCount('evt-repeat-1')).toBe(1);
    expect(await orderRow(orderId)).toEqual({ status: 'paid', payment_status: 'paid' });

    const second = await placedOrder('monetico');
    const concurrent = await notification(second.orderId, second.headers, 'evt-concurrent-1');
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(concurrent)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(await notificationCount('evt-concurrent-1')).toBe(1);
    expect(await orderRow(second.orderId)).toEqual({ status: 'paid', payment_status: 'paid' });
  });

  it('answers 400 to a bad signature and changes nothing', async () => {
    const { headers, orderId } = await placedOrder('monetico');
    const payload = new URLSearchParams(await notification(orderId, headers, 'evt-forged-1'));
    payload.set('amountCents', '1');
    const res = await notify(payload.toString());
    expect(res.statusCode).toBe(400);
    expect(await notificationCount('evt-forged-1')).toBe(0);
    expect(await orderRow(orderId)).toEqual({
      status: 'awaiting_payment',
      payment_status: 'awaiting',
    });
  });

  it('does not start a payment for someone else, nor for a transfer order', async () => {
    const mine = await placedOrder('monetico');
    const other = await placedOrder('transfer');
    const res = await api.app.inject({
      method: 'POST',
      url: `/api/orders/${mine.orderId}/payments`,
      headers: other.headers,
    });
    expect(res.statusCode).toBe(404);
    const transfer = await api.app.inject({
      method: 'POST',
      url: `/api/orders/${other.orderId}/payments`,
      headers: other.headers,
    });
    expect(transfer.statusCode).toBe(409);
  });
});

describe('bank transfer', () => {
  it('cancels the order after 7 days without a transfer and gives the stock back once', async () => {
    const before = await stock();
    const { orderId } = await placedOrder('transfer');
    expect(await stock()).toBe(before - 2);
    await api.database.query(
      `update orders set placed_at = now() - interval '8 days' where id = $1`,
      [orderId],
    );
    expect(await expireUnpaidTransfers(api.database.db, new Date())).toBeGreaterThanOrEqual(1);
    expect((await orderRow(orderId)).status).toBe('cancelled');
    expect(await stock()).toBe(before);
    await expireUnpaidTransfers(api.database.db, new Date());
    expect(await stock()).toBe(before);
  });
});
