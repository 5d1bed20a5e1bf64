/**
 * Placed orders and saved carts in-process (SPEC §2, §4, §8): placing with an online method
 * goes straight to the gateway (else the confirmation page); the confirmation page's four
 * states (a transfer to send with its instructions, an online payment not come back with
 * "Pay now", paid → confirmed, refused → declined with its reason and "Pay again"), the
 * cancellation page's reasons, my orders and one order (only the owner's), and saved carts —
 * saved from the cart page's modal, listed, put back, deleted — with bad input (an empty
 * name, a visitor, another customer's saved cart) refused and changing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../src/modules/customers';
import { applyOrderEvent, placeOrder, type PaymentOffer } from '../../../src/modules/orders';
import {
  createOfflineProvider,
  handleNotification,
  signOfflineNotification,
} from '../../../src/modules/payments';
import { cartDeps } from '../../../src/web/cart/cart.server';
import type { CartActionData } from '../../../src/web/components/cart/cart-state';
import type { OrderView } from '../../../src/web/components/orders/order-view';
import * as cart from '../../../src/web/routes/cart';
import * as cancel from '../../../src/web/routes/cart-cancel';
import * as confirmation from '../../../src/web/routes/checkout-confirmation';
import * as payment from '../../../src/web/routes/checkout-payment';
import * as orderPage from '../../../src/web/routes/account-order';
import * as ordersPage from '../../../src/web/routes/account-orders';
import * as savedCarts from '../../../src/web/routes/account-saved-carts';
import { HttpError } from '../../../src/shared/http';
import { registration } from '../../support/accounts';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import {
  TEST_PAYMENT_SECRET,
  answer,
  get,
  pageContext,
  post,
  type Visitor,
} from '../../support/page-context';

let test: TestDatabase;
let variantId: number;
let otherVariantId: number;
let homeRangeId: number;
let franceId: number;

/** Every online method through the offline gateway, as the page context's payments. */
const OFFER: PaymentOffer = {
  cardMethod: 'monetico',
  online: new Set(['card', 'paypal', 'limonetik_3x', 'limonetik_4x']),
  minimums: { payment_3x_min: 10_000, payment_4x_min: 20_000 },
};

beforeAll(async () => {
  test = await createTestDatabase();
  const rows = await test.database.query<{ id: number; weight: number }>(
    `select v.id, v.weight_grams as weight from variants v join products p on p.id = v.product_id
      where v.is_active and p.is_active and v.out_of_stock_status = 'stock'
        and v.weight_grams between 100 and 2000
      order by v.id limit 2`,
  );
  [variantId, otherVariantId] = rows.map((row) => row.id) as [number, number];
  await test.database.query(`update variants set quantity_available = 500 where id = any($1)`, [
    [variantId, otherVariantId],
  ]);
  const [range] = await test.database.query<{ id: number }>(
    `select r.id from shipping_method_ranges r join shipping_methods m on m.id = r.shipping_method_id
      where m.kind = 'home' and m.is_active and r.is_active and 'FR' = any(r.country_isos)
        and r.min_weight_grams <= $1 and r.max_weight_grams > $1
      order by r.price_ht_cents limit 1`,
    [rows[0]!.weight * 2 + 300],
  );
  homeRangeId = range!.id;
  const [france] = await test.database.query<{ id: number }>(
    `select id from countries where iso = 'FR'`,
  );
  franceId = france!.id;
});
afterAll(async () => test?.cleanup());

interface Customer extends Visitor {
  token: string;
  userId: number;
}

async function newCustomer(): Promise<Customer> {
  const context = await pageContext(test.database);
  const signed = await register(
    { db: test.database.db, now: context.now, urls: context.accountUrls },
    { ...registration(), newsletter: false } as never,
    { locale: 'fr', countryIso: 'FR' },
  );
  return { token: signed.token, userId: signed.user.id };
}

const ADDRESS = (firstname: string) =>
  JSON.stringify({
    firstname,
    lastname: 'Durand',
    company: null,
    address: '12 rue de la République',
    address_complement: null,
    floor: null,
    building: null,
    city: 'Lyon',
    post_code: '69002',
    country_id: franceId,
    country_iso: 'FR',
    phone: '+33612345678',
    fixed_phone: null,
  });

