/**
 * The checkout in Chromium on the real app (SPEC §2, §4, §5, §8, §9): a visitor orders, is
 * sent to log in (or registers) and comes back to the delivery step, adds an address in the
 * form, picks Colissimo (totals follow without a reload), pays by bank transfer, accepts the
 * terms and places the order, landing on `/panier/confirmation?order={id}`. The same in English
 * with a relay point searched in another town; whole purchases by card in French and Spanish
 * (the offline gateway accepts, the confirmation page thanks, the account lists the order and
 * downloads its invoice); then a phone; then without JavaScript (plain form posts).
 * Screenshots of both steps, desktop and phone, go to test-results/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../src/modules/customers';
import type { Locale } from '../../src/shared/locale';
import { href } from '../../src/web/paths';
import { registration, frenchAccountUrls } from '../support/accounts';
import { launchBrowser, watchPage, type PageProblems, waitForHydration } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { fill, uniqueEmail } from './account-support';

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };
const SCREENSHOTS = 'test-results/screenshots';
const PASSWORD = 'Sellerie1!';

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
/** Product slugs per locale: every variant in stock, a light parcel (Colissimo, relay). */
let slugs: Record<Locale, string>;
/** France's id: the address form's country (the browser's language may suggest another). */
let france: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  mkdirSync(SCREENSHOTS, { recursive: true });
  const [row] = await server.database.query<{ id: number }>(
    `select p.id
       from products p
       join product_listing pl on pl.product_id = p.id and pl.is_active
      where p.is_active
        and not exists (select 1 from variants v
                         where v.product_id = p.id
                           and (not v.is_active or v.out_of_stock_status <> 'stock'
                                or v.weight_grams not between 100 and 3000))
      order by p.id
      limit 1`,
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
  await server.database.query(
    `update variants set quantity_available = 500 where product_id = $1`,
    [row!.id],
  );
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function newPage(
  options: { javaScript?: boolean; locale?: string; viewport?: typeof DESKTOP } = {},
): Promise<{ page: Page; problems: PageProblems }> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: options.viewport ?? DESKTOP,
    locale: options.locale ?? 'fr-FR',
    javaScriptEnabled: options.javaScript ?? true,
    reducedMotion: 'reduce',
  });
  contexts.push(context);
  await context.addCookies([
    { name: 'accept_cookies', value: 'true', url: server.url },
    { name: 'fonctionnal_cookies', value: 'false', url: server.url },
    { name: 'publicity_cookies', value: 'false', url: server.url },
  ]);
  const page = await context.newPage();
  return { page, problems: watchPage(page) };
}

/** A customer created directly (the French test registers through the form instead). */
async function newCustomer(): Promise<string> {
  const email = uniqueEmail('checkout');
  await register(
    {
      db: server.database.db,
      now: () => new Date(),
      urls: frenchAccountUrls(server.url),
    },
    { ...registration({ email, password: PASSWORD }), newsletter: false } as never,
    { locale: 'fr', countryIso: 'FR' },
  );
  return email;
}

/** Adds the product from its page, then "Order" on the cart page. */
async function orderFromCart(page: Page, locale: Locale, javaScript = true) {
  await page.goto(href('p-slug', { slug: slugs[locale] }, locale));
  if (javaScript) {
    await waitForHydration(page, '[data-testid="add-to-cart-form"]');
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('added-to-cart').waitFor();
    await page.goto(href('panier', null, locale));
  } else {
    await Promise.all([
      page.waitForURL(/\/(panier|cart)$/),
      page.getByTestId('add-to-cart').click(),
    ]);
  }
  await page.getByTestId('cart-order').click();
}

async function logIn(page: Page, email: string) {
  await fill(page, 'main form', { email, password: PASSWORD });
  await page.locator('main form button[type="submit"]').first().click();
}

/**
 * A registered customer orders from the cart, is sent to log in, logs in and lands on the
 * delivery step of `locale` (hydrated when JavaScript runs).
 */
