/**
 * Workshop fitting (SPEC §5), the delivery: refused for deliveries outside mainland France and
 * Portugal by the deliveries list, the choice of a delivery and the placement itself (never
 * trusting the page); accepted on the mainland, the fitting price frozen at placement and
 * printed as its own line on the e-mail and the invoice.
 */
import { describe, expect, it } from 'vitest';
import { applyOrderEvent } from '../../../src/modules/orders';
import { data, useFittingApi, type FittingOrder as Order } from '../../support/fitting';

const { api, fixtures, call, customer, address } = useFittingApi();

describe('the delivery of a fitted product', () => {
  async function cartWithFitting() {
    const headers = await customer();
    await call(headers, 'POST', '/api/orders/current/order_variants', {
      variant_id: fixtures.fitted.variantId,
      with_assembly: true,
    });
    return headers;
  }

  it('is refused for Corsica, Madeira and Belgium with the SPEC §5 message, at every step', async () => {
    const headers = await cartWithFitting();
    for (const [country, city, postCode] of [
      ['FR', 'Ajaccio', '20000'],
      ['PT', 'Funchal', '9000-018'],
      ['BE', 'Bruxelles', '1000'],
    ] as const) {
      const id = await address(headers, country, city, postCode);
      const assigned = await call(headers, 'PATCH', '/api/orders/current/assign_shipping_address', {
        address_id: id,
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
      const ranges = await call(
        headers,
        'GET',
        '/api/orders/current/shipping_method_ranges/available',
      );
      expect(ranges.statusCode, `${country} ${postCode}`).toBe(422);
      const body = ranges.json() as {
        message: string;
        order_variant_ids: number[];
        errors: Record<string, string[]>;
      };
      expect(body.message).toContain('France métropolitaine ou au Portugal continental');
      expect(body.errors.order_variants![0]).toBe(body.message);
      expect(body.order_variant_ids).toHaveLength(1);
      const placed = await call(headers, 'POST', '/api/orders/current/place', {});
      expect(placed.statusCode).toBe(422);
    }
    const english = await call(
      { ...headers, language: 'en' },
      'GET',
      '/api/orders/current/shipping_method_ranges/available',
    );
    expect((english.json() as { message: string }).message).toContain('mainland France');
  });

  it('is refused when the address moves to Corsica after a delivery was chosen', async () => {
    const headers = await cartWithFitting();
    const paris = await address(headers, 'FR', 'Paris', '75002');
    await call(headers, 'PATCH', '/api/orders/current/assign_shipping_address', {
      address_id: paris,
    });
    const [home] = data<{ id: number; shipping_method: { id: number; code: string } }[]>(
      await call(headers, 'GET', '/api/orders/current/shipping_method_ranges/available'),
    ).filter((r) => r.shipping_method.code === 'colissimo_home');
    const choose = () =>
      call(
        headers,
        'PATCH',
        `/api/orders/current/shipping_methods/${home!.shipping_method.id}/${home!.id}`,
        {},
      );
    expect((await choose()).statusCode).toBe(200);
    await call(headers, 'PATCH', '/api/orders/current/payment_methods/transfer/assign');

    const bastia = await address(headers, 'FR', 'Bastia', '20200');
    await call(headers, 'PATCH', '/api/orders/current/assign_shipping_address', {
      address_id: bastia,
    });
    // Whatever the page did, the server says no: choosing the delivery, placing the order.
    const chosen = await choose();
    expect(chosen.statusCode).toBe(422);
    expect((chosen.json() as { message: string }).message).toContain('Portugal continental');
    const placed = await call(headers, 'POST', '/api/orders/current/place', {});
    expect(placed.statusCode).toBe(422);
    expect((placed.json() as { message: string }).message).toContain('Portugal continental');
    const [row] = await api.database.query<{ status: string }>(
      `select o.status from orders o join users u on u.id = o.user_id where u.email = $1`,
      [fixtures.lastEmail],
    );
    expect(row!.status).toBe('not_ordered');
  });

  it('goes on for mainland France and Portugal; the placed order keeps the fitting price', async () => {
    const headers = await cartWithFitting();
    const lisbon = await address(headers, 'PT', 'Lisboa', '1000-001');
    await call(headers, 'PATCH', '/api/orders/current/assign_shipping_address', {
      address_id: lisbon,
    });
    const portugal = await call(
      headers,
      'GET',
      '/api/orders/current/shipping_method_ranges/available',
    );
    expect(portugal.statusCode, portugal.body).toBe(200);

    const lyon = await address(headers, 'FR', 'Lyon', '69002');
    await call(headers, 'PATCH', '/api/orders/current/assign_shipping_address', {
      address_id: lyon,
    });
    const ranges = data<{ id: number; shipping_method: { id: number; code: string } }[]>(
      await call(headers, 'GET', '/api/orders/current/shipping_method_ranges/available'),
    );
    const home = ranges.find((r) => r.shipping_method.code === 'colissimo_home')!;
    const chosen = await call(
      headers,
      'PATCH',
      `/api/orders/current/shipping_methods/${home.shipping_method.id}/${home.id}`,
      {},
    );
    expect(chosen.statusCode, chosen.body).toBe(200);
    await call(headers, 'PATCH', '/api/orders/current/payment_methods/transfer/assign');
    const placed = await call(headers, 'POST', '/api/orders/current/place', {});
    expect(placed.statusCode, placed.body).toBe(201);
    const order = data<Order>(placed);
    expect(order.order_variants[0]).toMatchObject({ with_assembly: true });
    const [row] = await api.database.query<{ cents: number }>(
      `select assembly_unit_price_ht_cents as cents from order_variants where order_id = $1`,
      [order.id],
    );
    expect(row!.cents).toBe(fixtures.fitted.fittingHt);
    // The confirmation e-mail lists the fitting as a line of its own.
    const [mail] = await api.database.query<{ data: unknown }>(
      `select data from email_outbox where "to" = $1 and template = 'order_confirmation'`,
      [fixtures.lastEmail],
    );
    expect(JSON.stringify(mail!.data)).toContain('Montage en atelier');
    // Paid: the invoice shows the fitting as its own line, at its frozen price.
    await api.database.db.transaction((tx) =>
      applyOrderEvent(tx, order.id, 'payment_succeeded', new Date()),
    );
    const [invoice] = await api.database.query<{
      lines: { name: string; quantity: number; unitHtCents: number; totalHtCents: number }[];
      total_ttc_cents: number;
    }>(`select lines, total_ttc_cents from invoices where order_id = $1`, [order.id]);
    const fittingLine = invoice!.lines.find((l) => l.name.startsWith('Montage en atelier'));
    expect(fittingLine).toMatchObject({
      quantity: 1,
      unitHtCents: fixtures.fitted.fittingHt,
      totalHtCents: fixtures.fitted.fittingHt,
    });
    expect(invoice!.lines).toHaveLength(2);
    expect(invoice!.total_ttc_cents).toBe(Math.round(order.total_ttc * 100));
    // The catalogue's price may change: the order keeps what was sold.
    await api.database.query(
      `update products set assembly_price_ht_cents = assembly_price_ht_cents + 1000 where id = $1`,
      [fixtures.fitted.productId],
    );
    const read = data<Order>(await call(headers, 'GET', `/api/orders/${order.id}`));
    expect(read.total_ttc).toBe(order.total_ttc);
    await api.database.query(
      `update products set assembly_price_ht_cents = assembly_price_ht_cents - 1000 where id = $1`,
      [fixtures.fitted.productId],
    );
  });
});