/** A customer's cart (2 of the variant) ready to be placed: addresses, home delivery. */
async function readyCart(who: Customer, method: string | null): Promise<number> {
  const [row] = await test.database.query<{ id: number }>(
    `insert into orders (user_id, shipping_address, billing_address, shipping_method_range_id, payment_method)
     values ($1, $2::jsonb, $2::jsonb, $3, $4) returning id`,
    [who.userId, ADDRESS('Alice'), homeRangeId, method],
  );
  await test.database.query(
    `insert into order_variants (order_id, variant_id, quantity) values ($1, $2, 2)`,
    [row!.id, variantId],
  );
  return row!.id;
}

/** A customer's order (2 of the variant, home delivery) placed with `method`. */
async function placedOrder(who: Customer, method: string): Promise<number> {
  const id = await readyCart(who, method);
  const context = await pageContext(test.database, who);
  const deps = await cartDeps(context, 'fr', { userId: who.userId, tokenHash: null });
  await placeOrder(deps, 'current', OFFER);
  return id;
}

const orderStatus = async (id: number) =>
  (
    await test.database.query<{ status: string; payment_status: string }>(
      `select status, payment_status from orders where id = $1`,
      [id],
    )
  )[0]!;

type Module = { loader: unknown; action?: unknown };

async function load(module: Module, who: Visitor, path: string, params = {}) {
  const context = await pageContext(test.database, who);
  const loader = module.loader as (args: unknown) => unknown;
  return answer(() => loader({ request: get(path), context, params }));
}

async function act(
  module: Module,
  who: Visitor,
  path: string,
  fields: Record<string, string>,
  params = {},
) {
  const context = await pageContext(test.database, who);
  const action = module.action as (args: unknown) => unknown;
  return answer(() => action({ request: post(path, fields), context, params }));
}

const viewOf = (res: Awaited<ReturnType<typeof load>>) =>
  (res.data as unknown as { view: OrderView; canPay: boolean }).view;

/** The gateway's answer to the notification of `outcome` for the order's last payment. */
async function notify(orderId: number, outcome: 'paid' | 'refused', reason?: 'card_expiring') {
  const [payment] = await test.database.query<{ reference: string; amount: number }>(
    `select reference, amount_cents as amount from payments where order_id = $1 order by id desc limit 1`,
    [orderId],
  );
  const signed = signOfflineNotification(TEST_PAYMENT_SECRET, {
    reference: payment!.reference,
    outcome,
    ...(reason ? { declineReason: reason } : {}),
    amountCents: payment!.amount,
    eventId: `evt-${orderId}-${Math.random().toString(36).slice(2)}`,
  });
  const result = await handleNotification(
    { db: test.database.db, now: () => new Date() },
    createOfflineProvider({ secret: TEST_PAYMENT_SECRET }),
    {
      method: 'POST',
      query: {},
      body: signed,
      rawBody: new URLSearchParams(signed).toString(),
      headers: {},
    },
  );
  expect(result.result).toBe('applied');
}

