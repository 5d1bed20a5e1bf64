/**
 * Staff send an order's e-mail again (issue 16): only a kind its state allows, queued through
 * the outbox with the order's data, audited, shown in the timeline; 404 for anyone else.
 */
import { describe, expect, it } from 'vitest';
import { shopDay } from '../../../src/modules/payments';
import { useBackOffice } from '../../support/back-office';
import { outboxFor, placeOrderFor } from '../../support/placed-orders';

const cast = useBackOffice('mails');
const { call } = cast;
const place = () =>
  placeOrderFor(cast.api.app, cast.api.database, cast.fixtures, { method: 'transfer' });
const url = (id: number) => `/api/admin/orders/${id}/emails`;

describe('sending an e-mail again', () => {
  it('queues the confirmation again with the order number, audits it, shows it in the timeline', async () => {
    const order = await place();
    const before = await outboxFor(cast.api.database, order.email);
    const res = await call('staff', 'POST', url(order.orderId), { kind: 'order_confirmation' });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ data: { kind: 'order_confirmation', to: order.email } });
    const after = await outboxFor(cast.api.database, order.email);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      template: 'order_confirmation',
      locale: 'fr',
      data: { number: order.number },
    });
    const [audit] = (await cast.auditRows('order.email_resent')).filter(
      (row) => row.entity_id === String(order.orderId),
    );
    expect(audit).toMatchObject({
      actor_user_id: cast.ids.staff,
      after: { kind: 'order_confirmation', to: order.email },
    });
    const timeline = await call('staff', 'GET', `/api/admin/orders/${order.orderId}/timeline`);
    const entries = (
      timeline.json() as { data: { kind: string; details: Record<string, unknown> }[] }
    ).data;
    expect(
      entries.filter((e) => e.kind === 'email' && e.details.template === 'order_confirmation'),
    ).toHaveLength(2);
    expect(
      entries.some((e) => e.kind === 'audit' && e.details.action === 'order.email_resent'),
    ).toBe(true);
  });

  it('sends the transfer instructions while awaited, "payment received" once paid, not the other way', async () => {
    const order = await place();
    const early = await call({ ...cast.as.staff, language: 'en' }, 'POST', url(order.orderId), {
      kind: 'payment_received',
    });
    expect(early.statusCode).toBe(409);
    expect((early.json() as { message: string }).message).toBe(
      'This e-mail does not match the order’s current state: it is not sent.',
    );
    expect(
      (await call('staff', 'POST', url(order.orderId), { kind: 'transfer_instructions' }))
        .statusCode,
    ).toBe(202);
    const [due] = await cast.api.database.query<{ due: number }>(
      `select (totals->>'amountDueCents')::int as due from orders where id = $1`,
      [order.orderId],
    );
    await call('owner', 'POST', `/api/admin/orders/${order.orderId}/payments`, {
      amount_cents: due!.due,
      received_on: shopDay(new Date()),
      reference: 'VIR MAIL',
    });
    const count = (await outboxFor(cast.api.database, order.email)).length;
    expect(
      (await call('staff', 'POST', url(order.orderId), { kind: 'transfer_instructions' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call('staff', 'POST', url(order.orderId), { kind: 'order_shipped' })).statusCode,
    ).toBe(409);
    expect(
      (await call('staff', 'POST', url(order.orderId), { kind: 'order_cancelled' })).statusCode,
    ).toBe(409);
    expect((await outboxFor(cast.api.database, order.email)).length).toBe(count);
    const paid = await call('staff', 'POST', url(order.orderId), { kind: 'payment_received' });
    expect(paid.statusCode).toBe(202);
    expect((await outboxFor(cast.api.database, order.email)).at(-1)!.template).toBe(
      'payment_received',
    );
  });

  it('refuses an unknown kind or body (422), a kind not for customers (shop mail)', async () => {
    const order = await place();
    for (const body of [
      { kind: 'welcome' },
      { kind: 'shop_new_order' },
      {},
      { kind: 'order_confirmation', to: 'x@y.z' },
    ]) {
      const res = await call('staff', 'POST', url(order.orderId), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(
      (await cast.auditRows('order.email_resent')).filter(
        (r) => r.entity_id === String(order.orderId),
      ),
    ).toEqual([]);
  });

  it('answers 404 to a customer, an editor, an unknown order', async () => {
    const order = await place();
    const body = { kind: 'order_confirmation' };
    for (const who of ['visitor', 'customer', 'editor'] as const)
      expect((await call(who, 'POST', url(order.orderId), body)).statusCode).toBe(404);
    expect((await call(order.headers, 'POST', url(order.orderId), body)).statusCode).toBe(404);
    expect((await call('staff', 'POST', url(999999), body)).statusCode).toBe(404);
  });
});
