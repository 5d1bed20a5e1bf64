/**
 * A gift card that covers the order, in Chromium on the real app, in French and English: the
 * customer applies it in the cart (its own line, nothing left to pay), removes it, applies it
 * again, goes through the delivery step, finds no payment method to choose at the payment step
 * (the card pays it all), places the order and sees the confirmation; the order is paid.
 * Screenshots of the cart and the payment step with the card, desktop and phone, go to
 * test-results/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../src/modules/customers';
import type { Locale } from '../../src/shared/locale';
import { href } from '../../src/web/paths';
import { registration, frenchAccountUrls } from '../support/accounts';
import { launchBrowser, watchPage, waitForHydration } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { fill, uniqueEmail } from './account-support';

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };
const SCREENSHOTS = 'test-results/screenshots';
const PASSWORD = 'Sellerie1!';

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
/** A handbrake boot at 49,99 €: its slug per locale. */
let slugs: Record<Locale, string>;
let france: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  mkdirSync(SCREENSHOTS, { recursive: true });
  const [row] = await server.database.query<{ id: number }>(
    `with recursive tree(id) as (
       select category_id from category_translations where locale = 'fr' and slug = 'soufflets'
       union select c.id from categories c join tree t on c.parent_id = t.id)
     select p.id from products p
       join product_listing pl on pl.product_id = p.id and pl.is_active
      where p.is_active
        and exists (select 1 from product_categories pc
                     where pc.product_id = p.id and pc.category_id in (select id from tree))
        and not exists (select 1 from deals d where d.product_id = p.id)
      order by p.id limit 1`,
  );
  await server.database.query(
    `update variants set price_ht_cents = 4166, discount_percent = 0, quantity_available = 500,
            out_of_stock_status = 'stock', weight_grams = 400, is_active = true
      where product_id = $1`,
    [row!.id],
  );
  const rows = await server.database.query<{ locale: Locale; slug: string }>(
    `select locale, slug from product_translations where product_id = $1`,
    [row!.id],
  );
  slugs = Object.fromEntries(rows.map((r) => [r.locale, r.slug])) as Record<Locale, string>;
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
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function signedInPage(locale: Locale, viewport = DESKTOP): Promise<Page> {
  const email = uniqueEmail(`gift-${locale}`);
  await register(
    {
      db: server.database.db,
      now: () => new Date(),
      urls: frenchAccountUrls(server.url),
    },
    { ...registration({ email, password: PASSWORD }), newsletter: false } as never,
    { locale, countryIso: 'FR' },
  );
  const context = await browser.newContext({
    baseURL: server.url,
    viewport,
    locale: locale === 'fr' ? 'fr-FR' : 'en-GB',
    reducedMotion: 'reduce',
  });
  contexts.push(context);
  await context.addCookies([
    { name: 'accept_cookies', value: 'true', url: server.url },
    { name: 'fonctionnal_cookies', value: 'false', url: server.url },
    { name: 'publicity_cookies', value: 'false', url: server.url },
  ]);
  const page = await context.newPage();
  await page.goto(href('connexion', null, locale));
  await waitForHydration(page, 'main form button[type="submit"]');
  await fill(page, 'main form', { email, password: PASSWORD });
  await Promise.all([
    page.waitForURL((url) => url.pathname !== href('connexion', null, locale)),
    page.locator('main form button[type="submit"]').first().click(),
  ]);
  return page;
}

async function addBootToCart(page: Page, locale: Locale) {
  await page.goto(href('p-slug', { slug: slugs[locale] }, locale));
  await waitForHydration(page, '[data-testid="add-to-cart-form"]');
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('added-to-cart').waitFor();
  await page.goto(href('panier', null, locale));
  await waitForHydration(page, '[data-testid="promo-apply"]');
}

async function applyCode(page: Page, code: string) {
  await page.getByTestId('promo-input').fill(code);
  await page.getByTestId('promo-apply').click();
}

