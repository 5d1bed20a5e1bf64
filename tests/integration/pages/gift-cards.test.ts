/**
 * The promo code and gift card box in-process, on the cart page and the payment step: a gift
 * card covering the order is named as such (not the promo code beside it), shows as its own line
 * with what is left to pay, is removed and applied again; with nothing left to pay the payment
 * step asks for no payment method and the order is placed, paid. A code for other products says
 * what it is for. In French and English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../src/modules/customers';
import type { OrderCents } from '../../../src/modules/orders';
import type { FormState } from '../../../src/web/components/form/form-state';
import type { PaymentPageData } from '../../../src/web/cart/payment.server';
import * as cart from '../../../src/web/routes/cart';
import * as delivery from '../../../src/web/routes/checkout-delivery';
import * as payment from '../../../src/web/routes/checkout-payment';
import type { DeliveryPageData } from '../../../src/web/cart/delivery.server';
import { registration } from '../../support/accounts';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { answer, get, pageContext, post, type Visitor } from '../../support/page-context';

let test: TestDatabase;
let boot: number;
let franceId: number;

beforeAll(async () => {
  test = await createTestDatabase();
  // A handbrake boot at 49,99 € incl. VAT (no discount of its own).
  const [variant] = await test.database.query<{ id: number }>(
    `with recursive tree(id) as (
       select category_id from category_translations where locale = 'fr' and slug = 'soufflets'
       union select c.id from categories c join tree t on c.parent_id = t.id)
     select v.id from variants v join products p on p.id = v.product_id
      where v.is_active and p.is_active and v.weight_grams between 100 and 3000
        and exists (select 1 from product_categories pc
                     where pc.product_id = p.id and pc.category_id in (select id from tree))
        and not exists (select 1 from deals d where d.product_id = p.id)
      order by v.id limit 1`,
  );
  boot = variant!.id;
  await test.database.query(
    `update variants set price_ht_cents = 4166, discount_percent = 0, quantity_available = 50,
            out_of_stock_status = 'stock' where id = $1`,
    [boot],
  );
  const [france] = await test.database.query<{ id: number }>(
    `select id from countries where iso = 'FR'`,
  );
  franceId = france!.id;
});
afterAll(async () => test?.cleanup());

const CART = '/panier';
const DELIVERY = '/panier/livraison';
const PAYMENT = '/panier/paiement';
type Module = typeof cart | typeof delivery | typeof payment;

async function load(module: Module, who: Visitor, path: string) {
  const context = await pageContext(test.database, who);
  return answer(() => module.loader({ request: get(path), context, params: {} } as never));
}

async function act(module: Module, who: Visitor, path: string, fields: Record<string, string>) {
  const context = await pageContext(test.database, who);
  const res = await answer(() =>
    module.action({ request: post(path, fields), context, params: {} } as never),
  );
  return { ...res, state: res.data as FormState | null };
}

const paymentPage = async (who: Visitor, path = PAYMENT) => {
  const res = await load(payment, who, path);
  expect(res.status, res.location ?? '').toBe(200);
  return res.data as unknown as PaymentPageData;
};
const cartPage = async (who: Visitor, path = CART) => {
  const res = await load(cart, who, path);
  expect(res.status).toBe(200);
  return res.data as unknown as { order: OrderCents; promoNotice: string | null };
};

/** A customer with one handbrake boot in the cart, delivered by Colissimo: at the payment step. */
async function readyToPay(): Promise<Visitor> {
  const context = await pageContext(test.database);
  const signed = await register(
    { db: test.database.db, now: context.now, urls: context.accountUrls },
    { ...registration(), newsletter: false } as never,
    { locale: 'fr', countryIso: 'FR' },
  );
  const who = { token: signed.token };
  const added = await act(cart, who, CART, { intent: 'add', variant_id: String(boot) });
  expect(added.status).toBe(303);
  const created = await act(delivery, who, DELIVERY, {
    intent: 'create',
    name: 'Maison',
    firstname: 'Alice',
    lastname: 'Durand',
    address: '12 rue de la République',
    city: 'Lyon',
    post_code: '69002',
    phone: '06 12 34 56 78',
    country_id: String(franceId),
  });
  expect(created.status).toBe(303);
  const page = (await load(delivery, who, DELIVERY)).data as unknown as DeliveryPageData;
  const home = page.ranges.find((range) => range.shipping_method.code === 'colissimo_home')!;
  const chosen = await act(delivery, who, DELIVERY, {
    intent: 'continue',
    range_id: String(home.id),
  });
  expect(chosen.location).toBe(PAYMENT);
  return who;
}

