/**
 * SPEC §7 `apply_code_with_name`, `use_loyalty_points`, `remove_loyalty_points` and placing:
 * a promo code discounts only what it is for (its scope: categories, products, PRO only), at the
 * cart and at placement, and says so when the cart has nothing it covers; a gift card and
 * loyalty points pay (VAT unchanged), can cover an order to the cent — placed as paid, without
 * a payment method, invoiced and e-mailed — or part of it, the rest paid by a normal method; a
 * card is never spent twice, even by orders placed at once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../../src/modules/customers';
import { registerCustomer } from '../../support/accounts';
import { useTestApp } from '../../support/app';

const api = useTestApp();

interface Order {
  id: number;
  status: string;
  payment_status: string;
  payment_method: string | null;
  order_variants: { id: number; variant_id: number; total_ttc: number }[];
  subtotal_ttc: number;
  promo_code_discount: number;
  code: { name: string; value: number; scope: string[] } | null;
  code_refused: { name: string; reason: string; scope: string[] } | null;
  shipping_cost: number | null;
  total_ht: number;
  total_vat: number;
  total_ttc: number;
  gift_card: { code: string; available: number; used: number; left_after: number } | null;
  loyalty_points_used: number;
  loyalty_used: number;
  amount_due: number;
}
type Headers = Record<string, string>;

const call = async (headers: Headers, method: string, url: string, payload?: unknown) =>
  api.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const data = <T>(res: { json(): unknown }) => (res.json() as { data: T }).data;
const cents = (euros: number) => Math.round(euros * 100);

let boot: number; // a handbrake boot (bellows domain): SOUFFLET10 covers it, HIVER10 does not
let cover: number; // a seat cover: HIVER10 covers it
let frId: number;

/** A stock variant of a product under the category of that French slug, at a set price. */
async function variantUnder(slug: string, priceHtCents: number): Promise<number> {
  const [row] = await api.database.query<{ id: number }>(
    `with recursive tree(id) as (
       select category_id from category_translations where locale = 'fr' and slug = $1
       union select c.id from categories c join tree t on c.parent_id = t.id)
     select v.id from variants v join products p on p.id = v.product_id
      where v.is_active and p.is_active and v.weight_grams between 100 and 3000
        and exists (select 1 from product_categories pc
                     where pc.product_id = p.id and pc.category_id in (select id from tree))
        and not exists (select 1 from deals d where d.product_id = p.id)
      order by v.id limit 1`,
    [slug],
  );
  expect(row, slug).toBeDefined();
  // A known price (no product discount) and plenty of stock.
  await api.database.query(
    `update variants set price_ht_cents = $2, discount_percent = 0, quantity_available = 500,
            out_of_stock_status = 'stock' where id = $1`,
    [row!.id, priceHtCents],
  );
  return row!.id;
}

beforeAll(async () => {
  const [fr] = await api.database.query<{ id: number }>(
    `select id from countries where iso = 'FR'`,
  );
  frId = fr!.id;
  // 49,99 € incl. VAT: with Colissimo the order is under 100 €, as in the report.
  boot = await variantUnder('soufflets', 4166);
  cover = await variantUnder('housses-de-siege', 8250);
});

/** A customer whose cart holds these lines, delivered at home in France. */
async function cartWith(lines: Array<[variant: number, quantity: number]>, deliver = true) {
  const customer = await registerCustomer(api.app);
  const headers = customer.auth;
  for (const [variant_id, quantity] of lines) {
    const added = await call(headers, 'POST', '/api/orders/current/order_variants', {
      variant_id,
      quantity,
    });
    expect(added.statusCode).toBe(201);
  }
  if (deliver) {
    const address = data<{ id: number }>(
      await call(headers, 'POST', '/api/addresses', {
        name: 'Maison',
        firstname: 'Alice',
        lastname: 'Durand',
        address: '12 rue de la République',
        city: 'Lyon',
        post_code: '69002',
        phone: '06 12 34 56 78',
        country_id: frId,
      }),
    );
    await call(headers, 'PATCH', '/api/orders/current/assign_shipping_address', {
      address_id: address.id,
    });
    await deliverHome(headers);
  }
  return { headers, userId: customer.id };
}

