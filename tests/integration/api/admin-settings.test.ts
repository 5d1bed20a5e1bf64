import { beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../../src/modules/customers';
import { paymentSettings } from '../../../src/server/payments';
import { createTestApp } from '../../support/app';
import {
  OFFLINE_SECRET,
  orderFixtures,
  placeOrderFor,
  type OrderFixtures,
} from '../../support/placed-orders';

let api: Awaited<ReturnType<typeof createTestApp>>;
let fixtures: OrderFixtures;
let admin: Record<string, string>;
let customer: Record<string, string>;

beforeAll(async () => {
  api = await createTestApp({
    payments: paymentSettings({ PAYMENT_OFFLINE_SECRET: OFFLINE_SECRET }, false),
  });
  fixtures = await orderFixtures(api.database);
  const [owner] = await api.database.query<{ id: number }>(
    `insert into users (email, firstname, lastname, role)
     values ('owner-settings@example.test', 'Owner', 'Shop', 'admin') returning id`,
  );
  admin = {
    authorization: `Bearer ${(await openSession(api.database.db, owner!.id, new Date())).token}`,
  };
  customer = await cartOwner();
  return () => api.close();
});

type Headers = Record<string, string>;
const call = (headers: Headers, method: string, url: string, payload?: unknown) =>
  api.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const data = <T>(res: { json(): unknown }) => (res.json() as { data: T }).data;

interface Setting {
  key: string;
  section: string;
  value: string | null;
  money: boolean;
  version: string | null;
}
const settings = async () => data<Setting[]>(await call(admin, 'GET', '/api/admin/configurations'));
const setting = async (key: string) => (await settings()).find((s) => s.key === key)!;

/** A customer whose cart (2 × a light variant, home delivery to Paris) is ready to pay. */
async function cartOwner(): Promise<Headers> {
  const email = `cart-${Math.random().toString(36).slice(2)}@example.test`;
  const [user] = await api.database.query<{ id: number }>(
    `insert into users (email, firstname, lastname) values ($1, 'Cara', 'Cart') returning id`,
    [email],
  );
  const address = JSON.stringify({
    firstname: 'Cara',
    lastname: 'Cart',
    company: null,
    address: '1 rue de la Paix',
    address_complement: null,
    floor: null,
    building: null,
    city: 'Paris',
    post_code: '75002',
    country_id: fixtures.frId,
    country_iso: 'FR',
    phone: '+33612345678',
    fixed_phone: null,
  });
  const [cart] = await api.database.query<{ id: number }>(
    `insert into orders (user_id, shipping_address, billing_address, shipping_method_range_id)
     values ($1, $2::jsonb, $2::jsonb, $3) returning id`,
    [user!.id, address, fixtures.homeRangeId],
  );
  await api.database.query(
    `insert into order_variants (order_id, variant_id, quantity) values ($1, $2, 2)`,
    [cart!.id, fixtures.variantId],
  );
  return {
    authorization: `Bearer ${(await openSession(api.database.db, user!.id, new Date())).token}`,
  };
}

describe('who may use the settings API', () => {
  it.each([
    ['GET', '/api/admin/configurations'],
    ['PATCH', '/api/admin/configurations'],
    ['GET', '/api/admin/payment-methods'],
    ['PATCH', '/api/admin/payment-methods'],
    ['GET', '/api/admin/shipping-methods'],
    ['POST', '/api/admin/shipping-methods/1/ranges'],
  ])('%s %s: a customer or a visitor gets 404', async (method, url) => {
    expect((await call(customer, method, url, {})).statusCode).toBe(404);
    expect((await call({}, method, url, {})).statusCode).toBe(404);
  });
});

describe('shop settings', () => {
  it('lists every key by section with a version', async () => {
    const all = await settings();
    expect(all.find((s) => s.key === 'contact_email')).toMatchObject({ section: 'contact' });
    expect(all.find((s) => s.key === 'free_shipping')).toMatchObject({
      section: 'orders',
      money: true,
      value: '9900',
    });
    expect(all.find((s) => s.key === 'seller_name')!.version).toMatch(/\w+-\w+/);
  });

  it('saves, and the storefront and the cart show it on the next request', async () => {
    const before = data<{ shipping_cost: number }>(
      await call(customer, 'GET', '/api/orders/current'),
    );
    expect(before.shipping_cost).toBeGreaterThan(0);
    // Read once so the public answer and the memos hold the old value.
    await call({}, 'GET', '/api/configurations/public/contact_email');
    const [email, threshold] = [await setting('contact_email'), await setting('free_shipping')];
    const saved = await call(admin, 'PATCH', '/api/admin/configurations', {
      settings: [
        { key: 'contact_email', value: ' bonjour@atelier.example ', version: email.version },
        { key: 'free_shipping', value: '100', version: threshold.version },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as { meta: { changed: string[] } }).meta.changed.sort()).toEqual([
      'contact_email',
      'free_shipping',
    ]);
    // The audit log says who changed what, from what to what, in the same transaction.
    const [audit] = await api.database.query<{
      actor_user_id: number;
      before: unknown;
      after: unknown;
    }>(
      `select actor_user_id, before, after from audit_log
        where action = 'settings.update' order by id desc limit 1`,
    );
    expect(audit?.after).toMatchObject({
      contact_email: 'bonjour@atelier.example',
      free_shipping: '100',
    });
    expect(audit?.before).toHaveProperty('contact_email');
    const shown = await call({}, 'GET', '/api/configurations/public/contact_email');
    expect(shown.json()).toMatchObject({ data: { value: 'bonjour@atelier.example' } });
    const after = data<{ shipping_cost: number }>(
      await call(customer, 'GET', '/api/orders/current'),
    );
    expect(after.shipping_cost).toBe(0);
  });

  it.each([
    ['contact_email', 'atelier@', 'invalid_email', 'e-mail'],
    ['free_shipping', '12,345', 'invalid_integer', 'whole number'],
    ['free_shipping', '-500', 'invalid_integer', 'whole number'],
    ['social_facebook', 'facebook.com/shop', 'invalid_url', 'web address'],
    ['not_a_setting', 'x', 'unknown_setting', 'does not exist'],
    ['seller_name', '   ', 'required', 'required'],
  ])('%s = %j is refused (%s), with the other keys', async (key, value, _problem, words) => {
    const before = await settings();
    const phone = before.find((s) => s.key === 'contact_phone')!;
    const res = await call({ ...admin, language: 'en' }, 'PATCH', '/api/admin/configurations', {
      settings: [
        { key: 'contact_phone', value: '+33 1 00 00 00 00', version: phone.version },
        { key, value, version: before.find((s) => s.key === key)?.version ?? null },
      ],
    });
    expect(res.statusCode).toBe(422);
    const body = res.json() as { errors: Record<string, string[]> };
    expect(body.errors[`settings.${key}`]![0]).toContain(words);
    expect(await settings()).toEqual(before);
  });

  it('refuses a stale version with 409 and a translated message, nothing saved', async () => {
    const shown = await setting('contact_phone');
    const first = await call(admin, 'PATCH', '/api/admin/configurations', {
      settings: [{ key: 'contact_phone', value: '+33 1 11 11 11 11', version: shown.version }],
    });
    expect(first.statusCode).toBe(200);
    const second = await call({ ...admin, language: 'fr' }, 'PATCH', '/api/admin/configurations', {
      settings: [{ key: 'contact_phone', value: '+33 1 22 22 22 22', version: shown.version }],
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      keys: ['contact_phone'],
      message: expect.stringContaining('modifiés par quelqu’un d’autre'),
    });
    expect((await setting('contact_phone')).value).toBe('+33 1 11 11 11 11');
  });
});

describe('two people saving at once', () => {
  it('one wins, the other is told', async () => {
    const shown = await setting('host_phone');
    const save = (value: string) =>
      call(admin, 'PATCH', '/api/admin/configurations', {
        settings: [{ key: 'host_phone', value, version: shown.version }],
      });
    const answers = await Promise.all([save('+33 9 10 10 10 10'), save('+33 9 20 20 20 20')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!;
    const won = (winner.json() as { data: Setting[] }).data.find((s) => s.key === 'host_phone');
    expect((await setting('host_phone')).value).toBe(won!.value);
  });
});

interface Method {
  method: string;
  code: string;
  enabled: boolean;
  position: number;
  fee_fixed_cents: number;
  fee_percent_bp: number;
  has_gateway: boolean;
  version: string | null;
}
const methods = async () => data<Method[]>(await call(admin, 'GET', '/api/admin/payment-methods'));
const offered = async () =>
  data<{ code: string; fees: number }[]>(
    await call(customer, 'GET', '/api/orders/current/payment_methods/available'),
  );
const patchMethod = async (method: string, change: Partial<Method>) => {
  const current = (await methods()).find((m) => m.method === method)!;
  const { code: _code, has_gateway: _gateway, ...rest } = { ...current, ...change };
  return call(admin, 'PATCH', '/api/admin/payment-methods', { methods: [rest] });
};

describe('payment methods', () => {
  it('lists the seven methods, each with its gateway', async () => {
    const all = await methods();
    expect(all.map((m) => m.method)).toEqual([
      'card',
      'paypal',
      'limonetik_3x',
      'limonetik_4x',
      'transfer',
      'check',
      'store',
    ]);
    expect(all.every((m) => m.enabled && m.has_gateway)).toBe(true);
  });

  it('a method switched off is not offered at checkout, nor assignable', async () => {
    expect((await offered()).map((m) => m.code)).toContain('paypal');
    const res = await patchMethod('paypal', { enabled: false });
    expect(res.statusCode, res.body).toBe(200);
    expect((await offered()).map((m) => m.code)).not.toContain('paypal');
    const assign = await call(
      customer,
      'PATCH',
      '/api/orders/current/payment_methods/paypal/assign',
    );
    expect(assign.statusCode).toBe(404);
    expect((await patchMethod('paypal', { enabled: true })).statusCode).toBe(200);
    expect((await offered()).map((m) => m.code)).toContain('paypal');
  });

  it('orders the methods and charges the fees the owner set', async () => {
    expect((await patchMethod('transfer', { position: 1, fee_fixed_cents: 150 })).statusCode).toBe(
      200,
    );
    const list = await offered();
    // Position 1, like the card (ties keep the usual order): ahead of PayPal (2).
    expect(list.slice(0, 2).map((m) => m.code)).toEqual(['monetico', 'transfer']);
    expect(list.find((m) => m.code === 'transfer')).toMatchObject({ fees: 1.5 });
    expect((await patchMethod('transfer', { position: 5, fee_fixed_cents: 0 })).statusCode).toBe(
      200,
    );
  });

  it('refuses bad fees and a stale version', async () => {
    const bad = await patchMethod('check', { fee_fixed_cents: -1 });
    expect(bad.statusCode).toBe(422);
    const shown = (await methods()).find((m) => m.method === 'check')!;
    const { code: _c, has_gateway: _g, ...body } = shown;
    expect((await patchMethod('check', { position: 7 })).statusCode).toBe(200);
    const stale = await call(admin, 'PATCH', '/api/admin/payment-methods', {
      methods: [{ ...body, enabled: false }],
    });
    expect(stale.statusCode).toBe(409);
  });
});

interface ShippingMethod {
  id: number;
  code: string;
  is_active: boolean;
  version: string;
  ranges: {
    id: number;
    country_isos: string[];
    min_weight_grams: number;
    max_weight_grams: number;
    price_ht_cents: number;
    is_active: boolean;
  }[];
}
const shipping = async (code: string) =>
  data<ShippingMethod[]>(await call(admin, 'GET', '/api/admin/shipping-methods')).find(
    (m) => m.code === code,
  )!;

describe('shipping methods and rates', () => {
  it('edits a rate, refuses overlaps, negative prices and stale versions, adds and removes', async () => {
    const home = await shipping('colissimo_home');
    const range = home.ranges.find((r) => r.id === fixtures.homeRangeId)!;
    const { id: _id, ...fields } = range;
    const url = `/api/admin/shipping-methods/${home.id}/ranges`;
    const edited = await call(admin, 'PATCH', `${url}/${range.id}`, {
      ...fields,
      price_ht_cents: 1234,
      version: home.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await shipping('colissimo_home');
    expect(after.ranges.find((r) => r.id === range.id)!.price_ht_cents).toBe(1234);

    const stale = await call(admin, 'PATCH', `${url}/${range.id}`, {
      ...fields,
      version: home.version,
    });
    expect(stale.statusCode).toBe(409);

    const overlap = await call({ ...admin, language: 'en' }, 'POST', url, {
      ...fields,
      version: after.version,
    });
    expect(overlap.statusCode).toBe(422);
    expect(JSON.stringify(overlap.json())).toContain('overlaps');

    const negative = await call(admin, 'POST', url, {
      country_isos: ['JP'],
      min_weight_grams: 0,
      max_weight_grams: 1000,
      price_ht_cents: -1,
      version: after.version,
    });
    expect(negative.statusCode).toBe(422);

    const added = await call(admin, 'POST', url, {
      country_isos: ['jp'],
      min_weight_grams: 0,
      max_weight_grams: 1000,
      price_ht_cents: 4500,
      version: after.version,
    });
    expect(added.statusCode, added.body).toBe(201);
    const withJapan = data<ShippingMethod>(added);
    const japan = withJapan.ranges.find((r) => r.country_isos.includes('JP'))!;
    const removed = await call(admin, 'DELETE', `${url}/${japan.id}`, {
      version: withJapan.version,
    });
    expect(removed.statusCode).toBe(200);
    expect(data<ShippingMethod>(removed).ranges.some((r) => r.id === japan.id)).toBe(false);
  });

  it('a range an order used is kept: removal refused (translated), switching off keeps the order', async () => {
    const order = await placeOrderFor(api.app, api.database, fixtures, { method: 'transfer' });
    const charged = async () =>
      (
        await api.database.query<{ range: number | null; totals: unknown; total: number }>(
          `select shipping_method_range_id as range, totals, total_ttc_cents as total
             from orders where id = $1`,
          [order.orderId],
        )
      )[0]!;
    const before = await charged();
    expect(before.range).toBe(fixtures.homeRangeId);
    const home = await shipping('colissimo_home');
    const url = `/api/admin/shipping-methods/${home.id}/ranges/${fixtures.homeRangeId}`;
    const refused = await call({ ...admin, language: 'en' }, 'DELETE', url, {
      version: home.version,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.body).toContain('Switch it off instead');
    const refusedFr = await call({ ...admin, language: 'fr' }, 'DELETE', url, {
      version: home.version,
    });
    expect(refusedFr.statusCode).toBe(409);
    expect(refusedFr.body).toContain('Désactivez-la');
    // Nothing changed: the range is there, the version too, the order keeps its delivery.
    const still = await shipping('colissimo_home');
    expect(still.version).toBe(home.version);
    expect(still.ranges.some((r) => r.id === fixtures.homeRangeId)).toBe(true);
    expect(await charged()).toEqual(before);

    const range = still.ranges.find((r) => r.id === fixtures.homeRangeId)!;
    const { id: _id, ...fields } = range;
    const off = await call(admin, 'PATCH', url, {
      ...fields,
      is_active: false,
      version: still.version,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await charged()).toEqual(before);
    const orderAnswer = await call(order.headers, 'GET', `/api/orders/${order.orderId}`);
    expect(orderAnswer.statusCode).toBe(200);
    expect(orderAnswer.body).toContain('colissimo_home');
    const back = await shipping('colissimo_home');
    const on = await call(admin, 'PATCH', url, {
      ...fields,
      is_active: true,
      version: back.version,
    });
    expect(on.statusCode).toBe(200);
  });

  it('a placed order keeps what it was charged when the owner changes prices and fees', async () => {
    const setThreshold = async (value: string) => {
      const current = await setting('free_shipping');
      const res = await call(admin, 'PATCH', '/api/admin/configurations', {
        settings: [{ key: 'free_shipping', value, version: current.version }],
      });
      expect(res.statusCode, res.body).toBe(200);
      return current.value;
    };
    const threshold = await setThreshold('9999999');
    const order = await placeOrderFor(api.app, api.database, fixtures, { method: 'transfer' });
    const view = async () => {
      const res = await call(order.headers, 'GET', `/api/orders/${order.orderId}`);
      expect(res.statusCode, res.body).toBe(200);
      const { updated_at: _u, ...shown } = data<Record<string, unknown>>(res);
      return shown;
    };
    const before = await view();
    expect(before.shipping_cost).toBeGreaterThan(0);
    expect(before.free_shipping).toBe(false);
    // Today: the rate doubles, delivery becomes free from 1 cent, the transfer costs a fee.
    const home = await shipping('colissimo_home');
    const range = home.ranges.find((r) => r.id === fixtures.homeRangeId)!;
    const { id: _id, ...fields } = range;
    const url = `/api/admin/shipping-methods/${home.id}/ranges/${range.id}`;
    const dearer = await call(admin, 'PATCH', url, {
      ...fields,
      price_ht_cents: range.price_ht_cents * 2 + 100,
      version: home.version,
    });
    expect(dearer.statusCode, dearer.body).toBe(200);
    await setThreshold('1');
    expect((await patchMethod('transfer', { fee_fixed_cents: 700 })).statusCode).toBe(200);
    try {
      // The customer's order shows the amounts charged, to the cent (the back office's page
      // and the invoices read the same frozen totals).
      expect(await view()).toEqual(before);
      // …while a cart is priced with today's rates.
      const cart = data<{ shipping_cost: number; free_shipping: boolean }>(
        await call(customer, 'GET', '/api/orders/current'),
      );
      expect(cart.free_shipping).toBe(true);
    } finally {
      const now = await shipping('colissimo_home');
      await call(admin, 'PATCH', url, { ...fields, version: now.version });
      await setThreshold(threshold!);
      await patchMethod('transfer', { fee_fixed_cents: 0 });
    }
  });

  it('a method switched off is no longer offered to the cart', async () => {
    const ranges = async () =>
      data<{ shipping_method: { code: string } }[]>(
        await call(customer, 'GET', '/api/orders/current/shipping_method_ranges/available'),
      ).map((r) => r.shipping_method.code);
    expect(await ranges()).toContain('colissimo_home');
    const home = await shipping('colissimo_home');
    const off = await call(admin, 'PATCH', `/api/admin/shipping-methods/${home.id}`, {
      is_active: false,
      version: home.version,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await ranges()).not.toContain('colissimo_home');
    const again = await shipping('colissimo_home');
    await call(admin, 'PATCH', `/api/admin/shipping-methods/${home.id}`, {
      is_active: true,
      version: again.version,
    });
  });
});
