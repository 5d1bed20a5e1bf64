import { beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../../src/modules/customers';
import { expireUnpaidTransfers } from '../../../src/modules/orders';
import { registerCustomer } from '../../support/accounts';
import { useTestApp } from '../../support/app';

const api = useTestApp();

interface Range {
  id: number;
  price_ttc: number;
  shipping_method: { id: number; code: string; kind: string };
}
interface Order {
  id: number;
  number: string | null;
  status: string;
  payment_status: string;
  items_count: number;
  order_variants: { id: number; variant_id: number; quantity: number; total_ttc: number }[];
  subtotal_ttc: number;
  promo_code_discount: number;
  code: { name: string; value: number } | null;
  shipping_cost: number | null;
  shipping_method_range_id: number | null;
  relay_point: { id: string } | null;
  payment_method: string | null;
  total_ht: number;
  total_vat: number;
  total_ttc: number;
  vat_country: string;
  vat_rate: number;
  placed_at: string | null;
}

let frId: number;
let beId: number;
let chId: number;
let variantId: number;

beforeAll(async () => {
  const countries = await api.database.query<{ id: number; iso: string }>(
    `select id, iso from countries where iso in ('FR', 'BE', 'CH')`,
  );
  const id = (iso: string) => countries.find((c) => c.iso === iso)!.id;
  [frId, beId, chId] = [id('FR'), id('BE'), id('CH')];
  const [variant] = await api.database.query<{ id: number }>(
    `select v.id from variants v join products p on p.id = v.product_id
      where v.is_active and p.is_active and v.out_of_stock_status = 'stock'
        and v.weight_grams between 100 and 3000
      order by v.id limit 1`,
  );
  variantId = variant!.id;
  await api.database.query(`update variants set quantity_available = 50 where id = $1`, [
    variantId,
  ]);
});

type Headers = Record<string, string>;
const call = async (headers: Headers, method: string, url: string, payload?: unknown) =>
  api.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const data = <T>(res: { json(): unknown }) => (res.json() as { data: T }).data;

const ADDRESS = {
  name: 'Maison',
  firstname: 'Alice',
  lastname: 'Durand',
  address: '12 rue de la République',
  city: 'Lyon',
  post_code: '69002',
  phone: '06 12 34 56 78',
};

async function customerWithCart(country = 'FR', quantity = 2) {
  const customer = await registerCustomer(api.app);
  const countryId = country === 'FR' ? frId : country === 'BE' ? beId : chId;
  const address = data<{ id: number }>(
    await call(customer.auth, 'POST', '/api/addresses', {
      ...ADDRESS,
      country_id: countryId,
      ...(country === 'BE'
        ? { city: 'Bruxelles', post_code: '1000', phone: '+32 470 12 34 56' }
        : {}),
      ...(country === 'CH' ? { city: 'Genève', post_code: '1201', phone: '+41 78 123 45 67' } : {}),
    }),
  );
  const added = await call(customer.auth, 'POST', '/api/orders/current/order_variants', {
    variant_id: variantId,
    quantity,
  });
  expect(added.statusCode).toBe(201);
  return { headers: customer.auth, addressId: address.id };
}

async function readyToPlace(method = 'transfer', quantity = 2) {
  const who = await customerWithCart('FR', quantity);
  await call(who.headers, 'PATCH', '/api/orders/current/assign_shipping_address', {
    address_id: who.addressId,
  });
  const ranges = data<Range[]>(
    await call(who.headers, 'GET', '/api/orders/current/shipping_method_ranges/available'),
  );
  const home = ranges.find((r) => r.shipping_method.code === 'colissimo_home')!;
  await call(
    who.headers,
    'PATCH',
    `/api/orders/current/shipping_methods/${home.shipping_method.id}/${home.id}`,
    {},
  );
  const assigned = await call(
    who.headers,
    'PATCH',
    `/api/orders/current/payment_methods/${method}/assign`,
  );
  expect(assigned.statusCode).toBe(200);
  return who;
}

const stockOf = async (id: number) =>
  (
    await api.database.query<{ q: number }>(
      `select quantity_available as q from variants where id = $1`,
      [id],
    )
  )[0]!.q;

describe('checkout steps', () => {
  it('needs an account: a visitor is told to sign in (401)', async () => {
    const res = await call({}, 'GET', '/api/orders/current/shipping_method_ranges/available');
    expect(res.statusCode).toBe(401);
  });

  it('prices deliveries for the address, and the destination VAT follows the address', async () => {
    const who = await customerWithCart('BE');
    expect(
      (await call(who.headers, 'GET', '/api/orders/current/shipping_method_ranges/available'))
        .statusCode,
    ).toBe(422);
    const assigned = data<Order>(
      await call(who.headers, 'PATCH', '/api/orders/current/assign_shipping_address', {
        address_id: who.addressId,
      }),
    );
    expect(assigned.vat_country).toBe('BE');
    expect(assigned.vat_rate).toBe(21);
    const ranges = data<Range[]>(
      await call(who.headers, 'GET', '/api/orders/current/shipping_method_ranges/available'),
    );
    const codes = ranges.map((r) => r.shipping_method.code);
    expect(codes).toContain('colissimo_home');
    expect(codes).toContain('mondial_relay');
    // Express is for mainland France only.
    expect(codes).not.toContain('chronopost_express');
    for (const range of ranges) expect(range.price_ttc).toBeGreaterThanOrEqual(0);
  });

  it('exports to Switzerland free of French VAT', async () => {
    const who = await customerWithCart('CH');
    const order = data<Order>(
      await call(who.headers, 'PATCH', '/api/orders/current/assign_shipping_address', {
        address_id: who.addressId,
      }),
    );
    expect(order.vat_country).toBe('CH');
    expect(order.vat_rate).toBe(0);
    expect(order.total_vat).toBe(0);
  });

  it('moves the billing address with the delivery one until another is chosen (as the page)', async () => {
    const who = await customerWithCart('FR');
    const other = async () =>
      data<{ id: number }>(
        await call(who.headers, 'POST', '/api/addresses', { ...ADDRESS, country_id: frId }),
      ).id;
    const [office, company] = [await other(), await other()];
    const assign = async (kind: string, id: number) =>
      data<{ shipping_address_id: number; billing_address_id: number }>(
        await call(who.headers, 'PATCH', `/api/orders/current/assign_${kind}_address`, {
          address_id: id,
        }),
      );
    const ids = (order: { shipping_address_id: number; billing_address_id: number }) => [
      order.shipping_address_id,
      order.billing_address_id,
    ];
    expect(ids(await assign('shipping', who.addressId))).toEqual([who.addressId, who.addressId]);
    // Billed "the same as delivery": the billing address follows.
    expect(ids(await assign('shipping', office))).toEqual([office, office]);
    // Billed apart: it stays.
    expect(ids(await assign('billing', company))).toEqual([office, company]);
    expect(ids(await assign('shipping', who.addressId))).toEqual([who.addressId, company]);
  });

  it('chooses a relay point among those the carrier lists, and refuses one it does not', async () => {
    const who = await customerWithCart('FR');
    await call(who.headers, 'PATCH', '/api/orders/current/assign_shipping_address', {
      address_id: who.addressId,
    });
    const ranges = data<Range[]>(
      await call(who.headers, 'GET', '/api/orders/current/shipping_method_ranges/available'),
    );
    const relay = ranges.find((r) => r.shipping_method.kind === 'relay')!;
    const url = `/api/orders/current/shipping_methods/${relay.shipping_method.id}/${relay.id}`;
    expect((await call(who.headers, 'PATCH', url, {})).statusCode).toBe(422);
    expect((await call(who.headers, 'PATCH', url, { relay_point_id: 'FORGED-1' })).statusCode).toBe(
      422,
    );
    const points = data<{ id: string; city: string }[]>(
      await call(
        who.headers,
        'POST',
        `/api/orders/current/shipping_methods/${relay.shipping_method.id}/list`,
        {},
      ),
    );
    expect(points.length).toBeGreaterThan(0);
    expect(points[0]!.city).toBe('Lyon');
    const order = data<Order>(
      await call(who.headers, 'PATCH', url, { relay_point_id: points[1]!.id }),
    );
    expect(order.shipping_method_range_id).toBe(relay.id);
    expect(order.relay_point?.id).toBe(points[1]!.id);
    expect(order.shipping_cost).toBe(relay.price_ttc);
  });

  it('applies a promo code by name and refuses an unknown one without changing anything', async () => {
    const who = await customerWithCart('FR', 5);
    const [code] = await api.database.query<{ code: string; value_percent: number }>(
      `select code, value_percent from promo_codes
        where is_active and not is_pro_only and min_amount_cents = 0 and max_uses is null
          and applies_to = 'all'
          and (starts_at is null or starts_at <= now()) and (ends_at is null or ends_at > now())
        limit 1`,
    );
    const bad = await call(who.headers, 'PATCH', '/api/orders/current/apply_code_with_name', {
      name: 'NOPE',
    });
    expect(bad.statusCode).toBe(422);
    const order = data<Order>(
      await call(who.headers, 'PATCH', '/api/orders/current/apply_code_with_name', {
        name: code!.code.toLowerCase(),
      }),
    );
    expect(order.code?.value).toBe(code!.value_percent);
    expect(order.promo_code_discount).toBeCloseTo(
      Math.round(order.subtotal_ttc * code!.value_percent) / 100,
      2,
    );
    expect(Math.round(order.total_ttc * 100)).toBe(
      Math.round((order.subtotal_ttc - order.promo_code_discount) * 100),
    );
  });

  it('offers the methods the order allows and refuses another', async () => {
    const who = await customerWithCart('FR', 1);
    const methods = data<{ code: string }[]>(
      await call(who.headers, 'GET', '/api/orders/current/payment_methods/available'),
    ).map((m) => m.code);
    expect(methods).toEqual(expect.arrayContaining(['monetico', 'paypal', 'transfer']));
    expect(methods).not.toContain('store');
    expect(
      (await call(who.headers, 'PATCH', '/api/orders/current/payment_methods/store/assign'))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(who.headers, 'PATCH', '/api/orders/current/payment_methods/bitcoin/assign'))
        .statusCode,
    ).toBe(404);
  });
});