/** Colissimo at home, priced for the cart's weight now. */
async function deliverHome(headers: Headers) {
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
  expect(chosen.statusCode).toBe(200);
}

const applyCode = (headers: Headers, name: string, kind?: string) =>
  call(headers, 'PATCH', '/api/orders/current/apply_code_with_name', {
    name,
    ...(kind ? { kind } : {}),
  });
const current = async (headers: Headers) =>
  data<Order>(await call(headers, 'GET', '/api/orders/current'));
const balanceOf = async (code: string) =>
  (
    await api.database.query<{ b: number }>(
      `select balance_cents as b from gift_cards where code = $1`,
      [code],
    )
  )[0]!.b;
const usesOf = async (code: string) =>
  (
    await api.database.query<{ n: number }>(
      `select uses_count as n from promo_codes where code = $1`,
      [code],
    )
  )[0]!.n;

/** Everything a customer reads adds up to the cent. */
function expectConsistent(order: Order) {
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  expect(sum(order.order_variants.map((l) => cents(l.total_ttc)))).toBe(cents(order.subtotal_ttc));
  expect(
    cents(order.subtotal_ttc) - cents(order.promo_code_discount) + cents(order.shipping_cost ?? 0),
  ).toBe(cents(order.total_ttc));
  expect(cents(order.total_ht) + cents(order.total_vat)).toBe(cents(order.total_ttc));
  expect(
    cents(order.total_ttc) -
      cents(order.gift_card?.used ?? 0) -
      cents(order.loyalty_used) -
      cents(order.amount_due),
  ).toBe(0);
}

describe('promo code scope', () => {
  it('refuses a code for seat covers on a cart of a handbrake boot, saying what it is for', async () => {
    const { headers } = await cartWith([[boot, 1]]);
    const res = await applyCode(headers, 'hiver10');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errors: {
        name: [
          "Ce code ne s'applique à aucun article de votre panier (il est valable sur : Housses de siège).",
        ],
      },
    });
    const english = await call(
      { ...headers, 'accept-language': 'en' },
      'PATCH',
      '/api/orders/current/apply_code_with_name',
      { name: 'HIVER10' },
    );
    expect(english.statusCode).toBe(422);
    expect((await current(headers)).code).toBeNull();
    // The boots' code does apply, and says what it is for.
    const boots = data<Order>(await applyCode(headers, 'SOUFFLET10'));
    expect(boots.code).toMatchObject({ name: 'SOUFFLET10', value: 10, scope: ['Soufflets'] });
    expect(cents(boots.promo_code_discount)).toBe(500);
    expectConsistent(boots);
  });

  it('discounts only the eligible lines, and the totals and VAT add up to the cent', async () => {
    const { headers } = await cartWith([
      [cover, 1],
      [boot, 2],
    ]);
    const order = data<Order>(await applyCode(headers, 'HIVER10'));
    const coverLine = order.order_variants.find((l) => l.variant_id === cover)!;
    // 10 % of the seat cover (99,00 €) only; the boots pay full price.
    expect(cents(order.promo_code_discount)).toBe(Math.round(cents(coverLine.total_ttc) / 10));
    expect(order.code?.scope).toEqual(['Housses de siège']);
    expectConsistent(order);
  });

  it('is enforced at placement: a cart left with nothing eligible places without discount', async () => {
    const { headers } = await cartWith([
      [cover, 1],
      [boot, 1],
    ]);
    const applied = data<Order>(await applyCode(headers, 'HIVER10'));
    expect(applied.promo_code_discount).toBeGreaterThan(0);
    const coverLine = applied.order_variants.find((l) => l.variant_id === cover)!;
    await call(headers, 'DELETE', `/api/order_variants/${coverLine.id}`);
    await deliverHome(headers);
    const left = await current(headers);
    expect(left.code).toBeNull();
    expect(left.code_refused).toMatchObject({ name: 'HIVER10', reason: 'not_eligible' });
    expect(left.promo_code_discount).toBe(0);
    await call(headers, 'PATCH', '/api/orders/current/payment_methods/transfer/assign');
    const uses = await usesOf('HIVER10');
    const placed = await call(headers, 'POST', '/api/orders/current/place', {});
    expect(placed.statusCode, placed.body).toBe(201);
    expect(data<Order>(placed).promo_code_discount).toBe(0);
    expect(await usesOf('HIVER10')).toBe(uses);
  });

  it('keeps PRO codes for PRO customers, and a product-scoped code covers its product only', async () => {
    const { headers } = await cartWith([[boot, 1]]);
    const pro = await applyCode(headers, 'PRO20');
    expect(pro.statusCode).toBe(422);
    expect(pro.json()).toMatchObject({
      errors: { name: ['Ce code est réservé aux comptes professionnels vérifiés.'] },
    });
    const [product] = await api.database.query<{ id: number }>(
      `select product_id as id from variants where id = $1`,
      [boot],
    );
    await api.database.query(
      `insert into promo_codes (code, name, value_percent, applies_to, product_ids)
       values ('BOOT15', '{"fr":"Soufflet"}', 15, 'products', $1)`,
      [`{${product!.id}}`],
    );
    const order = data<Order>(await applyCode(headers, 'boot15'));
    expect(cents(order.promo_code_discount)).toBe(750);
    const other = await cartWith([[cover, 1]]);
    expect((await applyCode(other.headers, 'BOOT15')).statusCode).toBe(422);
  });
});

