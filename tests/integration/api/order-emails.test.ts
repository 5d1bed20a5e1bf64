import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderEmail, type EmailTemplate } from '../../../src/modules/mail';
import { sendTransferReminders } from '../../../src/modules/invoices';
import { addShipment, applyOrderEvent, expireUnpaidTransfers } from '../../../src/modules/orders';
import { paymentSettings } from '../../../src/server/payments';
import type { Locale } from '../../../src/shared/locale';
import { createTestApp } from '../../support/app';
import {
  OFFLINE_SECRET,
  notify,
  orderFixtures,
  outboxFor,
  paidNotification,
  placeOrderFor,
  type OrderFixtures,
  type OutboxMail,
} from '../../support/placed-orders';

let api: Awaited<ReturnType<typeof createTestApp>>;
let fixtures: OrderFixtures;

beforeAll(async () => {
  api = await createTestApp({
    payments: paymentSettings({ PAYMENT_OFFLINE_SECRET: OFFLINE_SECRET }, false),
  });
  fixtures = await orderFixtures(api.database);
  return () => api.close();
});

const place = (options: Parameters<typeof placeOrderFor>[3]) =>
  placeOrderFor(api.app, api.database, fixtures, options);
const templates = (mails: OutboxMail[]) => mails.map((m) => m.template);
const rendered = (mail: OutboxMail) =>
  renderEmail({
    locale: mail.locale as Locale,
    template: mail.template as EmailTemplate,
    data: mail.data,
  });

describe('placing an order', () => {
  it('queues the confirmation and the transfer instructions, in the order’s language', async () => {
    const order = await place({ method: 'transfer', locale: 'de', firstname: 'Greta' });
    const mails = await outboxFor(api.database, order.email);
    expect(templates(mails)).toEqual(['order_confirmation', 'transfer_instructions']);
    expect(mails.every((m) => m.locale === 'de')).toBe(true);
    const [confirmation, transfer] = mails.map(rendered);
    expect(confirmation!.subject).toBe(`Bestätigung Ihrer Bestellung ${order.number}`);
    expect(confirmation!.text).toContain('Hallo Greta,');
    expect(confirmation!.text).toContain('Banküberweisung');
    expect(confirmation!.text).toContain('1 rue de la Paix');
    expect(mails[0]!.data).toMatchObject({
      number: order.number,
      paymentMethod: 'transfer',
      delivery: { kind: 'home' },
    });
    expect((mails[0]!.data.lines as unknown[]).length).toBe(1);
    // Bank details from the configuration, the order number as the reference, 7 days.
    const [{ placed }] = (await api.database.query<{ placed: Date }>(
      `select placed_at as placed from orders where id = $1`,
      [order.orderId],
    )) as [{ placed: Date }];
    expect(mails[1]!.data).toMatchObject({
      number: order.number,
      iban: 'FR76 0000 0000 0000 0000 0000 000',
      bic: 'DEMOFRPPXXX',
      deadline: new Date(new Date(placed).getTime() + 7 * 86_400_000).toISOString(),
    });
    expect(transfer!.text).toContain(`Verwendungszweck: ${order.number}`);
  });

  it('confirms a pickup order with the shop’s address and hours, and no transfer mail', async () => {
    const order = await place({ method: 'store', locale: 'it', delivery: 'store' });
    const mails = await outboxFor(api.database, order.email);
    expect(templates(mails)).toEqual(['order_confirmation']);
    expect(mails[0]!.data.delivery).toMatchObject({
      kind: 'store',
      pickupAddress: ['12 rue de l’Exemple', '75011 Paris', 'France'],
      pickupHours: 'Dal lunedì al venerdì, 08:00–12:00 e 14:00–18:00',
    });
    expect(rendered(mails[0]!).subject).toBe(`Conferma del tuo ordine ${order.number}`);
  });
});

