/**
 * Workshop fitting (SPEC §5), the offer and the cart: offered per product (incl. VAT on the
 * product's reads), asked per cart line (POST and PUT), priced as its own amount in the
 * totals; bad input refused. The delivery side: assembly-delivery.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { data, useFittingApi, type FittingOrder as Order } from '../../support/fitting';

const { fixtures, call, customer } = useFittingApi();

describe('the fitting offer', () => {
  it('shows on the product of the workshop, incl. VAT, and not on others', async () => {
    const offered = data<{ assembly_price_ht: number; assembly_price_ttc: number }>(
      await call({}, 'GET', `/api/products/${fixtures.fitted.productId}`),
    );
    expect(offered.assembly_price_ht).toBe(fixtures.fitted.fittingHt / 100);
    expect(offered.assembly_price_ttc).toBe(Math.round(fixtures.fitted.fittingHt * 1.2) / 100);
    const none = data<{ assembly_price_ttc: number | null }>(
      await call({}, 'GET', `/api/products/${fixtures.plain.productId}`),
    );
    expect(none.assembly_price_ttc).toBeNull();
  });
});

describe('a cart line with fitting', () => {
  it('is priced as its own amount, included in the totals to the cent, and can be taken off', async () => {
    const headers = await customer();
    const added = await call(headers, 'POST', '/api/orders/current/order_variants', {
      variant_id: fixtures.fitted.variantId,
      quantity: 2,
      with_assembly: true,
    });
    expect(added.statusCode, added.body).toBe(201);
    const order = data<Order>(added);
    const [line] = order.order_variants;
    expect(line).toMatchObject({ with_assembly: true, assembly_available: true, quantity: 2 });
    const unitTtc = Math.round(fixtures.fitted.fittingHt * 1.2) / 100;
    expect(line!.assembly_unit_price_ttc).toBe(unitTtc);
    expect(line!.assembly_total_ttc).toBeCloseTo(unitTtc * 2, 2);
    const cents = (euros: number) => Math.round(euros * 100);
    expect(cents(order.subtotal_ttc)).toBe(
      cents(line!.total_ttc) + cents(line!.assembly_total_ttc!),
    );
    // The order's totals name the fitting's part of the subtotal.
    expect(order.assembly_total_ttc).toBe(line!.assembly_total_ttc);
    expect(cents(order.assembly_total_ht)).toBe(fixtures.fitted.fittingHt * 2);
    expect(cents(order.total_ht) + cents(order.total_vat)).toBe(cents(order.total_ttc));

    const off = data<Order>(
      await call(headers, 'PUT', `/api/order_variants/${line!.id}`, { with_assembly: false }),
    );
    expect(off.order_variants[0]).toMatchObject({
      with_assembly: false,
      assembly_available: true,
      assembly_total_ttc: null,
      quantity: 2,
    });
    expect(cents(off.subtotal_ttc)).toBe(cents(line!.total_ttc));
    expect(off.assembly_total_ttc).toBe(0);
    // Back on through PUT, then the quantity alone keeps it.
    const on = data<Order>(
      await call(headers, 'PUT', `/api/order_variants/${line!.id}`, { with_assembly: true }),
    );
    expect(on.order_variants[0]).toMatchObject({ with_assembly: true, quantity: 2 });
    const more = data<Order>(
      await call(headers, 'PUT', `/api/order_variants/${line!.id}`, { quantity: 3 }),
    );
    expect(more.order_variants[0]).toMatchObject({ with_assembly: true, quantity: 3 });
    expect(cents(more.assembly_total_ht)).toBe(fixtures.fitted.fittingHt * 3);
    await call(headers, 'PUT', `/api/order_variants/${line!.id}`, {
      quantity: 2,
      with_assembly: false,
    });
    // Adding the same variant again keeps the line's choice unless it is given.
    const again = data<Order>(
      await call(headers, 'POST', '/api/orders/current/order_variants', {
        variant_id: fixtures.fitted.variantId,
      }),
    );
    expect(again.order_variants[0]).toMatchObject({ quantity: 3, with_assembly: false });
  });

  it('is refused by PUT on a line whose product offers none, with the field named', async () => {
    const headers = await customer();
    const added = await call(headers, 'POST', '/api/orders/current/order_variants', {
      variant_id: fixtures.plain.variantId,
    });
    const lineId = data<Order>(added).order_variants[0]!.id;
    const refused = await call(headers, 'PUT', `/api/order_variants/${lineId}`, {
      with_assembly: true,
    });
    expect(refused.statusCode).toBe(422);
    const body = refused.json() as { errors: Record<string, string[]> };
    expect(body.errors.with_assembly![0]).toBe(
      'Ce produit ne peut pas être monté dans notre atelier.',
    );
    const english = await call(
      { ...headers, language: 'en' },
      'PUT',
      `/api/order_variants/${lineId}`,
      {
        with_assembly: true,
      },
    );
    expect(JSON.stringify(english.json())).toContain('cannot be fitted in our workshop');
    const notBoolean = await call(headers, 'PUT', `/api/order_variants/${lineId}`, {
      with_assembly: 'maybe',
    });
    expect(notBoolean.statusCode).toBe(422);
    const cart = data<Order>(await call(headers, 'GET', '/api/orders/current'));
    expect(cart.order_variants[0]).toMatchObject({
      with_assembly: false,
      assembly_available: false,
    });
    expect(cart.assembly_total_ttc).toBe(0);
  });

  it('is refused for a product the workshop does not fit, or a value that is not a boolean', async () => {
    const headers = await customer();
    const refused = await call(headers, 'POST', '/api/orders/current/order_variants', {
      variant_id: fixtures.plain.variantId,
      with_assembly: true,
    });
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(refused.json())).toContain('monté dans notre atelier');
    for (const value of ['yes', 2, null]) {
      const bad = await call(headers, 'POST', '/api/orders/current/order_variants', {
        variant_id: fixtures.fitted.variantId,
        with_assembly: value,
      });
      expect(bad.statusCode, String(value)).toBe(422);
    }
    // Nothing was written.
    expect(data<Order | null>(await call(headers, 'GET', '/api/orders/current'))).toBeNull();
    const put = await call(headers, 'PUT', '/api/order_variants/1', {});
    expect(put.statusCode).toBe(422);
  });
});