describe('placing an order', () => {
  it('gives it a number, freezes its totals, takes the stock and empties the cart', async () => {
    const who = await readyToPlace('transfer', 3);
    const before = await stockOf(variantId);
    const res = await call(who.headers, 'POST', '/api/orders/current/place');
    expect(res.statusCode).toBe(201);
    const order = data<Order>(res);
    expect(order.number).toMatch(/^\d{4}-\d{6}$/);
    expect(order.status).toBe('awaiting_payment');
    expect(order.payment_status).toBe('awaiting');
    expect(order.placed_at).not.toBeNull();
    expect(Math.round((order.total_ht + order.total_vat) * 100)).toBe(
      Math.round(order.total_ttc * 100),
    );
    expect(await stockOf(variantId)).toBe(before - 3);
    expect(data(await call(who.headers, 'GET', '/api/orders/current'))).toBeNull();
    // The order keeps its prices when the catalogue changes.
    await api.database.query(
      `update variants set price_ht_cents = price_ht_cents + 1000 where id = $1`,
      [variantId],
    );
    const again = data<Order>(await call(who.headers, 'GET', `/api/orders/${order.id}`));
    expect(again.total_ttc).toBe(order.total_ttc);
    await api.database.query(
      `update variants set price_ht_cents = price_ht_cents - 1000 where id = $1`,
      [variantId],
    );
    const list = (await call(who.headers, 'GET', '/api/orders')).json() as {
      data: { id: number; group: string; total_ttc: number; items_count: number }[];
      meta: { total: number };
    };
    expect(list.meta.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      id: order.id,
      group: 'waiting_payment',
      total_ttc: order.total_ttc,
      items_count: 3,
    });
    // A placed order is not a cart any more.
    const edit = await call(who.headers, 'POST', `/api/orders/${order.id}/order_variants`, {
      variant_id: variantId,
    });
    expect(edit.statusCode).toBe(409);
    expect((await call(who.headers, 'POST', `/api/orders/${order.id}/place`)).statusCode).toBe(409);
  });

  it('refuses to place without a delivery or a payment method (nothing taken)', async () => {
    const who = await customerWithCart('FR', 1);
    const before = await stockOf(variantId);
    const res = await call(who.headers, 'POST', '/api/orders/current/place');
    expect(res.statusCode).toBe(422);
    expect(Object.keys((res.json() as { errors: object }).errors)).toEqual(['shipping_address']);
    await call(who.headers, 'PATCH', '/api/orders/current/assign_shipping_address', {
      address_id: who.addressId,
    });
    const noRange = await call(who.headers, 'POST', '/api/orders/current/place');
    expect(Object.keys((noRange.json() as { errors: object }).errors)).toEqual([
      'shipping_method_range_id',
    ]);
    expect(await stockOf(variantId)).toBe(before);
  });

  /** A variant (not `variantId`) with `stock` left, sold out after it. */
  async function scarceVariant(stock: number): Promise<number> {
    const [scarce] = await api.database.query<{ id: number }>(
      `select v.id from variants v join products p on p.id = v.product_id
        where v.is_active and p.is_active and v.id <> $1 and v.weight_grams between 100 and 3000
          and v.quantity_available > 0
        order by v.id desc limit 1`,
      [variantId],
    );
    await api.database.query(
      `update variants set quantity_available = $2, out_of_stock_status = 'sold_out' where id = $1`,
      [scarce!.id, stock],
    );
    return scarce!.id;
  }

  /**
   * `count` customers with a cart ready to place (address, store pickup, transfer), the lines
   * given by `linesOf(i)`; written directly: the race is what these tests are about.
   */
  async function readyCarts(
    count: number,
    linesOf: (i: number) => Array<[variant: number, quantity: number]>,
  ): Promise<Headers[]> {
    const [range] = await api.database.query<{ id: number }>(
      `select r.id from shipping_method_ranges r join shipping_methods m on m.id = r.shipping_method_id
        where m.code = 'store_pickup' and 'FR' = any(r.country_isos)`,
    );
    const snapshot = JSON.stringify({
      ...ADDRESS,
      company: null,
      address_complement: null,
      floor: null,
      building: null,
      country_id: frId,
      country_iso: 'FR',
      phone: '+33612345678',
      fixed_phone: null,
    });
    const headers: Headers[] = [];
    for (let i = 0; i < count; i++) {
      const [user] = await api.database.query<{ id: number }>(
        `insert into users (email, firstname, lastname) values ($1, 'Race', 'Runner') returning id`,
        [`racer${i}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`],
      );
      const [order] = await api.database.query<{ id: number }>(
        `insert into orders (user_id, shipping_address, billing_address, shipping_method_range_id, payment_method)
         values ($1, $2::jsonb, $2::jsonb, $3, 'transfer') returning id`,
        [user!.id, snapshot, range!.id],
      );
      for (const [variant, quantity] of linesOf(i))
        await api.database.query(
          `insert into order_variants (order_id, variant_id, quantity) values ($1, $2, $3)`,
          [order!.id, variant, quantity],
        );
      const { token } = await openSession(api.database.db, user!.id, new Date());
      headers.push({ authorization: `Bearer ${token}` });
    }
    return headers;
  }

  const placedWith = async (id: number) =>
    (
      await api.database.query<{ n: number }>(
        `select count(*)::int as n from orders o join order_variants l on l.order_id = o.id
          where l.variant_id = $1 and o.status <> 'not_ordered'`,
        [id],
      )
    )[0]!.n;

  it('never oversells: 200 customers race for 10 left, exactly 10 orders are placed', async () => {
    const scarce = await scarceVariant(10);
    const racers = 200;
    // Every other cart also holds a plentiful variant, added first: stock is taken in
    // variant order whatever the cart's order, so no two placements wait on each other.
    const headers = await readyCarts(racers, (i) =>
      i % 2 === 0
        ? [
            [variantId, 1],
            [scarce, 1],
          ]
        : [[scarce, 1]],
    );
    const plentyBefore = await stockOf(variantId);
    const placedWithPlentyBefore = await placedWith(variantId);
    const results = await Promise.all(
      headers.map((h) => call(h, 'POST', '/api/orders/current/place')),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(racers - 10);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ variant_id: scarce, available: 0 });
    expect(await stockOf(scarce)).toBe(0);
    expect(await placedWith(scarce)).toBe(10);
    // Refused orders took nothing: the other variant lost one per winner that held it.
    const winnersWithBoth = (await placedWith(variantId)) - placedWithPlentyBefore;
    expect(await stockOf(variantId)).toBe(plentyBefore - winnersWithBoth);
  });

  it('takes a line whole or not at all: 100 carts of 3 race for 10, three win, 1 is left', async () => {
    // A cart holds one line per variant (adding again raises its quantity), so what several
    // lines of one variant would be is one line asking for several units.
    const scarce = await scarceVariant(10);
    const headers = await readyCarts(100, (i) =>
      i % 3 === 0
        ? [
            [scarce, 3],
            [variantId, 2],
          ]
        : [[scarce, 3]],
    );
    const results = await Promise.all(
      headers.map((h) => call(h, 'POST', '/api/orders/current/place')),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(97);
    // Refused only once fewer than 3 were left (10 → 7 → 4 → 1), and told how many: never a
    // partial line, never below zero.
    const available = results
      .filter((r) => r.statusCode === 409)
      .map((r) => (r.json() as { available: number }).available);
    expect(new Set(available)).toEqual(new Set([1]));
    expect(await stockOf(scarce)).toBe(1);
    expect(await placedWith(scarce)).toBe(3);
    // The last unit still sells to a cart asking for one.
    const [last] = await readyCarts(1, () => [[scarce, 1]]);
    expect((await call(last!, 'POST', '/api/orders/current/place')).statusCode).toBe(201);
    expect(await stockOf(scarce)).toBe(0);
  });

  it('back-orders what a reorder variant lacks, and a cancellation gives back only what was taken', async () => {
    const who = await readyToPlace('transfer', 3);
    await api.database.query(
      `update variants set out_of_stock_status = 'reorder', quantity_available = 1 where id = $1`,
      [variantId],
    );
    try {
      const placed = await call(who.headers, 'POST', '/api/orders/current/place', {});
      expect(placed.statusCode).toBe(201);
      const order = data<Order>(placed);
      expect(await stockOf(variantId)).toBe(0);
      const [line] = await api.database.query<{ backordered: number; unit: number | null }>(
        `select backordered_quantity as backordered, unit_price_ht_cents as unit
           from order_variants where order_id = $1`,
        [order.id],
      );
      expect(line!.backordered).toBe(2);
      expect(line!.unit).toBeGreaterThan(0);
      // The answer shows the lines as placed, frozen prices included.
      expect(order.order_variants[0]!.quantity).toBe(3);
      expect(order.total_ttc).toBeGreaterThan(0);
      await api.database.query(
        `update orders set placed_at = now() - interval '8 days' where id = $1`,
        [order.id],
      );
      await expireUnpaidTransfers(api.database.db, new Date());
      expect(await stockOf(variantId)).toBe(1);
    } finally {
      await api.database.query(
        `update variants set out_of_stock_status = 'stock', quantity_available = 50 where id = $1`,
        [variantId],
      );
    }
  });
});

