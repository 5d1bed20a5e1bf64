/**
 * Gift cards bought in the cart (docs/decisions/056): a line of their own (fixed or custom
 * amount, for oneself or someone else, sent on a day), refused with a translated error when
 * wrong and to PRO customers; an order of gift cards only needs no delivery; paid (online or a
 * transfer the shop confirms) the card is issued once and e-mailed with its PDF at once or by
 * the sweep on its day; cancelled before that, never; a balance check by code, rate limited.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../../src/modules/customers';
import { sendDueGiftCards } from '../../../src/modules/orders';
import { parisDay } from '../../../src/modules/promotions';
import { paymentSettings } from '../../../src/server/payments';
import { registerCustomer } from '../../support/accounts';
import { createTestApp } from '../../support/app';
import { OFFLINE_SECRET, notify, paidNotification } from '../../support/placed-orders';

let api: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
let frId: number;

type Headers = Record<string, string>;
interface Order {
  id: number;
  number: string | null;
  status: string;
  needs_shipping: boolean;
  shipping_cost: number | null;
  gift_cards_sold: {
    id: number;
    amount: number;
    recipient: string;
    recipient_email: string | null;
    deliver_on: string;
    sent_at: string | null;
    issued: boolean;
  }[];
  gift_cards_sold_total: number;
  total_ht: number;
  total_vat: number;
  total_ttc: number;
  amount_due: number;
}

beforeAll(async () => {
  api = await createTestApp({
    payments: paymentSettings({ PAYMENT_OFFLINE_SECRET: OFFLINE_SECRET }, false),
  });
  const [fr] = await api.database.query<{ id: number }>(
    `select id from countries where iso = 'FR'`,
  );
  frId = fr!.id;
  const [user] = await api.database.query<{ id: number }>(
    `insert into users (email, firstname, lastname, role) values ('owner-gift@example.test', 'Owner', 'Shop', 'admin') returning id`,
  );
  const { token } = await openSession(api.database.db, user!.id, new Date());
  admin = { authorization: `Bearer ${token}` };
  return () => api.close();
});

const call = (headers: Headers, method: string, url: string, payload?: unknown) =>
  api.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const data = <T>(res: { json(): unknown }) => (res.json() as { data: T }).data;
const today = () => parisDay(new Date());
const daysFromToday = (days: number) => {
  const date = new Date(`${today()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const forSomeone = {
  amount: 50,
  recipient: 'other',
  recipient_name: 'Camille',
  recipient_email: 'camille@example.test',
  sender_name: 'Alex',
  message: 'Bon anniversaire !',
};
const addCard = (headers: Headers, body: Record<string, unknown>) =>
  call(headers, 'POST', '/api/orders/current/gift_cards', body);

async function billedCustomer() {
  const customer = await registerCustomer(api.app);
  const address = data<{ id: number }>(
    await call(customer.auth, 'POST', '/api/addresses', {
      name: 'Maison',
      firstname: 'Alex',
      lastname: 'Martin',
      address: '3 rue des Lilas',
      city: 'Nantes',
      post_code: '44000',
      phone: '06 12 34 56 78',
      country_id: frId,
    }),
  );
  return { ...customer, addressId: address.id };
}

/** A customer's cart of gift cards, billed and placed to be paid by `method`. */
async function placedGiftCards(cards: Record<string, unknown>[], method = 'transfer') {
  const customer = await billedCustomer();
  for (const card of cards) expect((await addCard(customer.auth, card)).statusCode).toBe(201);
  const billed = await call(customer.auth, 'PATCH', '/api/orders/current/assign_billing_address', {
    address_id: customer.addressId,
  });
  expect(billed.statusCode, billed.body).toBe(200);
  await call(customer.auth, 'PATCH', `/api/orders/current/payment_methods/${method}/assign`);
  const placed = await call(customer.auth, 'POST', '/api/orders/current/place', {});
  expect(placed.statusCode, placed.body).toBe(201);
  return { customer, order: data<Order>(placed) };
}

const confirmTransfer = async (order: Order) => {
  const res = await call(admin, 'POST', `/api/admin/orders/${order.id}/payments`, {
    amount_cents: Math.round(order.amount_due * 100),
    received_on: today(),
    reference: `VIR-${order.id}`,
  });
  expect(res.statusCode, res.body).toBe(201);
};
const cardsOf = (orderId: number) =>
  api.database.query<{ code: string; balance: number; expires: Date; active: boolean }>(
    `select g.code, g.balance_cents as balance, g.expires_at as expires, g.is_active as active
       from order_gift_cards l join gift_cards g on g.id = l.gift_card_id
      where l.order_id = $1 order by l.id`,
    [orderId],
  );
const mailsTo = (to: string) =>
  api.database.query<{
    template: string;
    locale: string;
    data: Record<string, string>;
    attachments: { filename: string; contentType: string; content: string }[] | null;
  }>(`select template, locale, data, attachments from email_outbox where "to" = $1 order by id`, [
    to,
  ]);

