import { beforeAll, describe, expect, it } from 'vitest';
import { invoicePdf, invoiceYear } from '../../../src/modules/invoices';
import { applyOrderEvent } from '../../../src/modules/orders';
import { paymentSettings } from '../../../src/server/payments';
import { createTestApp } from '../../support/app';
import {
  OFFLINE_SECRET,
  notify,
  orderFixtures,
  paidNotification,
  placeOrderFor,
  type OrderFixtures,
  type PlacedOrder,
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

interface InvoiceRecord {
  id: number;
  order_id: number;
  kind: string;
  number: string;
  sequence: number;
  credit_of: number | null;
  total_ht_cents: number;
  vat_cents: number;
  total_ttc_cents: number;
  details: { settlement: string; orderNumber: string };
}

const place = (options: Parameters<typeof placeOrderFor>[3]) =>
  placeOrderFor(api.app, api.database, fixtures, options);
const invoicesOf = (orderId: number) =>
  api.database.query<InvoiceRecord>(`select * from invoices where order_id = $1 order by id`, [
    orderId,
  ]);
const cancel = (orderId: number) =>
  api.database.db.transaction((tx) => applyOrderEvent(tx, orderId, 'cancel', new Date()));
async function paid(order: PlacedOrder) {
  const res = await notify(api.app, await paidNotification(api.app, order, `evt-${order.orderId}`));
  expect(res.statusCode).toBe(200);
}
/** Every invoice sequence of the year, in order: must be exactly 1, 2, 3… */
async function invoiceSequences(kind: 'invoice' | 'credit_note') {
  const rows = await api.database.query<{ sequence: number }>(
    `select sequence from invoices where kind = $1 and year = $2 order by sequence`,
    [kind, invoiceYear(new Date())],
  );
  return rows.map((r) => r.sequence);
}
const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('issuing', () => {
  it('invoices a paid order once, with the frozen amounts, whatever the notifications repeat', async () => {
    const order = await place({ method: 'monetico' });
    expect(await invoicesOf(order.orderId)).toEqual([]);
    const payload = await paidNotification(api.app, order, 'evt-repeat-invoice');
    for (let i = 0; i < 5; i++) await notify(api.app, payload);
    await Promise.all(Array.from({ length: 5 }, () => notify(api.app, payload)));
    const [invoice, ...more] = await invoicesOf(order.orderId);
    expect(more).toEqual([]);
    expect(invoice!.kind).toBe('invoice');
    expect(invoice!.number).toMatch(new RegExp(`^F${invoiceYear(new Date())}-\\d{6}$`));
    expect(invoice!.details).toMatchObject({ settlement: 'paid', orderNumber: order.number });
    const [frozen] = await api.database.query<{ totals: Record<string, number> }>(
      `select totals from orders where id = $1`,
      [order.orderId],
    );
    expect(invoice).toMatchObject({
      total_ht_cents: frozen!.totals.totalHtCents,
      vat_cents: frozen!.totals.vatCents,
      total_ttc_cents: frozen!.totals.totalTtcCents,
    });
  });

  it('invoices a pickup order paid at the shop when it is placed (open), still once when paid', async () => {
    const order = await place({ method: 'store', delivery: 'store' });
    const [invoice] = await invoicesOf(order.orderId);
    expect(invoice!.details.settlement).toBe('due');
    await api.database.db.transaction((tx) =>
      applyOrderEvent(tx, order.orderId, 'payment_succeeded', new Date()),
    );
    expect((await invoicesOf(order.orderId)).map((i) => i.id)).toEqual([invoice!.id]);
  });

  it('issues a credit note for the full amount when an invoiced order is cancelled, once', async () => {
    const order = await place({ method: 'monetico' });
    await paid(order);
    expect((await cancel(order.orderId)).applied).toBe(true);
    expect((await cancel(order.orderId)).applied).toBe(false);
    const [invoice, credit, ...more] = await invoicesOf(order.orderId);
    expect(more).toEqual([]);
    expect(credit).toMatchObject({
      kind: 'credit_note',
      credit_of: invoice!.id,
      total_ht_cents: -invoice!.total_ht_cents,
      vat_cents: -invoice!.vat_cents,
      total_ttc_cents: -invoice!.total_ttc_cents,
    });
    expect(credit!.number).toMatch(/^A\d{4}-\d{6}$/);
    expect(await invoiceSequences('credit_note')).toEqual(oneToN(1));
  });

  it('issues nothing for an order cancelled before it was paid', async () => {
    const order = await place({ method: 'transfer' });
    await cancel(order.orderId);
    expect(await invoicesOf(order.orderId)).toEqual([]);
  });
});

describe('numbering', () => {
  it('gives 20 orders paid at once consecutive numbers, without a hole', async () => {
    const orders: PlacedOrder[] = [];
    for (let i = 0; i < 20; i++) orders.push(await place({ method: 'monetico' }));
    const payloads = await Promise.all(
      orders.map((order) => paidNotification(api.app, order, `evt-burst-${order.orderId}`)),
    );
    const answers = await Promise.all(payloads.map((payload) => notify(api.app, payload)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    for (const order of orders) expect(await invoicesOf(order.orderId)).toHaveLength(1);
    const sequences = await invoiceSequences('invoice');
    expect(sequences).toEqual(oneToN(sequences.length));
    expect(sequences.length).toBeGreaterThanOrEqual(20);
  });

  it('takes no number in a transaction that rolls back', async () => {
    const order = await place({ method: 'monetico' });
    const before = await invoiceSequences('invoice');
    await expect(
      api.database.db.transaction(async (tx) => {
        const moved = await applyOrderEvent(tx, order.orderId, 'payment_succeeded', new Date());
        expect(moved.applied).toBe(true);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await invoicesOf(order.orderId)).toEqual([]);
    await paid(order);
    const [invoice] = await invoicesOf(order.orderId);
    expect(invoice!.sequence).toBe(before.length + 1);
    expect(await invoiceSequences('invoice')).toEqual(oneToN(before.length + 1));
  });

  it('stays continuous when some of many concurrent payments roll back', async () => {
    const orders: PlacedOrder[] = [];
    for (let i = 0; i < 12; i++) orders.push(await place({ method: 'monetico' }));
    const before = await invoiceSequences('invoice');
    const rollsBack = (i: number) => i % 3 === 0;
    const results = await Promise.allSettled(
      orders.map((order, i) =>
        api.database.db.transaction(async (tx) => {
          await applyOrderEvent(tx, order.orderId, 'payment_succeeded', new Date());
          if (rollsBack(i)) throw new Error('rolled back');
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(4);
    for (const [i, order] of orders.entries())
      expect(await invoicesOf(order.orderId)).toHaveLength(rollsBack(i) ? 0 : 1);
    expect(await invoiceSequences('invoice')).toEqual(oneToN(before.length + 8));
  });
});

/** WinAnsi codes that differ from Latin-1 (the ones the invoices use). */
const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x92: '’', 0x96: '–', 0x97: '—' };

/** The text drawn in an uncompressed PDF: pdfkit writes WinAnsi hex strings in TJ arrays. */
function pdfText(pdf: Buffer): string {
  const decode = (hex: string) =>
    Array.from(Buffer.from(hex, 'hex'), (byte) => WIN_ANSI[byte] ?? String.fromCharCode(byte)).join(
      '',
    );
  const content = pdf.toString('latin1');
  return [...content.matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map((m) => [...m[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => decode(h[1]!)).join(''))
    .join('\n');
}

describe('the customer’s invoices', () => {
  let owner: PlacedOrder;
  let stranger: PlacedOrder;
  let invoiceId: number;
  let creditId: number;

  beforeAll(async () => {
    owner = await place({ method: 'monetico', locale: 'en' });
    await paid(owner);
    await cancel(owner.orderId);
    stranger = await place({ method: 'monetico' });
    await paid(stranger);
    [invoiceId, creditId] = (await invoicesOf(owner.orderId)).map((i) => i.id) as [number, number];
  });

  it('lists only the owner’s invoices and credit notes, by order too', async () => {
    const list = await api.app.inject({ url: '/api/invoices', headers: owner.headers });
    expect(list.statusCode).toBe(200);
    const body = list.json() as { data: { id: number; kind: string }[]; meta: { total: number } };
    expect(body.data.map((i) => i.id).sort()).toEqual([invoiceId, creditId].sort());
    expect(body.meta.total).toBe(2);
    const byOrder = await api.app.inject({
      url: `/api/invoices?filter[order_id]=${stranger.orderId}`,
      headers: owner.headers,
    });
    expect((byOrder.json() as { data: unknown[] }).data).toEqual([]);
    expect((await api.app.inject({ url: '/api/invoices' })).statusCode).toBe(401);
    const one = await api.app.inject({ url: `/api/invoices/${creditId}`, headers: owner.headers });
    expect(one.json()).toMatchObject({ data: { kind: 'credit_note', credit_of: invoiceId } });
  });

  it('downloads the PDF for its owner only', async () => {
    const url = `/api/invoices/${invoiceId}/download`;
    const res = await api.app.inject({ url, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const [invoice] = await invoicesOf(owner.orderId);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${invoice!.number}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The document's title (metadata, never compressed) names the invoice.
    expect(res.rawPayload.toString('latin1')).toContain(`(Facture ${invoice!.number})`);
    expect((await api.app.inject({ url, headers: stranger.headers })).statusCode).toBe(404);
    expect((await api.app.inject({ url })).statusCode).toBe(401);
    const missing = await api.app.inject({
      url: '/api/invoices/999999/download',
      headers: owner.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('prints the legal mentions, the order, the lines and the totals', async () => {
    const [invoice, credit] = await invoicesOf(owner.orderId);
    const { pdf } = await invoicePdf(api.database.db, owner.userId, invoiceId, { compress: false });
    const text = pdfText(pdf);
    for (const expected of [
      'FACTURE',
      'Invoice',
      invoice!.number,
      owner.number,
      'Sellerie Démo',
      'SAS au capital de 10 000 €',
      'SIRET 000 000 000 00000',
      'RCS Paris 000 000 000',
      'FR00000000000',
      '12 rue de l’Exemple',
      'Facturé à',
      'Paula Payer',
      'PU HT',
      'Total HT',
      'TVA 20 %',
      'Total TTC',
      'Carte bancaire',
      'Facture acquittée le',
      'indemnité forfaitaire de 40 €',
    ])
      expect(text, expected).toContain(expected);
    const [line] = await api.database.query<{ reference: string }>(
      `select v.reference from variants v where v.id = $1`,
      [fixtures.variantId],
    );
    expect(text.replace(/\n/g, '')).toContain(line!.reference);
    const creditPdf = await invoicePdf(api.database.db, owner.userId, creditId, {
      compress: false,
    });
    const creditText = pdfText(creditPdf.pdf);
    expect(creditText).toContain('AVOIR');
    expect(creditText).toContain(`Avoir annulant la facture ${invoice!.number}`);
    expect(creditText).toContain(credit!.number);
    await expect(invoicePdf(api.database.db, stranger.userId, invoiceId)).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