describe('saved carts', () => {
  it('saves a named copy, lists it, puts it back into the cart and deletes it', async () => {
    const who = await customerWithCart('FR', 2);
    const noName = await call(who.headers, 'POST', '/api/orders/current/save', { name: ' ' });
    expect(noName.statusCode).toBe(422);
    const saved = await call(who.headers, 'POST', '/api/orders/current/save', {
      name: 'Clio atelier',
    });
    expect(saved.statusCode).toBe(201);
    const copy = data<Order & { saved_name: string }>(saved);
    expect(copy.saved_name).toBe('Clio atelier');
    expect(copy.items_count).toBe(2);
    // The cart itself is unchanged.
    expect(data<Order>(await call(who.headers, 'GET', '/api/orders/current')).items_count).toBe(2);
    const list = (await call(who.headers, 'GET', '/api/orders?filter[saved]=1')).json() as {
      data: { id: number; saved_name: string }[];
    };
    expect(list.data.map((o) => o.saved_name)).toEqual(['Clio atelier']);
    const restored = data<Order>(await call(who.headers, 'POST', `/api/orders/${copy.id}/select`));
    expect(restored.items_count).toBe(4);
    // Another customer can neither restore nor delete it.
    const other = await customerWithCart('FR', 1);
    expect((await call(other.headers, 'POST', `/api/orders/${copy.id}/select`)).statusCode).toBe(
      404,
    );
    expect((await call(other.headers, 'DELETE', `/api/orders/${copy.id}`)).statusCode).toBe(404);
    expect((await call(who.headers, 'DELETE', `/api/orders/${copy.id}`)).statusCode).toBe(204);
    const after = (await call(who.headers, 'GET', '/api/orders?filter[saved]=1')).json() as {
      data: unknown[];
    };
    expect(after.data).toEqual([]);
  });

  it('refuses to save for a visitor or an empty cart', async () => {
    expect((await call({}, 'POST', '/api/orders/current/save', { name: 'x' })).statusCode).toBe(
      401,
    );
    const customer = await registerCustomer(api.app);
    const empty = await call(customer.auth, 'POST', '/api/orders/current/save', { name: 'x' });
    expect(empty.statusCode).toBe(422);
  });
});