async function customerAtDelivery(
  locale: Locale,
  options: Parameters<typeof newPage>[0] = {},
): Promise<{ page: Page; problems: PageProblems; email: string }> {
  const email = await newCustomer();
  const opened = await newPage(options);
  const { page } = opened;
  const javaScript = options.javaScript ?? true;
  await orderFromCart(page, locale, javaScript);
  await page.waitForURL((url) => url.pathname === href('connexion', null, locale));
  await logIn(page, email);
  await page.waitForURL((url) => url.pathname === href('panier-livraison', null, locale));
  if (javaScript)
    await waitForHydration(page, '[data-testid="address-form"] button[type="submit"]');
  return { ...opened, email };
}

async function addAddress(page: Page, values: Record<string, string>) {
  const form = '[data-testid="address-form"]';
  await page.locator(form).waitFor();
  await fill(page, form, { country_id: france, ...values });
  await page.locator(`${form} button[type="submit"]`).click();
  await page.locator('[data-testid="checkout-addresses"] input:checked').waitFor();
}

const option = (page: Page, testId: string, code: string) =>
  page.locator(`[data-testid="${testId}"][data-code="${code}"] > label`);

/** The place-order request lands on the confirmation page of the locale, `?order={id}`. */
function confirmationRequest(page: Page, locale: Locale): Promise<Request> {
  const path = href('panier-confirmation', null, locale);
  return page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname.replace(/\.data$/, '') === path && url.searchParams.has('order');
  });
}

async function placedOrder(request: Request) {
  const id = Number(new URL(request.url()).searchParams.get('order'));
  const [order] = await server.database.query<{
    number: string | null;
    payment_method: string;
    relay_point: { id: string } | null;
  }>(`select number, payment_method, relay_point from orders where id = $1`, [id]);
  return order!;
}

