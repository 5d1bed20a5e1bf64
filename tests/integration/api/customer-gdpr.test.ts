/**
 * GDPR from the back office (issue 16): a customer's data export and erasure, on both
 * databases. The export holds the customer's data and nothing of another customer; the
 * erasure removes personal data, keeps placed orders and invoices, locks the account, and
 * both are in the audit log. 'customers' permission only; bad ids and wrong roles get 404.
 */
import { describe, expect, it } from 'vitest';
import { createDevMailer, sendDueEmails } from '../../../src/modules/mail';
import { sendTransferReminders } from '../../../src/modules/invoices';
import { expireUnpaidTransfers } from '../../../src/modules/orders';
import { shopDay } from '../../../src/modules/payments';
import { useBackOffice } from '../../support/back-office';
import { placeOrderFor, type PlacedOrder } from '../../support/placed-orders';

const cast = useBackOffice('gdpr');

async function customerWithData(firstname: string): Promise<PlacedOrder> {
  const order = await placeOrderFor(cast.api.app, cast.api.database, cast.fixtures, {
    method: 'store',
    delivery: 'store',
    firstname,
  });
  const db = cast.api.database;
  await db.query(
    `update users set phone = '+33600000001', password_hash = 'secret-hash' where id = $1`,
    [order.userId],
  );
  await db.query(
    `insert into addresses (user_id, name, firstname, lastname, address, city, post_code, country_id, phone)
     values ($1, 'Maison', $2, 'Payer', '3 rue ${firstname}', 'Lyon', '69001', $3, '+33611111111')`,
    [order.userId, firstname, cast.fixtures.frId],
  );
  const [product] = await db.query<{ id: number }>(`select id from products order by id limit 1`);
  await db.query(`insert into favorites (user_id, product_id) values ($1, $2)`, [
    order.userId,
    product!.id,
  ]);
  await db.query(
    `insert into newsletter_subscriptions (email, user_id, status) values ($1, $2, 'enabled')`,
    [order.email, order.userId],
  );
  await db.query(
    `insert into loyalty_points_actions (user_id, points, reason) values ($1, 7, 'adjustment')`,
    [order.userId],
  );
  return order;
}

describe('GET /api/admin/customers/{id}/export', () => {
  it('gives staff a file of the customer data, nothing of another customer, no secret, audited', async () => {
    const alice = await customerWithData('Alicia');
    const bob = await customerWithData('Bobby');
    const note = (order: PlacedOrder, body: string) =>
      cast.call('staff', 'POST', `/api/admin/orders/${order.orderId}/notes`, { body });
    expect((await note(alice, 'Called back about the fitting: wants Tuesday')).statusCode).toBe(
      201,
    );
    expect((await note(bob, 'Bob-only remark')).statusCode).toBe(201);
    const res = await cast.call('staff', 'GET', `/api/admin/customers/${alice.userId}/export`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`customer-${alice.userId}.json`);
    const { data } = res.json();
    expect(data.account).toMatchObject({
      id: alice.userId,
      email: alice.email,
      firstname: 'Alicia',
    });
    expect(data.addresses).toHaveLength(1);
    expect(data.favorites).toHaveLength(1);
    expect(data.newsletter).toEqual([expect.objectContaining({ status: 'enabled' })]);
    expect(data.loyalty_points).toEqual([expect.objectContaining({ points: 7 })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ number: alice.number });
    expect(data.orders[0].lines).toHaveLength(1);
    // Staff's internal notes are about the customer: the export gives them (not their authors).
    expect(data.orders[0].staff_notes).toEqual([
      { body: 'Called back about the fitting: wants Tuesday', created_at: expect.any(String) },
    ]);
    expect(res.body).not.toContain('Bob-only remark');
    expect(data.invoices).toHaveLength(1);
    expect(data.invoices[0].number).toMatch(/^F\d{4}-\d{6}$/);
    const text = res.body;
    expect(text).not.toContain('secret-hash');
    expect(text).not.toMatch(/token_hash|tokenHash|password_hash|passwordHash/);
    expect(text).not.toContain(bob.email);
    expect(text).not.toContain('Bobby');
    expect(text).not.toContain(bob.number);
    const audit = await cast.auditRows('customer.export');
    expect(audit.at(-1)).toMatchObject({
      actor_user_id: cast.ids.staff,
      entity_id: String(alice.userId),
    });
  });

  it('answers 404 to an editor, a customer, a visitor, bad ids and staff accounts', async () => {
    const alice = await customerWithData('Carla');
    for (const who of ['editor', 'customer', 'visitor'] as const)
      expect(
        (await cast.call(who, 'GET', `/api/admin/customers/${alice.userId}/export`)).statusCode,
      ).toBe(404);
    for (const id of ['0', 'abc', '99999999', '-1', String(cast.ids.owner)])
      expect(
        (await cast.call('owner', 'GET', `/api/admin/customers/${id}/export`)).statusCode,
      ).toBe(404);
  });
});

