/**
 * The audit log (issue 16): back-office writes are recorded with their actor, before and after,
 * in their own transaction; the owner reads it filtered and paginated.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import { recordAudit } from '../../../src/modules/audit';
import { resolveSession, startImpersonation } from '../../../src/modules/customers';
import { shopDay } from '../../../src/modules/payments';
import { useBackOffice } from '../../support/back-office';
import { placeOrderFor } from '../../support/placed-orders';

const cast = useBackOffice('audit');
const { as, ids, call, auditRows } = cast;
const place = () =>
  placeOrderFor(cast.api.app, cast.api.database, cast.fixtures, { method: 'transfer' });

describe('the audit log', () => {
  it('records a back-office write with its actor, before and after', async () => {
    const order = await place();
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
    const order = await place();
    const [due] = await cast.api.database.query<{ cents: number }>(
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
    const session = await resolveSession(cast.api.database.db, staffToken, new Date());
    await startImpersonation(cast.api.database.db, session, order.userId, new Date());
    expect((await auditRows('customer.impersonate')).at(-1)).toMatchObject({
      actor_user_id: ids.staff,
      entity_id: String(order.userId),
    });
    const editor = await resolveSession(
      cast.api.database.db,
      as.editor.authorization!.replace('Bearer ', ''),
      new Date(),
    );
    await expect(
      startImpersonation(cast.api.database.db, editor, order.userId, new Date()),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('is written in the caller’s transaction: a rollback leaves no row', async () => {
    await expect(
      cast.api.database.db.transaction(async (tx) => {
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
    await call('owner', 'POST', '/api/admin/staff/invitations', {
      email: 'listed@example.test',
      role: 'staff',
    });
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
    expect(invites.json().data[0].actor).toMatchObject({ email: 'owner-audit@example.test' });
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
