/**
 * Quick order, reorder and invoices in Chromium on the real app (decision 049): a signed-in
 * customer pastes three references, one unknown; the preview names it and prices the others;
 * "add" puts the two in the cart — with JavaScript at 1280 and 390 px, and without it (plain
 * form posts) at 390 px. Then an order paid at the offline gateway is ordered again from "my
 * orders" (its line back in the cart), and its invoice is listed in "my invoices" and
 * downloaded. Screenshots go to test-results/screenshots/quick-order-*.png.
 */
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, watchPage, waitForHydration, type PageProblems } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };
const SCREENSHOTS = 'test-results/screenshots';

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let refs: { id: number; reference: string; weight: number }[];
let homeRangeId: number;
let franceId: number;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  mkdirSync(SCREENSHOTS, { recursive: true });
  refs = await server.database.query<{ id: number; reference: string; weight: number }>(
    `select v.id, v.reference, v.weight_grams as weight from variants v
       join products p on p.id = v.product_id
       join product_listing pl on pl.product_id = p.id and pl.is_active
      where v.is_active and p.is_active and v.weight_grams between 100 and 2000
      order by v.id limit 2`,
  );
  await server.database.query(
    `update variants set quantity_available = 500, out_of_stock_status = 'stock' where id = any($1)`,
    [refs.map((r) => r.id)],
  );
  const [range] = await server.database.query<{ id: number }>(
    `select r.id from shipping_method_ranges r join shipping_methods m on m.id = r.shipping_method_id
      where m.kind = 'home' and m.is_active and r.is_active and 'FR' = any(r.country_isos)
        and r.min_weight_grams <= $1 and r.max_weight_grams > $1
      order by r.price_ht_cents limit 1`,
    [refs[0]!.weight * 2 + 300],
  );
  homeRangeId = range!.id;
  const [france] = await server.database.query<{ id: number }>(
    `select id from countries where iso = 'FR'`,
  );
  franceId = france!.id;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

interface Shopper {
  page: Page;
  problems: PageProblems;
  userId: number;
}

/** A signed-in customer (registered through the API, session cookie) in a fresh browser. */
async function customer(viewport = DESKTOP, javaScript = true): Promise<Shopper> {
  const email = `quick-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
  const res = await fetch(`${server.url}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'Sellerie1!',
      firstname: 'Marc',
      lastname: 'Garage',
      accept_terms: true,
      accept_privacy: true,
    }),
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { data: { id: number }; access_token: string };
  const context = await browser.newContext({
    baseURL: server.url,
    viewport,
    locale: 'fr-FR',
    javaScriptEnabled: javaScript,
    reducedMotion: 'reduce',
  });
  contexts.push(context);
  await context.addCookies([
    { name: 'sellerie_session', value: body.access_token, url: server.url, httpOnly: true },
    { name: 'accept_cookies', value: 'true', url: server.url },
    { name: 'fonctionnal_cookies', value: 'false', url: server.url },
    { name: 'publicity_cookies', value: 'false', url: server.url },
  ]);
  const page = await context.newPage();
  // A step that cannot happen fails with its locator, well before the test's own timeout.
  page.setDefaultTimeout(15_000);
  return { page, problems: watchPage(page), userId: body.data.id };
}

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page: page as never })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
  ).toEqual([]);
}

