/**
 * Back-office permissions per role (issue 16): every admin route answers the same 404 to a
 * visitor, a customer and a role without the permission; the owner invites staff by e-mail;
 * the shop keeps an owner; the audit log is written with the writes it records.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import { recordAudit } from '../../../src/modules/audit';
import { openSession, resolveSession, startImpersonation } from '../../../src/modules/customers';
import { shopDay } from '../../../src/modules/payments';
import { paymentSettings } from '../../../src/server/payments';
import { createTestApp } from '../../support/app';
import {
  OFFLINE_SECRET,
  orderFixtures,
  outboxFor,
  placeOrderFor,
  type OrderFixtures,
  type PlacedOrder,
} from '../../support/placed-orders';

let api: Awaited<ReturnType<typeof createTestApp>>;
let fixtures: OrderFixtures;
type Headers = Record<string, string>;
const as: Record<'visitor' | 'customer' | 'editor' | 'staff' | 'owner', Headers> = {
  visitor: {},
  customer: {},
  editor: {},
  staff: {},
  owner: {},
};
const ids: Record<string, number> = {};
let cancelled: PlacedOrder;

async function person(role: string, email: string): Promise<{ id: number; headers: Headers }> {
  const [user] = await api.database.query<{ id: number }>(
    `insert into users (email, firstname, lastname, role) values ($1, 'Test', $2, $3) returning id`,
    [email, role, role],
  );
  const { token } = await openSession(api.database.db, user!.id, new Date());
  return { id: user!.id, headers: { authorization: `Bearer ${token}` } };
}

beforeAll(async () => {
  api = await createTestApp({
    payments: paymentSettings({ PAYMENT_OFFLINE_SECRET: OFFLINE_SECRET }, false),
  });
  fixtures = await orderFixtures(api.database);
  for (const [name, role] of [
    ['customer', 'customer'],
    ['editor', 'editor'],
    ['staff', 'staff'],
    ['owner', 'admin'],
  ] as const) {
    const made = await person(role, `${name}-roles@example.test`);
    as[name] = made.headers;
    ids[name] = made.id;
  }
  cancelled = await placeOrderFor(api.app, api.database, fixtures, { method: 'transfer' });
  const first = await call('owner', 'POST', `/api/admin/orders/${cancelled.orderId}/cancel`);
  expect(first.statusCode).toBe(200);
  return () => api.close();
});

function call(who: keyof typeof as | Headers, method: string, url: string, payload?: unknown) {
  const headers = typeof who === 'string' ? as[who] : who;
  return api.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const auditRows = (action: string) =>
  api.database.query<{
    actor_user_id: number | null;
    entity_id: string;
    before: unknown;
    after: unknown;
  }>(
    `select actor_user_id, entity_id, before, after from audit_log where action = $1 order by id`,
    [action],
  );

describe('one 404 for everyone without the permission', () => {
  // [method, url, body, permission, answer when allowed]. Allowed answers are chosen to differ
  // from 404: an empty body is a 422, the already-cancelled order's cancel a 409.
  const routes = () =>
    [
      ['GET', '/api/users', undefined, 'customers', 200],
      ['GET', `/api/admin/orders/${cancelled.orderId}/payments`, undefined, 'orders', 200],
      ['POST', `/api/admin/orders/${cancelled.orderId}/payments`, {}, 'orders', 422],
      ['POST', `/api/admin/orders/${cancelled.orderId}/pickup`, { nope: 1 }, 'orders', 422],
      ['POST', `/api/admin/orders/${cancelled.orderId}/shipments`, {}, 'orders', 422],
      ['POST', `/api/admin/orders/${cancelled.orderId}/cancel`, undefined, 'orders', 409],
      ['POST', `/api/admin/orders/${cancelled.orderId}/refunds`, {}, 'orders', 422],
      ['GET', '/api/admin/staff', undefined, 'staff', 200],
      ['POST', '/api/admin/staff/invitations', {}, 'staff', 422],
      ['PATCH', '/api/admin/staff/1', {}, 'staff', 422],
      ['GET', '/api/admin/audit', undefined, 'audit', 200],
    ] as const;
  const grants: Record<keyof typeof as, string[]> = {
    visitor: [],
    customer: [],
    editor: [],
    staff: ['orders', 'customers'],
    owner: ['orders', 'customers', 'staff', 'audit'],
  };

  it.each(Object.keys(as) as (keyof typeof as)[])('as %s', async (who) => {
    for (const [method, url, body, permission, allowed] of routes()) {
      const res = await call(who, method, url, body);
      const expected = grants[who].includes(permission) ? allowed : 404;
      expect(res.statusCode, `${who} ${method} ${url}`).toBe(expected);
      if (expected === 404)
        expect(res.json().message).toBe(
          (await call('visitor', 'GET', '/api/admin/nothing-here')).json().message,
        );
    }
  });
});

describe('staff invitations', () => {
  const tokenOf = async (email: string) => {
    const mails = (await outboxFor(api.database, email)).filter(
      (m) => m.template === 'staff_invitation',
    );
    const link = new URL(mails.at(-1)!.data.link as string);
    return { token: link.searchParams.get('token')!, link, mails };
  };

  it('invites a new address, which sets its password and signs in with the role', async () => {
    const email = 'new-staff@example.test';
    const invited = await call(
      { ...as.owner, language: 'en' },
      'POST',
      '/api/admin/staff/invitations',
      { email, role: 'staff' },
    );
    expect(invited.statusCode).toBe(201);
    const { token, link, mails } = await tokenOf(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.locale).toBe('en');
    expect(link.pathname).toBe('/en/admin/invitation');
    expect((await call('owner', 'GET', '/api/admin/staff')).json().data.invitations).toEqual(
      expect.arrayContaining([expect.objectContaining({ email, role: 'staff' })]),
    );

    const missing = await call('visitor', 'POST', '/api/staff_invitations/accept', { token });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'firstname',
      'lastname',
      'password',
    ]);

    const password = 'Atelier-Cuir-2026!';
    const accepted = await call('visitor', 'POST', '/api/staff_invitations/accept', {
      token,
      firstname: 'Nina',
      lastname: 'Vendeuse',
      password,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ email, created: true });
    // Single use.
    const again = await call('visitor', 'POST', '/api/staff_invitations/accept', {
      token,
      firstname: 'Nina',
      lastname: 'Vendeuse',
      password,
    });
    expect(again.statusCode).toBe(410);

    const login = await call('visitor', 'POST', '/api/auth/token', { email, password });
    expect(login.statusCode).toBe(200);
    const nina = { authorization: `Bearer ${login.json().access_token}` };
    expect(
      (await call(nina, 'GET', `/api/admin/orders/${cancelled.orderId}/payments`)).statusCode,
    ).toBe(200);
    expect((await call(nina, 'GET', '/api/admin/staff')).statusCode).toBe(404);

    const invites = await auditRows('staff.invite');
    expect(invites.at(-1)).toMatchObject({
      actor_user_id: ids.owner,
      after: { email, role: 'staff' },
    });
    const accepts = await auditRows('staff.accept');
    expect(accepts.at(-1)).toMatchObject({ after: { role: 'staff', email } });
  });

  it('grants the role to an existing customer account, which keeps its password', async () => {
    const customer = await person('customer', 'becomes-editor@example.test');
    await call('owner', 'POST', '/api/admin/staff/invitations', {
      email: 'Becomes-Editor@example.test',
      role: 'editor',
    });
    const { token } = await tokenOf('Becomes-Editor@example.test');
    const accepted = await call('visitor', 'POST', '/api/staff_invitations/accept', { token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ user_id: customer.id, created: false });
    const [row] = await api.database.query<{ role: string }>(
      `select role from users where id = $1`,
      [customer.id],
    );
    expect(row!.role).toBe('editor');
    // An editor has no order, customer, staff or audit page.
    expect((await call(customer.headers, 'GET', '/api/users')).statusCode).toBe(404);
  });

  it('refuses to invite someone who already has a role, and a withdrawn link', async () => {
    const again = await call('owner', 'POST', '/api/admin/staff/invitations', {
      email: 'staff-roles@example.test',
      role: 'editor',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.email).toBeDefined();

    const sent = await call('owner', 'POST', '/api/admin/staff/invitations', {
      email: 'withdrawn@example.test',
      role: 'staff',
    });
    const { token } = await tokenOf('withdrawn@example.test');
    const withdrawn = await call(
      'owner',
      'DELETE',
      `/api/admin/staff/invitations/${sent.json().data.id}`,
    );
    expect(withdrawn.statusCode).toBe(204);
    const accept = await call('visitor', 'POST', '/api/staff_invitations/accept', {
      token,
      firstname: 'W',
      lastname: 'X',
      password: 'Atelier-Cuir-2026!',
    });
    expect(accept.statusCode).toBe(410);
  });
});

describe('roles and the last owner', () => {
  it('changes a role and removes access, audited; never the last owner', async () => {
    const member = await person('staff', 'demoted@example.test');
    const changed = await call('owner', 'PATCH', `/api/admin/staff/${member.id}`, {
      role: 'editor',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.role).toBe('editor');
    expect((await auditRows('staff.role_change')).at(-1)).toMatchObject({
      actor_user_id: ids.owner,
      entity_id: String(member.id),
      before: { role: 'staff' },
      after: { role: 'editor' },
    });
    expect((await call('owner', 'DELETE', `/api/admin/staff/${member.id}`)).statusCode).toBe(204);
    expect((await call(member.headers, 'GET', '/api/users')).statusCode).toBe(404);

    const [owners] = await api.database.query<{ n: number }>(
      `select count(*)::int as n from users where role = 'admin'`,
    );
    expect(owners!.n).toBe(1);
    const demote = await call('owner', 'PATCH', `/api/admin/staff/${ids.owner}`, { role: 'staff' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().errors.role).toBeDefined();
    expect((await call('owner', 'DELETE', `/api/admin/staff/${ids.owner}`)).statusCode).toBe(409);
    const before = (await auditRows('staff.remove')).length;

    // With a second owner, the first may step down.
    const second = await person('admin', 'second-owner@example.test');
    const stepDown = await call(second.headers, 'PATCH', `/api/admin/staff/${ids.owner}`, {
      role: 'owner',
    });
    expect(stepDown.statusCode).toBe(200);
    expect((await call('owner', 'DELETE', `/api/admin/staff/${second.id}`)).statusCode).toBe(204);
    expect((await auditRows('staff.remove')).length).toBe(before + 1);
  });
});

describe('the audit log', () => {
  it('records a back-office write with its actor, before and after', async () => {
    const order = await placeOrderFor(api.app, api.database, fixtures, { method: 'transfer' });
    const res = await call('staff', 'POST', `/api/admin/orders/${order.orderId}/cancel`);
    expect(res.statusCode).toBe(200);
    const rows = (await auditRows('order.cancel')).filter(
      (r) => r.entity_id === String(order.orderId),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_user_id: ids.staff,
      before: { status: 'awaiting_payment' },
      after: { status: 'cancelled' },
    });
    // Refused (already cancelled): nothing changed, nothing logged.
    expect(
      (await call('staff', 'POST', `/api/admin/orders/${order.orderId}/cancel`)).statusCode,
    ).toBe(409);
    expect(
      (await auditRows('order.cancel')).filter((r) => r.entity_id === String(order.orderId)),
    ).toHaveLength(1);
  });

  it('records a payment received and an impersonation with their actors', async () => {
    const order = await placeOrderFor(api.app, api.database, fixtures, { method: 'transfer' });
    const [due] = await api.database.query<{ cents: number }>(
      `select (totals->>'amountDueCents')::int as cents from orders where id = $1`,
      [order.orderId],
    );
    const paid = await call('staff', 'POST', `/api/admin/orders/${order.orderId}/payments`, {
      amount_cents: due!.cents,
      received_on: shopDay(new Date()),
      reference: 'VIR-AUDIT-1',
    });
    expect(paid.statusCode).toBe(201);
    const [row] = (await auditRows('order.payment_received')).filter(
      (r) => r.entity_id === String(order.orderId),
    );
    expect(row).toMatchObject({
      actor_user_id: ids.staff,
      before: { payment_status: 'awaiting' },
      after: { payment_status: 'paid', amount_cents: due!.cents, reference: 'VIR-AUDIT-1' },
    });

    const staffToken = as.staff.authorization!.replace('Bearer ', '');
    const session = await resolveSession(api.database.db, staffToken, new Date());
    await startImpersonation(api.database.db, session, order.userId, new Date());
    expect((await auditRows('customer.impersonate')).at(-1)).toMatchObject({
      actor_user_id: ids.staff,
      entity_id: String(order.userId),
    });
    const editor = await resolveSession(
      api.database.db,
      as.editor.authorization!.replace('Bearer ', ''),
      new Date(),
    );
    await expect(
      startImpersonation(api.database.db, editor, order.userId, new Date()),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('is written in the caller’s transaction: a rollback leaves no row', async () => {
    await expect(
      api.database.db.transaction(async (tx) => {
        await recordAudit(tx as unknown as Db, {
          actorUserId: ids.owner!,
          action: 'test.rolled_back',
          entity: 'test',
          entityId: 1,
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await auditRows('test.rolled_back')).toEqual([]);
  });

  it('is listed newest first, filtered and paginated, with the actors’ names', async () => {
    const all = await call('owner', 'GET', '/api/admin/audit');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.meta).toMatchObject({ page: 1, limit: 50 });
    expect(body.data.length).toBeGreaterThan(3);
    const times = body.data.map((e: { created_at: string }) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const invites = await call('owner', 'GET', '/api/admin/audit?filter[action]=staff.invite');
    expect(invites.json().data.every((e: { action: string }) => e.action === 'staff.invite')).toBe(
      true,
    );
    expect(invites.json().data[0].actor).toMatchObject({ email: 'owner-roles@example.test' });
    const mine = await call('owner', `GET`, `/api/admin/audit?filter[actor]=${ids.staff}`);
    expect(
      mine.json().data.every((e: { actor_user_id: number }) => e.actor_user_id === ids.staff),
    ).toBe(true);
    const future = await call('owner', 'GET', '/api/admin/audit?filter[from]=2999-01-01');
    expect(future.json()).toMatchObject({ data: [], meta: { total: 0 } });
    const bad = await call('owner', 'GET', '/api/admin/audit?filter[from]=yesterday');
    expect(bad.statusCode).toBe(422);
  });
});
