/**
 * Details of the checkout a shopper notices (Chromium, real app): the delivery step's error
 * goes once a delivery is chosen; the store pickup names the shop's address (as configured) in
 * the delivery choice and on the confirmation and order pages; the payment summary keeps a
 * large discount inside its card on a phone and a desktop; the ordered products' pictures keep
 * their proportions. Screenshots go to test-results/screenshots/checkout-details-*.png.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../src/modules/customers';
import { href } from '../../src/web/paths';
import { registration, frenchAccountUrls } from '../support/accounts';
import { launchBrowser, waitForHydration } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { fill, uniqueEmail } from './account-support';

const SCREENSHOTS = 'test-results/screenshots';
const PASSWORD = 'Sellerie1!';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
/** A product in stock, its picture not square, priced high enough for a discount of thousands. */
let slug: string;
let france: string;
/** The shop's address as configured (`seller_address`), one line per row. */
let shopLines: string[];

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  mkdirSync(SCREENSHOTS, { recursive: true });
  const [row] = await server.database.query<{ id: number; slug: string }>(
    `select p.id, pt.slug
       from products p
       join product_translations pt on pt.product_id = p.id and pt.locale = 'fr'
       join product_listing pl on pl.product_id = p.id and pl.is_active
      where p.is_active
        and not exists (select 1 from variants v
                         where v.product_id = p.id
                           and (not v.is_active or v.weight_grams not between 100 and 3000))
      order by p.id
      limit 1`,
  );
  slug = row!.slug;
  await server.database.query(
    `update variants set quantity_available = 500, out_of_stock_status = 'stock',
            price_ht_cents = 1234567 where product_id = $1`,
    [row!.id],
  );
  const [country] = await server.database.query<{ id: number }>(
    `select id from countries where iso = 'FR'`,
  );
  france = String(country!.id);
  const [address] = await server.database.query<{ value: string }>(
    `select value from configurations where key = 'seller_address'`,
  );
  shopLines = address!.value.split('\n').map((line) => line.trim());
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

afterEach(async () => {
  await context?.close();
});

async function customerAtDelivery(): Promise<Page> {
  const email = uniqueEmail('checkout-details');
  await register(
    {
      db: server.database.db,
      now: () => new Date(),
      urls: frenchAccountUrls(server.url),
    },
    { ...registration({ email, password: PASSWORD }), newsletter: false } as never,
    { locale: 'fr', countryIso: 'FR' },
  );
  context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 900 },
    locale: 'fr-FR',
    reducedMotion: 'reduce',
  });
  await context.addCookies([
    { name: 'accept_cookies', value: 'true', url: server.url },
    { name: 'fonctionnal_cookies', value: 'false', url: server.url },
    { name: 'publicity_cookies', value: 'false', url: server.url },
  ]);
  const page = await context.newPage();
  await page.goto(href('p-slug', { slug }, 'fr'));
  await waitForHydration(page, '[data-testid="add-to-cart-form"]');
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('added-to-cart').waitFor();
  await page.goto(href('panier', null, 'fr'));
  await page.getByTestId('cart-order').click();
  await page.waitForURL((url) => url.pathname === '/connexion');
  await fill(page, 'main form', { email, password: PASSWORD });
  await page.locator('main form button[type="submit"]').first().click();
  await page.waitForURL((url) => url.pathname === '/panier/livraison');
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
  return page;
}

const option = (page: Page, kind: string) =>
  page.locator(`[data-testid="delivery-option"][data-kind="${kind}"] > label`).first();

