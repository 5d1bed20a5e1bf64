/**
 * Loyalty points in Chromium on the real app, in French and in English: a customer with points
 * sees their balance, its value and history on the account's loyalty page, is told in the cart
 * how many points the order will earn, spends points at the payment step (the totals show the
 * line and what is left to pay), takes them off, spends them again — once without JavaScript —
 * and places the order; the loyalty page then lists the spend on that order.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../src/shared/locale';
import { href } from '../../src/web/paths';
import { launchBrowser, waitForHydration, watchPage } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { signedInContext } from '../support/signed-in-browser';
import { fill, uniqueEmail } from './account-support';

const SCREENSHOTS = 'test-results/screenshots';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let slugs: Record<string, string>;
let france: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  mkdirSync(SCREENSHOTS, { recursive: true });
  const [row] = await server.database.query<{ id: number }>(
    `select p.id from products p
       join product_listing pl on pl.product_id = p.id and pl.is_active
      where p.is_active
        and not exists (select 1 from variants v where v.product_id = p.id
                         and (not v.is_active or v.weight_grams not between 100 and 3000))
      order by p.id desc limit 1`,
  );
  // 40 € excl. tax: more than the 500 points (25 €) the customers hold.
  await server.database.query(
    `update variants set quantity_available = 500, out_of_stock_status = 'stock',
            price_ht_cents = 4000 where product_id = $1`,
    [row!.id],
  );
  const rows = await server.database.query<{ locale: string; slug: string }>(
    `select locale, slug from product_translations where product_id = $1`,
    [row!.id],
  );
  slugs = Object.fromEntries(rows.map((r) => [r.locale, r.slug]));
  const [country] = await server.database.query<{ id: number }>(
    `select id from countries where iso = 'FR'`,
  );
  france = String(country!.id);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
afterEach(async () => {
  await context?.close();
});

/** Text as read, spaces (a no-break space before "€") made plain. */
const plain = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).innerText()).replace(/\s+/g, ' ');

const TEXT = {
  fr: {
    balance: '500 points',
    worth: '25,00 €',
    earn: (points: number) => `Cette commande vous rapportera ${points} points de fidélité.`,
    spent: 'Utilisés',
  },
  en: {
    balance: '500 points',
    worth: '25,00 €',
    earn: (points: number) => `This order will earn you ${points} loyalty points.`,
    spent: 'Spent',
  },
} as const;

async function customerWithPoints(locale: 'fr' | 'en'): Promise<Page> {
  const email = uniqueEmail(`loyalty-${locale}`);
  ({ context } = await signedInContext(browser, server, {
    email,
    role: 'customer',
    viewport: { width: 1280, height: 900 },
  }));
  await context.addCookies([
    { name: 'fonctionnal_cookies', value: 'false', url: server.url },
    { name: 'publicity_cookies', value: 'false', url: server.url },
  ]);
  await server.database.query(
    `insert into loyalty_points_actions (user_id, points, reason)
       select id, 500, 'adjustment' from users where email = $1`,
    [email],
  );
  return context.newPage();
}

async function toggle(page: Page) {
  await page.getByTestId('loyalty-points-toggle').click();
}

