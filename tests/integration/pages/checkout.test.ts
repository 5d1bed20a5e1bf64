/**
 * The checkout steps in-process (SPEC §2, §4, §5, §8, §9): the guards of `/panier/livraison`
 * and `/panier/paiement` (no cart, a visitor, no delivery chosen), choosing addresses, a
 * delivery, a relay point, a payment method, a promo code, gift and instructions, and placing
 * the order (number set, stock taken, cart gone). Bad input — an unknown or foreign address,
 * a forged range or relay point, an unknown payment method, a refused promo code, terms not
 * accepted, stock gone — comes back translated and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../src/modules/customers';
import type { OrderCents } from '../../../src/modules/orders';
import type { FormState } from '../../../src/web/components/form/form-state';
import * as cart from '../../../src/web/routes/cart';
import * as delivery from '../../../src/web/routes/checkout-delivery';
import * as payment from '../../../src/web/routes/checkout-payment';
import type { DeliveryPageData } from '../../../src/web/cart/delivery.server';
import type { PaymentPageData } from '../../../src/web/cart/payment.server';
import { registration } from '../../support/accounts';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { answer, get, pageContext, post, type Visitor } from '../../support/page-context';

let test: TestDatabase;
let variantId: number;
let franceId: number;

beforeAll(async () => {
  test = await createTestDatabase();
  const [variant] = await test.database.query<{ id: number }>(
    `select v.id from variants v join products p on p.id = v.product_id
      where v.is_active and p.is_active and v.out_of_stock_status = 'stock'
        and v.weight_grams between 100 and 3000
      order by v.id limit 1`,
  );
  variantId = variant!.id;
  await test.database.query(`update variants set quantity_available = 50 where id = $1`, [
    variantId,
  ]);
  const [france] = await test.database.query<{ id: number }>(
    `select id from countries where iso = 'FR'`,
  );
  franceId = france!.id;
});
afterAll(async () => test?.cleanup());

const DELIVERY = '/panier/livraison';
const PAYMENT = '/panier/paiement';

const ADDRESS = {
  name: 'Maison',
  firstname: 'Alice',
  lastname: 'Durand',
  address: '12 rue de la République',
  city: 'Lyon',
  post_code: '69002',
  phone: '06 12 34 56 78',
};

type Module = typeof delivery | typeof payment | typeof cart;

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

const deliveryPage = async (who: Visitor, path = DELIVERY) => {
  const res = await load(delivery, who, path);
  expect(res.status, res.location ?? '').toBe(200);
  return res.data as unknown as DeliveryPageData;
};
const paymentPage = async (who: Visitor, path = PAYMENT) => {
  const res = await load(payment, who, path);
  expect(res.status, res.location ?? '').toBe(200);
  return res.data as unknown as PaymentPageData;
};
const orderOf = async (who: Visitor) => (await deliveryPage(who)).order;

async function newCustomer(): Promise<Visitor> {
  const context = await pageContext(test.database);
  const signed = await register(
    { db: test.database.db, now: context.now, urls: context.accountUrls },
    { ...registration(), newsletter: false } as never,
    { locale: 'fr', countryIso: 'FR' },
  );
  return { token: signed.token };
}

async function addToCart(who: Visitor, quantity = 1, variant = variantId) {
  const res = await act(cart, who, '/panier', {
    intent: 'add',
    variant_id: String(variant),
    quantity: String(quantity),
  });
  expect(res.status).toBe(303);
}

/** A customer with a cart and one address (delivery and billing). */
async function customerWithAddress(quantity = 1) {
  const who = await newCustomer();
  await addToCart(who, quantity);
  const created = await act(delivery, who, DELIVERY, {
    intent: 'create',
    ...ADDRESS,
    country_id: String(franceId),
  });
  expect(created.status, JSON.stringify(created.state)).toBe(303);
  const page = await deliveryPage(who);
  return { who, page, addressId: page.addresses[0]!.id };
}