describe('gift cards', () => {
  it('covers the whole order: its own line, removable, nothing to pay, placed as paid', async () => {
    const { headers } = await cartWith([[boot, 1]]);
    await applyCode(headers, 'SOUFFLET10');
    const before = await current(headers);
    const res = await applyCode(headers, 'CADEAU-DEMO-100');
    expect(res.statusCode).toBe(200);
    const covered = data<Order>(res);
    // A means of payment: the promo code stays, the totals and VAT do not move.
    expect(covered.code?.name).toBe('SOUFFLET10');
    expect([covered.total_ttc, covered.total_vat]).toEqual([before.total_ttc, before.total_vat]);
    expect(covered.gift_card).toMatchObject({ code: 'CADEAU-DEMO-100', available: 100 });
    expect(covered.gift_card!.used).toBe(covered.total_ttc);
    expect(cents(covered.gift_card!.left_after)).toBe(10_000 - cents(covered.total_ttc));
    expect(covered.amount_due).toBe(0);
    expectConsistent(covered);
    // No way to pay is offered: there is nothing to pay.
    expect(
      data<unknown[]>(await call(headers, 'GET', '/api/orders/current/payment_methods/available')),
    ).toEqual([]);

    // Removed (the promo code stays), then applied again.
    const removed = data<Order>(await applyCode(headers, '', 'gift_card'));
    expect(removed.gift_card).toBeNull();
    expect(removed.code?.name).toBe('SOUFFLET10');
    expect(cents(removed.amount_due)).toBe(cents(removed.total_ttc));
    expect(data<Order>(await applyCode(headers, 'cadeau-demo-100')).amount_due).toBe(0);

    const balance = await balanceOf('CADEAU-DEMO-100');
    const placed = await call(headers, 'POST', '/api/orders/current/place', {});
    expect(placed.statusCode).toBe(201);
    const order = data<Order>(placed);
    expect(order).toMatchObject({
      status: 'paid',
      payment_status: 'paid',
      payment_method: 'gift_card',
    });
    expect(await balanceOf('CADEAU-DEMO-100')).toBe(balance - cents(covered.total_ttc));
    // Paid: its invoice and the confirmation e-mail, as for any paid order.
    const [invoice] = await api.database.query<{ n: number }>(
      `select count(*)::int as n from invoices where order_id = $1 and kind = 'invoice'`,
      [order.id],
    );
    expect(invoice!.n).toBe(1);
    const mails = await api.database.query<{ template: string }>(
      `select template from email_outbox where data->>'number' = (select number from orders where id = $1)`,
      [order.id],
    );
    expect(mails.map((m) => m.template)).toContain('order_confirmation');
  });

  it('pays part of an order: the rest by transfer, and nothing is left on the card after', async () => {
    await api.database.query(
      `insert into gift_cards (code, initial_cents, balance_cents) values ('PART-30', 3000, 3000)`,
    );
    const { headers } = await cartWith([[cover, 1]]);
    const order = data<Order>(await applyCode(headers, 'PART-30'));
    expect(order.gift_card).toMatchObject({ used: 30, left_after: 0 });
    expect(cents(order.amount_due)).toBe(cents(order.total_ttc) - 3000);
    expectConsistent(order);
    const methods = data<{ code: string }[]>(
      await call(headers, 'GET', '/api/orders/current/payment_methods/available'),
    );
    expect(methods.map((m) => m.code)).toContain('transfer');
    // Placing still needs a way to pay the rest.
    expect((await call(headers, 'POST', '/api/orders/current/place', {})).statusCode).toBe(422);
    await call(headers, 'PATCH', '/api/orders/current/payment_methods/transfer/assign');
    const placed = await call(headers, 'POST', '/api/orders/current/place', {});
    expect(placed.statusCode).toBe(201);
    expect(data<Order>(placed)).toMatchObject({ status: 'awaiting_payment' });
    expect(await balanceOf('PART-30')).toBe(0);
    const again = await cartWith([[boot, 1]]);
    const spent = await applyCode(again.headers, 'PART-30');
    expect(spent.statusCode).toBe(422);
  });

  it('is never spent twice: 20 orders of 49,99 € race for one 80 € card', async () => {
    await api.database.query(
      `insert into gift_cards (code, initial_cents, balance_cents) values ('RACE-80', 8000, 8000)`,
    );
    const [card] = await api.database.query<{ id: number }>(
      `select id from gift_cards where code = 'RACE-80'`,
    );
    const [range] = await api.database.query<{ id: number }>(
      `select r.id from shipping_method_ranges r join shipping_methods m on m.id = r.shipping_method_id
        where m.code = 'store_pickup' and 'FR' = any(r.country_isos)`,
    );
    const snapshot = JSON.stringify({
      name: 'Maison',
      firstname: 'Race',
      lastname: 'Runner',
      address: '1 rue du Port',
      city: 'Lyon',
      post_code: '69002',
      company: null,
      address_complement: null,
      floor: null,
      building: null,
      country_id: frId,
      country_iso: 'FR',
      phone: '+33612345678',
      fixed_phone: null,
    });
    const racers: Headers[] = [];
    for (let i = 0; i < 20; i++) {
      const [user] = await api.database.query<{ id: number }>(
        `insert into users (email, firstname, lastname) values ($1, 'Race', 'Runner') returning id`,
        [`card-racer${i}-${Math.random().toString(36).slice(2)}@example.test`],
      );
      const [order] = await api.database.query<{ id: number }>(
        `insert into orders (user_id, shipping_address, billing_address, shipping_method_range_id,
                             payment_method, gift_card_id)
         values ($1, $2::jsonb, $2::jsonb, $3, 'store', $4) returning id`,
        [user!.id, snapshot, range!.id, card!.id],
      );
      await api.database.query(
        `insert into order_variants (order_id, variant_id, quantity) values ($1, $2, 1)`,
        [order!.id, boot],
      );
      const { token } = await openSession(api.database.db, user!.id, new Date());
      racers.push({ authorization: `Bearer ${token}` });
    }
    const first = await current(racers[0]!);
    expect(first.gift_card?.used).toBe(first.total_ttc);
    const results = await Promise.all(
      racers.map((h) => call(h, 'POST', '/api/orders/current/place', {})),
    );
    // Each order takes what is left on the card when it is placed (the rest is paid at the
    // shop), or is refused when what it was priced with went to another order meanwhile.
    const placed = results.filter((r) => r.statusCode === 201).map((r) => data<Order>(r));
    const refused = results.filter((r) => r.statusCode !== 201);
    for (const res of refused) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        message:
          'Le solde de cette carte cadeau a été utilisé entre-temps : vérifiez le reste à payer.',
      });
    }
    const taken = placed.reduce((total, order) => total + cents(order.gift_card?.used ?? 0), 0);
    const balance = await balanceOf('RACE-80');
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(taken + balance).toBe(8000);
    // The card paid one order in full and part of one other, never more.
    expect(placed.filter((order) => order.amount_due === 0)).toHaveLength(1);
    const paidWithCard = placed.filter((order) => (order.gift_card?.used ?? 0) > 0).length;
    expect([1, 2]).toContain(paidWithCard);
    for (const order of placed) expectConsistent(order);
  });
});