describe.each(['fr', 'en'] as const)('loyalty points (%s)', (locale: Locale & ('fr' | 'en')) => {
  it('balance and history, points to earn, spend / remove / spend again, order, spend listed', async () => {
    const page = await customerWithPoints(locale);
    const problems = watchPage(page);
    const text = TEXT[locale];

    await page.goto(href('compte-loyalty', null, locale));
    expect(await page.getByTestId('loyalty-balance').innerText()).toContain(text.balance);
    expect(await plain(page, 'loyalty-value')).toContain(text.worth);
    expect(await page.getByTestId('loyalty-history').locator('tbody tr').count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}/loyalty-page-${locale}.png`, fullPage: true });

    // The cart: the points this order will earn.
    await page.goto(href('p-slug', { slug: slugs[locale]! }, locale));
    await waitForHydration(page, '[data-testid="add-to-cart-form"]');
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('added-to-cart').waitFor();
    await page.goto(href('panier', null, locale));
    // One point per whole euro of products paid (the shop's default rule).
    const subtotal = Number(
      (await plain(page, 'cart-subtotal-ttc')).replace(/[^\d,]/g, '').replace(',', '.'),
    );
    const earned = Math.floor(subtotal);
    expect(earned).toBeGreaterThan(25);
    expect(await page.getByTestId('points-to-earn').innerText()).toBe(text.earn(earned));

    // Delivery: an address and the first home delivery.
    await page.getByTestId('cart-order').click();
    await page.waitForURL((url) => url.pathname === href('panier-livraison', null, locale));
    await waitForHydration(page, '[data-testid="address-form"] button[type="submit"]');
    const form = '[data-testid="address-form"]';
    await fill(page, form, {
      country_id: france,
      name: 'Maison',
      address: '12 rue de la République',
      post_code: '69002',
      city: 'Lyon',
      phone: '06 12 34 56 78',
    });
    await page.locator(`${form} button[type="submit"]`).click();
    await page.locator('[data-testid="checkout-addresses"] input:checked').waitFor();
    await page.getByTestId('delivery-options').waitFor();
    const home = page.locator('[data-testid="delivery-option"][data-kind="home"] > label').first();
    await home.click();
    await expect.poll(() => page.getByTestId('checkout-shipping').innerText()).not.toBe('');
    expect(await page.getByTestId('points-to-earn').innerText()).toBe(text.earn(earned));
    await page.getByTestId('checkout-continue').click();
    await page.waitForURL((url) => url.pathname === href('panier-paiement', null, locale));
    await waitForHydration(page, '[data-testid="checkout-place"]');

    // Spend: the line and what is left; remove; spend again.
    await toggle(page);
    await expect.poll(() => plain(page, 'checkout-loyalty')).toBe(`−${text.worth}`);
    await page.screenshot({ path: `${SCREENSHOTS}/loyalty-payment-${locale}.png` });
    await toggle(page);
    await expect.poll(() => page.getByTestId('checkout-loyalty').count()).toBe(0);
    await toggle(page);
    await expect.poll(() => plain(page, 'checkout-loyalty')).toBe(`−${text.worth}`);
    // What the order earns leaves out what the points pay (25 €).
    expect(await page.getByTestId('points-to-earn').getAttribute('data-points')).toBe(
      String(Math.floor(subtotal - 25)),
    );

    await page.locator('[data-testid="payment-option"][data-code="transfer"] > label').click();
    await page.getByTestId('checkout-terms').check();
    await page.getByTestId('checkout-place').click();
    await page.waitForURL((url) => url.pathname === href('panier-confirmation', null, locale));

    await page.goto(href('compte-loyalty', null, locale));
    expect(await page.getByTestId('loyalty-balance').innerText()).toContain(
      locale === 'fr' ? '0 points' : '0 points',
    );
    const spend = page.locator('[data-testid="loyalty-history"] tr[data-reason="order_used"]');
    expect(await spend.innerText()).toContain(text.spent);
    expect(await spend.innerText()).toContain('500');
    expect(await spend.locator('a').getAttribute('href')).toMatch(/\/\d+$/);
    expect(problems.messages).toEqual([]);
  });
});

describe('without JavaScript', () => {
  it('spends and removes points with the plain form', async () => {
    const email = uniqueEmail('loyalty-nojs');
    ({ context } = await signedInContext(browser, server, {
      email,
      role: 'customer',
      javaScriptEnabled: false,
    }));
    await server.database.query(
      `insert into loyalty_points_actions (user_id, points, reason)
         select id, 500, 'adjustment' from users where email = $1`,
      [email],
    );
    const [user] = await server.database.query<{ id: number }>(
      `select id from users where email = $1`,
      [email],
    );
    const [variant] = await server.database.query<{ id: number; weight: number }>(
      `select v.id, v.weight_grams as weight from variants v
         join product_translations t on t.product_id = v.product_id
        where t.slug = $1 and t.locale = 'fr' order by v.id limit 1`,
      [slugs.fr],
    );
    const [range] = await server.database.query<{ id: number }>(
      `select r.id from shipping_method_ranges r join shipping_methods m on m.id = r.shipping_method_id
        where m.kind = 'home' and m.is_active and r.is_active and 'FR' = any(r.country_isos)
          and r.min_weight_grams <= $1 and r.max_weight_grams > $1
        order by r.price_ht_cents limit 1`,
      [variant!.weight + 300],
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
      country_id: Number(france),
      country_iso: 'FR',
      phone: '+33612345678',
      fixed_phone: null,
    });
    const [order] = await server.database.query<{ id: number }>(
      `insert into orders (user_id, shipping_address, billing_address, shipping_method_range_id)
       values ($1, $2::jsonb, $2::jsonb, $3) returning id`,
      [user!.id, address, range!.id],
    );
    await server.database.query(
      `insert into order_variants (order_id, variant_id, quantity) values ($1, $2, 1)`,
      [order!.id, variant!.id],
    );
    const page = await context.newPage();
    await page.goto('/panier/paiement');
    await Promise.all([page.waitForURL(/\/panier\/paiement/), toggle(page)]);
    expect(await plain(page, 'checkout-loyalty')).toBe('−25,00 €');
    await Promise.all([page.waitForURL(/\/panier\/paiement/), toggle(page)]);
    expect(await page.getByTestId('checkout-loyalty').count()).toBe(0);
  });
});