const rangeOf = (page: DeliveryPageData, code: string) =>
  page.ranges.find((range) => range.shipping_method.code === code)!;

/** A customer whose cart has a Colissimo delivery: ready for the payment step. */
async function readyToPay(quantity = 1) {
  const ready = await customerWithAddress(quantity);
  const home = rangeOf(ready.page, 'colissimo_home');
  const res = await act(delivery, ready.who, DELIVERY, {
    intent: 'continue',
    range_id: String(home.id),
  });
  expect(res.status).toBe(303);
  expect(res.location).toBe(PAYMENT);
  return ready;
}

const orderRow = async (id: number) =>
  (
    await test.database.query<{
      number: string | null;
      status: string;
      payment_method: string | null;
      customer_instructions: string | null;
      is_gift: boolean;
    }>(
      `select number, status, payment_method, customer_instructions, is_gift
         from orders where id = $1`,
      [id],
    )
  )[0]!;

describe('guards (SPEC §5)', () => {
  it('sends a visitor without a cart to the cart page, in the language of the page', async () => {
    for (const [module, path, target] of [
      [delivery, DELIVERY, '/panier'],
      [payment, PAYMENT, '/panier'],
      [delivery, '/en/cart/delivery', '/en/cart'],
      [payment, '/de/warenkorb/zahlung', '/de/warenkorb'],
    ] as const) {
      const res = await load(module, {}, path);
      expect(res.status).toBe(302);
      expect(res.location).toBe(target);
    }
  });

  it('sends a visitor with a cart to the login page, coming back to the step', async () => {
    const res = await act(cart, {}, '/panier', { intent: 'add', variant_id: String(variantId) });
    const token = res.cookies
      .find((c) => c.startsWith('order_token='))!
      .split(';')[0]!
      .slice('order_token='.length);
    const visitor = { orderToken: decodeURIComponent(token) };
    const page = await load(delivery, visitor, DELIVERY);
    expect(page.status).toBe(302);
    expect(page.location).toBe('/connexion?redirect=%2Fpanier%2Flivraison');
    const english = await load(payment, visitor, '/en/cart/payment');
    expect(english.location).toBe('/en/connexion?redirect=%2Fen%2Fcart%2Fpayment');
    // Its forms too: nothing is written for a visitor.
    const posted = await act(delivery, visitor, DELIVERY, { intent: 'address', address_id: '1' });
    expect(posted.status).toBe(302);
  });

  it('sends a customer without a cart, or with an empty one, to the cart page', async () => {
    const who = await newCustomer();
    expect((await load(delivery, who, DELIVERY)).location).toBe('/panier');
    await addToCart(who);
    const line = (await deliveryPage(who)).order.order_variants[0]!;
    await act(cart, who, '/panier', { intent: 'remove', line_id: String(line.id) });
    expect((await load(delivery, who, DELIVERY)).location).toBe('/panier');
    expect((await load(payment, who, PAYMENT)).location).toBe('/panier');
  });

  it('sends to the delivery step while no delivery is chosen', async () => {
    const { who } = await customerWithAddress();
    const res = await load(payment, who, PAYMENT);
    expect(res.status).toBe(302);
    expect(res.location).toBe(DELIVERY);
    expect((await load(payment, who, '/it/carrello/pagamento')).location).toBe(
      '/it/carrello/consegna',
    );
  });

  it('sends to the cart page while a line cannot be ordered', async () => {
    const { who } = await readyToPay(2);
    await test.database.query(
      `update variants set out_of_stock_status = 'sold_out', quantity_available = 1 where id = $1`,
      [variantId],
    );
    try {
      expect((await load(delivery, who, DELIVERY)).location).toBe('/panier');
      expect((await load(payment, who, PAYMENT)).location).toBe('/panier');
    } finally {
      await test.database.query(
        `update variants set out_of_stock_status = 'stock', quantity_available = 50 where id = $1`,
        [variantId],
      );
    }
  });
});