describe('confirmation page', () => {
  it('a transfer order is in progress, with the amount, the reference, the 7-day deadline and the bank details', async () => {
    const who = await newCustomer();
    const id = await placedOrder(who, 'transfer');
    // Without the shop's bank account configured, the bank block is left out.
    await test.database.query(`delete from configurations where key like 'bank\\_%'`);
    const withoutBank = viewOf(await load(confirmation, who, `/panier/confirmation?order=${id}`));
    expect(withoutBank.state).toBe('in_progress');
    expect(withoutBank.flow).toBe('offline_wait');
    expect(withoutBank.instructions).toMatchObject({ method: 'transfer', bank: null });
    const noAutoPay = await load(confirmation, who, `/panier/confirmation?order=${id}&pay=1`);
    expect(noAutoPay.data).toMatchObject({ canPay: false, autoPay: false });

    await test.database.query(
      `insert into configurations (key, value, is_public) values
         ('bank_iban', 'FR76 3000 4000 0500 0012 3456 789', true),
         ('bank_bic', 'BNPAFRPPXXX', true),
         ('bank_holder', 'Sellerie Shop SAS', true)
       on conflict (key) do update set value = excluded.value, is_public = true`,
    );
    const res = await load(confirmation, who, `/en/cart/confirmation?order=${id}`);
    expect(res.status).toBe(200);
    const view = viewOf(res);
    expect((res.data as { canPay: boolean }).canPay).toBe(false);
    expect(view.order.number).toMatch(/^\d{4}-\d{6}$/);
    expect(view.group).toBe('waiting_payment');
    const instructions = view.instructions!;
    expect(instructions).toMatchObject({
      method: 'transfer',
      amountCents: view.order.total_ttc_cents,
      reference: view.order.number,
      bank: {
        iban: 'FR76 3000 4000 0500 0012 3456 789',
        bic: 'BNPAFRPPXXX',
        holder: 'Sellerie Shop SAS',
      },
    });
    const days =
      (Date.parse(instructions.deadline!) - Date.parse(view.order.placed_at!)) / 86_400_000;
    expect(days).toBe(7);
    expect(view.order.order_variants).toHaveLength(1);
    expect(view.order.shipping_address?.city).toBe('Lyon');
  });

  it('an online payment not come back offers "Pay now", which leads to the gateway; paid → confirmed', async () => {
    const who = await newCustomer();
    const id = await placedOrder(who, 'monetico');
    const path = `/panier/confirmation?order=${id}`;
    const before = await load(confirmation, who, path);
    expect(viewOf(before).state).toBe('in_progress');
    expect(viewOf(before).flow).toBe('online');
    expect(before.data).toMatchObject({ canPay: true, autoPay: false });
    // Just placed (a gateway paid through a form): the page goes on to the payment at once.
    expect((await load(confirmation, who, `${path}&pay=1`)).data).toMatchObject({ autoPay: true });

    const pay = await act(confirmation, who, path, { intent: 'pay', order: String(id) });
    expect(pay.status).toBe(303);
    expect(pay.location).toMatch(/^\/paiement\/test\?ref=\w+&amount=\d+&sig=\w+$/);

    await notify(id, 'paid');
    expect(await orderStatus(id)).toEqual({ status: 'paid', payment_status: 'paid' });
    const after = await load(confirmation, who, path);
    const view = viewOf(after);
    expect(view.state).toBe('confirmed');
    expect(view.group).toBe('in_preparation');
    expect(view.instructions).toBeNull();
    expect((after.data as { canPay: boolean }).canPay).toBe(false);
    // Paid: nothing more to pay.
    const again = await act(confirmation, who, path, { intent: 'pay', order: String(id) });
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ ok: false, message: expect.stringContaining('payée') });
  });

  it('a refused payment is declined with its reason, and "Pay again" starts a new attempt', async () => {
    const who = await newCustomer();
    const id = await placedOrder(who, 'monetico');
    const path = `/panier/confirmation?order=${id}`;
    await act(confirmation, who, path, { intent: 'pay', order: String(id) });
    await notify(id, 'refused', 'card_expiring');
    const res = await load(confirmation, who, path);
    const view = viewOf(res);
    expect(view.state).toBe('declined');
    expect(view.declineReason).toBe('card_expiring');
    expect(view.payable).toBe(true);
    expect((res.data as { canPay: boolean }).canPay).toBe(true);

    const retry = await act(confirmation, who, path, { intent: 'pay', order: String(id) });
    expect(retry.status).toBe(303);
    expect(retry.location).toMatch(/^\/paiement\/test\?/);
    expect(await orderStatus(id)).toEqual({
      status: 'awaiting_payment',
      payment_status: 'awaiting',
    });
  });

  it('sends a visitor, another customer, a bad or missing id and a cart to the cart page', async () => {
    const owner = await newCustomer();
    const stranger = await newCustomer();
    const id = await placedOrder(owner, 'transfer');
    for (const [who, path] of [
      [{}, `/panier/confirmation?order=${id}`],
      [stranger, `/panier/confirmation?order=${id}`],
      [owner, '/panier/confirmation'],
      [owner, '/panier/confirmation?order=abc'],
      [owner, '/en/cart/confirmation?order=999999999'],
    ] as const) {
      const res = await load(confirmation, who, path);
      expect(res.status, path).toBe(302);
      expect(res.location, path).toBe(path.startsWith('/en') ? '/en/cart' : '/panier');
    }
    // Another customer cannot start paying it either.
    const forged = await act(confirmation, stranger, '/panier/confirmation', {
      intent: 'pay',
      order: String(id),
    });
    expect(forged.status).toBe(404);
    const visitor = await act(confirmation, {}, '/panier/confirmation', {
      intent: 'pay',
      order: String(id),
    });
    expect(visitor.location).toBe('/panier');
  });
});