/** The page is no wider than the screen (nothing to scroll sideways). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('quick order by reference', () => {
  it.each([
    ['desktop with JavaScript', DESKTOP, true],
    ['phone with JavaScript', MOBILE, true],
    ['phone without JavaScript', MOBILE, false],
  ] as const)(
    '%s: preview names the unknown reference, add fills the cart',
    async (label, viewport, js) => {
      const { page, problems } = await customer(viewport, js);
      await page.goto('/compte');
      if (js) await waitForHydration(page);
      await page.getByRole('link', { name: 'Commande rapide' }).first().click();
      await page.waitForURL('**/compte/commande-rapide');
      if (js) await waitForHydration(page);
      const [a, b] = refs as [(typeof refs)[0], (typeof refs)[0]];
      await page
        .getByLabel('Références et quantités')
        .fill(`${a.reference} 2\nINCONNU-999 1\n${b.reference};3`);
      await page.getByTestId('quick-order-check').click();
      const preview = page.getByTestId('quick-order-preview');
      await preview.waitFor();
      const refused = page.getByTestId('quick-order-refused-line');
      expect(await refused.count()).toBe(1);
      const refusedText = await refused.innerText();
      expect(refusedText).toContain('INCONNU-999');
      expect(refusedText).toContain('Aucun article ne porte cette référence.');
      expect(refusedText).toContain('Ligne 2');
      expect(await page.getByTestId('quick-order-line').count()).toBe(2);
      expect(await page.getByTestId('quick-order-total').innerText()).toMatch(/\d+,\d{2}\s€/);
      await expectNoSidewaysScroll(page);
      await page.screenshot({
        path: `${SCREENSHOTS}/quick-order-preview-${viewport.width}.png`,
        fullPage: true,
      });
      // axe runs in the page: only where JavaScript runs (the markup is the same without).
      if (js) await expectAccessible(page);

      await page.getByTestId('quick-order-add').click();
      const result = page.getByTestId('quick-order-result');
      await result.waitFor();
      expect(await result.innerText()).toContain('2 article(s) ajouté(s) à votre panier.');
      expect(await result.getByTestId('quick-order-refused-line').innerText()).toContain(
        'INCONNU-999',
      );
      await page.screenshot({
        path: `${SCREENSHOTS}/quick-order-added-${viewport.width}.png`,
        fullPage: true,
      });
      await page.getByTestId('quick-order-cart').click();
      await page.waitForURL('**/panier');
      const lines = page.getByTestId('cart-line');
      await lines.first().waitFor();
      expect(await lines.count()).toBe(2);
      const quantities = await page
        .getByTestId('cart-line-quantity')
        .evaluateAll((inputs) =>
          inputs.map((input) => (input as HTMLInputElement).value || input.textContent?.trim()),
        );
      expect(quantities.map(Number).sort()).toEqual([2, 3]);
      if (js) expect(problems.messages, label).toEqual([]);
    },
  );
});

/** A placed order of 2 × the first variant (home delivery), paid at the offline gateway. */
async function paidOrder(shopper: Shopper): Promise<number> {
  const address = JSON.stringify({
    firstname: 'Marc',
    lastname: 'Garage',
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
  const [cart] = await server.database.query<{ id: number }>(
    `insert into orders (user_id, shipping_address, billing_address, shipping_method_range_id, payment_method)
     values ($1, $2::jsonb, $2::jsonb, $3, 'monetico') returning id`,
    [shopper.userId, address, homeRangeId],
  );
  await server.database.query(
    `insert into order_variants (order_id, variant_id, quantity) values ($1, $2, 2)`,
    [cart!.id, refs[0]!.id],
  );
  const { page } = shopper;
  const res = await page.request.post('/api/orders/current/place', {
    headers: { origin: server.url },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.goto(`/panier/confirmation?order=${cart!.id}`);
  await waitForHydration(page);
  await page.getByTestId('pay').click();
  await page.waitForURL('**/paiement/test?**');
  await page.getByTestId('offline-pay').click();
  await page.waitForURL(/\/panier\/confirmation\?order=\d+$/);
  return cart!.id;
}

describe('reorder and invoices', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const)(
    '%s: orders again from my orders, lists and downloads the invoice',
    async (_label, viewport) => {
      const shopper = await customer(viewport);
      const { page, problems } = shopper;
      const orderId = await paidOrder(shopper);

      await page.goto('/compte/orders');
      await waitForHydration(page);
      const row = page.getByTestId('order-row').first();
      await expectNoSidewaysScroll(page);
      await page.screenshot({
        path: `${SCREENSHOTS}/quick-order-orders-${viewport.width}.png`,
        fullPage: true,
      });
      await row.getByTestId('reorder').click();
      await page.waitForURL('**/panier');
      const line = page.getByTestId('cart-line');
      await line.first().waitFor();
      expect(await line.count()).toBe(1);

      // The order's own page has the button too.
      await page.goto(`/compte/orders/${orderId}`);
      await page.getByTestId('order-detail').waitFor();
      expect(await page.getByTestId('reorder').isVisible()).toBe(true);

      await page.goto('/compte/factures');
      await waitForHydration(page);
      const invoice = page.getByTestId('invoice-row');
      expect(await invoice.count()).toBe(1);
      expect(await invoice.innerText()).toContain('Facture');
      await expectNoSidewaysScroll(page);
      await page.screenshot({
        path: `${SCREENSHOTS}/quick-order-invoices-${viewport.width}.png`,
        fullPage: true,
      });
      await expectAccessible(page);
      const link = page.getByTestId('invoice-download');
      const pdf = await page.request.get((await link.getAttribute('href'))!);
      expect(pdf.status()).toBe(200);
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
      // Someone else is refused the same file.
      const stranger = await customer(viewport);
      const refused = await stranger.page.request.get((await link.getAttribute('href'))!);
      expect(refused.status()).toBe(404);
      expect(problems.messages).toEqual([]);
    },
  );
});
