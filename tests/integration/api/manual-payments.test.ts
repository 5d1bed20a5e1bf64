import { beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../../src/modules/customers';
import { expireUnpaidTransfers } from '../../../src/modules/orders';
import { shopDay, signOfflineNotification } from '../../../src/modules/payments';
import { paymentSettings } from '../../../src/server/payments';
import { createTestApp } from '../../support/app';
import {
  OFFLINE_SECRET,
  notify,
  orderFixtures,
  outboxFor,
  placeOrderFor,
  type OrderFixtures,
  type PlacedOrder,
} from '../../support/placed-orders';

let api: Awaited<ReturnType<typeof createTestApp>>;
let fixtures: OrderFixtures;
let admin: Record<string, string>;

beforeAll(async () => {
  api = await createTestApp({
    payments: paymentSettings({ PAYMENT_OFFLINE_SECRET: OFFLINE_SECRET }, false),
  });
  fixtures = await orderFixtures(api.database);
  const [user] = await api.database.query<{ id: number }>(
    `insert into users (email, firstname, lastname, role) values ('owner-manual@example.test', 'Owner', 'Shop', 'admin') returning id`,
  );
  const { token } = await openSession(api.database.db, user!.id, new Date());
  admin = { authorization: `Bearer ${token}` };
  return () => api.close();
});

const place = (options: Parameters<typeof placeOrderFor>[3]) =>
  placeOrderFor(api.app, api.database, fixtures, options);
const post = (headers: Record<string, string>, url: string, payload: unknown = {}) =>
  api.app.inject({ method: 'POST', url, headers, payload: payload as object });
const today = () => shopDay(new Date());

const orderRow = async (id: number) =>
  (
    await api.database.query<{ status: string; payment_status: string; shipping_status: string }>(
      `select status, payment_status, shipping_status from orders where id = $1`,
      [id],
    )
  )[0]!;
const dueCents = async (id: number) =>
  (
    await api.database.query<{ due: number }>(
      `select (totals->>'amountDueCents')::int as due from orders where id = $1`,
      [id],
    )
  )[0]!.due;
const count = async (sql: string, params: unknown[]) =>
  (await api.database.query<{ n: number }>(sql, params))[0]!.n;
const invoicesOf = (id: number, kind: string) =>
  count(`select count(*)::int as n from invoices where order_id = $1 and kind = $2`, [id, kind]);
const stockOf = async () =>
  (
    await api.database.query<{ q: number }>(
      `select quantity_available as q from variants where id = $1`,
      [fixtures.variantId],
    )
  )[0]!.q;

interface PaymentState {
  status: string;
  amount_due: number;
  amount_received: number;
  amount_remaining: number;
  payments: { provider: string; method: string; status: string; amount: number }[];
  can_record_payment: boolean;
  can_complete_pickup: boolean;
  can_cancel: boolean;
}
const paymentState = async (id: number) =>
  (
    (await api.app.inject({ url: `/api/admin/orders/${id}/payments`, headers: admin })).json() as {
      data: PaymentState;
    }
  ).data;

/** The offline gateway's signed notification of `outcome` for the order's payment `reference`. */
function signed(reference: string, outcome: string, amountCents: number, eventId: string) {
  return new URLSearchParams(
    signOfflineNotification(OFFLINE_SECRET, {
      reference,
      outcome: outcome as 'paid',
      amountCents,
      eventId,
      ...(outcome === 'refused' ? { declineReason: 'technical' as const } : {}),
    }),
  ).toString();
}

/** A card order paid through the offline gateway's notification: its payment reference. */
async function paidByCard(): Promise<PlacedOrder & { reference: string; amount: number }> {
  const order = await place({ method: 'monetico' });
  const res = await post(order.headers, `/api/orders/${order.orderId}/payments`);
  expect(res.statusCode, res.body).toBe(201);
  const page = new URL((res.json() as { data: { url: string } }).data.url, 'http://localhost');
  const reference = page.searchParams.get('ref')!;
  const amount = Number(page.searchParams.get('amount'));
  expect(
    (await notify(api.app, signed(reference, 'paid', amount, `evt-${reference}-paid`))).statusCode,
  ).toBe(200);
  expect((await orderRow(order.orderId)).status).toBe('paid');
  return { ...order, reference, amount };
}

describe('a late failure notification after "paid"', () => {
  it('keeps the order and its payment paid, and the refund still goes to the gateway', async () => {
    const order = await paidByCard();
    for (const outcome of ['refused', 'cancelled', 'pending_review']) {
      const res = await notify(
        api.app,
        signed(order.reference, outcome, order.amount, `evt-${order.reference}-${outcome}`),
      );
      expect(res.statusCode).toBe(200);
    }
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'paid', payment_status: 'paid' });
    const [payment] = await api.database.query<{ status: string }>(
      `select status from payments where order_id = $1`,
      [order.orderId],
    );
    expect(payment!.status).toBe('paid');
    // Each late notification is in the log, marked as kept.
    const logged = await api.database.query<{ outcome: string; result: string }>(
      `select n.outcome, n.result from payment_notifications n join payments p on p.id = n.payment_id
        where p.order_id = $1 order by n.id`,
      [order.orderId],
    );
    expect(logged).toEqual([
      { outcome: 'paid', result: 'applied' },
      { outcome: 'refused', result: 'kept' },
      { outcome: 'cancelled', result: 'kept' },
      { outcome: 'pending_review', result: 'kept' },
    ]);
    // "Paid" again under another event id: a duplicate, nothing moves twice.
    await notify(
      api.app,
      signed(order.reference, 'paid', order.amount, `evt-${order.reference}-again`),
    );
    const mails = (await outboxFor(api.database, order.email)).map((m) => m.template);
    expect(mails.filter((t) => t === 'payment_received')).toHaveLength(1);

    const refund = await post(admin, `/api/admin/orders/${order.orderId}/refunds`, {
      amount_cents: order.amount,
      reason: 'Retour',
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const [row] = await api.database.query<{ status: string; provider_refund_id: string | null }>(
      `select status, provider_refund_id from refunds where order_id = $1`,
      [order.orderId],
    );
    // The gateway's own refund id: the money went back through it.
    expect(row).toEqual({
      status: 'succeeded',
      provider_refund_id: expect.stringMatching(/^offline-refund-R/),
    });
    expect(await invoicesOf(order.orderId, 'credit_note')).toBe(1);
  });

  it('records no refund as succeeded when no gateway said so', async () => {
    // A payment whose gateway is no longer in use: it cannot be asked, so nothing is refunded.
    const gone = await paidByCard();
    await api.database.query(`update payments set provider = 'paybox' where order_id = $1`, [
      gone.orderId,
    ]);
    const failed = await post(admin, `/api/admin/orders/${gone.orderId}/refunds`, {
      amount_cents: 500,
      reason: 'Geste',
    });
    expect(failed.statusCode).toBe(502);
    const [row] = await api.database.query<{ status: string }>(
      `select status from refunds where order_id = $1`,
      [gone.orderId],
    );
    expect(row!.status).toBe('failed');
    expect(await invoicesOf(gone.orderId, 'credit_note')).toBe(0);
    expect((await orderRow(gone.orderId)).payment_status).toBe('paid');

    // An order marked paid with no payment received (as a late refusal used to leave it):
    // nobody took money, nobody gives any back — refused, nothing recorded.
    const orphan = await paidByCard();
    await api.database.query(`update payments set status = 'refused' where order_id = $1`, [
      orphan.orderId,
    ]);
    const refused = await post(admin, `/api/admin/orders/${orphan.orderId}/refunds`, {
      amount_cents: 500,
      reason: 'Geste',
    });
    expect(refused.statusCode).toBe(409);
    expect(
      await count(`select count(*)::int as n from refunds where order_id = $1`, [orphan.orderId]),
    ).toBe(0);
    expect(await invoicesOf(orphan.orderId, 'credit_note')).toBe(0);
  });
});

describe('payment received (bank transfer)', () => {
  const url = (order: PlacedOrder) => `/api/admin/orders/${order.orderId}/payments`;

  it('refuses bad input, strangers and online orders', async () => {
    const order = await place({ method: 'transfer' });
    const due = await dueCents(order.orderId);
    const good = { amount_cents: 100, received_on: today(), reference: 'VIR-1' };
    for (const bad of [
      { ...good, amount_cents: 0 },
      { ...good, amount_cents: -5 },
      { ...good, amount_cents: 1.5 },
      { ...good, amount_cents: '100' },
      { ...good, amount_cents: 100_000_001 },
      { ...good, amount_cents: due + 1 },
      { ...good, reference: '' },
      { ...good, reference: 'x'.repeat(61) },
      { ...good, received_on: '2026-02-30' },
      { ...good, received_on: 'hier' },
      { ...good, received_on: '2999-01-01' },
      { ...good, received_on: '2000-01-01' },
      { amount_cents: 100, received_on: today() },
      { ...good, extra: 1 },
    ]) {
      const res = await post(admin, url(order), bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
    }
    const tooMuch = await post(admin, url(order), { ...good, amount_cents: due + 1 });
    expect(
      (tooMuch.json() as { errors: Record<string, string[]> }).errors.amount_cents![0],
    ).toContain(String(due / 100));
    // Customers and visitors do not see the back office; an unknown order is a 404.
    expect((await post(order.headers, url(order), good)).statusCode).toBe(404);
    expect((await post({}, url(order), good)).statusCode).toBe(404);
    expect((await api.app.inject({ url: url(order), headers: order.headers })).statusCode).toBe(
      404,
    );
    expect((await post(admin, '/api/admin/orders/999999/payments', good)).statusCode).toBe(404);
    // A card order's money comes from the gateway, never typed in.
    const card = await place({ method: 'monetico' });
    const online = await post(admin, url(card), good);
    expect(online.statusCode).toBe(409);
    expect((online.json() as { message: string }).message).toContain('en ligne');
    expect(
      await count(`select count(*)::int as n from payments where order_id = $1`, [order.orderId]),
    ).toBe(0);
  });

  it('records part, then the rest: partially paid, then paid with its invoice, mail and parcel', async () => {
    const order = await place({ method: 'transfer' });
    const due = await dueCents(order.orderId);
    const first = Math.floor(due / 3);
    const part = await post(admin, url(order), {
      amount_cents: first,
      received_on: today(),
      reference: 'VIR-A',
    });
    expect(part.statusCode, part.body).toBe(201);
    expect((part.json() as { data: PaymentState }).data).toMatchObject({
      status: 'partially_paid',
      amount_due: due / 100,
      amount_received: first / 100,
      amount_remaining: (due - first) / 100,
      can_record_payment: true,
    });
    expect(await invoicesOf(order.orderId, 'invoice')).toBe(0);
    // The same transfer typed twice is one payment.
    const again = await post(admin, url(order), {
      amount_cents: first,
      received_on: today(),
      reference: 'VIR-A',
    });
    expect(again.statusCode).toBe(409);
    // A partially paid order cannot ship yet, and the 7-day sweep does not cancel it.
    expect(
      (
        await post(admin, `/api/admin/orders/${order.orderId}/shipments`, {
          carrier: 'DPD',
          tracking_number: 'D1',
        })
      ).statusCode,
    ).toBe(409);
    await api.database.query(
      `update orders set placed_at = now() - interval '8 days' where id = $1`,
      [order.orderId],
    );
    await expireUnpaidTransfers(api.database.db, new Date());
    expect((await orderRow(order.orderId)).status).toBe('partially_paid');

    const rest = await post(admin, url(order), {
      amount_cents: due - first,
      received_on: today(),
      reference: 'VIR-B',
    });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'paid', payment_status: 'paid' });
    expect(await paymentState(order.orderId)).toMatchObject({
      amount_received: due / 100,
      amount_remaining: 0,
      can_record_payment: false,
      payments: [
        { provider: 'manual', method: 'transfer', status: 'paid', amount: first / 100 },
        { provider: 'manual', method: 'transfer', status: 'paid', amount: (due - first) / 100 },
      ],
    });
    expect(await invoicesOf(order.orderId, 'invoice')).toBe(1);
    const mails = (await outboxFor(api.database, order.email)).map((m) => m.template);
    expect(mails.filter((t) => t === 'payment_received')).toHaveLength(1);
    // Nothing more is due.
    const more = await post(admin, url(order), {
      amount_cents: 1,
      received_on: today(),
      reference: 'VIR-C',
    });
    expect(more.statusCode).toBe(409);
    const parcel = await post(admin, `/api/admin/orders/${order.orderId}/shipments`, {
      carrier: 'Colissimo',
      tracking_number: '6A000000001',
    });
    expect(parcel.statusCode, parcel.body).toBe(201);
    // A paid transfer order is never cancelled by the sweep.
    await expireUnpaidTransfers(api.database.db, new Date());
    expect((await orderRow(order.orderId)).status).toBe('paid');
    // Refunding money received by hand: the shop pays it back, recorded with its credit note.
    const refund = await post(admin, `/api/admin/orders/${order.orderId}/refunds`, {
      amount_cents: 100,
      reason: 'Geste',
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(await invoicesOf(order.orderId, 'credit_note')).toBe(1);
  });

  it('records a cheque; refuses a cancelled order', async () => {
    const cheque = await place({ method: 'check' });
    const due = await dueCents(cheque.orderId);
    const res = await post(admin, url(cheque), {
      amount_cents: due,
      received_on: today(),
      reference: 'CHQ 0012345',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await orderRow(cheque.orderId)).status).toBe('paid');

    const cancelled = await place({ method: 'transfer' });
    expect((await post(admin, `/api/admin/orders/${cancelled.orderId}/cancel`)).statusCode).toBe(
      200,
    );
    const late = await post(admin, url(cancelled), {
      amount_cents: 100,
      received_on: today(),
      reference: 'VIR-9',
    });
    expect(late.statusCode).toBe(409);
    expect(
      await count(`select count(*)::int as n from payments where order_id = $1`, [
        cancelled.orderId,
      ]),
    ).toBe(0);
  });

  it('counts two posts at once only once: the order is never paid twice', async () => {
    const order = await place({ method: 'transfer' });
    const due = await dueCents(order.orderId);
    const answers = await Promise.all([
      post(admin, url(order), { amount_cents: due, received_on: today(), reference: 'VIR-X' }),
      post(admin, url(order), { amount_cents: due, received_on: today(), reference: 'VIR-Y' }),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes[0]).toBe(201);
    // The loser sees the order paid (409) or the amount too large for what is left (422).
    expect([409, 422]).toContain(codes[1]);
    const received = await count(
      `select coalesce(sum(amount_cents), 0)::int as n from payments where order_id = $1 and status = 'paid'`,
      [order.orderId],
    );
    expect(received).toBe(due);
    expect(await invoicesOf(order.orderId, 'invoice')).toBe(1);

    // Two halves at once both count, and together they pay the order.
    const halves = await place({ method: 'transfer' });
    const total = await dueCents(halves.orderId);
    const half = Math.floor(total / 2);
    const both = await Promise.all([
      post(admin, url(halves), { amount_cents: half, received_on: today(), reference: 'H1' }),
      post(admin, url(halves), {
        amount_cents: total - half,
        received_on: today(),
        reference: 'H2',
      }),
    ]);
    expect(both.map((a) => a.statusCode)).toEqual([201, 201]);
    expect((await orderRow(halves.orderId)).status).toBe('paid');
    expect(await invoicesOf(halves.orderId, 'invoice')).toBe(1);
  });
});

describe('the 7-day transfer sweep', () => {
  it('never cancels an order with a payment recorded, whatever its state says', async () => {
    const order = await place({ method: 'transfer' });
    // A payment row the state does not reflect (as an interrupted or older write could leave).
    await api.database.query(
      `insert into payments (order_id, method, provider, reference, amount_cents, status, provider_payment_id)
       values ($1, 'transfer', 'manual', $2, 100, 'paid', 'VIR-OLD')`,
      [order.orderId, `MTEST${order.orderId}`],
    );
    await api.database.query(
      `update orders set placed_at = now() - interval '8 days' where id = $1`,
      [order.orderId],
    );
    const unpaid = await place({ method: 'transfer' });
    await api.database.query(
      `update orders set placed_at = now() - interval '8 days' where id = $1`,
      [unpaid.orderId],
    );
    await expireUnpaidTransfers(api.database.db, new Date());
    expect((await orderRow(order.orderId)).status).toBe('awaiting_payment');
    expect((await orderRow(unpaid.orderId)).status).toBe('cancelled');
  });
});

describe('pickup completed', () => {
  it('takes the rest at the counter, hands the order over and finishes it', async () => {
    const order = await place({ method: 'store', delivery: 'store' });
    expect((await orderRow(order.orderId)).status).toBe('open');
    expect(await paymentState(order.orderId)).toMatchObject({
      amount_received: 0,
      can_complete_pickup: true,
      can_record_payment: true,
    });
    expect(
      (await post(order.headers, `/api/admin/orders/${order.orderId}/pickup`)).statusCode,
    ).toBe(404);
    expect(
      (await post(admin, `/api/admin/orders/${order.orderId}/pickup`, { extra: 1 })).statusCode,
    ).toBe(422);
    const res = await post(admin, `/api/admin/orders/${order.orderId}/pickup`, {
      reference: 'TICKET-7',
    });
    expect(res.statusCode, res.body).toBe(200);
    const due = await dueCents(order.orderId);
    expect(await orderRow(order.orderId)).toEqual({
      status: 'finished',
      payment_status: 'paid',
      shipping_status: 'picked_up',
    });
    expect((res.json() as { data: PaymentState }).data).toMatchObject({
      amount_received: due / 100,
      amount_remaining: 0,
      payments: [{ provider: 'manual', method: 'store', status: 'paid', amount: due / 100 }],
      can_complete_pickup: false,
      can_cancel: false,
    });
    expect(await invoicesOf(order.orderId, 'invoice')).toBe(1);
    expect((await post(admin, `/api/admin/orders/${order.orderId}/pickup`)).statusCode).toBe(409);
  });

  it('refuses an order delivered at home', async () => {
    const order = await place({ method: 'transfer' });
    const res = await post(admin, `/api/admin/orders/${order.orderId}/pickup`);
    expect(res.statusCode).toBe(409);
    expect((await orderRow(order.orderId)).status).toBe('awaiting_payment');
  });
});

describe('order cancelled by the shop', () => {
  it('gives the stock back, mails the customer, and refuses a second time', async () => {
    const before = await stockOf();
    const order = await place({ method: 'transfer' });
    expect(await stockOf()).toBe(before - 2);
    expect(
      (await post(order.headers, `/api/admin/orders/${order.orderId}/cancel`)).statusCode,
    ).toBe(404);
    const res = await post(admin, `/api/admin/orders/${order.orderId}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await orderRow(order.orderId)).status).toBe('cancelled');
    expect(await stockOf()).toBe(before);
    const mails = (await outboxFor(api.database, order.email)).map((m) => m.template);
    expect(mails).toContain('order_cancelled');
    const again = await post(admin, `/api/admin/orders/${order.orderId}/cancel`);
    expect(again.statusCode).toBe(409);
    expect((again.json() as { message: string }).message).toContain('ne peut plus être annulée');
    expect(await stockOf()).toBe(before);
    expect((await post(admin, '/api/admin/orders/999999/cancel')).statusCode).toBe(404);
  });

  it('issues a credit note for a paid order, and refuses one that has shipped', async () => {
    const order = await place({ method: 'transfer' });
    const due = await dueCents(order.orderId);
    await post(admin, `/api/admin/orders/${order.orderId}/payments`, {
      amount_cents: due,
      received_on: today(),
      reference: 'V1',
    });
    expect((await post(admin, `/api/admin/orders/${order.orderId}/cancel`)).statusCode).toBe(200);
    expect(await invoicesOf(order.orderId, 'credit_note')).toBe(1);

    const shipped = await place({ method: 'transfer' });
    const dueShipped = await dueCents(shipped.orderId);
    await post(admin, `/api/admin/orders/${shipped.orderId}/payments`, {
      amount_cents: dueShipped,
      received_on: today(),
      reference: 'V2',
    });
    await post(admin, `/api/admin/orders/${shipped.orderId}/shipments`, {
      carrier: 'DPD',
      tracking_number: 'DPD42',
    });
    const refused = await post(admin, `/api/admin/orders/${shipped.orderId}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect((await orderRow(shipped.orderId)).status).toBe('paid');
  });
});
