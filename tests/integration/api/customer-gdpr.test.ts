/**
 * GDPR from the back office (issue 16): a customer's data export and erasure, on both
 * databases. The export holds the customer's data and nothing of another customer; the
 * erasure removes personal data, keeps placed orders and invoices, locks the account, and
 * both are in the audit log. 'customers' permission only; bad ids and wrong roles get 404.
 */
import { describe, expect, it } from 'vitest';
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

    // The old session is gone, and nobody can sign in with the old or the new address.
    expect((await cast.call(alice.headers, 'GET', '/api/me')).statusCode).toBe(401);
    for (const email of [alice.email, `erased-${alice.userId}@invalid`]) {
      const login = await cast.api.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email, password: 'secret-hash' },
      });
      expect(login.statusCode, email).not.toBe(200);
      expect(login.statusCode, email).not.toBe(201);
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
    expect(again.json().message_key ?? again.body).toBeDefined();
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