describe('payment and cancellation', () => {
  it('queues “payment received” once when a notification pays the order', async () => {
    const order = await place({ method: 'monetico', locale: 'es' });
    const payload = await paidNotification(api.app, order, `evt-mail-${order.orderId}`);
    for (let i = 0; i < 3; i++) expect((await notify(api.app, payload)).statusCode).toBe(200);
    const mails = await outboxFor(api.database, order.email);
    expect(templates(mails)).toEqual(['order_confirmation', 'payment_received']);
    expect(mails[1]!.locale).toBe('es');
    expect(rendered(mails[1]!).subject).toBe(`Pago recibido para su pedido ${order.number}`);
  });

  it('says the transfer was not received when the 7 days are over', async () => {
    const order = await place({ method: 'transfer', locale: 'pt' });
    await api.database.query(
      `update orders set placed_at = now() - interval '8 days' where id = $1`,
      [order.orderId],
    );
    await expireUnpaidTransfers(api.database.db, new Date());
    await expireUnpaidTransfers(api.database.db, new Date());
    const mails = await outboxFor(api.database, order.email);
    expect(templates(mails)).toEqual([
      'order_confirmation',
      'transfer_instructions',
      'order_cancelled',
    ]);
    expect(mails[2]!.data).toMatchObject({ reason: 'transfer_not_received', refund: false });
    expect(rendered(mails[2]!).text).toContain('Não recebemos a sua transferência');
  });

  it('mails a cancellation after payment with the refund, once', async () => {
    const order = await place({ method: 'monetico', locale: 'en' });
    await notify(api.app, await paidNotification(api.app, order, `evt-cancel-${order.orderId}`));
    for (let i = 0; i < 2; i++)
      await api.database.db.transaction((tx) =>
        applyOrderEvent(tx, order.orderId, 'cancel', new Date()),
      );
    const mails = await outboxFor(api.database, order.email);
    expect(templates(mails)).toEqual(['order_confirmation', 'payment_received', 'order_cancelled']);
    expect(mails[2]!.data).toMatchObject({ reason: 'cancelled', refund: true });
    expect(rendered(mails[2]!).text).toContain('will be refunded');
  });

  it('queues nothing when the change rolls back', async () => {
    const order = await place({ method: 'transfer' });
    await expect(
      api.database.db.transaction(async (tx) => {
        await applyOrderEvent(tx, order.orderId, 'cancel', new Date());
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(templates(await outboxFor(api.database, order.email))).toEqual([
      'order_confirmation',
      'transfer_instructions',
    ]);
  });
});

describe('transfer reminder sweep', () => {
  it('reminds once, 4 days after placing, only while the transfer is awaited', async () => {
    const due = await place({ method: 'transfer', locale: 'en' });
    const recent = await place({ method: 'transfer' });
    const late = await place({ method: 'transfer' });
    const paidByCard = await place({ method: 'monetico' });
    const age = (id: number, days: number) =>
      api.database.query(
        `update orders set placed_at = now() - $2::float8 * interval '1 day' where id = $1`,
        [id, days],
      );
    await age(due.orderId, 5);
    await age(recent.orderId, 2);
    await age(late.orderId, 7.5);
    await age(paidByCard.orderId, 5);
    const sent = await Promise.all([
      sendTransferReminders(api.database.db, new Date()),
      sendTransferReminders(api.database.db, new Date()),
    ]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    await sendTransferReminders(api.database.db, new Date());
    await api.app.sweeps.runSweepsOnce();
    const mails = await outboxFor(api.database, due.email);
    expect(templates(mails)).toEqual([
      'order_confirmation',
      'transfer_instructions',
      'transfer_reminder',
    ]);
    expect(rendered(mails[2]!).subject).toBe(
      `Reminder: bank transfer awaited for your order ${due.number}`,
    );
    for (const other of [recent, late, paidByCard])
      expect(templates(await outboxFor(api.database, other.email))).not.toContain(
        'transfer_reminder',
      );
  });
});

describe('parcel shipped', () => {
  const parcel = (trackingNumber: string, trackingUrl?: string) => ({
    carrier: 'Colissimo',
    tracking_number: trackingNumber,
    ...(trackingUrl ? { tracking_url: trackingUrl } : {}),
  });

  it('mails each parcel once, with its tracking, in the order’s language', async () => {
    const order = await place({ method: 'monetico', locale: 'it', firstname: 'Giulia' });
    await notify(api.app, await paidNotification(api.app, order, `evt-ship-${order.orderId}`));
    const first = `6A${order.orderId}01`;
    await addShipment(
      api.database.db,
      order.orderId,
      parcel(first, `https://www.laposte.fr/outils/suivre-vos-envois?code=${first}`),
      new Date(),
    );
    // The same parcel again: refused, no second mail.
    await expect(
      addShipment(api.database.db, order.orderId, parcel(first), new Date()),
    ).rejects.toMatchObject({ statusCode: 409 });
    const second = `6A${order.orderId}02`;
    await addShipment(api.database.db, order.orderId, parcel(second), new Date());
    const mails = await outboxFor(api.database, order.email);
    expect(templates(mails)).toEqual([
      'order_confirmation',
      'payment_received',
      'order_shipped',
      'order_shipped',
    ]);
    expect(mails[2]!.data).toMatchObject({
      number: order.number,
      carrier: 'Colissimo',
      trackingNumber: first,
      trackingUrl: `https://www.laposte.fr/outils/suivre-vos-envois?code=${first}`,
      delivery: { kind: 'home' },
    });
    expect(mails[3]!.data).toMatchObject({ trackingNumber: second });
    expect(mails[3]!.data).not.toHaveProperty('trackingUrl');
    const mail = rendered(mails[2]!);
    expect(mail.subject).toBe(`Il tuo ordine ${order.number} è stato spedito`);
    expect(mail.text).toContain('Gentile Giulia,');
    expect(mail.text).toContain(`Numero di tracciamento: ${first}`);
  });

  it('an order that cannot ship yet (transfer awaited) records nothing and mails nothing', async () => {
    const order = await place({ method: 'transfer' });
    await expect(
      addShipment(api.database.db, order.orderId, parcel(`6A${order.orderId}99`), new Date()),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(templates(await outboxFor(api.database, order.email))).toEqual([
      'order_confirmation',
      'transfer_instructions',
    ]);
  });
});

describe('the shop’s new-order mail', () => {
  const CONTACT = 'contact@sellerie-demo.example';
  /**
   * The setting as stored, even a value `npm run settings` would refuse (written before the
   * check existed, or by hand); null removes it.
   */
  const setOrdersEmail = (value: string | null) =>
    value === null
      ? api.database.query(`delete from configurations where key = 'orders_email'`)
      : api.database.query(
          `insert into configurations (key, value, is_public) values ('orders_email', $1, false)
           on conflict (key) do update set value = excluded.value`,
          [value],
        );
  /** The mails about one order in an inbox (the shop's gets every order's). */
  const shopMails = async (inbox: string, number: string) =>
    (await outboxFor(api.database, inbox)).filter((m) => m.data.number === number);

  afterEach(() => setOrdersEmail(null));

  it('comes at placement for a transfer, in French, saying to wait for the money', async () => {
    const order = await place({ method: 'transfer', locale: 'de', firstname: 'Greta' });
    const mails = await shopMails(CONTACT, order.number);
    expect(templates(mails)).toEqual(['shop_new_order']);
    expect(mails[0]!.locale).toBe('fr');
    expect(mails[0]!.data).toMatchObject({
      customerEmail: order.email,
      state: 'awaiting_payment',
      paymentMethod: 'transfer',
    });
    const mail = rendered(mails[0]!);
    expect(mail.subject).toMatch(new RegExp(`^Nouvelle commande ${order.number} – `));
    expect(mail.text).toContain('Greta Payer');
    expect(mail.text).toContain('attendez-le avant d’expédier');
  });

  it('comes for a card order only when the gateway has paid it, once', async () => {
    const order = await place({ method: 'monetico', locale: 'en' });
    expect(await shopMails(CONTACT, order.number)).toEqual([]);
    const payload = await paidNotification(api.app, order, `evt-shop-${order.orderId}`);
    for (let i = 0; i < 3; i++) await notify(api.app, payload);
    const mails = await shopMails(CONTACT, order.number);
    expect(templates(mails)).toEqual(['shop_new_order']);
    expect(mails[0]!.data).toMatchObject({ state: 'paid', paymentMethod: 'monetico' });
  });

  it('goes to `orders_email` when the owner set one', async () => {
    await setOrdersEmail('atelier@sellerie-demo.example');
    const order = await place({ method: 'store', delivery: 'store' });
    const mails = await shopMails('atelier@sellerie-demo.example', order.number);
    expect(mails.map((m) => m.data.state)).toEqual(['pay_at_pickup']);
    expect(await shopMails(CONTACT, order.number)).toEqual([]);
  });

  it('a mistyped `orders_email` never stops an order: the mail goes to `contact_email`', async () => {
    await setOrdersEmail('atelier@');
    const order = await place({ method: 'transfer' });
    expect(templates(await shopMails(CONTACT, order.number))).toEqual(['shop_new_order']);
  });
});