describe('gift cards and loyalty points', () => {
  const cardBalance = async (code: string) =>
    (
      await api.database.query<{ b: number }>(
        `select balance_cents as b from gift_cards where code = $1`,
        [code],
      )
    )[0]!.b;

  it('pays with a gift card (a means of payment: VAT unchanged), and an expired one is refused', async () => {
    const who = await readyToPlace('transfer', 1);
    const before = data<Order & { amount_due: number }>(
      await call(who.headers, 'GET', '/api/orders/current'),
    );
    const expired = await call(who.headers, 'PATCH', '/api/orders/current/apply_code_with_name', {
      name: 'cadeau-expire-20',
    });
    expect(expired.statusCode).toBe(422);
    const res = await call(who.headers, 'PATCH', '/api/orders/current/apply_code_with_name', {
      name: 'cadeau-demo-100',
    });
    expect(res.statusCode).toBe(200);
    const order = data<
      Order & { amount_due: number; gift_card: { code: string; used: number } | null }
    >(res);
    expect(order.gift_card?.code).toBe('CADEAU-DEMO-100');
    expect(order.total_vat).toBe(before.total_vat);
    expect(order.gift_card!.used).toBeCloseTo(Math.min(100, order.total_ttc), 2);
    expect(order.amount_due).toBeCloseTo(order.total_ttc - order.gift_card!.used, 2);
    const balanceBefore = await cardBalance('CADEAU-DEMO-100');
    const placed = await call(who.headers, 'POST', '/api/orders/current/place', {});
    expect(placed.statusCode).toBe(201);
    // Covered in full, the order is paid at once; otherwise the rest is awaited by transfer.
    expect(data<Order>(placed).status).toBe(order.amount_due === 0 ? 'paid' : 'awaiting_payment');
    const used = Math.round(order.gift_card!.used * 100);
    expect(await cardBalance('CADEAU-DEMO-100')).toBe(balanceBefore - used);
  });

  it('places an order paid in full by a gift card as paid, with nothing left to pay', async () => {
    const who = await customerWithCart('FR', 1);
    // A small order: the card covers it all.
    await call(who.headers, 'PATCH', '/api/orders/current/assign_shipping_address', {
      address_id: who.addressId,
    });
    const ranges = data<Range[]>(
      await call(who.headers, 'GET', '/api/orders/current/shipping_method_ranges/available'),
    );
    const pickup = ranges.find((r) => r.shipping_method.kind === 'store')!;
    await call(
      who.headers,
      'PATCH',
      `/api/orders/current/shipping_methods/${pickup.shipping_method.id}/${pickup.id}`,
      {},
    );
    const [cheap] = await api.database.query<{ id: number }>(
      `update variants set price_ht_cents = 1000 where id = (
         select v.id from variants v join products p on p.id = v.product_id
          where v.is_active and p.is_active and v.out_of_stock_status = 'stock' and v.id <> $1
          order by v.id desc limit 1) returning id`,
      [variantId],
    );
    const current = data<Order>(await call(who.headers, 'GET', '/api/orders/current'));
    await call(who.headers, 'DELETE', `/api/order_variants/${current.order_variants[0]!.id}`);
    await call(who.headers, 'POST', '/api/orders/current/order_variants', {
      variant_id: cheap!.id,
    });
    const covered = data<Order & { amount_due: number }>(
      await call(who.headers, 'PATCH', '/api/orders/current/apply_code_with_name', {
        name: 'CADEAU-DEMO-50',
      }),
    );
    expect(covered.amount_due).toBe(0);
    const placed = await call(who.headers, 'POST', '/api/orders/current/place', {});
    expect(placed.statusCode).toBe(201);
    expect(data<Order>(placed)).toMatchObject({ status: 'paid', payment_method: 'gift_card' });
  });

  it('pays with loyalty points (VAT unchanged), spends them once, and gives them back on cancellation', async () => {
    const who = await readyToPlace('transfer', 2);
    const me = (await call(who.headers, 'GET', '/api/auth/me')).json() as { data: { id: number } };
    await api.database.query(
      `insert into loyalty_points_actions (user_id, points, reason) values ($1, 200, 'adjustment')`,
      [me.data.id],
    );
    const tooMany = await call(who.headers, 'PATCH', '/api/orders/current/use_loyalty_points', {
      points: 500,
    });
    expect(tooMany.statusCode).toBe(422);
    const before = data<Order>(await call(who.headers, 'GET', '/api/orders/current'));
    const order = data<
      Order & { loyalty_points_used: number; loyalty_used: number; amount_due: number }
    >(await call(who.headers, 'PATCH', '/api/orders/current/use_loyalty_points', { points: 100 }));
    expect(order.loyalty_points_used).toBe(100);
    expect(order.loyalty_used).toBe(5);
    expect([order.total_ttc, order.total_vat]).toEqual([before.total_ttc, before.total_vat]);
    expect(Math.round(order.amount_due * 100)).toBe(Math.round(order.total_ttc * 100) - 500);
    const placed = data<Order>(await call(who.headers, 'POST', '/api/orders/current/place', {}));
    const balance = async () =>
      (
        (await call(who.headers, 'GET', '/api/auth/me?include=loyalty_points_actions')).json() as {
          data: { loyalty_points: number };
        }
      ).data.loyalty_points;
    expect(await balance()).toBe(100);
    await api.database.query(
      `update orders set placed_at = now() - interval '8 days' where id = $1`,
      [placed.id],
    );
    await expireUnpaidTransfers(api.database.db, new Date());
    expect(await balance()).toBe(200);
  });
});