describe('the delivery step', () => {
  it('asks for an address first, then adds one and delivers there (billing the same)', async () => {
    const who = await newCustomer();
    await addToCart(who, 2);
    const first = await deliveryPage(who);
    expect(first.addresses).toEqual([]);
    expect(first.addressForm).toBe('shipping');
    expect(first.blank).toMatchObject({ firstname: 'Camille', lastname: 'Martin' });
    expect(first.ranges).toEqual([]);
    expect(first.deliveryError).toBeNull();
    expect(first.order.items_count).toBe(2);

    const created = await act(delivery, who, DELIVERY, {
      intent: 'create',
      ...ADDRESS,
      country_id: String(franceId),
      js: '1',
    });
    expect(created.status).toBe(200);
    expect(created.state).toEqual({ intent: 'create' });
    const page = await deliveryPage(who);
    expect(page.addresses).toHaveLength(1);
    expect(page.addressForm).toBeNull();
    const id = page.addresses[0]!.id;
    expect(page.order.shipping_address_id).toBe(id);
    expect(page.order.billing_address_id).toBe(id);
    expect(page.order.shipping_address).toMatchObject({ city: 'Lyon', post_code: '69002' });
    // The deliveries for Lyon, priced incl. VAT, with the express promise and relay points.
    const codes = page.ranges.map((range) => range.shipping_method.code);
    expect(codes).toEqual(
      expect.arrayContaining(['colissimo_home', 'chronopost_express', 'mondial_relay']),
    );
    const home = rangeOf(page, 'colissimo_home');
    expect(home.price_ttc_cents).toBeCloseTo(home.price_ht_cents * 1.2, -1);
    expect(page.relay).toMatchObject({ postCode: '69002', city: 'Lyon' });
    expect(page.relay!.points.length).toBeGreaterThan(0);
    expect(page.relay!.points[0]).toMatchObject({ post_code: '69002', city: 'Lyon' });
    expect(page.relay!.points[0]!.opening_hours).toHaveLength(7);
    const express = page.express;
    expect(Date.parse(express.delivery)).toBeGreaterThan(Date.parse(express.cutoff));
    expect(new Date(express.delivery).getUTCDay()).not.toBe(0);
    expect(new Date(express.delivery).getUTCDay()).not.toBe(6);
  });

  it('refuses a new address without a mobile phone (SPEC §5), translated, and adds none', async () => {
    const who = await newCustomer();
    await addToCart(who);
    for (const [phone, path, text] of [
      [
        '01 23 45 67 89',
        DELIVERY,
        "Ce numéro de téléphone mobile n'est pas valide pour le pays choisi.",
      ],
      ['', '/en/cart/delivery', 'This field is required.'],
    ]) {
      const res = await act(delivery, who, path!, {
        intent: 'create',
        ...ADDRESS,
        phone: phone!,
        country_id: String(franceId),
      });
      expect(res.status).toBe(422);
      expect(res.state).toMatchObject({ intent: 'create', fields: { phone: [text] } });
      expect(res.state!.values).toMatchObject({ city: 'Lyon' });
    }
    expect((await deliveryPage(who)).addresses).toEqual([]);
  });

  it("refuses an unknown or another customer's address, and keeps the one chosen", async () => {
    const { who, addressId } = await customerWithAddress();
    const stranger = await customerWithAddress();
    for (const address_id of [String(stranger.addressId), '987654321', 'abc', '']) {
      const res = await act(delivery, who, DELIVERY, { intent: 'address', address_id, js: '1' });
      expect(res.status).toBe(422);
      expect(res.state).toMatchObject({
        intent: 'address',
        message: 'Votre formulaire comporte des erreurs, veuillez les corriger.',
        fields: {
          address_id: [
            address_id === '' ? 'Ce champ est requis.' : "Cette valeur n'est pas valide.",
          ],
        },
      });
    }
    expect((await orderOf(who)).shipping_address_id).toBe(addressId);
    expect((await orderOf(stranger.who)).shipping_address_id).toBe(stranger.addressId);
  });

  it('moves the billing address with the delivery one until another is chosen', async () => {
    const { who, addressId } = await customerWithAddress();
    await act(delivery, who, DELIVERY, {
      intent: 'create',
      ...ADDRESS,
      name: 'Bureau',
      city: 'Paris',
      post_code: '75002',
      country_id: String(franceId),
    });
    const page = await deliveryPage(who);
    const office = page.addresses.find((a) => a.name === 'Bureau')!.id;
    expect(page.order.shipping_address_id).toBe(office);
    expect(page.order.billing_address_id).toBe(office);
    // Bill home, deliver to the office.
    const billed = await act(delivery, who, DELIVERY, {
      intent: 'billing',
      billing: String(addressId),
    });
    expect(billed.status).toBe(303);
    expect(billed.location).toBe(DELIVERY);
    let order = await orderOf(who);
    expect([order.shipping_address_id, order.billing_address_id]).toEqual([office, addressId]);
    // Another delivery address (a new one here) keeps that billing address.
    await act(delivery, who, DELIVERY, {
      intent: 'create',
      ...ADDRESS,
      name: 'Chalet',
      city: 'Annecy',
      post_code: '74000',
      country_id: String(franceId),
    });
    order = await orderOf(who);
    expect(order.shipping_address!.city).toBe('Annecy');
    expect(order.billing_address_id).toBe(addressId);
    await act(delivery, who, DELIVERY, { intent: 'address', address_id: String(office) });
    order = await orderOf(who);
    expect([order.shipping_address_id, order.billing_address_id]).toEqual([office, addressId]);
    // "Same as delivery".
    const same = await act(delivery, who, DELIVERY, {
      intent: 'billing',
      billing: 'same',
      js: '1',
    });
    expect(same.state).toEqual({ intent: 'billing' });
    expect((await orderOf(who)).billing_address_id).toBe(office);
    // "Add an address" of the billing section: a new billing address, the delivery kept.
    const form = await deliveryPage(who, `${DELIVERY}?address=billing`);
    expect(form.addressForm).toBe('billing');
    await act(delivery, who, DELIVERY, {
      intent: 'create',
      use: 'billing',
      ...ADDRESS,
      name: 'Siège',
      city: 'Nantes',
      post_code: '44000',
      country_id: String(franceId),
    });
    order = await orderOf(who);
    expect(order.shipping_address_id).toBe(office);
    expect(order.billing_address!.city).toBe('Nantes');
    const bad = await act(delivery, who, DELIVERY, { intent: 'billing', billing: '0' });
    expect(bad.status).toBe(422);
    expect(bad.state!.fields).toEqual({ billing: ["Cette valeur n'est pas valide."] });
  });

  it('chooses a delivery (data with JavaScript, 303 without), then goes on to the payment', async () => {
    const { who, page } = await customerWithAddress();
    const express = rangeOf(page, 'chronopost_express');
    const fetched = await act(delivery, who, DELIVERY, {
      intent: 'shipping',
      range_id: String(express.id),
      js: '1',
    });
    expect(fetched.status).toBe(200);
    expect(fetched.state).toEqual({ intent: 'shipping' });
    let order = await orderOf(who);
    expect(order.shipping_method_range_id).toBe(express.id);
    expect(order.shipping_cost_cents).toBe(express.price_ttc_cents);
    expect(order.total_ttc_cents).toBeCloseTo(
      order.subtotal_ttc_cents + express.price_ttc_cents,
      -1,
    );

    const home = rangeOf(page, 'colissimo_home');
    const plain = await act(delivery, who, DELIVERY, {
      intent: 'shipping',
      range_id: String(home.id),
    });
    expect(plain.status).toBe(303);
    expect(plain.location).toBe(DELIVERY);
    const next = await act(delivery, who, '/en/cart/delivery', {
      intent: 'continue',
      range_id: String(home.id),
    });
    expect(next.location).toBe('/en/cart/payment');
    order = await orderOf(who);
    expect(order.shipping_method_range_id).toBe(home.id);
  });

  it('refuses a forged delivery or none, translated, and keeps the one chosen', async () => {
    const { who, page } = await readyToPay();
    const chosen = (await orderOf(who)).shipping_method_range_id;
    for (const [range_id, text] of [
      ['987654', "Cette valeur n'est pas valide."],
      ['-1', "Cette valeur n'est pas valide."],
      ['', 'Ce champ est requis.'],
    ]) {
      const res = await act(delivery, who, DELIVERY, { intent: 'continue', range_id: range_id! });
      expect(res.status).toBe(422);
      expect(res.state).toMatchObject({ intent: 'continue', fields: { range_id: [text] } });
    }
    expect((await orderOf(who)).shipping_method_range_id).toBe(chosen);
    expect(page.ranges.length).toBeGreaterThan(0);
    const unknown = await act(delivery, who, DELIVERY, { intent: 'explode' });
    expect(unknown.status).toBe(422);
  });

  it('chooses a relay point among those listed, searched elsewhere too; refuses a forged one', async () => {
    const { who, page } = await customerWithAddress();
    const relay = rangeOf(page, 'mondial_relay');
    const none = await act(delivery, who, DELIVERY, {
      intent: 'shipping',
      range_id: String(relay.id),
    });
    expect(none.status).toBe(422);
    expect(none.state!.fields).toEqual({ relay_point_id: ['Ce champ est requis.'] });
    const forged = await act(delivery, who, DELIVERY, {
      intent: 'shipping',
      range_id: String(relay.id),
      relay_point_id: 'FORGED-1',
      js: '1',
    });
    expect(forged.status).toBe(422);
    expect(forged.state!.fields).toEqual({ relay_point_id: ["Cette valeur n'est pas valide."] });
    expect((await orderOf(who)).shipping_method_range_id).toBeNull();

    // Points near Paris rather than the address (Lyon): the URL's search.
    const searched = await deliveryPage(who, `${DELIVERY}?relay_post_code=75002&relay_city=Paris`);
    expect(searched.relay).toMatchObject({ postCode: '75002', city: 'Paris' });
    const point = searched.relay!.points[1]!;
    expect(point).toMatchObject({ post_code: '75002', city: 'Paris' });
    expect(point.distance_m).toBeGreaterThan(0);
    const chosen = await act(delivery, who, DELIVERY, {
      intent: 'continue',
      range_id: String(relay.id),
      relay_point_id: point.id,
      relay_post_code: '75002',
      relay_city: 'Paris',
    });
    expect(chosen.location).toBe(PAYMENT);
    const order = await orderOf(who);
    expect(order.shipping_method_range_id).toBe(relay.id);
    expect(order.relay_point).toMatchObject({ id: point.id, name: point.name, city: 'Paris' });
    // Back on the page: the points near the chosen one, so that it is listed.
    const again = await deliveryPage(who);
    expect(again.relay).toMatchObject({ postCode: '75002', city: 'Paris' });
    expect(again.relay!.points.map((p) => p.id)).toContain(point.id);
    // The same point is not one of Lyon's: refused when the search is not the one it came from.
    const elsewhere = await act(delivery, who, DELIVERY, {
      intent: 'shipping',
      range_id: String(relay.id),
      relay_point_id: point.id,
    });
    expect(elsewhere.status).toBe(422);
    expect((await orderOf(who)).relay_point!.id).toBe(point.id);
  });

  it('says clearly when no delivery can reach the address (SPEC §8)', async () => {
    const { who, addressId } = await customerWithAddress();
    await test.database.query(`update addresses set post_code = '1' where id = $1`, [addressId]);
    const page = await deliveryPage(who);
    expect(page.ranges).toEqual([]);
    expect(page.deliveryError).toBe(
      "Aucun mode de livraison n'est disponible pour cette adresse : vérifiez le code postal, la ville et le pays.",
    );
    const english = await deliveryPage(who, '/en/cart/delivery');
    expect(english.deliveryError).toBe(
      'No delivery method is available for this address: check the post code, city and country.',
    );
  });
});