describe('placing the order (the payment step)', () => {
  const placeWith = async (who: Customer, method: string, path = '/panier/paiement') =>
    act(payment, who, path, { intent: 'place', payment_method: method, accept_terms: 'on' });

  it('goes straight to the gateway with an online method', async () => {
    const who = await newCustomer();
    const id = await readyCart(who, null);
    const res = await placeWith(who, 'monetico');
    expect(res.status).toBe(303);
    expect(res.location).toMatch(/^\/paiement\/test\?ref=\w+&amount=\d+&sig=\w+$/);
    expect(await orderStatus(id)).toEqual({
      status: 'awaiting_payment',
      payment_status: 'awaiting',
    });
  });

  it('goes to the confirmation page with a transfer, a cheque, or a gateway that cannot start', async () => {
    const who = await newCustomer();
    const id = await readyCart(who, null);
    const res = await placeWith(who, 'transfer', '/en/cart/payment');
    expect(res.location).toBe(`/en/cart/confirmation?order=${id}`);

    const other = await newCustomer();
    const online = await readyCart(other, null);
    const context = await pageContext(test.database, other);
    context.payments.start = async () => {
      throw new HttpError(409, 'order_not_payable');
    };
    const refused = await answer(() =>
      payment.action({
        request: post('/panier/paiement', {
          intent: 'place',
          payment_method: 'paypal',
          accept_terms: 'on',
        }),
        context,
        params: {},
      } as never),
    );
    expect(refused.location).toBe(`/panier/confirmation?order=${online}`);
    // A gateway paid through a form: the confirmation page posts "Pay now" at once.
    const third = await newCustomer();
    const formGateway = await readyCart(third, null);
    const thirdContext = await pageContext(test.database, third);
    thirdContext.payments.start = async () => ({
      kind: 'form',
      action: 'https://bank.example/pay',
      method: 'POST',
      fields: { MAC: 'x' },
    });
    const viaForm = await answer(() =>
      payment.action({
        request: post('/panier/paiement', {
          intent: 'place',
          payment_method: 'monetico',
          accept_terms: 'on',
        }),
        context: thirdContext,
        params: {},
      } as never),
    );
    expect(viaForm.location).toBe(`/panier/confirmation?order=${formGateway}&pay=1`);
    // And the confirmation's own "Pay" answers that form, for the page to post.
    const pay = await answer(() =>
      confirmation.action({
        request: post('/panier/confirmation', { intent: 'pay', order: String(formGateway) }),
        context: thirdContext,
        params: {},
      } as never),
    );
    expect(pay.data).toEqual({
      ok: true,
      gateway: { action: 'https://bank.example/pay', method: 'POST', fields: { MAC: 'x' } },
    });
  });
});

describe('cancellation page', () => {
  type CancelData = {
    reason: string | null;
    order: { id: number; number: string } | null;
    canPay: boolean;
  };
  const cancelPage = async (who: Visitor, path: string) => {
    const res = await load(cancel, who, path);
    expect(res.status).toBe(200);
    return res.data as unknown as CancelData;
  };

  it('reads the SPEC §8 reasons from the URL; an unknown one is generic', async () => {
    for (const reason of ['user_cancelled', 'wrong_bank_details', 'card_expiring', 'technical']) {
      expect((await cancelPage({}, `/panier/annulation?reason=${reason}`)).reason).toBe(reason);
    }
    expect(await cancelPage({}, '/en/cart/cancellation?reason=<script>')).toEqual({
      reason: null,
      order: null,
      canPay: false,
    });
  });

  it("offers the owner to try again, with the last attempt's reason when the URL has none", async () => {
    const who = await newCustomer();
    const id = await placedOrder(who, 'paypal');
    await act(confirmation, who, `/panier/confirmation?order=${id}`, {
      intent: 'pay',
      order: String(id),
    });
    await notify(id, 'refused', 'card_expiring');
    const page = await cancelPage(who, `/panier/annulation?order=${id}`);
    expect(page).toMatchObject({ reason: 'card_expiring', order: { id }, canPay: true });
    const url = `/panier/annulation?order=${id}&reason=technical`;
    expect((await cancelPage(who, url)).reason).toBe('technical');
    const again = await act(cancel, who, url, { intent: 'pay', order: String(id) });
    expect(again.status).toBe(303);
    expect(again.location).toMatch(/^\/paiement\/test\?/);
    // Someone else's order is not shown, and cannot be paid from here.
    const stranger = await newCustomer();
    expect(await cancelPage(stranger, url)).toMatchObject({ order: null, canPay: false });
  });
});

