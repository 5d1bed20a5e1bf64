/**
 * The order page in-process: it offers only the forms the order's state allows, refuses a post
 * of a form the state no longer offers, and a post read before someone else's change (its
 * version), with a translated message and nothing changed; notes post and come back.
 */
import { describe, expect, it } from 'vitest';
import { shopDay } from '../../../src/modules/payments';
import * as adminOrder from '../../../src/web/routes/admin-order';
import { useBackOffice } from '../../support/back-office';
import { answer, get, pageContext, post } from '../../support/page-context';
import { placeOrderFor } from '../../support/placed-orders';

const cast = useBackOffice('deskpage');
const token = () => cast.as.staff.authorization!.replace('Bearer ', '');

async function page(id: number) {
  const context = await pageContext(cast.api.database, { token: token() });
  const res = await answer(() =>
    adminOrder.loader({
      request: get(`/admin/commandes/${id}`),
      context,
      params: { id: String(id) },
    } as never),
  );
  expect(res.status).toBe(200);
  return res.data as unknown as {
    actions: string[];
    emails: string[];
    order: {
      version: string;
      lines: {
        name: string;
        quantity: number;
        unitTtcCents: number | null;
        totalTtcCents: number | null;
      }[];
      totals: { productsTtcCents: number; totalTtcCents: number } | null;
    };
    notes: { body: string }[];
    timeline: { kind: string }[];
  };
}

async function act(id: number, fields: Record<string, string>) {
  const context = await pageContext(cast.api.database, { token: token() });
  return answer(() =>
    adminOrder.action({
      request: post(`/admin/commandes/${id}`, fields),
      context,
      params: { id: String(id) },
    } as never),
  );
}

describe('the order page', () => {
  it('shows each line as the customer bought it — product and variant, frozen prices — adding up', async () => {
    const order = await placeOrderFor(cast.api.app, cast.api.database, cast.fixtures, {
      method: 'transfer',
    });
    const shown = await page(order.orderId);
    const [product] = await cast.api.database.query<{ name: string }>(
      `select pt.name from order_variants ov join variants v on v.id = ov.variant_id
         join product_translations pt on pt.product_id = v.product_id and pt.locale = 'fr'
        where ov.order_id = $1 limit 1`,
      [order.orderId],
    );
    expect(shown.order.lines.length).toBeGreaterThan(0);
    expect(shown.order.lines[0]!.name).toContain(product!.name);
    for (const line of shown.order.lines)
      expect(line.totalTtcCents).toBe(line.unitTtcCents! * line.quantity);
    const [stored] = await cast.api.database.query<{ total: number }>(
      `select total_ttc_cents as total from orders where id = $1`,
      [order.orderId],
    );
    expect(shown.order.totals!.totalTtcCents).toBe(stored!.total);
    expect(shown.order.totals!.productsTtcCents).toBe(
      shown.order.lines.reduce((sum, line) => sum + line.totalTtcCents!, 0),
    );
  });

  it('offers the forms of an awaited transfer, not the parcel or the refund', async () => {
    const order = await placeOrderFor(cast.api.app, cast.api.database, cast.fixtures, {
      method: 'transfer',
    });
    const shown = await page(order.orderId);
    expect(shown.actions).toEqual(['payment', 'cancel', 'address', 'email']);
    expect(shown.emails).toEqual(['order_confirmation', 'transfer_instructions']);
    expect(shown.timeline.map((e) => e.kind)).toContain('placed');
    // A parcel posted anyway (an old tab, a hand-made post): refused, nothing recorded.
    const ship = await act(order.orderId, {
      intent: 'ship',
      carrier: 'Colissimo',
      tracking_number: '6A000111',
      version: shown.order.version,
    });
    expect(ship.status).toBe(409);
    expect(ship.data).toMatchObject({
      intent: 'ship',
      message: expect.stringContaining("n'est pas possible"),
    });
    const parcels = await cast.api.database.query<{ n: number }>(
      `select count(*)::int as n from order_shipments where order_id = $1`,
      [order.orderId],
    );
    expect(parcels[0]!.n).toBe(0);
  });

  it('refuses a form read before someone else changed the order; nothing changed', async () => {
    const order = await placeOrderFor(cast.api.app, cast.api.database, cast.fixtures, {
      method: 'transfer',
    });
    const read = (await page(order.orderId)).order.version;
    // Another staff member cancels the order meanwhile.
    expect(
      (await act(order.orderId, { intent: 'cancel', confirm: 'yes', version: read })).status,
    ).toBe(303);
    const late = await act(order.orderId, {
      intent: 'payment',
      amount: '10,00',
      received_on: shopDay(new Date()),
      reference: 'VIR LATE',
      version: read,
    });
    expect(late.status).toBe(409);
    expect((late.data as { message: string }).message).toContain('modifiée par quelqu');
    const payments = await cast.api.database.query<{ n: number }>(
      `select count(*)::int as n from payments where order_id = $1`,
      [order.orderId],
    );
    expect(payments[0]!.n).toBe(0);
  });

  it('adds a note from its plain form; an empty one is told beside the field', async () => {
    const order = await placeOrderFor(cast.api.app, cast.api.database, cast.fixtures, {
      method: 'transfer',
    });
    const empty = await act(order.orderId, { intent: 'note', body: '  ' });
    expect(empty.status).toBe(422);
    expect(empty.data).toMatchObject({ intent: 'note', fields: { body: [expect.any(String)] } });
    const added = await act(order.orderId, { intent: 'note', body: 'Rappeler mardi' });
    expect(added.status).toBe(303);
    expect(added.location).toContain('done=note');
    expect((await page(order.orderId)).notes.map((n) => n.body)).toEqual(['Rappeler mardi']);
  });

  it('refuses an amount with too many decimals or negative, beside the field; nothing recorded', async () => {
    const order = await placeOrderFor(cast.api.app, cast.api.database, cast.fixtures, {
      method: 'transfer',
    });
    const version = (await page(order.orderId)).order.version;
    for (const amount of ['10,005', '-5', '1e3', '0']) {
      const res = await act(order.orderId, {
        intent: 'payment',
        amount,
        received_on: shopDay(new Date()),
        reference: 'VIR BAD',
        version,
      });
      expect(res.status, amount).toBe(422);
      expect(res.data, amount).toMatchObject({
        intent: 'payment',
        fields: { amount: ["Cette valeur n'est pas valide."] },
      });
    }
    const payments = await cast.api.database.query<{ n: number }>(
      `select count(*)::int as n from payments where order_id = $1`,
      [order.orderId],
    );
    expect(payments[0]!.n).toBe(0);
    // A comma is how French staff type it: 10,50 € recorded, the order partly paid.
    const ok = await act(order.orderId, {
      intent: 'payment',
      amount: '10,50',
      received_on: shopDay(new Date()),
      reference: 'VIR OK',
      version,
    });
    expect(ok.status).toBe(303);
    const [row] = await cast.api.database.query<{ amount_cents: number }>(
      `select amount_cents from payments where order_id = $1`,
      [order.orderId],
    );
    expect(row!.amount_cents).toBe(1050);
  });
});