describe('the payment step', () => {
  it('offers the ways to pay this order, with the 3x / 4x schedules', async () => {
    const { who } = await readyToPay(30);
    const page = await paymentPage(who);
    const codes = page.methods.map((method) => method.code);
    expect(codes).toEqual(expect.arrayContaining(['monetico', 'paypal', 'transfer', 'check']));
    expect(codes).not.toContain('store');
    const amount = page.order.total_ttc_cents;
    if (amount >= 10_000) {
      const three = page.methods.find((method) => method.code === 'limonetik_3x')!;
      expect(three.instalments).toHaveLength(3);
      const sum = three.instalments!.reduce((total, i) => total + i.amount_cents, 0);
      expect(sum).toBeCloseTo(amount, -1);
    }
    expect(page.promoNotice).toBeNull();
    expect(page.order.shipping_method_range!.shipping_method.code).toBe('colissimo_home');
  });

  it('applies a promo code (the server says so), refuses an unknown or expired one, removes it', async () => {
    const { who } = await readyToPay(3);
    const [code] = await test.database.query<{ code: string; value_percent: number }>(
      `select code, value_percent from promo_codes
        where is_active and not is_pro_only and min_amount_cents = 0 and applies_to = 'all'
          and (starts_at is null or starts_at <= now()) and (ends_at is null or ends_at > now())
          and (max_uses is null or uses_count < max_uses)
        order by id limit 1`,
    );
    await test.database.query(
      `insert into promo_codes (code, name, value_percent, starts_at, ends_at)
       values ('PASSE10', '{"fr":"Passé","en":"Past"}', 10, now() - interval '30 days',
               now() - interval '1 day')`,
    );
    for (const [name, path, text] of [
      ['NOPE-123', PAYMENT, "Ce code n'existe pas."],
      ['passe10', PAYMENT, "Ce code n'est pas valable pour cette commande."],
      ['NOPE-123', '/en/cart/payment', 'This code does not exist.'],
      ['', PAYMENT, 'Ce champ est requis.'],
    ]) {
      const res = await act(payment, who, path!, { intent: 'code', code: name!, js: '1' });
      expect(res.status).toBe(422);
      expect(res.state).toMatchObject({ intent: 'code', fields: { code: [text] } });
    }
    expect((await paymentPage(who)).order.code).toBeNull();

    const applied = await act(payment, who, PAYMENT, { intent: 'code', code: code!.code, js: '1' });
    expect(applied.status).toBe(200);
    const expected = `Le code ${code!.code} est appliqué : -${code!.value_percent} % sur vos articles.`;
    expect(applied.state).toEqual({ intent: 'code', notice: expected });
    let page = await paymentPage(who);
    expect(page.order.code).toMatchObject({ name: code!.code, value: code!.value_percent });
    expect(page.order.promo_code_discount_cents).toBeGreaterThan(0);

    // Without JavaScript: back to the page, which says it.
    const plain = await act(payment, who, PAYMENT, { intent: 'code', code: code!.code });
    expect(plain.status).toBe(303);
    expect(plain.location).toBe('/panier/paiement?promo=applied');
    page = await paymentPage(who, plain.location!);
    expect(page.promoNotice).toBe(expected);

    const removed = await act(payment, who, PAYMENT, { intent: 'code_remove' });
    expect(removed.location).toBe('/panier/paiement?promo=removed');
    page = await paymentPage(who, removed.location!);
    expect(page.order.code).toBeNull();
    expect(page.promoNotice).toBe('Le code promo a été retiré.');
  });

  it('chooses a payment method, refuses one not offered, saves gift and instructions', async () => {
    const { who } = await readyToPay();
    const chosen = await act(payment, who, PAYMENT, {
      intent: 'payment',
      payment_method: 'transfer',
      js: '1',
    });
    expect(chosen.state).toEqual({ intent: 'payment' });
    for (const code of ['bitcoin', 'store', '']) {
      const res = await act(payment, who, PAYMENT, { intent: 'payment', payment_method: code });
      expect(res.status).toBe(422);
      expect(res.state!.fields).toEqual({
        payment_method: [code === '' ? 'Ce champ est requis.' : "Cette valeur n'est pas valide."],
      });
    }
    let order = (await paymentPage(who)).order;
    expect(order.payment_method).toBe('transfer');

    await act(payment, who, PAYMENT, { intent: 'gift', is_gift: '1', js: '1' });
    await act(payment, who, PAYMENT, {
      intent: 'instructions',
      customer_instructions: '  Digicode 1234B  ',
    });
    order = (await paymentPage(who)).order;
    expect(order.is_gift).toBe(true);
    expect(order.customer_instructions).toBe('Digicode 1234B');
    const long = await act(payment, who, PAYMENT, {
      intent: 'instructions',
      customer_instructions: 'x'.repeat(1001),
    });
    expect(long.status).toBe(422);
    expect(long.state!.fields).toEqual({
      customer_instructions: ['Ce champ est trop long (1000 caractères au maximum).'],
    });
    expect((await paymentPage(who)).order.customer_instructions).toBe('Digicode 1234B');
  });

  it('refuses to place without the terms or a payment method, all at once, changing nothing', async () => {
    const { who } = await readyToPay();
    const before = (await paymentPage(who)).order;
    const res = await act(payment, who, PAYMENT, {
      intent: 'place',
      payment_method: 'bitcoin',
      customer_instructions: 'Sonner deux fois',
      is_gift_shown: '1',
      is_gift: '1',
    });
    expect(res.status).toBe(422);
    expect(res.state).toMatchObject({
      intent: 'place',
      message: 'Votre formulaire comporte des erreurs, veuillez les corriger.',
      fields: {
        payment_method: ["Cette valeur n'est pas valide."],
        accept_terms: ['Vous devez accepter les conditions générales de vente.'],
      },
      values: { customer_instructions: 'Sonner deux fois' },
    });
    const english = await act(payment, who, '/en/cart/payment', {
      intent: 'place',
      payment_method: 'transfer',
    });
    expect(english.state!.fields).toEqual({ accept_terms: ['You must accept the terms of sale.'] });
    const row = await orderRow(before.id);
    expect(row).toMatchObject({
      number: null,
      status: 'not_ordered',
      payment_method: null,
      customer_instructions: null,
      is_gift: false,
    });
  });

  it('places the order: numbered, stock taken, the cart gone, then the confirmation page', async () => {
    const { who } = await readyToPay(2);
    const before = (await paymentPage(who)).order;
    const [{ stock }] = (await test.database.query<{ stock: number }>(
      `select quantity_available as stock from variants where id = $1`,
      [variantId],
    )) as [{ stock: number }];
    const res = await act(payment, who, PAYMENT, {
      intent: 'place',
      payment_method: 'transfer',
      accept_terms: '1',
      customer_instructions: 'Laisser chez le voisin',
      is_gift_shown: '1',
    });
    expect(res.status).toBe(303);
    expect(res.location).toBe(`/panier/confirmation?order=${before.id}`);
    const row = await orderRow(before.id);
    expect(row.number).toMatch(/^\d{4}-\d{6}$/);
    expect(row.status).not.toBe('not_ordered');
    expect(row.payment_method).toBe('transfer');
    expect(row.customer_instructions).toBe('Laisser chez le voisin');
    const [{ after }] = (await test.database.query<{ after: number }>(
      `select quantity_available as after from variants where id = $1`,
      [variantId],
    )) as [{ after: number }];
    expect(after).toBe(stock - 2);
    // No cart any more: both steps go back to the (empty) cart page.
    expect((await load(delivery, who, DELIVERY)).location).toBe('/panier');
    expect((await load(payment, who, PAYMENT)).location).toBe('/panier');
    const cartPage = await load(cart, who, '/panier');
    expect((cartPage.data as { order: OrderCents | null }).order).toBeNull();
  });

  it('places in English towards the English confirmation page', async () => {
    const { who } = await readyToPay();
    const order = (await paymentPage(who)).order;
    const res = await act(payment, who, '/en/cart/payment', {
      intent: 'place',
      payment_method: 'check',
      accept_terms: 'on',
    });
    expect(res.location).toBe(`/en/cart/confirmation?order=${order.id}`);
  });

  it('refuses to place when the stock went meanwhile (409, for the popup), nothing taken', async () => {
    const { who } = await readyToPay(3);
    const order = (await paymentPage(who)).order;
    await test.database.query(
      `update variants set out_of_stock_status = 'sold_out', quantity_available = 1 where id = $1`,
      [variantId],
    );
    try {
      const res = await act(payment, who, PAYMENT, {
        intent: 'place',
        payment_method: 'transfer',
        accept_terms: '1',
      });
      expect(res.status).toBe(409);
      expect(res.state).toMatchObject({
        intent: 'place',
        lines: ['Stock insuffisant : il reste 1 exemplaire(s) de cet article.'],
      });
      expect((await orderRow(order.id)).number).toBeNull();
      const [{ stock }] = (await test.database.query<{ stock: number }>(
        `select quantity_available as stock from variants where id = $1`,
        [variantId],
      )) as [{ stock: number }];
      expect(stock).toBe(1);
    } finally {
      await test.database.query(
        `update variants set out_of_stock_status = 'stock', quantity_available = 50 where id = $1`,
        [variantId],
      );
    }
  });
});