describe('my orders', () => {
  it('lists only my placed orders, newest first, with their status, and pages by 15', async () => {
    const who = await newCustomer();
    const transfer = await placedOrder(who, 'transfer');
    const card = await placedOrder(who, 'monetico');
    await applyOrderEvent(test.database.db, card, 'payment_succeeded', new Date());
    const stranger = await newCustomer();
    await placedOrder(stranger, 'check');
    const res = await load(ordersPage, who, '/compte/orders');
    const data = res.data as unknown as {
      orders: { id: number; group: string; itemsCount: number; number: string }[];
      total: number;
      lastPage: number;
    };
    expect(data.total).toBe(2);
    expect(data.lastPage).toBe(1);
    expect(data.orders.map((o) => [o.id, o.group])).toEqual([
      [card, 'in_preparation'],
      [transfer, 'waiting_payment'],
    ]);
    expect(data.orders[0]!.number).toMatch(/^\d{4}-\d{6}$/);
    const second = await load(ordersPage, who, '/compte/orders?page=2');
    expect((second.data as { orders: unknown[] }).orders).toEqual([]);
    const visitor = await load(ordersPage, {}, '/compte/orders');
    expect(visitor.location).toBe('/connexion?redirect=%2Fcompte%2Forders');
  });

  it('shows one of my orders with its transfer instructions; another customer gets a 404', async () => {
    const who = await newCustomer();
    const id = await placedOrder(who, 'transfer');
    const res = await load(orderPage, who, `/compte/orders/${id}`, { id: String(id) });
    expect(res.status).toBe(200);
    const view = viewOf(res);
    expect(view.order.id).toBe(id);
    expect(view.instructions?.method).toBe('transfer');
    expect(view.order.total_vat_cents).toBeGreaterThan(0);
    // Not paid yet: no invoice. Paid: its PDF is linked.
    expect((res.data as { invoices: unknown[] }).invoices).toEqual([]);
    // The transfer arrived (the back office records it): one transaction, like a notification.
    await test.database.db.transaction((tx) =>
      applyOrderEvent(tx, id, 'payment_succeeded', new Date()),
    );
    const paid = await load(orderPage, who, `/compte/orders/${id}`, { id: String(id) });
    expect((paid.data as { invoices: { kind: string; number: string }[] }).invoices).toEqual([
      { id: expect.any(Number), kind: 'invoice', number: expect.stringMatching(/^F\d{4}-\d{6}$/) },
    ]);
    const stranger = await newCustomer();
    const hidden = await load(orderPage, stranger, `/compte/orders/${id}`, { id: String(id) });
    expect(hidden.status).toBe(404);
    const bad = await load(orderPage, who, '/compte/orders/x', { id: 'x' });
    expect(bad.status).toBe(404);
  });
});

