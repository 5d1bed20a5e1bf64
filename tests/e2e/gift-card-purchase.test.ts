/**
 * Buying a gift card for someone else, in Chromium on the real app, in French and German
 * (decision 056): the gift cards page puts it in the cart, the checkout asks only a billing
 * address (no delivery), the order is placed to be paid by transfer, the shop records the
 * transfer, and the recipient's e-mail with the card's PDF is in the outbox; the code then pays
 * another order. Screenshots of the page (desktop and phone) go to test-results/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openSession, register } from '../../src/modules/customers';
import { parisDay } from '../../src/modules/promotions';
import type { Locale } from '../../src/shared/locale';
import { href } from '../../src/web/paths';
import { frenchAccountUrls, registration } from '../support/accounts';
import { launchBrowser, watchPage, waitForHydration } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { fill, uniqueEmail } from './account-support';

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };
const SCREENSHOTS = 'test-results/screenshots';
const PASSWORD = 'Sellerie1!';

let server: TestServer;
let browser: Browser;
let admin: string;
const contexts: BrowserContext[] = [];
let bootSlugs: Record<Locale, string>;
let france: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  mkdirSync(SCREENSHOTS, { recursive: true });
  const [row] = await server.database.query<{ id: number }>(
    `select p.id from products p join product_listing pl on pl.product_id = p.id and pl.is_active
      where p.is_active and not exists (select 1 from deals d where d.product_id = p.id)
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
  bootSlugs = Object.fromEntries(rows.map((r) => [r.locale, r.slug])) as Record<Locale, string>;
  const [country] = await server.database.query<{ id: number }>(
    `select id from countries where iso = 'FR'`,
  );
  france = String(country!.id);
  const [owner] = await server.database.query<{ id: number }>(
    `insert into users (email, firstname, lastname, role) values ('owner-e2e-gift@example.test', 'Owner', 'Shop', 'admin') returning id`,
  );
  admin = (await openSession(server.database.db, owner!.id, new Date())).token;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function signedInPage(locale: Locale, viewport = DESKTOP): Promise<Page> {
  const email = uniqueEmail(`buy-gift-${locale}`);
  await register(
    { db: server.database.db, now: () => new Date(), urls: frenchAccountUrls(server.url) },
    { ...registration({ email, password: PASSWORD }), newsletter: false } as never,
    { locale, countryIso: 'FR' },
  );
  const context = await browser.newContext({
    baseURL: server.url,
    viewport,
    locale: locale === 'fr' ? 'fr-FR' : 'de-DE',
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

async function screenshot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

const option = (page: Page, testId: string, code: string) =>
  page.locator(`[data-testid="${testId}"][data-code="${code}"] > label`);

/** The delivery step of a cart without parcels: an address to bill, then the payment step. */
async function billTo(page: Page, locale: Locale) {
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
}

async function place(page: Page, locale: Locale, method: string | null): Promise<number> {
  await page.waitForURL((url) => url.pathname === href('panier-paiement', null, locale));
  await waitForHydration(page, '[data-testid="checkout-place"]');
  if (method) await option(page, 'payment-option', method).click();
  await page.getByTestId('checkout-terms').check();
  await page.getByTestId('checkout-place').click();
  const confirmation = href('panier-confirmation', null, locale);
  await page.waitForURL((url) => url.pathname === confirmation && url.searchParams.has('order'));
  return Number(new URL(page.url()).searchParams.get('order'));
}

const NAMES = {
  fr: { recipient: 'Camille', email: 'camille-fr@example.test', title: 'Cartes cadeaux' },
  de: { recipient: 'Greta', email: 'greta-de@example.test', title: 'Geschenkkarten' },
} as const;