describe('POST /api/admin/customers/{id}/erase', () => {
  it('erases personal data, keeps orders and invoices, locks the account, audited, once', async () => {
    const alice = await customerWithData('Denise');
    const db = cast.api.database;
    const url = `/api/admin/customers/${alice.userId}/erase`;
    const noted = await cast.call('staff', 'POST', `/api/admin/orders/${alice.orderId}/notes`, {
      body: 'Customer says the parcel was left with the neighbour at no. 5',
    });
    expect(noted.statusCode).toBe(201);
    expect((await cast.call('staff', 'POST', url, {})).statusCode).toBe(422);
    expect((await cast.call('staff', 'POST', url, { confirm: '1' })).statusCode).toBe(422);
    const res = await cast.call('staff', 'POST', url, { confirm: String(alice.userId) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ erased: true, orders_kept: 1 });

    const [user] = await db.query<Record<string, unknown>>(`select * from users where id = $1`, [
      alice.userId,
    ]);
    expect(user).toMatchObject({
      email: `erased-${alice.userId}@invalid`,
      firstname: '',
      lastname: '',
      phone: null,
      password_hash: null,
    });
    for (const table of ['addresses', 'favorites', 'sessions', 'user_tokens', 'user_identities'])
      expect(
        await db.query(`select 1 from ${table} where user_id = $1`, [alice.userId]),
        table,
      ).toHaveLength(0);
    expect(
      await db.query(`select 1 from newsletter_subscriptions where lower(email) = lower($1)`, [
        alice.email,
      ]),
    ).toHaveLength(0);
    const orders = await db.query<{ number: string }>(
      `select number from orders where user_id = $1`,
      [alice.userId],
    );
    expect(orders.map((o) => o.number)).toEqual([alice.number]);
    const invoices = await db.query<{ buyer: unknown }>(
      `select buyer from invoices where order_id = $1`,
      [alice.orderId],
    );
    expect(invoices).toHaveLength(1);
    // The notes on the kept order are gone, and so are the audit log's copies of them.
    expect(
      await db.query(`select 1 from order_notes where order_id = $1`, [alice.orderId]),
    ).toHaveLength(0);
    const noteAudit = await db.query<{ after: unknown }>(
      `select after from audit_log where action = 'order.note' and entity_id = $1`,
      [String(alice.orderId)],
    );
    expect(noteAudit).toHaveLength(1);
    expect(JSON.stringify(noteAudit[0]!.after)).not.toContain('neighbour');

    // The old session is gone, and nobody can sign in with the old or the new address.
    expect((await cast.call(alice.headers, 'GET', '/api/auth/me')).statusCode).toBe(401);
    for (const email of [alice.email, `erased-${alice.userId}@invalid`]) {
      const login = await cast.api.app.inject({
        method: 'POST',
        url: '/api/auth/token',
        payload: { email, password: 'secret-hash' },
      });
      expect([login.statusCode, email]).toEqual([401, email]);
    }

    const [audit] = (await cast.auditRows('customer.erase')).filter(
      (row) => row.entity_id === String(alice.userId),
    );
    expect(audit).toMatchObject({ actor_user_id: cast.ids.staff });
    const logged = JSON.stringify(audit!.before);
    expect(logged).toContain('firstname');
    expect(logged).not.toContain(alice.email);
    expect(logged).not.toContain('secret-hash');

    const again = await cast.call('staff', 'POST', url, { confirm: String(alice.userId) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Les données de ce client ont déjà été effacées.' });
    expect(
      (await cast.auditRows('customer.erase')).filter(
        (row) => row.entity_id === String(alice.userId),
      ),
    ).toHaveLength(1);
  });

  it('refuses staff accounts (409), and answers 404 to an editor, a customer and bad ids', async () => {
    const alice = await customerWithData('Emma');
    const url = `/api/admin/customers/${alice.userId}/erase`;
    const confirm = { confirm: String(alice.userId) };
    for (const who of ['editor', 'customer', 'visitor'] as const)
      expect((await cast.call(who, 'POST', url, confirm)).statusCode).toBe(404);
    const owner = cast.ids.owner!;
    expect(
      (
        await cast.call('staff', 'POST', `/api/admin/customers/${owner}/erase`, {
          confirm: String(owner),
        })
      ).statusCode,
    ).toBe(409);
    for (const id of ['0', 'abc', '99999999'])
      expect(
        (await cast.call('owner', 'POST', `/api/admin/customers/${id}/erase`, { confirm: id }))
          .statusCode,
      ).toBe(404);
    const [user] = await cast.api.database.query<{ email: string }>(
      `select email from users where id = $1`,
      [alice.userId],
    );
    expect(user!.email).toBe(alice.email);
  });
});

describe('after an erasure', () => {
  const erase = async (order: PlacedOrder) => {
    const res = await cast.call('staff', 'POST', `/api/admin/customers/${order.userId}/erase`, {
      confirm: String(order.userId),
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const db = () => cast.api.database;
  const orderState = async (id: number) =>
    (
      await db().query<{ status: string; payment_status: string; shipping_status: string }>(
        `select status, payment_status, shipping_status from orders where id = $1`,
        [id],
      )
    )[0]!;
  const mailsMentioning = async (text: string) =>
    (
      await db().query<{ n: number }>(
        `select count(*)::int as n from email_outbox where "to" ilike $1 or data::text ilike $1`,
        [`%${text}%`],
      )
    )[0]!.n +
    (
      await db().query<{ n: number }>(
        `select count(*)::int as n from dev_mailbox
          where "to" ilike $1 or subject ilike $1 or html ilike $1 or text ilike $1`,
        [`%${text}%`],
      )
    )[0]!.n;

  it('the erased customer’s open orders still get paid, shipped, reminded and cancelled, with no mail to them', async () => {
    const paying = await placeOrderFor(cast.api.app, db(), cast.fixtures, { method: 'transfer' });
    const late = await placeOrderFor(cast.api.app, db(), cast.fixtures, { method: 'transfer' });
    // Their mails were written before the erasure (confirmation, transfer instructions).
    await sendDueEmails(db().db, createDevMailer(db().db), { now: new Date(), maxBatches: 50 });
    expect(await mailsMentioning(paying.email)).toBeGreaterThan(0);
    await erase(paying);
    await erase(late);

    // A transfer received in full: paid, invoiced; then the parcel leaves.
    const [due] = await db().query<{ cents: number }>(
      `select (totals->>'amountDueCents')::int as cents from orders where id = $1`,
      [paying.orderId],
    );
    const paid = await cast.call('staff', 'POST', `/api/admin/orders/${paying.orderId}/payments`, {
      amount_cents: due!.cents,
      received_on: shopDay(new Date()),
      reference: 'VIR-ERASED',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const shipped = await cast.call(
      'staff',
      'POST',
      `/api/admin/orders/${paying.orderId}/shipments`,
      { carrier: 'DPD', tracking_number: 'DPD-ERASED-1' },
    );
    expect(shipped.statusCode, shipped.body).toBe(201);
    expect(await orderState(paying.orderId)).toMatchObject({
      payment_status: 'paid',
      shipping_status: 'shipped',
    });
    expect(
      await db().query(`select 1 from invoices where order_id = $1 and kind = 'invoice'`, [
        paying.orderId,
      ]),
    ).toHaveLength(1);

    // The other one waits: the 4-day reminder, then the 7-day cancellation.
    await db().query(`update orders set placed_at = now() - interval '5 days' where id = $1`, [
      late.orderId,
    ]);
    expect(await sendTransferReminders(db().db, new Date())).toBeGreaterThanOrEqual(1);
    await db().query(`update orders set placed_at = now() - interval '8 days' where id = $1`, [
      late.orderId,
    ]);
    await expireUnpaidTransfers(db().db, new Date());
    expect((await orderState(late.orderId)).status).toBe('cancelled');

    // The mail sweep finds nothing addressed to the erased accounts, and fails nothing.
    const report = await sendDueEmails(db().db, createDevMailer(db().db), {
      now: new Date(),
      maxBatches: 50,
    });
    expect(report.failed).toBe(0);
    expect(report.retried).toBe(0);
    for (const order of [paying, late]) {
      expect(await mailsMentioning(order.email), order.email).toBe(0);
      expect(await mailsMentioning(`erased-${order.userId}@invalid`)).toBeGreaterThan(0);
      const toPlaceholder = await db().query(`select 1 from email_outbox where "to" = $1`, [
        `erased-${order.userId}@invalid`,
      ]);
      expect(toPlaceholder).toHaveLength(0);
    }
    // The shop still hears of the paid order (its notice names the placeholder, not the person).
    const shopNotices = await db().query<{ data: { number: string; customerEmail: string } }>(
      `select data from email_outbox where template = 'shop_new_order' and data->>'number' = $1`,
      [paying.number],
    );
    expect(shopNotices.length).toBeGreaterThan(0);
    for (const notice of shopNotices)
      expect(notice.data.customerEmail).toBe(`erased-${paying.userId}@invalid`);
  });

  it('takes the person out of the audit log snapshots, keeping the rows', async () => {
    const order = await placeOrderFor(cast.api.app, db(), cast.fixtures, {
      method: 'transfer',
      firstname: 'Hortense',
    });
    // Rows naming the person: on the account (an earlier impersonation) and on an order.
    await db().query(
      `insert into audit_log (actor_user_id, action, entity, entity_id, before, after)
       values ($1, 'customer.update', 'user', $2, $3::jsonb, $4::jsonb),
              ($1, 'order.note', 'order', $5, null, $6::jsonb)`,
      [
        cast.ids.staff,
        String(order.userId),
        JSON.stringify({
          email: 'old-address@example.test',
          firstname: 'Hortensia',
          role: 'customer',
        }),
        JSON.stringify({ email: order.email, firstname: 'Hortense', newsletter: true }),
        String(order.orderId),
        JSON.stringify({ note: 'Hortense Payer called', status: 'partially_paid' }),
      ],
    );
    await erase(order);
    const rows = await db().query<{ action: string; before: unknown; after: unknown }>(
      `select action, before, after from audit_log
        where (entity = 'user' and entity_id = $1) or (entity = 'order' and entity_id = $2)
        order by id`,
      [String(order.userId), String(order.orderId)],
    );
    const update = rows.find((r) => r.action === 'customer.update')!;
    expect(update.before).toEqual({ email: '[erased]', firstname: '[erased]', role: 'customer' });
    expect(update.after).toEqual({ email: '[erased]', firstname: '[erased]', newsletter: true });
    const note = rows.find((r) => r.action === 'order.note')!;
    expect(note.after).toEqual({ note: '[erased]', status: 'partially_paid' });
    const text = JSON.stringify(rows);
    for (const value of [order.email, 'Hortense', 'old-address@example.test'])
      expect(text).not.toContain(value);
    expect(rows.map((r) => r.action)).toContain('customer.erase');
  });
});