/** The page from its top (the header back in place), then the whole page. */
async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-full.png`, fullPage: true });
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page: page as never })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

const sameDocument = {
  mark: (page: Page) =>
    page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    }),
  kept: (page: Page) =>
    page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true),
};

/**
 * From the delivery step (address chosen): Colissimo, the card, the terms, "Place the order";
 * the shopper is sent to the offline gateway, which accepts; back on the confirmation page
 * the order is paid. Returns the order number shown there.
 */
async function payByCard(page: Page, locale: Locale): Promise<string> {
  await option(page, 'delivery-option', 'colissimo_home').click();
  await expect.poll(() => page.getByTestId('checkout-continue').isEnabled()).toBe(true);
  await page.getByTestId('checkout-continue').click();
  await page.waitForURL((url) => url.pathname === href('panier-paiement', null, locale));
  await waitForHydration(page, '[data-testid="checkout-place"]');
  const card = page.locator(
    '[data-testid="payment-option"]:is([data-code="monetico"], [data-code="paybox"]) > label',
  );
  await card.click();
  await page.getByTestId('checkout-terms').check();
  await page.getByTestId('checkout-place').click();
  // Placed: the card gateway's page at once (a whole-document redirect).
  await page.waitForURL('**/paiement/test?**');
  await page.getByTestId('offline-pay').click();
  const confirmation = href('panier-confirmation', null, locale);
  await page.waitForURL((url) => url.pathname === confirmation && url.searchParams.has('order'));
  await expect
    .poll(() => page.getByTestId('confirmation').getAttribute('data-state'))
    .toBe('confirmed');
  const id = Number(new URL(page.url()).searchParams.get('order'));
  const [order] = await server.database.query<{
    number: string;
    payment_method: string;
    status: string;
  }>(`select number, payment_method, status from orders where id = $1`, [id]);
  expect(order!.payment_method).toMatch(/^(monetico|paybox)$/);
  expect(order!.status).toBe('paid');
  const shown = await page.getByTestId('order-number').innerText();
  expect(shown).toContain(order!.number);
  return order!.number;
}

/** My orders lists it; its page links the invoice, a PDF only its owner downloads. */
async function expectOrderAndInvoice(page: Page, locale: Locale, number: string, label: string) {
  await page.goto(href('compte-orders', null, locale));
  const row = page.getByTestId('order-row').filter({ hasText: number });
  await row.getByRole('link', { name: number, exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith(href('compte-orders', null, locale)));
  await page.getByTestId('order-detail').waitFor();
  const invoice = page.getByTestId('invoice-link');
  expect(await invoice.innerText()).toMatch(new RegExp(`^${label} \\S+ \\(PDF\\)$`));
  const pdf = await page.request.get((await invoice.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // Another visitor (no session) is refused the same file.
  const stranger = await browser.newContext({ baseURL: server.url });
  contexts.push(stranger);
  const refused = await stranger.request.get((await invoice.getAttribute('href'))!);
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  expect(refused.status()).toBeLessThan(500);
}

describe('checkout with JavaScript', () => {
  it('registers on the way, adds an address, Colissimo, bank transfer, places the order', async () => {
    const { page, problems } = await newPage();
    await orderFromCart(page, 'fr');
    // A visitor: the login page, which leads to the registration, both back to the step.
    await page.waitForURL((url) => url.pathname === '/connexion');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/panier/livraison');
    await page.locator('.auth-switch a').click();
    await page.waitForURL((url) => url.pathname === '/inscription');
    await fill(page, 'main form', {
      firstname: 'Camille',
      lastname: 'Martin',
      email: uniqueEmail('checkout-fr'),
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    await page.locator('input[name="accept_terms"]').check();
    await page.locator('input[name="accept_privacy"]').check();
    await page.locator('main form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/panier/livraison');

    // No address yet: the form is open; the mobile phone is required.
    await waitForHydration(page, '[data-testid="address-form"] button[type="submit"]');
    expect(
      await page.getByTestId('checkout-steps').locator('[aria-current="step"]').innerText(),
    ).toContain('Livraison');
    expect(await page.getByTestId('checkout-shipping').innerText()).toBe('À choisir');
    await addAddress(page, {
      name: 'Maison',
      address: '12 rue de la République',
      post_code: '69002',
      city: 'Lyon',
      phone: '06 12 34 56 78',
    });
    expect(await page.getByTestId('checkout-addresses').innerText()).toContain('69002 Lyon');
    await page.getByTestId('delivery-options').waitFor();
    expect(await page.getByTestId('express-promise').innerText()).toMatch(
      /^Commandez avant .*12:00 et recevez votre colis le .+\.$/,
    );
    expect(await page.getByTestId('store-hours').innerText()).toContain('08:00–12:00');

    // Colissimo: saved at once, the summary follows without a reload.
    await sameDocument.mark(page);
    const home = option(page, 'delivery-option', 'colissimo_home');
    const price = await home.getByTestId('delivery-option-price').innerText();
    await home.click();
    await expect.poll(() => page.getByTestId('checkout-shipping').innerText()).toBe(price);
    expect(await sameDocument.kept(page)).toBe(true);
    await screenshot(page, 'checkout-delivery-desktop');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByTestId('checkout-continue').click();
    await page.waitForURL((url) => url.pathname === '/panier/paiement');
    await waitForHydration(page, '[data-testid="checkout-place"]');
    expect(await sameDocument.kept(page)).toBe(true);
    expect(await page.getByTestId('checkout-recap').innerText()).toContain('Colissimo');
    const labels = await page.getByTestId('payment-options').innerText();
    for (const label of ['Carte bancaire', 'PayPal', 'Virement bancaire', 'Chèque']) {
      expect(labels).toContain(label);
    }

    // Bank transfer; the terms first: refused without them, said by the box.
    await option(page, 'payment-option', 'transfer').click();
    await page.getByTestId('checkout-instructions').fill('Sonner deux fois');
    await page.getByTestId('checkout-place').click();
    await expect
      .poll(() => page.locator('.checkout-place .field-error').innerText())
      .toBe('Vous devez accepter les conditions générales de vente.');
    await screenshot(page, 'checkout-payment-desktop');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('checkout-terms').check();
    const request = confirmationRequest(page, 'fr');
    await page.getByTestId('checkout-place').click();
    const order = await placedOrder(await request);
    expect(order.number).toMatch(/^\d{4}-\d{6}$/);
    expect(order.payment_method).toBe('transfer');
    const expected = /Failed to load resource: the server responded with a status of 422/;
    expect(problems.messages.filter((m) => !expected.test(m))).toEqual([]);
  });

  it('in English: logs in, a relay point found in another town, then pays by transfer', async () => {
    const { page, problems } = await customerAtDelivery('en', { locale: 'en-GB' });
    expect(await page.locator('h1').innerText()).toBe('Delivery');
    await addAddress(page, {
      name: 'Home',
      address: '3 rue Victor Hugo',
      post_code: '33000',
      city: 'Bordeaux',
      phone: '06 11 22 33 44',
    });
    await sameDocument.mark(page);
    await option(page, 'delivery-option', 'mondial_relay').click();
    const panel = page.getByTestId('relay-panel');
    await panel.waitFor({ state: 'visible' });
    expect(await panel.getByTestId('relay-point').first().innerText()).toContain('33000 Bordeaux');
    // Nothing saved before a point is chosen.
    expect(await page.getByTestId('checkout-shipping').innerText()).toBe('To be chosen');
    await panel.getByTestId('relay-post-code').fill('75002');
    await panel.getByTestId('relay-city').fill('Paris');
    await panel.getByTestId('relay-search').click();
    await page.waitForURL((url) => url.searchParams.get('relay_city') === 'Paris');
    await expect
      .poll(() => panel.getByTestId('relay-point').first().innerText())
      .toContain('75002 Paris');
    const point = panel.getByTestId('relay-point').nth(1);
    const pointName = await point.locator('strong').innerText();
    expect(await point.innerText()).toMatch(/away/);
    await point.click();
    await expect
      .poll(() => page.getByTestId('checkout-shipping').innerText())
      .not.toBe('To be chosen');
    expect(await sameDocument.kept(page)).toBe(true);
    expect(await point.locator('input').isChecked()).toBe(true);
    await screenshot(page, 'checkout-relay-desktop');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByTestId('checkout-continue').click();
    await page.waitForURL((url) => url.pathname === '/en/cart/payment');
    await waitForHydration(page, '[data-testid="checkout-place"]');
    expect(await page.getByTestId('checkout-recap').innerText()).toContain(pointName);
    await option(page, 'payment-option', 'transfer').click();
    await page.getByTestId('checkout-terms').check();
    const request = confirmationRequest(page, 'en');
    await page.getByTestId('checkout-place').click();
    const order = await placedOrder(await request);
    expect(order.payment_method).toBe('transfer');
    expect(order.relay_point?.id).toMatch(/^DEMO-FR-75002-/);
    expect(problems.messages).toEqual([]);
  });

  it('in French: pays by card at the gateway, is thanked, finds the order and its invoice in the account', async () => {
    const { page, problems } = await customerAtDelivery('fr');
    await addAddress(page, {
      name: 'Atelier',
      address: '8 place Bellecour',
      post_code: '69002',
      city: 'Lyon',
      phone: '06 98 76 54 32',
    });
    const number = await payByCard(page, 'fr');
    expect(await page.getByTestId('confirmation-title').innerText()).toBe(
      'Merci pour votre commande !',
    );
    await expectOrderAndInvoice(page, 'fr', number, 'Facture');
    expect(problems.messages).toEqual([]);
  });

  it('en español: the whole purchase by card, the thanks and the invoice in Spanish', async () => {
    const { page, problems } = await customerAtDelivery('es', { locale: 'es-ES' });
    expect(await page.locator('h1').innerText()).toBe('Entrega');
    await addAddress(page, {
      name: 'Casa',
      address: '5 avenue Jean Médecin',
      post_code: '06000',
      city: 'Nice',
      phone: '06 55 44 33 22',
    });
    const number = await payByCard(page, 'es');
    expect(await page.getByTestId('confirmation-title').innerText()).toBe(
      '¡Gracias por su pedido!',
    );
    await expectOrderAndInvoice(page, 'es', number, 'Factura');
    expect(problems.messages).toEqual([]);
  });

  it('on a phone: both steps fit the screen', async () => {
    const { page, problems } = await customerAtDelivery('fr', { viewport: MOBILE });
    await addAddress(page, {
      name: 'Maison',
      address: '8 avenue Jean Jaurès',
      post_code: '31000',
      city: 'Toulouse',
      phone: '06 98 76 54 32',
    });
    await option(page, 'delivery-option', 'mondial_relay').click();
    await page.getByTestId('relay-point').first().click();
    await expect
      .poll(() => page.getByTestId('checkout-shipping').innerText())
      .not.toBe('À choisir');
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'checkout-delivery-mobile');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('checkout-continue').click();
    await page.waitForURL((url) => url.pathname === '/panier/paiement');
    await waitForHydration(page, '[data-testid="checkout-place"]');
    await option(page, 'payment-option', 'monetico').click();
    expect(await width()).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'checkout-payment-mobile');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.messages).toEqual([]);
  });
});

describe('checkout without JavaScript', () => {
  it('logs in, adds an address, Colissimo and pays by transfer with plain form posts', async () => {
    const { page, email } = await customerAtDelivery('fr', { javaScript: false });
    // A refused address says why, by its field, and keeps what was typed.
    await fill(page, '[data-testid="address-form"]', {
      country_id: france,
      name: 'Maison',
      address: '1 place du Marché',
      post_code: '44000',
      city: 'Nantes',
      phone: '02 40 00 00 00',
    });
    await Promise.all([
      page.waitForLoadState('load'),
      page.locator('[data-testid="address-form"] button[type="submit"]').click(),
    ]);
    await expect
      .poll(() => page.locator('[data-testid="address-form"] .field-error').innerText())
      .toBe("Ce numéro de téléphone mobile n'est pas valide pour le pays choisi.");
    expect(await page.locator('[data-testid="address-form"] [name="city"]').inputValue()).toBe(
      'Nantes',
    );
    await addAddress(page, { phone: '06 40 00 00 00' });

    // Tick Colissimo and "Continue to payment": one post.
    await page.locator('[data-code="colissimo_home"] input[name="range_id"]').check();
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/panier/paiement'),
      page.getByTestId('checkout-continue').click(),
    ]);
    expect(await page.getByTestId('checkout-shipping').innerText()).not.toBe('À choisir');
    expect(await page.getByTestId('checkout-recap').innerText()).toContain('Colissimo');

    // A refused promo code, then the order.
    await page.getByTestId('promo-input').fill('NOPE');
    await Promise.all([page.waitForLoadState('load'), page.getByTestId('promo-apply').click()]);
    await expect
      .poll(() => page.getByTestId('promo-error').innerText())
      .toBe("Ce code n'existe pas.");
    await page.locator('[data-code="transfer"] input[name="payment_method"]').check();
    await page.getByTestId('checkout-terms').check();
    const request = confirmationRequest(page, 'fr');
    await page.getByTestId('checkout-place').click();
    const order = await placedOrder(await request);
    expect(order.number).toMatch(/^\d{4}-\d{6}$/);
    expect(order.payment_method).toBe('transfer');
    const [{ left }] = (await server.database.query<{ left: number }>(
      `select count(*)::int as left from orders o
         join users u on u.id = o.user_id
        where u.email = $1 and o.status = 'not_ordered'`,
      [email],
    )) as [{ left: number }];
    expect(left).toBe(0);
  });
});

describe('workshop fitting (SPEC §5)', () => {
  it('a fitted product is refused in Corsica with both ways out; a mainland address goes on', async () => {
    const [fitted] = await server.database.query<{ slug: string; id: number }>(
      `select t.slug, p.id from products p
         join product_translations t on t.product_id = p.id and t.locale = 'fr'
         join product_listing pl on pl.product_id = p.id and pl.is_active
        where p.is_active and p.assembly_price_ht_cents is not null
          and not exists (select 1 from variants v where v.product_id = p.id
                           and (not v.is_active or v.out_of_stock_status <> 'stock'))
        order by p.id limit 1`,
    );
    await server.database.query(
      `update variants set quantity_available = 500 where product_id = $1`,
      [fitted!.id],
    );
    const email = await newCustomer();
    const { page, problems } = await newPage();
    await page.goto(href('p-slug', { slug: fitted!.slug }, 'fr'));
    await waitForHydration(page, '[data-testid="add-to-cart-form"]');
    const choice = page.getByTestId('assembly-option');
    expect(await choice.innerText()).toMatch(/^Montage en atelier \(\+.+ TTC par unité\)/);
    await choice.locator('input').check();
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('added-to-cart').waitFor();
    expect(await page.getByTestId('added-assembly').innerText()).toMatch(
      /^Montage en atelier : .+ TTC par unité$/,
    );
    await page.goto('/panier');
    expect(await page.getByTestId('cart-line-assembly-price').innerText()).toContain(
      'Montage en atelier',
    );
    expect(await page.getByTestId('cart-summary').innerText()).toContain('dont montage en atelier');
    await page.getByTestId('cart-order').click();
    await page.waitForURL((url) => url.pathname === '/connexion');
    await logIn(page, email);
    await page.waitForURL((url) => url.pathname === '/panier/livraison');
    await waitForHydration(page, '[data-testid="address-form"] button[type="submit"]');

    await addAddress(page, {
      name: 'Corse',
      address: '4 cours Napoléon',
      post_code: '20000',
      city: 'Ajaccio',
      phone: '06 12 34 56 78',
    });
    const refused = page.getByTestId('fitting-refused');
    await refused.waitFor();
    expect(await refused.innerText()).toContain(
      "Le montage en atelier n'est possible que pour une livraison en France métropolitaine ou au Portugal continental : changez d'adresse ou retirez le produit.",
    );
    expect(await page.getByTestId('fitting-remove').count()).toBe(1);
    expect(await page.getByTestId('fitting-remove-product').count()).toBe(1);
    expect(await page.getByTestId('delivery-options').count()).toBe(0);
    await screenshot(page, 'checkout-fitting-refused');
    expect(await axeViolations(page)).toEqual([]);

    // Another address, in mainland France: the deliveries are offered.
    await refused.getByRole('link').click();
    await waitForHydration(page, '[data-testid="address-form"] button[type="submit"]');
    await addAddress(page, {
      name: 'Maison',
      address: '12 rue de la République',
      post_code: '69002',
      city: 'Lyon',
      phone: '06 12 34 56 78',
    });
    await page.getByTestId('delivery-options').waitFor();
    expect(await page.getByTestId('fitting-refused').count()).toBe(0);
    // And on to the payment step, the fitting still in the order.
    await option(page, 'delivery-option', 'colissimo_home').click();
    await expect
      .poll(() => page.getByTestId('checkout-shipping').innerText())
      .not.toBe('À choisir');
    await page.getByTestId('checkout-continue').click();
    await page.waitForURL((url) => url.pathname === '/panier/paiement');
    expect(await page.getByTestId('checkout-assembly-total').count()).toBe(1);
    expect(problems.messages).toEqual([]);
  });
});
