/**
 * The back office's customers API (issue 16, decision 033), on both databases: the list and a
 * customer's page, the edit (validated like registration, audited, nothing changed on bad
 * input), disabling (sessions revoked, no sign-in) and enabling, signing out everywhere, and
 * acting as the customer. 'customers' permission: an editor, a customer, a visitor get 404.
 */
import { describe, expect, it } from 'vitest';
import { hashPassword, openSession } from '../../../src/modules/customers';
import { useBackOffice } from '../../support/back-office';
import { placeOrderFor } from '../../support/placed-orders';

const cast = useBackOffice('admin-customers');
const PASSWORD = 'Correct-horse-9-battery';
let serial = 0;

/** A customer with a password, an address, loyalty points and a signed-in session. */
async function customer(firstname = 'Claire') {
  serial += 1;
  const email = `client-${serial}-${Date.now()}@example.test`;
  const db = cast.api.database;
  const [user] = await db.query<{ id: number }>(
    `insert into users (email, firstname, lastname, password_hash, email_verified_at, phone)
     values ($1, $2, 'Martin', $3, now(), '+33600000000') returning id`,
    [email, firstname, await hashPassword(PASSWORD)],
  );
  const id = user!.id;
  await db.query(
    `insert into addresses (user_id, name, firstname, lastname, address, city, post_code, country_id, phone)
     values ($1, 'Maison', $2, 'Martin', '5 rue des Lilas', 'Nantes', '44000', $3, '+33611111111')`,
    [id, firstname, cast.fixtures.frId],
  );
  await db.query(
    `insert into loyalty_points_actions (user_id, points, reason) values ($1, 40, 'adjustment'), ($1, -15, 'adjustment')`,
    [id],
  );
  const { token } = await openSession(db.db, id, new Date());
  return { id, email, headers: { authorization: `Bearer ${token}` } };
}

const signIn = (email: string, password = PASSWORD) =>
  cast.api.app.inject({
    method: 'POST',
    url: '/api/auth/token',
    payload: { email, password },
  });

const userRow = async (id: number) =>
  (
    await cast.api.database.query<Record<string, unknown>>(`select * from users where id = $1`, [
      id,
    ])
  )[0]!;

describe('GET /api/admin/customers', () => {
  it('lists and searches customers, paginated, for staff and the owner only', async () => {
    const a = await customer('Zéphyrine');
    await customer('Zéphyrine');
    const res = await cast.call(
      'staff',
      'GET',
      '/api/admin/customers?filter[search]=Zéphyrine&limit=1',
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ total: 2, page: 1, limit: 1, last_page: 2 });
    expect(body.data).toHaveLength(1);
    const second = (
      await cast.call(
        'owner',
        'GET',
        '/api/admin/customers?filter[search]=Zéphyrine&limit=1&page=2',
      )
    ).json();
    expect(second.data.map((c: { id: number }) => c.id)).toContain(a.id);
    expect(second.data[0]).toMatchObject({
      id: a.id,
      email: a.email,
      disabled: false,
      erased: false,
    });
    // Staff accounts are not customers.
    const staff = (
      await cast.call('owner', 'GET', '/api/admin/customers?filter[search]=staff-admin-customers')
    ).json();
    expect(staff.data).toEqual([]);
    for (const bad of [
      'page=0',
      'page=x',
      'limit=201',
      'limit=-1',
      'filter[search]=' + 'x'.repeat(101),
      'other=1',
    ])
      expect((await cast.call('owner', 'GET', `/api/admin/customers?${bad}`)).statusCode, bad).toBe(
        422,
      );
    for (const who of ['editor', 'customer', 'visitor'] as const)
      expect((await cast.call(who, 'GET', '/api/admin/customers')).statusCode, who).toBe(404);
  });
});

