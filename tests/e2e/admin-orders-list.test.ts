/**
 * The back-office orders list in the browser (issue 16): a staff member filters by state with
 * the GET form and exports the filtered list as CSV for French Excel.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../src/modules/customers';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { newVisitor, uniqueEmail } from './account-support';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});

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
