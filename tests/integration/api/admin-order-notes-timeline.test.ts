/**
 * The back office's order page API (issue 16): internal notes (added, listed, audited, never
 * shown to the customer) and the timeline composed from every module's record of the order;
 * a customer or an editor gets 404 like an unknown path.
 */
import { describe, expect, it } from 'vitest';
import { shopDay } from '../../../src/modules/payments';
import { useBackOffice } from '../../support/back-office';
import { placeOrderFor } from '../../support/placed-orders';

const cast = useBackOffice('desk');
const { call } = cast;
const place = (method = 'transfer') =>
  placeOrderFor(cast.api.app, cast.api.database, cast.fixtures, { method });

interface Entry {
  at: string;
  kind: string;
  actor: { id: number; name: string } | null;
  details: Record<string, unknown>;
}
const timeline = async (id: number) => {
  const res = await call('staff', 'GET', `/api/admin/orders/${id}/timeline`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Entry[] }).data;
};

describe('internal notes', () => {
  it('are added by staff, listed oldest first with their author, audited', async () => {
    const order = await place();
    const url = `/api/admin/orders/${order.orderId}/notes`;
    const first = await call('staff', 'POST', url, {
      body: '  Client appelé : virement parti hier.  ',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      data: { body: 'Client appelé : virement parti hier.', author: { id: cast.ids.staff } },
    });
    expect((await call('owner', 'POST', url, { body: 'Vu.' })).statusCode).toBe(201);
    const listed = await call('staff', 'GET', url);
    expect(listed.statusCode).toBe(200);
    const notes = (listed.json() as { data: { body: string; author: { id: number } }[] }).data;
    expect(notes.map((n) => [n.body, n.author.id])).toEqual([
      ['Client appelé : virement parti hier.', cast.ids.staff],
      ['Vu.', cast.ids.owner],
    ]);
    const audited = (await cast.auditRows('order.note')).filter(
      (row) => row.entity_id === String(order.orderId),
    );
    expect(audited.map((row) => row.actor_user_id)).toEqual([cast.ids.staff, cast.ids.owner]);
  });

  it('refuses an empty, a too long or an unexpected body with a translated error; nothing saved', async () => {
    const order = await place();
    const url = `/api/admin/orders/${order.orderId}/notes`;
    const empty = await call({ ...cast.as.staff, language: 'en' }, 'POST', url, { body: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ errors: { body: ['This field is required.'] } });
    const long = await call('staff', 'POST', url, { body: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect(Object.keys((long.json() as { errors: object }).errors)).toEqual(['body']);
    expect((await call('staff', 'POST', url, { body: 'ok', pinned: true })).statusCode).toBe(422);
    const listed = await call('staff', 'GET', url);
    expect((listed.json() as { data: unknown[] }).data).toEqual([]);
  });

  it('are never shown to the customer', async () => {
    const order = await place();
    await call('staff', 'POST', `/api/admin/orders/${order.orderId}/notes`, {
      body: 'Client difficile, ne pas faire de geste',
    });
    const mine = await call(order.headers, 'GET', `/api/orders/${order.orderId}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).not.toContain('Client difficile');
  });

  it('answer 404 to a customer, an editor, an unknown order', async () => {
    const order = await place();
    const url = `/api/admin/orders/${order.orderId}/notes`;
    for (const who of ['visitor', 'customer', 'editor'] as const) {
      expect((await call(who, 'GET', url)).statusCode).toBe(404);
      expect((await call(who, 'POST', url, { body: 'x' })).statusCode).toBe(404);
    }
    expect((await call(order.headers, 'POST', url, { body: 'x' })).statusCode).toBe(404);
    expect((await call('staff', 'GET', '/api/admin/orders/999999/notes')).statusCode).toBe(404);
    expect(
      (await call('staff', 'POST', '/api/admin/orders/999999/notes', { body: 'x' })).statusCode,
    ).toBe(404);
  });
});

describe('the timeline', () => {
  it('tells placed, e-mails, a payment received, its invoice, who did it and the notes, in order', async () => {
    const order = await place('transfer');
    const [due] = await cast.api.database.query<{ due: number }>(
      `select (totals->>'amountDueCents')::int as due from orders where id = $1`,
      [order.orderId],
    );
    const paid = await call('owner', 'POST', `/api/admin/orders/${order.orderId}/payments`, {
      amount_cents: due!.due,
      received_on: shopDay(new Date()),
      reference: 'VIR TIMELINE',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    await call('staff', 'POST', `/api/admin/orders/${order.orderId}/notes`, { body: 'Payé.' });
    const entries = await timeline(order.orderId);
    expect(entries.filter((e) => e.kind !== 'email').map((e) => e.kind)).toEqual([
      'placed',
      'payment',
      'invoice',
      'audit',
      'note',
    ]);
    // The customer's e-mails (the shop's own new-order mail may be there too).
    const mails = entries.filter((e) => e.kind === 'email' && e.details.to === order.email);
    expect(mails.map((e) => e.details.template)).toEqual([
      'order_confirmation',
      'transfer_instructions',
      'payment_received',
    ]);
    const kinds = entries.map((e) => e.details.template ?? e.kind);
    expect(kinds.indexOf('payment_received')).toBeGreaterThan(kinds.indexOf('invoice'));
    expect(entries.find((e) => e.kind === 'payment')!.details).toMatchObject({
      amount_cents: due!.due,
      reference: 'VIR TIMELINE',
      status: 'paid',
    });
    const audit = entries.find((e) => e.kind === 'audit')!;
    expect(audit.details.action).toBe('order.payment_received');
    expect(audit.actor?.id).toBe(cast.ids.owner);
    expect(entries.at(-1)).toMatchObject({ kind: 'note', actor: { id: cast.ids.staff } });
    const times = entries.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('shows a cancellation with its credit note after an invoice, and who cancelled', async () => {
    const order = await place('transfer');
    const [due] = await cast.api.database.query<{ due: number }>(
      `select (totals->>'amountDueCents')::int as due from orders where id = $1`,
      [order.orderId],
    );
    await call('owner', 'POST', `/api/admin/orders/${order.orderId}/payments`, {
      amount_cents: due!.due,
      received_on: shopDay(new Date()),
      reference: 'VIR CANCEL',
    });
    expect(
      (await call('staff', 'POST', `/api/admin/orders/${order.orderId}/cancel`)).statusCode,
    ).toBe(200);
    const kinds = (await timeline(order.orderId)).map((e) => e.kind);
    expect(kinds).toContain('cancelled');
    expect(kinds).toContain('credit_note');
    expect(kinds.indexOf('credit_note')).toBeGreaterThan(kinds.indexOf('invoice'));
  });

  it('answers 404 to a customer, an editor, an unknown order', async () => {
    const order = await place();
    const url = `/api/admin/orders/${order.orderId}/timeline`;
    for (const who of ['visitor', 'customer', 'editor'] as const)
      expect((await call(who, 'GET', url)).statusCode).toBe(404);
    expect((await call(order.headers, 'GET', url)).statusCode).toBe(404);
    expect((await call('staff', 'GET', '/api/admin/orders/999999/timeline')).statusCode).toBe(404);
    expect((await call('staff', 'GET', '/api/admin/orders/abc/timeline')).statusCode).toBe(404);
  });
});