async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-full.png`, fullPage: true });
}

const TEXTS = {
  fr: {
    applied:
      /^La carte cadeau CADEAU-DEMO-100 est appliquée : .+ réglés avec elle, reste à payer 0,00\s€\.$/,
    removed: 'La carte cadeau a été retirée.',
    due: 'Reste à payer',
    nothing: /^Rien à payer/,
  },
  en: {
    applied: /^The gift card CADEAU-DEMO-100 is applied: .+ paid with it, 0,00\s€ left to pay\.$/,
    removed: 'The gift card has been removed.',
    due: 'Left to pay',
    nothing: /^Nothing to pay/,
  },
} as const;

describe('a gift card covering the order', () => {
  for (const locale of ['fr', 'en'] as const) {
    it(`is applied in the cart, removed, applied again and pays the order (${locale})`, async () => {
      const texts = TEXTS[locale];
      const page = await signedInPage(locale);
      const problems = watchPage(page);
      await addBootToCart(page, locale);

      await applyCode(page, 'CADEAU-DEMO-100');
      await expect.poll(() => page.getByTestId('promo-notice').innerText()).toMatch(texts.applied);
      const total = await page.getByTestId('cart-total').innerText();
      expect(await page.getByTestId('cart-gift-card').innerText()).toBe(`−${total}`);
      expect(await page.getByTestId('cart-amount-due').innerText()).toMatch(/^0,00\s€$/);
      expect(await page.getByTestId('cart-summary').innerText()).toContain(texts.due);
      await screenshot(page, `gift-card-cart-${locale}-desktop`);

      await page.getByTestId('gift-card-remove').click();
      await expect.poll(() => page.getByTestId('promo-notice').innerText()).toBe(texts.removed);
      expect(await page.getByTestId('cart-gift-card').count()).toBe(0);
      expect(await page.getByTestId('cart-total').innerText()).toBe(total);

      await applyCode(page, 'cadeau-demo-100');
      await page.getByTestId('cart-gift-card').waitFor();

      // The delivery step: an address, Colissimo, then the payment step.
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
      await page
        .locator('[data-testid="delivery-option"][data-code="colissimo_home"] > label')
        .click();
      await expect.poll(() => page.getByTestId('checkout-continue').isEnabled()).toBe(true);
      await page.getByTestId('checkout-continue').click();
      await page.waitForURL((url) => url.pathname === href('panier-paiement', null, locale));
      await waitForHydration(page, '[data-testid="checkout-place"]');

      // The card pays it all, shipping included: nothing to choose.
      expect(await page.getByTestId('checkout-nothing-to-pay').innerText()).toMatch(texts.nothing);
      expect(await page.getByTestId('payment-option').count()).toBe(0);
      expect(await page.getByTestId('checkout-amount-due').innerText()).toMatch(/^0,00\s€$/);
      expect(await page.getByTestId('gift-card-current').innerText()).toContain('CADEAU-DEMO-100');
      await screenshot(page, `gift-card-payment-${locale}-desktop`);

      await page.getByTestId('checkout-terms').check();
      await page.getByTestId('checkout-place').click();
      const confirmation = href('panier-confirmation', null, locale);
      await page.waitForURL(
        (url) => url.pathname === confirmation && url.searchParams.has('order'),
      );
      await expect
        .poll(() => page.getByTestId('confirmation').getAttribute('data-state'))
        .toBe('confirmed');
      const id = Number(new URL(page.url()).searchParams.get('order'));
      const [order] = await server.database.query<{ status: string; payment_method: string }>(
        `select status, payment_method from orders where id = $1`,
        [id],
      );
      expect(order).toEqual({ status: 'paid', payment_method: 'gift_card' });
      expect(problems.messages).toEqual([]);
      // Spend it back for the next language's run.
      await server.database.query(
        `update gift_cards set balance_cents = initial_cents where code = 'CADEAU-DEMO-100'`,
      );
    });
  }

  it('shows the card and what is left to pay on a phone, in the cart and at the payment step', async () => {
    const page = await signedInPage('fr', MOBILE);
    await addBootToCart(page, 'fr');
    await applyCode(page, 'CADEAU-DEMO-50');
    await page.getByTestId('cart-gift-card').waitFor();
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await fits()).toBeLessThanOrEqual(MOBILE.width);
    await page.getByTestId('cart-summary').scrollIntoViewIfNeeded();
    await screenshot(page, 'gift-card-cart-fr-phone');
    await page.getByTestId('cart-order').click();
    await page.waitForURL((url) => url.pathname === '/panier/livraison');
    await waitForHydration(page, '[data-testid="address-form"] button[type="submit"]');
    const form = '[data-testid="address-form"]';
    await fill(page, form, {
      country_id: france,
      name: 'Maison',
      address: '3 place Bellecour',
      post_code: '69002',
      city: 'Lyon',
      phone: '06 12 34 56 78',
    });
    await page.locator(`${form} button[type="submit"]`).click();
    await page.locator('[data-testid="checkout-addresses"] input:checked').waitFor();
    await page
      .locator('[data-testid="delivery-option"][data-code="colissimo_home"] > label')
      .click();
    await expect.poll(() => page.getByTestId('checkout-continue').isEnabled()).toBe(true);
    await page.getByTestId('checkout-continue').click();
    await page.waitForURL((url) => url.pathname === '/panier/paiement');
    await waitForHydration(page, '[data-testid="checkout-place"]');
    // 50 € of a 57,89 € order: the rest by a normal method, offered as usual.
    expect(await page.getByTestId('checkout-gift-card').innerText()).toMatch(/^−50,00\s€$/);
    expect(await page.getByTestId('checkout-amount-due').innerText()).not.toMatch(/^0,00/);
    expect(await page.getByTestId('payment-option').count()).toBeGreaterThan(0);
    expect(await fits()).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'gift-card-payment-fr-phone');
  });
});