async function screenshot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SCREENSHOTS}/checkout-details-${name}.png`, fullPage: true });
}

/** Texts of the summary's total rows whose parts stick out of the row (the card's width). */
function overflowingTotals(page: Page): Promise<string[]> {
  return page.$$eval('[data-testid="checkout-summary"] .cart-totals > div', (rows) =>
    rows.flatMap((row) => {
      const box = row.getBoundingClientRect();
      const out = [...row.children].some((part) => {
        const r = part.getBoundingClientRect();
        return r.right > box.right + 0.5 || r.left < box.left - 0.5;
      });
      return out || row.scrollWidth > row.clientWidth + 1 ? [row.textContent ?? ''] : [];
    }),
  );
}

/** Each ordered product's picture: drawn proportions against the image's own. */
async function distortedPictures(page: Page): Promise<string[]> {
  const pictures = page.locator('[data-testid="order-lines"] img');
  expect(await pictures.count()).toBeGreaterThan(0);
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('[data-testid="order-lines"] img')].every(
      (img) => img.complete && img.naturalWidth > 0,
    ),
  );
  return pictures.evaluateAll((images) =>
    (images as HTMLImageElement[]).flatMap((img) => {
      const box = img.getBoundingClientRect();
      const fit = getComputedStyle(img).objectFit;
      const drawn = box.width / box.height;
      const own = img.naturalWidth / img.naturalHeight;
      const kept = fit === 'contain' || fit === 'cover' || Math.abs(drawn - own) < 0.02;
      return kept ? [] : [`${img.currentSrc}: drawn ${drawn.toFixed(2)}, image ${own.toFixed(2)}`];
    }),
  );
}

describe('checkout details', () => {
  it('the delivery error goes once a delivery is chosen; the pickup names the shop; a big discount fits; pictures keep their shape', async () => {
    const page = await customerAtDelivery();

    // "Continue" without a delivery: the message and the red borders…
    await page.getByTestId('checkout-continue').click();
    const error = page.locator('[data-testid="delivery-form"] .checkout-error');
    await error.waitFor();
    expect(
      await page.locator('input[name="range_id"][aria-invalid="true"]').count(),
    ).toBeGreaterThan(0);
    await screenshot(page, 'delivery-error');
    // …go once a delivery is ticked.
    await option(page, 'home').click();
    await page.waitForTimeout(1000);
    expect.soft(await error.count(), 'the error message').toBe(0);
    expect.soft(await page.locator('input[name="range_id"][aria-invalid="true"]').count()).toBe(0);

    // The store pickup says where: the shop's configured address.
    const store = page.locator('[data-testid="delivery-option"][data-kind="store"]');
    const storeText = await store.innerText();
    for (const line of shopLines) expect.soft(storeText).toContain(line);
    await option(page, 'store').click();
    await expect.poll(() => page.getByTestId('checkout-shipping').innerText()).toBe('Gratuit');
    await screenshot(page, 'delivery-desktop');

    // Payment: a promo code's discount of thousands of euros stays inside the summary card.
    await page.getByTestId('checkout-continue').click();
    await page.waitForURL((url) => url.pathname === '/panier/paiement');
    await waitForHydration(page, '[data-testid="checkout-place"]');
    await page.locator('input[name="code"]').fill('HIVER10');
    await page.locator('input[name="code"]').press('Enter');
    await page.getByTestId('checkout-promo').waitFor();
    expect.soft(await overflowingTotals(page), 'desktop').toEqual([]);
    await screenshot(page, 'payment-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    expect.soft(await overflowingTotals(page), 'phone').toEqual([]);
    await screenshot(page, 'payment-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Paid at pickup: the confirmation page names the shop's address; pictures keep their shape.
    await page.locator('[data-testid="payment-option"][data-code="store"] > label').click();
    await page.getByTestId('checkout-terms').check();
    await page.getByTestId('checkout-place').click();
    await page.waitForURL((url) => url.pathname === '/panier/confirmation');
    await page.getByTestId('order-lines').waitFor();
    expect.soft(await distortedPictures(page), 'desktop').toEqual([]);
    const pickup = page.getByTestId('order-delivery');
    for (const line of shopLines) expect.soft(await pickup.innerText()).toContain(line);
    await screenshot(page, 'confirmation-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    expect.soft(await distortedPictures(page), 'phone').toEqual([]);
    await screenshot(page, 'confirmation-phone');

    // The order's page in the account: the same.
    const id = Number(new URL(page.url()).searchParams.get('order'));
    await page.goto(href('compte-orders-id', { id: String(id) }, 'fr'));
    await page.getByTestId('order-detail').waitFor();
    for (const line of shopLines)
      expect.soft(await page.getByTestId('order-delivery').innerText()).toContain(line);
    expect.soft(await distortedPictures(page), 'order page').toEqual([]);
    await screenshot(page, 'order-phone');
  });
});