describe('GET /api/admin/customers/{id}', () => {
  it('gives the customer page: identity, orders, addresses, loyalty, newsletter, sessions, state', async () => {
    const order = await placeOrderFor(cast.api.app, cast.api.database, cast.fixtures, {
      method: 'transfer',
    });
    const res = await cast.call('staff', 'GET', `/api/admin/customers/${order.userId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      id: order.userId,
      email: order.email,
      role: 'customer',
      state: 'unverified',
      disabled_at: null,
      newsletter: { subscribed: false, status: null },
      loyalty: { balance: 0, history: [] },
    });
    expect(data.orders.total).toBe(1);
    expect(data.orders.data[0]).toMatchObject({ id: order.orderId, number: order.number });
    expect(typeof data.orders.data[0].total_ttc).toBe('number');
    expect(data.sessions).toHaveLength(1);
    expect(JSON.stringify(data)).not.toMatch(/token_hash|password/);

    const c = await customer();
    const detail = (await cast.call('owner', 'GET', `/api/admin/customers/${c.id}`)).json().data;
    expect(detail.state).toBe('active');
    expect(detail.addresses).toEqual([
      expect.objectContaining({ city: 'Nantes', post_code: '44000', country_iso: 'FR' }),
    ]);
    expect(detail.loyalty.balance).toBe(25);
    expect(detail.loyalty.history).toHaveLength(2);

    for (const who of ['editor', 'customer', 'visitor'] as const)
      expect((await cast.call(who, 'GET', `/api/admin/customers/${c.id}`)).statusCode).toBe(404);
    for (const id of ['0', 'abc', '99999999'])
      expect((await cast.call('owner', 'GET', `/api/admin/customers/${id}`)).statusCode).toBe(404);
  });
});

describe('PUT /api/admin/customers/{id}', () => {
  it('changes names, e-mail, phone and newsletter, audited with before and after', async () => {
    const c = await customer('Bastien');
    const newEmail = `renamed-${c.id}@example.test`;
    const res = await cast.call('staff', 'PUT', `/api/admin/customers/${c.id}`, {
      firstname: 'Sébastien',
      lastname: 'Martin',
      email: newEmail,
      phone: '',
      newsletter: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      firstname: 'Sébastien',
      email: newEmail,
      phone: null,
      newsletter: { subscribed: true, status: 'enabled' },
    });
    expect(await userRow(c.id)).toMatchObject({
      firstname: 'Sébastien',
      email: newEmail,
      phone: null,
    });
    const audit = (await cast.auditRows('customer.update')).filter(
      (r) => r.entity_id === String(c.id),
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_user_id: cast.ids.staff,
      before: { firstname: 'Bastien', email: c.email, phone: '+33600000000', newsletter: false },
      after: { firstname: 'Sébastien', email: newEmail, phone: null, newsletter: true },
    });
    // The customer signs in with the new address.
    expect((await signIn(newEmail)).statusCode).toBe(200);
  });

  it('refuses bad input with translated field errors and changes nothing', async () => {
    const c = await customer('Inès');
    const other = await customer('Other');
    const good = {
      firstname: 'Inès',
      lastname: 'Martin',
      email: c.email,
      phone: '',
      newsletter: false,
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...good, email: 'not-an-address' }, 'email', 'e-mail'],
      [{ ...good, email: other.email.toUpperCase() }, 'email', ''],
      [{ ...good, firstname: '  ' }, 'firstname', ''],
      [{ ...good, lastname: 'x'.repeat(101) }, 'lastname', ''],
      [{ ...good, phone: 'call me' }, 'phone', ''],
      [{ ...good, newsletter: 'maybe' }, 'newsletter', ''],
      [{ ...good, role: 'admin' }, '', ''],
    ];
    for (const [payload, field] of cases) {
      const res = await cast.call('owner', 'PUT', `/api/admin/customers/${c.id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      const body = res.json();
      expect(typeof body.message).toBe('string');
      if (field) expect(body.errors[field]?.[0], field).toEqual(expect.any(String));
    }
    const taken = await cast.call('owner', 'PUT', `/api/admin/customers/${c.id}`, {
      ...good,
      email: other.email,
    });
    expect(taken.json().errors.email).toEqual(['Un compte existe déjà avec cette adresse e-mail.']);
    const english = await cast.api.app.inject({
      method: 'PUT',
      url: `/api/admin/customers/${c.id}`,
      headers: { ...cast.as.owner, language: 'en' },
      payload: { ...good, email: 'nope' },
    });
    expect(english.json().errors.email).toEqual(['This e-mail address is not valid.']);
    expect(await userRow(c.id)).toMatchObject({
      firstname: 'Inès',
      email: c.email,
      role: 'customer',
    });
    expect(
      (await cast.auditRows('customer.update')).filter((r) => r.entity_id === String(c.id)),
    ).toEqual([]);
    for (const who of ['editor', 'customer', 'visitor'] as const)
      expect((await cast.call(who, 'PUT', `/api/admin/customers/${c.id}`, good)).statusCode).toBe(
        404,
      );
    // Staff may not edit a back-office account; the owner may.
    const staffEdit = await cast.call('staff', 'PUT', `/api/admin/customers/${cast.ids.editor}`, {
      ...good,
      email: 'editor-admin-customers@example.test',
      firstname: 'Edith',
    });
    expect(staffEdit.statusCode).toBe(409);
    expect((await userRow(cast.ids.editor!)).firstname).toBe('Test');
  });
});

describe('disable and enable', () => {
  it('a disabled customer is signed out at once, cannot sign in, and can again once enabled', async () => {
    const c = await customer('Denis');
    expect((await cast.call(c.headers, 'GET', '/api/auth/me')).statusCode).toBe(200);
    const res = await cast.call('staff', 'POST', `/api/admin/customers/${c.id}/disable`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'disabled', sessions: [] });
    expect((await userRow(c.id)).disabled_at).not.toBeNull();
    // The old session is refused, and so is a new sign-in, with a translated reason.
    expect((await cast.call(c.headers, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const refused = await signIn(c.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('désactivé');
    const wrong = await signIn(c.email, 'Wrong-password-1');
    expect(wrong.statusCode).toBe(401);
    // Acting as a disabled customer is refused too.
    expect(
      (await cast.call('staff', 'POST', `/api/admin/customers/${c.id}/impersonation`)).statusCode,
    ).toBe(409);
    expect(
      (await cast.call('staff', 'POST', `/api/admin/customers/${c.id}/disable`)).statusCode,
    ).toBe(409);

    const enabled = await cast.call('owner', 'POST', `/api/admin/customers/${c.id}/enable`);
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json().data.state).toBe('active');
    expect((await signIn(c.email)).statusCode).toBe(200);
    expect(
      (await cast.call('owner', 'POST', `/api/admin/customers/${c.id}/enable`)).statusCode,
    ).toBe(409);

    const actions = [
      ...(await cast.auditRows('customer.disable')),
      ...(await cast.auditRows('customer.enable')),
    ].filter((r) => r.entity_id === String(c.id));
    expect(actions).toEqual([
      expect.objectContaining({ actor_user_id: cast.ids.staff, before: { disabled_at: null } }),
      expect.objectContaining({ actor_user_id: cast.ids.owner, after: { disabled_at: null } }),
    ]);
    for (const who of ['editor', 'customer', 'visitor'] as const)
      expect(
        (await cast.call(who, 'POST', `/api/admin/customers/${c.id}/disable`)).statusCode,
      ).toBe(404);
    expect(
      (await cast.call('owner', 'POST', '/api/admin/customers/99999999/disable')).statusCode,
    ).toBe(404);
  });

  it('staff cannot disable a back-office account; the owner can, never the last owner nor themself', async () => {
    const editor = await cast.person('editor', `editor2-${Date.now()}@example.test`);
    const byStaff = await cast.call('staff', 'POST', `/api/admin/customers/${editor.id}/disable`);
    expect(byStaff.statusCode).toBe(409);
    expect((await userRow(editor.id)).disabled_at).toBeNull();
    expect(
      (await cast.call('staff', 'POST', `/api/admin/customers/${cast.ids.owner}/disable`))
        .statusCode,
    ).toBe(409);
    expect(
      (await cast.call('owner', 'POST', `/api/admin/customers/${cast.ids.owner}/disable`))
        .statusCode,
    ).toBe(409);
    const byOwner = await cast.call('owner', 'POST', `/api/admin/customers/${editor.id}/disable`);
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect((await cast.call(editor.headers, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect(
      (await cast.call('owner', 'POST', `/api/admin/customers/${editor.id}/enable`)).statusCode,
    ).toBe(200);
    // Another owner may be disabled by an owner; nobody disables themself, so the shop's last
    // working owner always stays.
    const second = await cast.person('admin', `owner2-${Date.now()}@example.test`);
    const third = await cast.person('admin', `owner3-${Date.now()}@example.test`);
    const res = await cast.call(second.headers, 'POST', `/api/admin/customers/${third.id}/disable`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await cast.call(third.headers, 'GET', '/api/admin/customers')).statusCode).toBe(401);
    const self = await cast.call(
      second.headers,
      'POST',
      `/api/admin/customers/${second.id}/disable`,
    );
    expect(self.statusCode).toBe(409);
    expect((await userRow(second.id)).disabled_at).toBeNull();
  });
});

describe('DELETE /api/admin/customers/{id}/sessions', () => {
  it('signs the customer out everywhere, audited', async () => {
    const c = await customer('Emile');
    await openSession(cast.api.database.db, c.id, new Date());
    const res = await cast.call('staff', 'DELETE', `/api/admin/customers/${c.id}/sessions`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ sessions_closed: 2 });
    expect((await cast.call(c.headers, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await cast.auditRows('customer.sign_out_everywhere')).at(-1)).toMatchObject({
      entity_id: String(c.id),
      after: { sessions_closed: 2 },
    });
    expect(
      (await cast.call('editor', 'DELETE', `/api/admin/customers/${c.id}/sessions`)).statusCode,
    ).toBe(404);
  });
});

describe('acting as the customer', () => {
  it('POST …/impersonation gives a customer session; DELETE /api/admin/impersonation ends it', async () => {
    const c = await customer('Fanny');
    const res = await cast.call('staff', 'POST', `/api/admin/customers/${c.id}/impersonation`);
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ customer_id: c.id, token_type: 'Bearer' });
    const as = { authorization: `Bearer ${data.access_token}` };
    const me = await cast.call(as, 'GET', '/api/auth/me');
    expect(me.json().data.email).toBe(c.email);
    // Inside the customer's session, the back office is closed.
    expect((await cast.call(as, 'GET', '/api/admin/customers')).statusCode).toBe(404);
    // A customer's own session cannot "stop" anything.
    expect((await cast.call(c.headers, 'DELETE', '/api/admin/impersonation')).statusCode).toBe(404);
    expect((await cast.call('staff', 'DELETE', '/api/admin/impersonation')).statusCode).toBe(404);
    const stop = await cast.call(as, 'DELETE', '/api/admin/impersonation');
    expect(stop.statusCode, stop.body).toBe(204);
    expect((await cast.call(as, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const [record] = await cast.api.database.query<{ ended_at: Date | null }>(
      `select ended_at from impersonations where customer_user_id = $1`,
      [c.id],
    );
    expect(record!.ended_at).not.toBeNull();
    expect((await cast.auditRows('customer.impersonate_stop')).at(-1)).toMatchObject({
      actor_user_id: cast.ids.staff,
      entity_id: String(c.id),
    });
    for (const who of ['editor', 'customer', 'visitor'] as const)
      expect(
        (await cast.call(who, 'POST', `/api/admin/customers/${c.id}/impersonation`)).statusCode,
      ).toBe(404);
    expect(
      (await cast.call('owner', 'POST', `/api/admin/customers/${cast.ids.editor}/impersonation`))
        .statusCode,
    ).toBe(404);
  });
});