const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);

describe('a gift card at the payment step', () => {
  it('is named, shown as its own line, removed and applied again, and pays the order', async () => {
    const who = await readyToPay();
    // The report: a promo code first, then the gift card.
    await act(payment, who, PAYMENT, { intent: 'code', code: 'SOUFFLET10', js: '1' });
    const before = (await paymentPage(who)).order;
    expect(before.code?.name).toBe('SOUFFLET10');

    const applied = await act(payment, who, PAYMENT, {
      intent: 'code',
      code: 'cadeau-demo-100',
      js: '1',
    });
    expect(applied.status).toBe(200);
    let page = await paymentPage(who);
    const total = page.order.total_ttc_cents;
    expect(applied.state).toEqual({
      intent: 'code',
      notice: `La carte cadeau CADEAU-DEMO-100 est appliquée : ${euros(total)} réglés avec elle, reste à payer ${euros(0)}.`,
    });
    expect(page.order.total_ttc_cents).toBe(before.total_ttc_cents);
    expect(page.order.gift_card).toMatchObject({ code: 'CADEAU-DEMO-100', used_cents: total });
    expect(page.order.amount_due_cents).toBe(0);
    expect(page.methods).toEqual([]);

    // Removed at the payment step (the promo code stays), then again without JavaScript.
    const removed = await act(payment, who, PAYMENT, { intent: 'gift_card_remove', js: '1' });
    expect(removed.state).toEqual({
      intent: 'gift_card_remove',
      notice: 'La carte cadeau a été retirée.',
    });
    page = await paymentPage(who);
    expect(page.order.gift_card).toBeNull();
    expect(page.order.code?.name).toBe('SOUFFLET10');
    expect(page.order.amount_due_cents).toBe(total);
    const plain = await act(payment, who, PAYMENT, { intent: 'code', code: 'CADEAU-DEMO-100' });
    expect(plain.location).toBe('/panier/paiement?promo=card_applied');
    page = await paymentPage(who, plain.location!);
    expect(page.promoNotice).toContain('La carte cadeau CADEAU-DEMO-100 est appliquée');

    // Nothing left to pay: placed without a payment method, paid.
    const placed = await act(payment, who, PAYMENT, { intent: 'place', accept_terms: '1' });
    expect(placed.status, JSON.stringify(placed.state)).toBe(303);
    expect(placed.location).toBe(`/panier/confirmation?order=${page.order.id}`);
    const [row] = await test.database.query<{ status: string; payment_method: string }>(
      `select status, payment_method from orders where id = $1`,
      [page.order.id],
    );
    expect(row).toEqual({ status: 'paid', payment_method: 'gift_card' });
  });

  it('still asks for a way to pay what a smaller card leaves, in English too', async () => {
    await test.database.query(
      `insert into gift_cards (code, initial_cents, balance_cents) values ('PAGE-10', 1000, 1000)`,
    );
    const who = await readyToPay();
    const applied = await act(payment, who, '/en/cart/payment', {
      intent: 'code',
      code: 'PAGE-10',
      js: '1',
    });
    const page = await paymentPage(who);
    expect(applied.state!.notice).toBe(
      `The gift card PAGE-10 is applied: ${euros(1000)} paid with it, ${euros(page.order.amount_due_cents)} left to pay.`,
    );
    expect(page.methods.length).toBeGreaterThan(0);
    const refused = await act(payment, who, '/en/cart/payment', {
      intent: 'place',
      accept_terms: '1',
    });
    expect(refused.status).toBe(422);
    expect(refused.state!.fields).toEqual({ payment_method: ['This field is required.'] });
  });

  it('says what a promo code is for when the cart holds none of it', async () => {
    const who = await readyToPay();
    for (const [path, text] of [
      [
        PAYMENT,
        "Ce code ne s'applique à aucun article de votre panier (il est valable sur : Housses de siège).",
      ],
      [
        '/en/cart/payment',
        'This code applies to none of the items in your cart (it is valid on: Seat covers).',
      ],
    ]) {
      const res = await act(payment, who, path!, { intent: 'code', code: 'HIVER10', js: '1' });
      expect(res.status).toBe(422);
      expect(res.state).toMatchObject({ intent: 'code', fields: { code: [text] } });
    }
  });
});

