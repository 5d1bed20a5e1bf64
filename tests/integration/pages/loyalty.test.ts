/**
 * Loyalty points as the pages show them: the account's loyalty page (balance, what it pays,
 * the back office's rules, the history naming the customer's own orders only) and the
 * "this order will earn N points" of the cart, which must be what paying the order credits —
 * one rule (loyalty-earning.rules.ts) for both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditLoyaltyPoints,
  register,
  spendLoyaltyPoints,
  takeBackEarnedPoints,
} from '../../../src/modules/customers';
import {
  applyOrderEvent,
  earningBaseOfOrder,
  placeOrder,
  pointsEarned,
  type OrderCents,
  type PaymentOffer,
} from '../../../src/modules/orders';
import type { LoyaltyPageData } from '../../../src/web/account/loyalty.server';
import { cartDeps } from '../../../src/web/cart/cart.server';
import * as loyaltyPage from '../../../src/web/routes/account-loyalty';
import * as cart from '../../../src/web/routes/cart';
import { registration } from '../../support/accounts';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { answer, get, pageContext, type Visitor } from '../../support/page-context';

let test: TestDatabase;
let variantId: number;
let variantWeight: number;

const OFFER: PaymentOffer = {
  cardMethod: 'monetico',
  online: new Set(['card']),
  minimums: { payment_3x_min: 10_000, payment_4x_min: 20_000 },
};

beforeAll(async () => {
  test = await createTestDatabase();
  const [row] = await test.database.query<{ id: number; weight: number }>(
    `select v.id, v.weight_grams as weight from variants v join products p on p.id = v.product_id
      where v.is_active and p.is_active and v.out_of_stock_status = 'stock'
        and v.weight_grams between 100 and 2000
      order by v.id limit 1`,
  );
  variantId = row!.id;
  variantWeight = row!.weight;
  await test.database.query('update variants set quantity_available = 500 where id = $1', [
    variantId,
  ]);
});
afterAll(async () => test?.cleanup());

async function customer(): Promise<Visitor & { token: string; userId: number }> {
  const context = await pageContext(test.database);
  const signed = await register(
    { db: test.database.db, now: context.now, urls: context.accountUrls },
    { ...registration(), newsletter: false } as never,
    { locale: 'fr', countryIso: 'FR' },
  );
  return { token: signed.token, userId: signed.user.id };
}

async function setting(key: string, value: string) {
  await test.database.query(
    `insert into configurations (key, value, is_public) values ($1, $2, true)
       on conflict (key) do update set value = excluded.value, is_public = true`,
    [key, value],
  );
}

async function order(userId: number, number: string): Promise<number> {
  const [row] = await test.database.query<{ id: number }>(
    `insert into orders (user_id, status, number) values ($1, 'paid', $2) returning id`,
    [userId, number],
  );
  return row!.id;
}

async function page(who: Visitor) {
  const context = await pageContext(test.database, who);
  return answer(() =>
    loyaltyPage.loader({ request: get('/compte/fidelite'), context, params: {} } as never),
  );
}

describe('loyalty page', () => {
  it('shows the balance, its value, the rules and the history with the customer’s orders', async () => {
    await setting('loyalty_points_per_euro', '2');
    await setting('loyalty_point_value_cents', '4');
    const who = await customer();
    const other = await customer();
    const earnedOn = await order(who.userId, 'LOY-0001');
    const spentOn = await order(who.userId, 'LOY-0002');
    const cancelled = await order(who.userId, 'LOY-0003');
    const db = test.database.db;
    const othersOrder = await order(other.userId, 'LOY-9');
    const t0 = new Date('2026-03-01T10:00:00Z');
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
    await db.transaction(async (tx) => {
      await creditLoyaltyPoints(tx, who.userId, earnedOn, 300, 'order_paid', at(0));
      await creditLoyaltyPoints(tx, who.userId, cancelled, 50, 'order_paid', at(1));
      expect(await spendLoyaltyPoints(tx, who.userId, spentOn, 120, at(2))).toBe(true);
      await creditLoyaltyPoints(tx, who.userId, spentOn, 120, 'order_cancelled', at(3));
      await takeBackEarnedPoints(tx, who.userId, cancelled, at(4));
    });

    // Another customer's movement never shows here.
    await db.transaction((tx) =>
      creditLoyaltyPoints(tx, other.userId, othersOrder, 999, 'order_paid', at(5)),
    );
    const res = await page(who);
    const data = res.data as unknown as LoyaltyPageData;
    expect(data.balance).toBe(300);
    expect(data.valueCents).toBe(1_200);
    expect(data.program).toEqual({ pointsPerEuro: 2, pointValueCents: 4 });
    expect(
      data.history.map((line) => [line.reason, line.points, line.order?.number ?? null]),
    ).toEqual([
      ['adjustment', -50, 'LOY-0003'],
      ['order_cancelled', 120, 'LOY-0002'],
      ['order_used', -120, 'LOY-0002'],
      ['order_paid', 50, 'LOY-0003'],
      ['order_paid', 300, 'LOY-0001'],
    ]);
    expect(data.history.find((l) => l.order?.number === 'LOY-0001')!.order!.id).toBe(earnedOn);
  });

  it('is empty for a new customer and sends a visitor to the login page', async () => {
    await setting('loyalty_points_per_euro', '1');
    const who = await customer();
    const data = (await page(who)).data as unknown as LoyaltyPageData;
    expect(data).toMatchObject({ balance: 0, valueCents: 0, history: [] });
    const visitor = await page({});
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe('/connexion?redirect=%2Fcompte%2Ffidelite');
  });
});

describe('points an order will earn', () => {
  it('the cart says what paying the order then credits', async () => {
    await setting('loyalty_points_per_euro', '3');
    const who = await customer();
    const [cartRow] = await test.database.query<{ id: number }>(
      `insert into orders (user_id) values ($1) returning id`,
      [who.userId],
    );
    await test.database.query(
      `insert into order_variants (order_id, variant_id, quantity) values ($1, $2, 3)`,
      [cartRow!.id, variantId],
    );
    const context = await pageContext(test.database, who);
    const shown = await answer(() =>
      cart.loader({ request: get('/panier'), context, params: {} } as never),
    );
    const { order: cartOrder, pointsPerEuro } = shown.data as unknown as {
      order: OrderCents;
      pointsPerEuro: number;
    };
    expect(pointsPerEuro).toBe(3);
    const promised = pointsEarned(earningBaseOfOrder(cartOrder), pointsPerEuro);
    expect(promised).toBe(Math.floor(cartOrder.subtotal_ttc_cents / 100) * 3);
    expect(promised).toBeGreaterThan(0);

    // Placed (with the delivery it needs) and paid: the ledger holds exactly that.
    const [range] = await test.database.query<{ id: number }>(
      `select r.id from shipping_method_ranges r join shipping_methods m on m.id = r.shipping_method_id
        where m.kind = 'home' and m.is_active and r.is_active and 'FR' = any(r.country_isos)
          and r.min_weight_grams <= $1 and r.max_weight_grams > $1
        order by r.price_ht_cents limit 1`,
      [variantWeight * 3 + 300],
    );
    const [france] = await test.database.query<{ id: number }>(
      `select id from countries where iso = 'FR'`,
    );
    const address = JSON.stringify({
      firstname: 'Alice',
      lastname: 'Durand',
      company: null,
      address: '12 rue de la République',
      address_complement: null,
      floor: null,
      building: null,
      city: 'Lyon',
      post_code: '69002',
      country_id: france!.id,
      country_iso: 'FR',
      phone: '+33612345678',
      fixed_phone: null,
    });
    await test.database.query(
      `update orders set shipping_address = $2::jsonb, billing_address = $2::jsonb,
         shipping_method_range_id = $3, payment_method = 'transfer' where id = $1`,
      [cartRow!.id, address, range!.id],
    );
    const deps = await cartDeps(context, 'fr', { userId: who.userId, tokenHash: null });
    await placeOrder(deps, 'current', OFFER);
    await test.database.db.transaction((tx) =>
      applyOrderEvent(tx, cartRow!.id, 'payment_succeeded', new Date()),
    );
    const data = (await page(who)).data as unknown as LoyaltyPageData;
    expect(data.balance).toBe(promised);
    expect(data.history[0]).toMatchObject({ reason: 'order_paid', points: promised });
  });
});