describe('workshop fitting at the delivery step (SPEC §5)', () => {
  it('Corsica: no delivery, the message and the fitted lines; removing the fitting frees it', async () => {
    const [row] = await test.database.query<{ id: number }>(
      `select v.id from variants v join products p on p.id = v.product_id
        where v.is_active and p.is_active and v.out_of_stock_status = 'stock'
          and p.assembly_price_ht_cents is not null
        order by v.id limit 1`,
    );
    const fitted = row!.id;
    await test.database.query(`update variants set quantity_available = 50 where id = $1`, [
      fitted,
    ]);
    const who = await newCustomer();
    const added = await act(cart, who, '/panier', {
      intent: 'add',
      variant_id: String(fitted),
      with_assembly: '1',
    });
    expect(added.status).toBe(303);
    await act(delivery, who, DELIVERY, {
      intent: 'create',
      ...ADDRESS,
      name: 'Corse',
      city: 'Ajaccio',
      post_code: '20000',
      country_id: String(franceId),
    });
    const refused = await deliveryPage(who);
    const line = refused.order.order_variants[0]!;
    expect(refused.ranges).toEqual([]);
    expect(refused.fittingLines).toEqual([line.id]);
    expect(refused.deliveryError).toBe(
      "Le montage en atelier n'est possible que pour une livraison en France métropolitaine ou au Portugal continental : changez d'adresse ou retirez le produit.",
    );
    // A forged choice of delivery is refused by the server too.
    const [range] = await test.database.query<{ id: number }>(
      `select r.id from shipping_method_ranges r join shipping_methods m on m.id = r.shipping_method_id
        where m.code = 'colissimo_home' order by r.id limit 1`,
    );
    const forged = await act(delivery, who, DELIVERY, {
      intent: 'continue',
      range_id: String(range!.id),
    });
    expect(forged.status).toBe(422);
    expect((await orderOf(who)).shipping_method_range_id).toBeNull();

    // "Remove the fitting": the cart's action, back to this step, deliveries offered.
    const removed = await act(cart, who, '/panier', {
      intent: 'update',
      line_id: String(line.id),
      with_assembly: '0',
      back: DELIVERY,
    });
    expect(removed.location).toBe(DELIVERY);
    const freed = await deliveryPage(who);
    expect(freed.fittingLines).toEqual([]);
    expect(freed.ranges.length).toBeGreaterThan(0);
  });
});