describe('saved carts', () => {
  async function addToCart(who: Visitor, variant = variantId, quantity = 1) {
    const res = await act(cart, who, '/panier', {
      intent: 'add',
      variant_id: String(variant),
      quantity: String(quantity),
    });
    expect(res.status).toBe(303);
  }
  const savedList = async (who: Visitor) => {
    const res = await load(savedCarts, who, '/compte/saved-carts');
    return (
      res.data as unknown as {
        carts: { id: number; name: string; itemsCount: number; totalCents: number }[];
        deleting: number | null;
      }
    ).carts;
  };
  const cartLines = async (who: Visitor) => {
    const res = await load(cart, who, '/panier');
    const order = (
      res.data as { order: { order_variants: { variant_id: number; quantity: number }[] } | null }
    ).order;
    return (order?.order_variants ?? []).map((line) => [line.variant_id, line.quantity]);
  };

  it('saves the cart under a name from the cart page, lists it priced today, and puts it back', async () => {
    const who = await newCustomer();
    await addToCart(who, variantId, 2);
    const modal = await load(cart, who, '/panier?save=1');
    expect(modal.data).toMatchObject({ askSave: true, signedIn: true, saved: null });

    const saved = await act(cart, who, '/panier', { intent: 'save', name: '  Clio atelier  ' });
    expect(saved.status).toBe(303);
    expect(saved.location).toMatch(/^\/panier\?saved=\d+$/);
    const notice = await load(cart, who, saved.location!);
    expect((notice.data as { saved: string | null }).saved).toBe('Clio atelier');

    const [entry] = await savedList(who);
    expect(entry).toMatchObject({ name: 'Clio atelier', itemsCount: 2 });
    expect(entry!.totalCents).toBeGreaterThan(0);
    // Saving keeps the cart as it is.
    expect(await cartLines(who)).toEqual([[variantId, 2]]);

    await addToCart(who, otherVariantId, 1);
    const select = await act(savedCarts, who, '/compte/saved-carts', {
      intent: 'select',
      id: String(entry!.id),
    });
    expect(select.status).toBe(303);
    expect(select.location).toBe('/panier');
    expect((await cartLines(who)).sort()).toEqual(
      [
        [variantId, 4],
        [otherVariantId, 1],
      ].sort(),
    );
    // The saved cart stays for next time.
    expect(await savedList(who)).toHaveLength(1);
  });

  it('asks before deleting, then deletes; another customer cannot select or delete it', async () => {
    const who = await newCustomer();
    await addToCart(who);
    await act(cart, who, '/panier', { intent: 'save', name: 'Hiver' });
    const [entry] = await savedList(who);
    const confirm = await load(savedCarts, who, `/compte/saved-carts?delete=${entry!.id}`);
    expect((confirm.data as { deleting: number | null }).deleting).toBe(entry!.id);

    const stranger = await newCustomer();
    const steal = await act(savedCarts, stranger, '/compte/saved-carts', {
      intent: 'select',
      id: String(entry!.id),
    });
    expect(steal.status).toBe(404);
    expect(steal.data).toMatchObject({ ok: false });
    expect(await cartLines(stranger)).toEqual([]);
    const forged = await act(savedCarts, stranger, '/compte/saved-carts', {
      intent: 'delete',
      id: String(entry!.id),
    });
    // Nothing was deleted: the page says the cart was not found, never 'Suppression effectuée'.
    expect(forged.status).toBe(404);
    expect(forged.location).toBeNull();
    expect(forged.data).toMatchObject({
      ok: false,
      message: 'Ce panier enregistré est introuvable.',
    });
    expect(await savedList(who)).toHaveLength(1);
    // Deleting names a saved cart only: the current cart's id deletes nothing.
    const [current] = await test.database.query<{ id: number }>(
      `select id from orders where user_id = $1 and saved_at is null and status = 'not_ordered'`,
      [who.userId],
    );
    const notSaved = await act(savedCarts, who, '/compte/saved-carts', {
      intent: 'delete',
      id: String(current!.id),
    });
    expect(notSaved.status).toBe(404);
    expect(await cartLines(who)).toEqual([[variantId, 1]]);

    const deleted = await act(savedCarts, who, '/compte/saved-carts', {
      intent: 'delete',
      id: String(entry!.id),
    });
    expect(deleted.status).toBe(303);
    expect(deleted.location).toBe('/compte/saved-carts?notice=deleted');
    expect(await savedList(who)).toEqual([]);
  });

  it('refuses an empty name or a visitor, and keeps the modal open with the error', async () => {
    const who = await newCustomer();
    await addToCart(who);
    const empty = await act(cart, who, '/panier', { intent: 'save', name: '   ' });
    expect(empty.status).toBe(422);
    const failure = empty.data as unknown as Extract<CartActionData, { ok: false }>;
    expect(failure).toMatchObject({ ok: false, intent: 'save', lines: ['Ce champ est requis.'] });
    const long = await act(cart, who, '/panier', { intent: 'save', name: 'x'.repeat(81) });
    expect(long.status).toBe(422);
    expect(await savedList(who)).toEqual([]);

    const visitor = await act(cart, {}, '/panier', { intent: 'save', name: 'Mine' });
    expect(visitor.status).toBe(303);
    expect(visitor.location).toBe(
      `/connexion?${new URLSearchParams({ redirect: '/panier?save=1' })}`,
    );
    // A visitor with a cart sees the modal offering the login page.
    const added = await act(cart, {}, '/panier', { intent: 'add', variant_id: String(variantId) });
    const token = added.cookies.find((c) => c.startsWith('order_token='))!;
    const orderToken = decodeURIComponent(token.split(';')[0]!.slice('order_token='.length));
    const signedOut = await load(cart, { orderToken }, '/panier?save=1');
    expect(signedOut.data).toMatchObject({ askSave: true, signedIn: false });
  });
});
