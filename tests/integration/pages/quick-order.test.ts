/**
 * The quick-order page's plain form posts in-process (decision 049), as a browser without
 * JavaScript sends them: preview of a pasted list or an uploaded file, add, and "Order again"
 * from an order's page — the valid lines join the cart, the others are named, a bad file or an
 * unknown order changes nothing. The invoices page lists only the customer's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../src/modules/customers';
import type { QuickOrderAnswer } from '../../../src/web/orders/quick-order.server';
import * as invoicesPage from '../../../src/web/routes/account-invoices';
import * as quickOrder from '../../../src/web/routes/account-quick-order';
import { registration } from '../../support/accounts';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { ORIGIN, answer, get, pageContext, post, type Visitor } from '../../support/page-context';

let test: TestDatabase;
let first: { id: number; reference: string };
let second: { id: number; reference: string };
const PATH = '/compte/commande-rapide';

beforeAll(async () => {
  test = await createTestDatabase();
  const rows = await test.database.query<{ id: number; reference: string }>(
    `select v.id, v.reference from variants v join products p on p.id = v.product_id
      where v.is_active and p.is_active order by v.id limit 2`,
  );
  [first, second] = rows as [never, never];
  await test.database.query(
    `update variants set quantity_available = 40, out_of_stock_status = 'stock' where id = any($1)`,
    [rows.map((r) => r.id)],
  );
});
afterAll(async () => test?.cleanup());

async function newCustomer(): Promise<Visitor & { userId: number }> {
  const context = await pageContext(test.database);
  const signed = await register(
    { db: test.database.db, now: context.now, urls: context.accountUrls },
    { ...registration(), newsletter: false } as never,
    { locale: 'fr', countryIso: 'FR' },
  );
  return { token: signed.token, userId: signed.user.id };
}

async function act(who: Visitor, request: Request) {
  const context = await pageContext(test.database, who);
  const action = quickOrder.action as (args: unknown) => unknown;
  return answer(() => action({ request, context, params: {} }));
}
const data = (res: { data: unknown }) => res.data as unknown as QuickOrderAnswer;

const cartOf = (userId: number) =>
  test.database.query<{ variant_id: number; quantity: number }>(
    `select l.variant_id, l.quantity from order_variants l join orders o on o.id = l.order_id
      where o.user_id = $1 and o.status = 'not_ordered' and o.saved_at is null order by l.variant_id`,
    [userId],
  );

/** A multipart post with the list as an uploaded file, as the page's form sends it. */
function upload(bytes: Uint8Array, name: string): Request {
  const form = new FormData();
  form.set('intent', 'preview');
  form.set('lines', '');
  form.set('file', new Blob([bytes as BlobPart]), name);
  return new Request(ORIGIN + PATH, { method: 'POST', body: form });
}

describe('quick order page without JavaScript', () => {
  it('sends a visitor to log in', async () => {
    const res = await act({}, post(PATH, { intent: 'preview', lines: 'A 1' }));
    expect(res.status).toBe(302);
    expect(res.location).toContain('/connexion');
  });

  it('previews, names the unknown line, then adds the valid ones', async () => {
    const who = await newCustomer();
    const lines = `${first.reference} 2\nNOPE-404 1\n${second.reference};3`;
    const preview = await act(who, post(PATH, { intent: 'preview', lines }));
    expect(preview.status).toBe(200);
    const seen = data(preview);
    expect(seen.kind).toBe('preview');
    if (seen.kind !== 'preview') return;
    expect(seen.accepted.map((l) => [l.reference, l.quantity])).toEqual([
      [first.reference.toUpperCase(), 2],
      [second.reference.toUpperCase(), 3],
    ]);
    expect(seen.refused).toEqual([
      {
        line: 2,
        label: 'NOPE-404',
        name: null,
        quantity: 1,
        message: 'Aucun article ne porte cette référence.',
      },
    ]);
    expect(await cartOf(who.userId)).toEqual([]);
    // Not everything went in: the page says what did not (no redirect to the cart).
    const added = await act(who, post(PATH, { intent: 'add', lines: seen.text }));
    expect(added.status).toBe(200);
    expect(data(added)).toMatchObject({ kind: 'added', addedCount: 2, reorderOf: null });
    expect(await cartOf(who.userId)).toEqual(
      [
        { variant_id: first.id, quantity: 2 },
        { variant_id: second.id, quantity: 3 },
      ].sort((a, b) => a.variant_id - b.variant_id),
    );
  });

  it('goes to the cart when every line went in', async () => {
    const who = await newCustomer();
    const res = await act(who, post(PATH, { intent: 'add', lines: `${first.reference} 1` }));
    expect(res.status).toBe(303);
    expect(res.location).toBe('/panier');
  });

  it('reads an uploaded CSV (Excel, Windows-1252) and refuses a file that is not text', async () => {
    const who = await newCustomer();
    const csv = new Uint8Array([
      ...Buffer.from('R\xe9f\xe9rence;Quantit\xe9\r\n', 'latin1'),
      ...Buffer.from(`${first.reference};4\r\n`),
    ]);
    const read = data(await act(who, upload(csv, 'liste.csv')));
    expect(read.kind).toBe('preview');
    if (read.kind === 'preview') expect(read.accepted.map((l) => l.quantity)).toEqual([4]);
    const pdf = await act(who, upload(new TextEncoder().encode('%PDF-1.7\n\u0000'), 'x.csv'));
    expect(pdf.status).toBe(422);
    expect(data(pdf)).toMatchObject({ kind: 'error', message: expect.stringContaining('.csv') });
    expect(await cartOf(who.userId)).toEqual([]);
  });

  it('refuses an empty list and a thousand lines, changing nothing', async () => {
    const who = await newCustomer();
    for (const lines of ['', Array.from({ length: 1000 }, (_, i) => `R${i} 1`).join('\n')]) {
      for (const intent of ['preview', 'add']) {
        const res = await act(who, post(PATH, { intent, lines }));
        expect(res.status).toBe(422);
        expect(data(res).kind).toBe('error');
      }
    }
    expect(await cartOf(who.userId)).toEqual([]);
  });

  it("orders again: another customer's order is not found and changes nothing", async () => {
    const owner = await newCustomer();
    const [order] = await test.database.query<{ id: number }>(
      `insert into orders (user_id, status, number, placed_at) values ($1, 'open', 'QO-TEST-1', now())
       returning id`,
      [owner.userId],
    );
    await test.database.query(
      `insert into order_variants (order_id, variant_id, quantity, unit_price_ht_cents) values ($1, $2, 2, 1)`,
      [order!.id, first.id],
    );
    const stranger = await newCustomer();
    const theirs = await act(stranger, post(PATH, { intent: 'reorder', order: String(order!.id) }));
    expect(theirs.status).toBe(404);
    expect(await cartOf(stranger.userId)).toEqual([]);
    const bad = await act(owner, post(PATH, { intent: 'reorder', order: 'abc' }));
    expect(bad.status).toBe(404);
    const mine = await act(owner, post(PATH, { intent: 'reorder', order: String(order!.id) }));
    expect(mine.status).toBe(303);
    expect(mine.location).toBe('/panier');
    expect(await cartOf(owner.userId)).toEqual([{ variant_id: first.id, quantity: 2 }]);
  });
});

describe('invoices page', () => {
  it("lists only the customer's own invoices", async () => {
    const who = await newCustomer();
    const context = await pageContext(test.database, who);
    const loader = invoicesPage.loader as (args: unknown) => unknown;
    const res = await answer(() =>
      loader({ request: get('/compte/factures'), context, params: {} }),
    );
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ invoices: [], total: 0 });
  });
});
