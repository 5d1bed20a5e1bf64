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

/** The customer's answer on the offline gateway's page (`outcome`: paid, or a decline). */
function answerGatewayPage(page: URL, outcome: string, extra: Record<string, string> = {}) {
  return api.app.inject({
    method: 'POST',
    url: '/paiement/test',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      ref: page.searchParams.get('ref')!,
      amount: page.searchParams.get('amount')!,
      sig: page.searchParams.get('sig')!,
      outcome,
      ...extra,
    }).toString(),
  });
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
    const paid = await answerGatewayPage(page, 'paid');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(/\/panier\/confirmation\?order=\d+$/);
    expect(await orderRow(orderId)).toEqual({ status: 'paid', payment_status: 'paid' });
  });

  it('declines with a reason (not charged, order kept for a retry), then a retry pays', async () => {
    const { headers, orderId } = await placedOrder('monetico');
    const stockAfterPlacing = await stock();
    const page = await startPayment(headers, orderId);
    const declined = await answerGatewayPage(page, 'refused', { reason: 'card_expiring' });
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

describe('back office: parcels and refunds', () => {
  /** An order paid by card through the offline gateway (its page, "paid"). */
  async function paidOrder() {
    const { headers, orderId } = await placedOrder('monetico');
    const page = await startPayment(headers, orderId);
    const paid = await answerGatewayPage(page, 'paid');
    expect(paid.statusCode).toBe(303);
    const [row] = await api.database.query<{ due: number }>(
      `select (totals->>'amountDueCents')::int as due from orders where id = $1`,
      [orderId],
    );
    return { headers, orderId, paidCents: row!.due };
  }

  let admin: Record<string, string>;
  beforeAll(async () => {
    const [user] = await api.database.query<{ id: number }>(
      `insert into users (email, firstname, lastname, role) values ($1, 'Owner', 'Shop', 'admin') returning id`,
      [`owner-${Date.now()}@example.test`],
    );
    const { token } = await openSession(api.database.db, user!.id, new Date());
    admin = { authorization: `Bearer ${token}` };
  });

  const post = (headers: Record<string, string>, url: string, payload: unknown) =>
    api.app.inject({ method: 'POST', url, headers, payload: payload as object });

  it('records a parcel: the order is shipped, the customer sees the tracking link', async () => {
    const { headers, orderId } = await paidOrder();
    const parcel = {
      carrier: 'Colissimo',
      tracking_number: '6A12345678901',
      tracking_url: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
    };
    // Customers and visitors do not see the back office.
    expect((await post(headers, `/api/admin/orders/${orderId}/shipments`, parcel)).statusCode).toBe(
      404,
    );
    expect((await post({}, `/api/admin/orders/${orderId}/shipments`, parcel)).statusCode).toBe(404);
    const made = await post(admin, `/api/admin/orders/${orderId}/shipments`, parcel);
    expect(made.statusCode, made.body).toBe(201);
    expect((await post(admin, `/api/admin/orders/${orderId}/shipments`, parcel)).statusCode).toBe(
      409,
    );
    const [row] = await api.database.query<{ shipping_status: string }>(
      `select shipping_status from orders where id = $1`,
      [orderId],
    );
    expect(row!.shipping_status).toBe('shipped');
    const seen = (
      (await api.app.inject({ url: `/api/orders/${orderId}`, headers })).json() as {
        data: { shipments: { carrier: string; tracking_number: string; tracking_url: string }[] };
      }
    ).data;
    expect(seen.shipments).toEqual([expect.objectContaining(parcel)]);
    for (const bad of [
      { carrier: '', tracking_number: 'X1' },
      { carrier: 'DPD', tracking_number: 'has space' },
      { carrier: 'DPD', tracking_number: 'X1', tracking_url: 'javascript:alert(1)' },
      { carrier: 'DPD', tracking_number: 'X1', shipped_at: 'yesterday' },
      { carrier: 'DPD', tracking_number: 'X1', extra: 1 },
    ]) {
      const refused = await post(admin, `/api/admin/orders/${orderId}/shipments`, bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(422);
    }
    expect((await post(admin, '/api/admin/orders/999999/shipments', parcel)).statusCode).toBe(404);
  });

  it('refuses to ship an order still waiting for its payment', async () => {
    const { orderId } = await placedOrder('monetico');
    const res = await post(admin, `/api/admin/orders/${orderId}/shipments`, {
      carrier: 'DPD',
      tracking_number: 'DPD001',
    });
    expect(res.statusCode).toBe(409);
    const [count] = await api.database.query<{ n: number }>(
      `select count(*)::int as n from order_shipments where order_id = $1`,
      [orderId],
    );
    expect(count!.n).toBe(0);
  });

  it('refunds part then the rest through the gateway, each with its credit note, never more', async () => {
    const { headers, orderId, paidCents } = await paidOrder();
    const url = `/api/admin/orders/${orderId}/refunds`;
    for (const bad of [
      { amount_cents: 0, reason: 'x' },
      { amount_cents: -5, reason: 'x' },
      { amount_cents: 1.5, reason: 'x' },
      { amount_cents: 100, reason: '' },
      { amount_cents: paidCents + 1, reason: 'too much' },
    ]) {
      expect((await post(admin, url, bad)).statusCode, JSON.stringify(bad)).toBe(422);
    }
    expect((await post(headers, url, { amount_cents: 100, reason: 'x' })).statusCode).toBe(404);

    const first = await post(admin, url, { amount_cents: 1000, reason: 'Geste commercial' });
    expect(first.statusCode, first.body).toBe(201);
    expect((first.json() as { data: { status: string } }).data.status).toBe('succeeded');
    const state = async () =>
      (
        await api.database.query<{ payment_status: string }>(
          `select payment_status from orders where id = $1`,
          [orderId],
        )
      )[0]!.payment_status;
    expect(await state()).toBe('partially_refunded');

    // Two at once for the whole rest: one passes, the other is told it is too much.
    const rest = paidCents - 1000;
    const racing = await Promise.all([
      post(admin, url, { amount_cents: rest, reason: 'Retour' }),
      post(admin, url, { amount_cents: rest, reason: 'Retour' }),
    ]);
    // The loser is told the amount is too much (422), or — when the winner has already
    // finished — that nothing is left to refund (409).
    const codes = racing.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(201);
    expect([409, 422]).toContain(codes[1]);
    expect(await state()).toBe('refunded');

    const refunds = (
      (await api.app.inject({ url: `/api/orders/${orderId}/refunds`, headers })).json() as {
        data: { amount: number; status: string; credit_note_id: number | null }[];
      }
    ).data;
    expect(refunds.map((r) => Math.round(r.amount * 100))).toEqual([1000, rest]);
    expect(refunds.every((r) => r.status === 'succeeded' && r.credit_note_id !== null)).toBe(true);
    const notes = await api.database.query<{ total: number; number: string }>(
      `select total_ttc_cents as total, number from invoices
        where order_id = $1 and kind = 'credit_note' order by id`,
      [orderId],
    );
    expect(notes.map((n) => n.total)).toEqual([-1000, -rest]);
    const pdf = await api.app.inject({
      url: `/api/invoices/${refunds[0]!.credit_note_id}/download`,
      headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    // Another customer sees no refunds of this order.
    const stranger = await placedOrder('transfer');
    expect(
      (await api.app.inject({ url: `/api/orders/${orderId}/refunds`, headers: stranger.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('has nothing to refund on an unpaid order', async () => {
    const { orderId } = await placedOrder('transfer');
    const res = await post(admin, `/api/admin/orders/${orderId}/refunds`, {
      amount_cents: 100,
      reason: 'x',
    });
    expect(res.statusCode).toBe(409);
  });
});