describe('buying a gift card', () => {
  for (const locale of ['fr', 'de'] as const) {
    it(`for someone else: paid by transfer, e-mailed with its PDF, then spent (${locale})`, async () => {
      const names = NAMES[locale];
      const page = await signedInPage(locale);
      const problems = watchPage(page);
      await page.goto(href('cartes-cadeaux', null, locale));
      await waitForHydration(page, '[data-testid="gift-card-buy"] button[type="submit"]');
      expect(await page.locator('h1').innerText()).toBe(names.title);
      await screenshot(page, `gift-card-purchase-${locale}-desktop`);

      // A custom amount of 0 is refused, said by the field; nothing goes to the cart.
      const buy = page.getByTestId('gift-card-buy');
      await buy.locator('input[name="amount"][value="custom"]').check();
      await buy.locator('input[name="custom_amount"]').fill('0');
      await buy.locator('input[name="recipient_name"]').fill(names.recipient);
      await buy.locator('input[name="recipient_email"]').fill(names.email);
      await buy.locator('button[type="submit"]').click();
      await expect
        .poll(() => page.locator('[data-testid="gift-card-buy"] .field-error').first().innerText())
        .toContain('500');

      await buy.locator('input[name="amount"][value="75"]').check();
      await buy.locator('input[name="recipient_name"]').fill(names.recipient);
      await buy.locator('input[name="recipient_email"]').fill(names.email);
      await buy.locator('input[name="sender_name"]').fill('Alex');
      await buy.locator('textarea[name="message"]').fill('Joyeux anniversaire !');
      await buy.locator('button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname === href('panier', null, locale));
      await page.getByTestId('gift-card-line').waitFor();
      expect(await page.getByTestId('gift-card-line').innerText()).toContain(names.email);
      expect(await page.getByTestId('cart-total').innerText()).toMatch(/^75,00\s€$/);

      await billTo(page, locale);
      await page.getByTestId('checkout-no-shipping').waitFor();
      await expect.poll(() => page.getByTestId('checkout-continue').isEnabled()).toBe(true);
      await page.getByTestId('checkout-continue').click();
      const orderId = await place(page, locale, 'transfer');

      // The shop records the transfer: the order is paid, the card issued and e-mailed.
      const [due] = await server.database.query<{ cents: number }>(
        `select (totals->>'amountDueCents')::int as cents from orders where id = $1`,
        [orderId],
      );
      const paid = await fetch(`${server.url}/api/admin/orders/${orderId}/payments`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${admin}`,
          'content-type': 'application/json',
          origin: server.url,
        },
        body: JSON.stringify({
          amount_cents: due!.cents,
          received_on: parisDay(new Date()),
          reference: `VIR-${orderId}`,
        }),
      });
      expect(paid.status, await paid.text()).toBe(201);
      const mails = await server.database.query<{
        locale: string;
        data: { code: string };
        attachments: { contentType: string; content: string }[];
      }>(
        `select locale, data, attachments from email_outbox where "to" = $1 and template = 'gift_card'`,
        [names.email],
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]!.locale).toBe(locale);
      expect(mails[0]!.attachments[0]!.contentType).toBe('application/pdf');
      expect(
        Buffer.from(mails[0]!.attachments[0]!.content, 'base64').subarray(0, 5).toString(),
      ).toBe('%PDF-');
      const code = mails[0]!.data.code;

      // The balance check on the page says what is on it.
      await page.goto(href('cartes-cadeaux', null, locale));
      await waitForHydration(page, '[data-testid="gift-card-balance"] button[type="submit"]');
      await page.locator('[data-testid="gift-card-balance"] input[name="code"]').fill(code);
      await page.locator('[data-testid="gift-card-balance"] button[type="submit"]').click();
      await expect
        .poll(() => page.getByTestId('gift-card-balance-result').innerText())
        .toContain('75,00');

      // The code pays another order.
      await page.goto(href('p-slug', { slug: bootSlugs[locale] }, locale));
      await waitForHydration(page, '[data-testid="add-to-cart-form"]');
      await page.getByTestId('add-to-cart').click();
      await page.getByTestId('added-to-cart').waitFor();
      await page.goto(href('panier', null, locale));
      await waitForHydration(page, '[data-testid="promo-apply"]');
      await page.getByTestId('promo-input').fill(code);
      await page.getByTestId('promo-apply').click();
      await page.getByTestId('cart-gift-card').waitFor();
      await page.getByTestId('cart-order').click();
      await page.waitForURL((url) => url.pathname === href('panier-livraison', null, locale));
      await waitForHydration(page, '[data-testid="checkout-addresses"]');
      // The address billed last time; this cart is delivered there too.
      if ((await page.locator('[data-testid="checkout-addresses"] input:checked').count()) === 0)
        await page.locator('[data-testid="checkout-addresses"] label').first().click();
      await page
        .locator('[data-testid="delivery-option"][data-code="colissimo_home"] > label')
        .click();
      await expect.poll(() => page.getByTestId('checkout-continue').isEnabled()).toBe(true);
      await page.getByTestId('checkout-continue').click();
      const spent = await place(page, locale, null);
      const [order] = await server.database.query<{ status: string; payment_method: string }>(
        `select status, payment_method from orders where id = $1`,
        [spent],
      );
      expect(order).toEqual({ status: 'paid', payment_method: 'gift_card' });
      const [card] = await server.database.query<{ balance: number }>(
        `select balance_cents as balance from gift_cards where code = $1`,
        [code],
      );
      expect(card!.balance).toBeLessThan(7500);
      expect(problems.messages.filter((m) => !/status of 4\d\d/.test(m))).toEqual([]);
    });
  }

  it('fits a phone screen', async () => {
    const page = await signedInPage('fr', MOBILE);
    await page.goto(href('cartes-cadeaux', null, 'fr'));
    await waitForHydration(page, '[data-testid="gift-card-buy"] button[type="submit"]');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      MOBILE.width,
    );
    await screenshot(page, 'gift-card-purchase-fr-phone');
  });
});