describe('loyalty points at the payment step', () => {
  it('pay what the gift card leaves, to the cent, are taken back, and the order is placed paid', async () => {
    await test.database.query(
      `insert into gift_cards (code, initial_cents, balance_cents) values ('PAGE-20', 2000, 2000)`,
    );
    const who = await readyToPay();
    const [user] = await test.database.query<{ id: number }>(
      `select user_id as id from orders where id = (
         select max(id) from orders where status = 'not_ordered')`,
    );
    await test.database.query(
      `insert into loyalty_points_actions (user_id, points, reason) values ($1, 2000, 'adjustment')`,
      [user!.id],
    );
    await act(payment, who, PAYMENT, { intent: 'code', code: 'PAGE-20', js: '1' });
    let page = await paymentPage(who);
    expect(page.points).toBe(2000);
    const left = page.order.amount_due_cents;
    expect(left).toBe(page.order.total_ttc_cents - 2000);

    const used = await act(payment, who, PAYMENT, { intent: 'points_use', js: '1' });
    expect(used.status).toBe(200);
    page = await paymentPage(who);
    expect(page.order.loyalty_points_used).toBe(Math.ceil(left / 5));
    expect(page.order.loyalty_used_cents).toBe(left);
    expect(page.order.amount_due_cents).toBe(0);

    await act(payment, who, PAYMENT, { intent: 'points_remove' });
    page = await paymentPage(who);
    expect([page.order.loyalty_points_used, page.order.amount_due_cents]).toEqual([0, left]);

    await act(payment, who, PAYMENT, { intent: 'points_use' });
    const placed = await act(payment, who, PAYMENT, { intent: 'place', accept_terms: '1' });
    expect(placed.status, JSON.stringify(placed.state)).toBe(303);
    const [row] = await test.database.query<{ status: string; payment_method: string }>(
      `select status, payment_method from orders where id = $1`,
      [page.order.id],
    );
    expect(row).toEqual({ status: 'paid', payment_method: 'gift_card' });
  });
});

describe('the code box on the cart page', () => {
  it('applies and removes a gift card and a promo code, with and without JavaScript', async () => {
    const who = await readyToPay();
    const applied = await act(cart, who, CART, { intent: 'code', code: 'CADEAU-DEMO-50', js: '1' });
    expect(applied.status).toBe(200);
    expect(applied.state!.notice).toMatch(/^La carte cadeau CADEAU-DEMO-50 est appliquée/);
    let page = await cartPage(who);
    expect(page.order.gift_card?.code).toBe('CADEAU-DEMO-50');
    expect(page.order.amount_due_cents).toBe(Math.max(0, page.order.total_ttc_cents - 5000));

    const scoped = await act(cart, who, CART, { intent: 'code', code: 'SOUFFLET10' });
    expect(scoped.location).toBe('/panier?promo=applied');
    page = await cartPage(who, scoped.location!);
    expect(page.promoNotice).toBe('Le code SOUFFLET10 est appliqué : -10 % sur : Soufflets.');

    const removed = await act(cart, who, CART, { intent: 'gift_card_remove' });
    expect(removed.location).toBe('/panier?promo=card_removed');
    page = await cartPage(who, removed.location!);
    expect(page.order.gift_card).toBeNull();
    expect(page.order.code?.name).toBe('SOUFFLET10');
    expect(page.promoNotice).toBe('La carte cadeau a été retirée.');

    const unknown = await act(cart, who, '/en/cart', { intent: 'code', code: 'NOPE', js: '1' });
    expect(unknown.status).toBe(422);
    expect(unknown.state).toMatchObject({ fields: { code: ['This code does not exist.'] } });
  });

  it('asks a visitor to sign in to use a code', async () => {
    const res = await act(cart, {}, CART, { intent: 'code', code: 'CADEAU-DEMO-50', js: '1' });
    expect(res.status).toBe(401);
  });
});