describe('loyalty points', () => {
  it('cover an order to the cent, are removed and used again, and place it as paid', async () => {
    const { headers, userId } = await cartWith([[boot, 1]]);
    await api.database.query(
      `insert into loyalty_points_actions (user_id, points, reason) values ($1, 5000, 'adjustment')`,
      [userId],
    );
    const before = await current(headers);
    const used = data<Order>(
      await call(headers, 'PATCH', '/api/orders/current/use_loyalty_points', {}),
    );
    // Points pay (VAT unchanged): as many as the order needs, the rest stays on the account.
    expect([used.total_ttc, used.total_vat]).toEqual([before.total_ttc, before.total_vat]);
    expect(used.loyalty_used).toBe(used.total_ttc);
    expect(used.loyalty_points_used).toBe(Math.ceil(cents(used.total_ttc) / 5));
    expect(used.amount_due).toBe(0);
    expectConsistent(used);
    const removed = data<Order>(
      await call(headers, 'PATCH', '/api/orders/current/remove_loyalty_points', {}),
    );
    expect([removed.loyalty_points_used, removed.loyalty_used]).toEqual([0, 0]);
    expect(removed.amount_due).toBe(removed.total_ttc);
    await call(headers, 'PATCH', '/api/orders/current/use_loyalty_points', {});
    const placed = await call(headers, 'POST', '/api/orders/current/place', {});
    expect(placed.statusCode).toBe(201);
    expect(data<Order>(placed)).toMatchObject({
      status: 'paid',
      payment_method: 'loyalty_points',
    });
    const me = (
      await call(headers, 'GET', '/api/auth/me?include=loyalty_points_actions')
    ).json() as {
      data: { loyalty_points: number };
    };
    expect(me.data.loyalty_points).toBe(5000 - used.loyalty_points_used);
  });

  it('pay what a gift card leaves', async () => {
    await api.database.query(
      `insert into gift_cards (code, initial_cents, balance_cents) values ('PART-20', 2000, 2000)`,
    );
    const { headers, userId } = await cartWith([[boot, 1]]);
    await api.database.query(
      `insert into loyalty_points_actions (user_id, points, reason) values ($1, 100, 'adjustment')`,
      [userId],
    );
    await applyCode(headers, 'PART-20');
    const order = data<Order>(
      await call(headers, 'PATCH', '/api/orders/current/use_loyalty_points', { points: 100 }),
    );
    expect([order.gift_card?.used, order.loyalty_used]).toEqual([20, 5]);
    expect(cents(order.amount_due)).toBe(cents(order.total_ttc) - 2500);
    expectConsistent(order);
  });
});
