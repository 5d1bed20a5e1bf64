/**
 * Workshop fitting (SPEC §5): offered per product, asked per cart line, priced as its own line,
 * frozen when the order is placed, and refused for deliveries outside mainland France and
 * Portugal — by the delivery step and by the placement itself.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { applyOrderEvent } from '../../../src/modules/orders';
import { registerCustomer } from '../../support/accounts';
import { useTestApp } from '../../support/app';

const api = useTestApp();

interface Line {
  id: number;
  quantity: number;
  total_ttc: number;
  with_assembly: boolean;
  assembly_available: boolean;
  assembly_unit_price_ttc: number | null;
  assembly_total_ttc: number | null;
}
interface Order {
  id: number;
  order_variants: Line[];
  subtotal_ttc: number;
  assembly_total_ht: number;
  assembly_total_ttc: number;
  total_ttc: number;
  total_ht: number;
  total_vat: number;
  shipping_cost: number | null;
}

type Headers = Record<string, string>;
const call = (headers: Headers, method: string, url: string, payload?: unknown) =>
  api.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const data = <T>(res: { json(): unknown }) => (res.json() as { data: T }).data;

let fitted: { variantId: number; productId: number; fittingHt: number };
let plain: { variantId: number; productId: number };
const countries: Record<string, number> = {};

beforeAll(async () => {
  const variant = (offered: boolean) =>
    api.database.query<{ variant_id: number; product_id: number; cents: number | null }>(
      `select v.id as variant_id, p.id as product_id, p.assembly_price_ht_cents as cents
         from variants v join products p on p.id = v.product_id
        where v.is_active and p.is_active and v.out_of_stock_status = 'stock'
          and p.assembly_price_ht_cents is ${offered ? 'not null' : 'null'}
        order by v.id limit 1`,
    );
  const [a] = await variant(true);
  const [b] = await variant(false);
  fitted = { variantId: a!.variant_id, productId: a!.product_id, fittingHt: a!.cents! };
  plain = { variantId: b!.variant_id, productId: b!.product_id };
  await api.database.query(
    `update variants set quantity_available = 100 where id = any($1::int[])`,
    [[fitted.variantId, plain.variantId]],
  );
  for (const row of await api.database.query<{ id: number; iso: string }>(
    `select id, iso from countries where iso in ('FR', 'PT', 'BE')`,
  ))
    countries[row.iso] = row.id;
});

let lastEmail = '';
async function customer() {
  const who = await registerCustomer(api.app);
  lastEmail = who.email;
  return who.auth as Headers;
}

async function address(headers: Headers, country: string, city: string, postCode: string) {
  const res = await call(headers, 'POST', '/api/addresses', {
    name: `${city} ${postCode}`,
    firstname: 'Lucia',
    lastname: 'Rossi',
    address: '3 avenue des Platanes',
    city,
    post_code: postCode,
    country_id: countries[country],
    phone:
      country === 'PT'
        ? '+351 912 345 678'
        : country === 'BE'
          ? '+32 470 12 34 56'
          : '06 12 34 56 78',
  });
  expect(res.statusCode, res.body).toBe(201);
  return data<{ id: number }>(res).id;
}

describe('the fitting offer', () => {
  it('shows on the product of the workshop, incl. VAT, and not on others', async () => {
    const offered = data<{ assembly_price_ht: number; assembly_price_ttc: number }>(
      await call({}, 'GET', `/api/products/${fitted.productId}`),
    );
    expect(offered.assembly_price_ht).toBe(fitted.fittingHt / 100);
    expect(offered.assembly_price_ttc).toBe(Math.round(fitted.fittingHt * 1.2) / 100);
    const none = data<{ assembly_price_ttc: number | null }>(
      await call({}, 'GET', `/api/products/${plain.productId}`),
    );
    expect(none.assembly_price_ttc).toBeNull();
  });
});

describe('a cart line with fitting', () => {
  it('is priced as its own amount, included in the totals to the cent, and can be taken off', async () => {
    const headers = await customer();
    const added = await call(headers, 'POST', '/api/orders/current/order_variants', {
      variant_id: fitted.variantId,
      quantity: 2,
      with_assembly: true,
    });
    expect(added.statusCode, added.body).toBe(201);
    const order = data<Order>(added);
    const [line] = order.order_variants;
    expect(line).toMatchObject({ with_assembly: true, assembly_available: true, quantity: 2 });
    const unitTtc = Math.round(fitted.fittingHt * 1.2) / 100;
    expect(line!.assembly_unit_price_ttc).toBe(unitTtc);
    expect(line!.assembly_total_ttc).toBeCloseTo(unitTtc * 2, 2);
    const cents = (euros: number) => Math.round(euros * 100);
    expect(cents(order.subtotal_ttc)).toBe(
      cents(line!.total_ttc) + cents(line!.assembly_total_ttc!),
    );
    // The order's totals name the fitting's part of the subtotal.
    expect(order.assembly_total_ttc).toBe(line!.assembly_total_ttc);
    expect(cents(order.assembly_total_ht)).toBe(fitted.fittingHt * 2);
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
    expect(cents(more.assembly_total_ht)).toBe(fitted.fittingHt * 3);
    await call(headers, 'PUT', `/api/order_variants/${line!.id}`, {
      quantity: 2,
      with_assembly: false,
    });
    // Adding the same variant again keeps the line's choice unless it is given.
    const again = data<Order>(
      await call(headers, 'POST', '/api/orders/current/order_variants', {
        variant_id: fitted.variantId,
      }),
    );
    expect(again.order_variants[0]).toMatchObject({ quantity: 3, with_assembly: false });
  });

  it('is refused by PUT on a line whose product offers none, with the field named', async () => {
    const headers = await customer();
    const added = await call(headers, 'POST', '/api/orders/current/order_variants', {
      variant_id: plain.variantId,
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
      variant_id: plain.variantId,
      with_assembly: true,
    });
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(refused.json())).toContain('monté dans notre atelier');
    for (const value of ['yes', 2, null]) {
      const bad = await call(headers, 'POST', '/api/orders/current/order_variants', {
        variant_id: fitted.variantId,
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

describe('the delivery of a fitted product', () => {
  async function cartWithFitting() {
    const headers = await customer();
    await call(headers, 'POST', '/api/orders/current/order_variants', {
      variant_id: fitted.variantId,
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
      [lastEmail],
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
    expect(row!.cents).toBe(fitted.fittingHt);
    // The confirmation e-mail lists the fitting as a line of its own.
    const [mail] = await api.database.query<{ data: unknown }>(
      `select data from email_outbox where "to" = $1 and template = 'order_confirmation'`,
      [lastEmail],
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
      unitHtCents: fitted.fittingHt,
      totalHtCents: fitted.fittingHt,
    });
    expect(invoice!.lines).toHaveLength(2);
    expect(invoice!.total_ttc_cents).toBe(Math.round(order.total_ttc * 100));
    // The catalogue's price may change: the order keeps what was sold.
    await api.database.query(
      `update products set assembly_price_ht_cents = assembly_price_ht_cents + 1000 where id = $1`,
      [fitted.productId],
    );
    const read = data<Order>(await call(headers, 'GET', `/api/orders/${order.id}`));
    expect(read.total_ttc).toBe(order.total_ttc);
    await api.database.query(
      `update products set assembly_price_ht_cents = assembly_price_ht_cents - 1000 where id = $1`,
      [fitted.productId],
    );
  });
});