describe('adding a gift card to the cart', () => {
  it('takes a fixed or a custom amount, VAT-free, and needs no delivery', async () => {
    const { auth } = await registerCustomer(api.app);
    const fixed = await addCard(auth, { amount: 75 });
    expect(fixed.statusCode, fixed.body).toBe(201);
    const custom = await addCard(auth, { ...forSomeone, amount: 'custom', custom_amount: '42,50' });
    expect(custom.statusCode, custom.body).toBe(201);
    const order = data<Order>(custom);
    expect(order.gift_cards_sold.map((l) => l.amount)).toEqual([75, 42.5]);
    expect(order.gift_cards_sold[1]).toMatchObject({
      recipient: 'other',
      recipient_email: 'camille@example.test',
      deliver_on: today(),
      issued: false,
    });
    expect(order).toMatchObject({
      needs_shipping: false,
      gift_cards_sold_total: 117.5,
      total_ttc: 117.5,
      total_ht: 117.5,
      total_vat: 0,
      amount_due: 117.5,
    });
    // Removed by its id; another customer's line is a 404.
    const other = await registerCustomer(api.app);
    await addCard(other.auth, { amount: 25 });
    const line = order.gift_cards_sold[0]!.id;
    expect(
      (await call(other.auth, 'DELETE', `/api/orders/current/gift_cards/${line}`)).statusCode,
    ).toBe(404);
    const removed = await call(auth, 'DELETE', `/api/orders/current/gift_cards/${line}`);
    expect(removed.statusCode).toBe(200);
    expect(data<Order>(removed).gift_cards_sold).toHaveLength(1);
  });

  it('refuses bad amounts, addresses and days with a translated message, storing nothing', async () => {
    const { auth } = await registerCustomer(api.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 0 }, 'amount'],
      [{ amount: 10000 }, 'amount'],
      [{ amount: 'custom', custom_amount: '0' }, 'custom_amount'],
      [{ amount: 'custom', custom_amount: '10000' }, 'custom_amount'],
      [{ amount: 'custom', custom_amount: 'beaucoup' }, 'custom_amount'],
      [{ amount: 'abc' }, 'amount'],
      [{ ...forSomeone, recipient_email: 'camille@' }, 'recipient_email'],
      [{ ...forSomeone, recipient_name: '' }, 'recipient_name'],
      [{ ...forSomeone, message: 'x'.repeat(301) }, 'message'],
      [{ amount: 50, deliver_on: daysFromToday(-1) }, 'deliver_on'],
      [{ amount: 50, deliver_on: daysFromToday(400) }, 'deliver_on'],
      [{ amount: 50, deliver_on: '2026-02-30' }, 'deliver_on'],
    ];
    for (const [body, field] of cases) {
      const res = await addCard(auth, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys((res.json() as { errors: object }).errors)).toContain(field);
    }
    const french = await addCard(auth, { amount: 10000 });
    expect((french.json() as { errors: Record<string, string[]> }).errors.amount).toEqual([
      'Montant de 10 € à 500 €.',
    ]);
    const english = await addCard(
      { ...auth, language: 'en' },
      {
        amount: 'custom',
        custom_amount: '0',
      },
    );
    expect((english.json() as { errors: Record<string, string[]> }).errors.custom_amount).toEqual([
      'Amount from 10 € to 500 €.',
    ]);
    const past = await addCard(auth, { amount: 50, deliver_on: daysFromToday(-1) });
    expect((past.json() as { errors: Record<string, string[]> }).errors.deliver_on).toEqual([
      'La date d’envoi ne peut pas être passée.',
    ]);
    const cart = await call(auth, 'GET', '/api/orders/current');
    expect(data<Order | null>(cart)).toBeNull();
  });

  it('refuses a PRO customer', async () => {
    const pro = await registerCustomer(api.app);
    await api.database.query(
      `insert into companies (user_id, name, status) values ($1, 'Garage Cadeau', 'verified')`,
      [pro.id],
    );
    const res = await addCard(pro.auth, { amount: 50 });
    expect(res.statusCode).toBe(403);
    expect((res.json() as { message: string }).message).toContain('professionnels');
    expect(
      (
        await api.database.query<{ n: number }>(
          `select count(*)::int as n from order_gift_cards g join orders o on o.id = g.order_id where o.user_id = $1`,
          [pro.id],
        )
      )[0]!.n,
    ).toBe(0);
  });
});

