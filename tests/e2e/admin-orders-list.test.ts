/**
 * The back-office orders list in the browser (issue 16): a staff member filters by state with
 * the GET form and exports the filtered list as CSV for French Excel; the list at phone and
 * desktop width, with and without JavaScript (screenshots in test-results/screenshots/).
 */
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../src/modules/customers';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { newVisitor, uniqueEmail } from './account-support';

const SCREENSHOTS = 'test-results/screenshots';
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  mkdirSync(SCREENSHOTS, { recursive: true });
});

async function staffToken(): Promise<string> {
  const [staff] = await server.database.query<{ id: number }>(
    `insert into users (email, firstname, lastname, role) values ($1, 'Sam', 'Test', 'staff') returning id`,
    [uniqueEmail('staff')],
  );
  return (await openSession(server.database.db, staff!.id, new Date())).token;
}

/** Orders of one tag: a long customer name and e-mail, states and methods of every width. */
async function ordersOf(tag: string, count: number): Promise<void> {
  const [buyer] = await server.database.query<{ id: number }>(
    `insert into users (email, firstname, lastname) values ($1, 'Marie-Christine', 'de La Rochefoucauld-Montbazon') returning id`,
    [`${tag.toLowerCase()}.marie-christine.de-la-rochefoucauld@example.test`],
  );
  const states = ['awaiting_payment', 'paid', 'cancelled', 'partially_paid'];
  const methods = ['transfer', 'check', 'monetico', 'instalments'];
  for (let i = 0; i < count; i++)
    await server.database.query(
      `insert into orders (user_id, number, status, payment_status, shipping_status, payment_method, total_ttc_cents, placed_at)
       values ($1, $2, $3, 'awaiting', 'not_shipped', $4, $5, now() - ($6 || ' hours')::interval)`,
      [buyer!.id, `${tag}-${i}`, states[i % 4], methods[i % 4], 123456 + i, String(i)],
    );
}

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the orders list', () => {
  it('staff filter by state, then export the filtered list', async () => {
    const db = server.database;
    const [buyer] = await db.query<{ id: number }>(
      `insert into users (email, firstname, lastname) values ($1, 'Zoé', 'Lefèvre') returning id`,
      [uniqueEmail('buyer')],
    );
    const tag = `E2E${Date.now() % 100000}`;
    for (const [i, status] of ['cancelled', 'paid', 'cancelled'].entries())
      await db.query(
        `insert into orders (user_id, number, status, payment_status, payment_method, total_ttc_cents, placed_at)
         values ($1, $2, $3, 'paid', 'transfer', $4, now() - ($5 || ' hours')::interval)`,
        [buyer!.id, `${tag}-${i}`, status, 1990 + i, String(i)],
      );
    const [staff] = await db.query<{ id: number }>(
      `insert into users (email, firstname, lastname, role) values ($1, 'Sam', 'Test', 'staff') returning id`,
      [uniqueEmail('staff')],
    );
    const { token } = await openSession(db.db, staff!.id, new Date());
    const { context, page } = await newVisitor(browser, server.url, { viewport: 390 });
    await context.addCookies([
      { name: 'sellerie_session', value: token, url: server.url, httpOnly: true },
    ]);

    await page.goto('/admin/commandes');
    await page.getByLabel('Numéro, client, e-mail ou référence').fill(tag);
    await page.getByLabel('État de la commande').selectOption('cancelled');
    await page.getByTestId('admin-orders-filters').getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('state') === 'cancelled');
    // The URL changes before the new list renders (client navigation): wait for the count.
    await expect
      .poll(() => page.getByTestId('admin-orders-count').textContent())
      .toBe('2 commande(s)');
    expect(await page.getByTestId('admin-orders').locator('tbody tr').count()).toBe(2);

    const link = await page.getByTestId('admin-orders-csv').getAttribute('href');
    const csv = await context.request.get(new URL(link!, server.url).toString());
    expect(csv.status()).toBe(200);
    const body = await csv.body();
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = body
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('numero;date;client;email;etat;paiement;moyen;total_ttc');
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual([`${tag}-0`, `${tag}-2`]);
    expect(lines[1]).toContain(';Zoé Lefèvre;');
    expect(lines[1]!.endsWith(';cancelled;paid;transfer;19,90')).toBe(true);
    await context.close();
  });
});

describe('the orders list at phone and desktop width', () => {
  for (const [name, width] of [
    ['phone', 390],
    ['desktop', 1280],
  ] as const)
    for (const javaScript of [true, false])
      it(`${name}, JavaScript ${javaScript ? 'on' : 'off'}: readable, filtered by the GET form`, async () => {
        const tag = `W${width}${javaScript ? 'J' : 'N'}${Date.now() % 100000}`;
        await ordersOf(tag, 6);
        const { context, page } = await newVisitor(browser, server.url, {
          viewport: width,
          javaScript,
        });
        await context.addCookies([
          { name: 'sellerie_session', value: await staffToken(), url: server.url, httpOnly: true },
        ]);
        await page.goto('/admin/commandes');
        await page.getByLabel('Numéro, client, e-mail ou référence').fill(tag);
        await page.getByLabel('État de la commande').selectOption('paid');
        // Sorting from the form: on a phone the column headers are hidden.
        await page.getByLabel('Trier par').selectOption('-total');
        await page.getByTestId('admin-orders-filters').getByRole('button').click();
        await page.waitForURL((url) => url.searchParams.get('state') === 'paid');
        const url = new URL(page.url());
        expect(url.searchParams.get('search')).toBe(tag);
        expect(url.searchParams.has('q')).toBe(false);
        expect(url.searchParams.get('sort')).toBe('-total');
        await expect
          .poll(() => page.getByTestId('admin-orders-count').textContent())
          .toBe('2 commande(s)');
        // The storefront's search overlay answers to `q` only: the list stays on screen.
        expect(await page.getByTestId('search-overlay').count()).toBe(0);
        const rows = page.getByTestId('admin-orders').locator('tbody tr');
        expect(await rows.count()).toBe(2);
        // Every key fact of an order is on screen, inside the width.
        const first = rows.first();
        // States and methods in words, not their codes.
        for (const text of [`${tag}-5`, 'payée', 'Chèque', /1\s234,61/, 'Rochefoucauld'])
          expect(await first.getByText(text).first().isVisible(), String(text)).toBe(true);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await page.goto(`/admin/commandes?search=${tag}`);
        await page.screenshot({
          path: `${SCREENSHOTS}/admin-orders-${name}-js-${javaScript}.png`,
          fullPage: true,
        });
        await context.close();
      });
});
