/**
 * Back-office permissions per role (issue 16): every admin route answers the same 404 to a
 * visitor, a customer and a role without the permission; the owner invites staff by e-mail;
 * the shop keeps an owner. The audit log: audit-log.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useBackOffice, type Who } from '../../support/back-office';
import { outboxFor, placeOrderFor, type PlacedOrder } from '../../support/placed-orders';

const cast = useBackOffice('roles');
const { as, ids, call, person, auditRows } = cast;
let cancelled: PlacedOrder;

beforeAll(async () => {
  cancelled = await placeOrderFor(cast.api.app, cast.api.database, cast.fixtures, {
    method: 'transfer',
  });
  const first = await call('owner', 'POST', `/api/admin/orders/${cancelled.orderId}/cancel`);
  expect(first.statusCode).toBe(200);
});

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
  const grants: Record<Who, string[]> = {
    visitor: [],
    customer: [],
    editor: [],
    staff: ['orders', 'customers'],
    owner: ['orders', 'customers', 'staff', 'audit'],
  };

  it.each(Object.keys(as) as Who[])('as %s', async (who) => {
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
    const mails = (await outboxFor(cast.api.database, email)).filter(
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
    const [row] = await cast.api.database.query<{ role: string }>(
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

    const [owners] = await cast.api.database.query<{ n: number }>(
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