describe('buying gift cards', () => {
  it('places an order of gift cards only without delivery; the transfer confirmed issues the card once and mails it with its PDF', async () => {
    const { customer, order } = await placedGiftCards([forSomeone]);
    expect(order).toMatchObject({ status: 'awaiting_payment', shipping_cost: null });
    expect(await cardsOf(order.id)).toEqual([]);
    expect(await mailsTo(forSomeone.recipient_email)).toEqual([]);
    await confirmTransfer(order);
    const cards = await cardsOf(order.id);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ balance: 5000, active: true });
    expect(cards[0]!.code).toMatch(/^CADEAU-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    // Valid one year.
    const days = (cards[0]!.expires.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(367);
    const mails = await mailsTo(forSomeone.recipient_email);
    expect(mails.map((m) => m.template)).toEqual(['gift_card']);
    expect(mails[0]!.data).toMatchObject({ code: cards[0]!.code, sender: 'Alex' });
    const pdf = Buffer.from(mails[0]!.attachments![0]!.content, 'base64');
    expect(mails[0]!.attachments![0]!.contentType).toBe('application/pdf');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The buyer is told it left; the order says when.
    expect((await mailsTo(customer.email)).map((m) => m.template)).toContain('gift_card_sent');
    const after = data<Order>(await call(customer.auth, 'GET', `/api/orders/${order.id}`));
    expect(after.gift_cards_sold[0]!.sent_at).not.toBeNull();
    // Another sweep, another payment attempt: still one card, one mail.
    await sendDueGiftCards(api.database.db, new Date());
    expect(await cardsOf(order.id)).toHaveLength(1);
    expect(await mailsTo(forSomeone.recipient_email)).toHaveLength(1);
  });

  it('paid online: a repeated notification issues one card; a later day waits for the sweep', async () => {
    const later = {
      ...forSomeone,
      recipient_email: 'later@example.test',
      deliver_on: daysFromToday(3),
    };
    const { customer, order } = await placedGiftCards([later], 'monetico');
    const placed = {
      orderId: order.id,
      userId: customer.id,
      email: customer.email,
      number: order.number!,
      headers: customer.auth,
    };
    const payload = await paidNotification(api.app, placed, `evt-gift-${order.id}`);
    expect((await notify(api.app, payload)).statusCode).toBe(200);
    expect((await notify(api.app, payload)).statusCode).toBe(200);
    expect(await cardsOf(order.id)).toHaveLength(1);
    expect(await mailsTo(later.recipient_email)).toEqual([]);
    // The sweep before the day sends nothing; on the day, the card and its PDF.
    expect(await sendDueGiftCards(api.database.db, new Date())).toBe(0);
    const onTheDay = new Date(Date.now() + 3 * 86_400_000 + 3_600_000);
    expect(await sendDueGiftCards(api.database.db, onTheDay)).toBe(1);
    expect(await sendDueGiftCards(api.database.db, onTheDay)).toBe(0);
    const mails = await mailsTo(later.recipient_email);
    expect(mails.map((m) => m.template)).toEqual(['gift_card']);
    expect(mails[0]!.attachments).toHaveLength(1);
  });

  it('a card for oneself goes to the buyer, in the order language', async () => {
    const { customer, order } = await placedGiftCards([{ amount: 25 }]);
    await confirmTransfer(order);
    const mails = (await mailsTo(customer.email)).filter((m) => m.template === 'gift_card');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.locale).toBe('fr');
  });

  it('cancelled before its day: the card is switched off and never sent', async () => {
    const later = {
      ...forSomeone,
      recipient_email: 'never@example.test',
      deliver_on: daysFromToday(5),
    };
    const { order } = await placedGiftCards([later]);
    await confirmTransfer(order);
    expect(await cardsOf(order.id)).toHaveLength(1);
    const cancelled = await call(admin, 'POST', `/api/admin/orders/${order.id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await cardsOf(order.id))[0]!.active).toBe(false);
    expect(await sendDueGiftCards(api.database.db, new Date(Date.now() + 6 * 86_400_000))).toBe(0);
    expect(await mailsTo(later.recipient_email)).toEqual([]);
  });

  it('an unpaid order cancelled issues nothing', async () => {
    const { order } = await placedGiftCards([
      { ...forSomeone, recipient_email: 'unpaid@example.test' },
    ]);
    const cancelled = await call(admin, 'POST', `/api/admin/orders/${order.id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await cardsOf(order.id)).toEqual([]);
    expect(await mailsTo('unpaid@example.test')).toEqual([]);
  });
});

describe('checking a balance', () => {
  it('tells the amount left and the last day; unknown or expired answer the same; rate limited', async () => {
    const { order } = await placedGiftCards([{ amount: 100 }]);
    await confirmTransfer(order);
    const [card] = await cardsOf(order.id);
    const ip = '10.77.0.1';
    const check = (code: string, headers: Headers = {}) =>
      api.app.inject({
        method: 'POST',
        url: '/api/gift_cards/balance',
        payload: { code },
        headers,
        remoteAddress: ip,
      });
    const ok = await check(card!.code.toLowerCase());
    expect(ok.statusCode, ok.body).toBe(200);
    expect(data<{ balance: number }>(ok).balance).toBe(100);
    const unknown = await check('CADEAU-AAAA-BBBB-CCCC');
    expect(unknown.statusCode).toBe(404);
    expect((unknown.json() as { message: string }).message).toBe(
      'Carte cadeau inconnue ou expirée.',
    );
    await api.database.query(
      `update gift_cards set expires_at = now() - interval '1 day' where code = $1`,
      [card!.code],
    );
    const expired = await check(card!.code, { language: 'en' });
    expect(expired.statusCode).toBe(404);
    expect((expired.json() as { message: string }).message).toBe('Unknown or expired gift card.');
    let last = expired;
    for (let i = 0; i < 10; i += 1) last = await check('CADEAU-AAAA-BBBB-CCCD');
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
  });
});
