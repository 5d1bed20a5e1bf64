/**
 * The PRO customer's whole path in Chromium (decisions 047 and 048), in French and in German:
 * register as a professional, fill the company, send a document dated today, a staff member
 * approves it in the back office; the customer then reads HT prices and the quantity-tier table
 * on a product page, orders enough units for a tier, applies a PRO-only code, pays by card at
 * the offline gateway and downloads the invoice. The French company's invoice carries 20 % VAT;
 * the German company (VAT number confirmed by VIES, delivered in Germany) gets the intra-EU
 * reverse charge: 0 % VAT and the mention, in French and in German, with its VAT number.
 * Screenshots go to test-results/screenshots/pro-journey-*.png.
 */
import { mkdirSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parisDay } from '../../src/modules/customers/company.rules';
import { pdfText } from '../../src/modules/invoices/invoice-pdf.templates';
import type { Locale } from '../../src/shared/locale';
import { formatPrice } from '../../src/shared/money';
import { href } from '../../src/web/paths';
import {
  clickUntilSubmitted,
  launchBrowser,
  waitForHydration,
  watchPage,
} from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { signedInContext } from '../support/signed-in-browser';
import { fill, uniqueEmail } from './account-support';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const SCREENSHOTS = 'test-results/screenshots';
const PASSWORD = 'Sellerie1!';
const CODE = 'PROJOURNEY10';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
/** The tiers set on the product: 3 % from 5 units, 5 % from 10. The test orders 5. */
const QUANTITY = 5;
const TIER_PERCENT = 3;

/** What the product page says, by language. */
const WORDS = {
  fr: { price: 'Prix HT', from5: 'À partir de 5 unités', ht: 'HT' },
  de: { price: 'Nettopreis (exkl. MwSt.)', from5: 'Ab 5 Stück', ht: 'netto' },
};

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let slugs: Record<Locale, string>;
let unitHtCents: number;
let countryIds: Record<'FR' | 'DE', string>;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  mkdirSync(SCREENSHOTS, { recursive: true });
  // One variant sold from stock, light enough for a parcel of several, no discount nor deal.
  const [row] = await server.database.query<{ id: number; price_ht_cents: number }>(
    `select p.id, min(v.price_ht_cents)::int as price_ht_cents
       from products p
       join product_listing pl on pl.product_id = p.id and pl.is_active
       join variants v on v.product_id = p.id
      where p.is_active
        and not exists (select 1 from variants w where w.product_id = p.id
                         and (not w.is_active or w.out_of_stock_status <> 'stock'
                              or w.discount_percent > 0
                              or w.weight_grams not between 100 and 2000))
        and not exists (select 1 from deals d where d.product_id = p.id)
        and (select count(*) from product_translations t where t.product_id = p.id) = 6
      group by p.id
      having count(distinct v.id) = 1
      order by p.id limit 1`,
  );
  unitHtCents = row!.price_ht_cents;
  const translations = await server.database.query<{ locale: Locale; slug: string }>(
    `select locale, slug from product_translations where product_id = $1`,
    [row!.id],
  );
  slugs = Object.fromEntries(translations.map((t) => [t.locale, t.slug])) as typeof slugs;
  const countries = await server.database.query<{ id: number; iso: 'FR' | 'DE' }>(
    `select id, iso from countries where iso in ('FR', 'DE')`,
  );
  countryIds = Object.fromEntries(countries.map((c) => [c.iso, String(c.id)])) as typeof countryIds;
  await server.database.query(
    `update variants set quantity_available = 500 where product_id = $1`,
    [row!.id],
  );
  await server.database.query(
    `insert into pro_quantity_tiers (product_id, min_quantity, percent)
     values ($1, 5, ${TIER_PERCENT}), ($1, 10, 5)`,
    [row!.id],
  );
  await server.database.query(
    `insert into promo_codes (code, name, value_percent, is_pro_only)
     values ('${CODE}', '{"fr":"Code atelier","de":"Werkstatt-Code"}', 10, true)`,
  );
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function newContext(locale: string, viewport = DESKTOP): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport,
    locale,
    reducedMotion: 'reduce',
  });
  contexts.push(context);
  await context.addCookies([
    { name: 'accept_cookies', value: 'true', url: server.url },
    { name: 'fonctionnal_cookies', value: 'false', url: server.url },
    { name: 'publicity_cookies', value: 'false', url: server.url },
  ]);
  return context;
}

async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SCREENSHOTS}/pro-journey-${name}.png`, fullPage: true });
}

interface Company {
  locale: Locale;
  firstname: string;
  lastname: string;
  name: string;
  siret: string;
  vatNumber: string;
  country: 'FR' | 'DE';
  street: string;
  postCode: string;
  city: string;
  phone: string;
}

/** Registration as a professional, the company, a PDF dated today: the company is pending. */
async function becomePro(page: Page, company: Company, email: string) {
  const { locale } = company;
  await page.goto(href('inscription', null, locale));
  await waitForHydration(page);
  await fill(page, 'main form', {
    firstname: company.firstname,
    lastname: company.lastname,
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    company: company.name,
  });
  await page.locator('input[name="professional"]').check();
  await page.locator('input[name="accept_terms"]').check();
  await page.locator('input[name="accept_privacy"]').check();
  await page.locator('main form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === href('compte-professional', null, locale));
  await waitForHydration(page);
  expect(await page.getByTestId('company-status').getAttribute('data-status')).toBe('to_complete');

  await fill(page, '[data-testid="company-form"]', {
    activity: 'Sellerie automobile',
    siret: company.siret,
    vat_number: company.vatNumber,
    billing_address: company.street,
    billing_post_code: company.postCode,
    billing_city: company.city,
    billing_country_id: countryIds[company.country],
  });
  await page.locator('[data-testid="company-form"] button[type="submit"]').click();
  await page.locator('[data-testid="company-form"] .form-alert-success').waitFor();
  await expect.poll(() => page.getByTestId('vat-check').innerText()).toContain('VIES');

  await page.getByTestId('document-form').waitFor();
  await page.locator('input[name="file"]').setInputFiles({
    name: 'extrait.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await page.locator('input[name="issued_on"]').fill(parisDay(new Date()));
  await page.locator('[data-testid="document-form"] button[type="submit"]').click();
  await expect
    .poll(() => page.getByTestId('company-status').getAttribute('data-status'))
    .toBe('pending');
}

/** A staff member approves the company from the queue; the customer's account shows it. */
async function staffApproves(email: string) {
  const { context } = await signedInContext(browser, server, {
    email: uniqueEmail('staff'),
    role: 'staff',
    viewport: DESKTOP,
  });
  contexts.push(context);
  const admin = await context.newPage();
  await admin.goto('/admin/professionnels');
  await waitForHydration(admin);
  const card = admin.getByTestId('company-card').filter({ hasText: email });
  await card.waitFor();
  expect(await card.getByTestId('company-vies').innerText()).toContain('valide selon VIES');
  // The document's PDF viewer can swallow a click made while it starts (clickUntilSubmitted).
  await clickUntilSubmitted(admin, card.getByTestId('company-approve'));
  await admin.getByTestId('company-done').waitFor();
  await context.close();
}

/** "1 234,56 €" or "1.234,56 €" → 123456 cents. */
const cents = (text: string | null) =>
  Math.round(Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.')) * 100);

/**
 * The product page: HT price and tier table (also screenshotted on a phone), then the tier's
 * quantity into the cart and the PRO-only code applied there. Returns the tier's unit price.
 */
async function orderWithTierAndCode(page: Page, locale: Locale, name: string, vatPercent: number) {
  const productPath = href('p-slug', { slug: slugs[locale] }, locale);
  await page.goto(productPath);
  await waitForHydration(page, '[data-testid="add-to-cart-form"]');
  expect(cents(await page.getByTestId('product-price').innerText())).toBe(unitHtCents);
  const words = WORDS[locale as 'fr' | 'de'];
  expect(await page.getByTestId('product-price-block').innerText()).toContain(words.price);
  const tiers = await page.getByTestId('pro-tiers').innerText();
  expect(tiers).toContain(words.from5);
  expect(tiers).toContain(`-${TIER_PERCENT} % ${words.ht}`);
  expect(tiers).toContain(`-5 % ${words.ht}`);
  await screenshot(page, `${name}-product-desktop`);

  const phone = await (await newContext(locale === 'fr' ? 'fr-FR' : 'de-DE', PHONE)).newPage();
  await phone.context().addCookies(await page.context().cookies());
  await phone.goto(productPath);
  await phone.getByTestId('pro-tiers').scrollIntoViewIfNeeded();
  await phone.screenshot({ path: `${SCREENSHOTS}/pro-journey-${name}-product-phone.png` });
  await phone.close();

  await page.locator('#product-quantity').fill(String(QUANTITY));
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('added-to-cart').waitFor({ state: 'visible' });

  await page.goto(href('panier', null, locale));
  await waitForHydration(page);
  const line = page.getByTestId('cart-line').first();
  expect(await line.getByTestId('cart-line-tier').innerText()).toContain(`-${TIER_PERCENT}`);
  const unit = unitHtCents - Math.round((unitHtCents * TIER_PERCENT) / 100);
  expect(cents(await line.getByTestId('cart-line-unit-price').innerText())).toBe(unit);
  await page.getByTestId('promo-input').fill(CODE);
  await page.getByTestId('promo-apply').click();
  await page.getByTestId('promo-current').waitFor({ state: 'visible' });
  await expect
    .poll(async () => cents(await page.getByTestId('cart-promo').innerText()))
    .toBe(Math.round((unit * QUANTITY) / 10));
  // Before any address the cart reads the visitor's country: the German company already sees
  // the 0 % it will pay, the French one 20 %; the total to pay adds up either way.
  const totalHt = cents(await page.getByTestId('cart-total-ht').innerText());
  const vat = cents(await page.getByTestId('cart-vat-amount').innerText());
  expect(vat).toBe(Math.round((totalHt * vatPercent) / 100));
  expect(cents(await page.getByTestId('cart-total').innerText())).toBe(totalHt + vat);
  // The shipping row's label stays whole beside its sentence (one line box).
  const shippingLabelLines = await page.locator('.cart-totals-shipping dt').evaluate((dt) => {
    const range = document.createRange();
    range.selectNodeContents(dt);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  expect(shippingLabelLines).toBe(1);
  await screenshot(page, `${name}-cart`);
  return unit;
}

/** The delivery address, Colissimo, the card at the offline gateway: a paid order. */
async function checkout(page: Page, company: Company): Promise<number> {
  const { locale } = company;
  await page.getByTestId('cart-order').click();
  await page.waitForURL((url) => url.pathname === href('panier-livraison', null, locale));
  const form = '[data-testid="address-form"]';
  await waitForHydration(page, `${form} button[type="submit"]`);
  await fill(page, form, {
    country_id: countryIds[company.country],
    name: company.name,
    address: company.street,
    post_code: company.postCode,
    city: company.city,
    phone: company.phone,
  });
  await page.locator(`${form} button[type="submit"]`).click();
  await page.locator('[data-testid="checkout-addresses"] input:checked').waitFor();
  await page.locator('[data-testid="delivery-option"][data-code="colissimo_home"] > label').click();
  await expect.poll(() => page.getByTestId('checkout-continue').isEnabled()).toBe(true);
  await page.getByTestId('checkout-continue').click();
  await page.waitForURL((url) => url.pathname === href('panier-paiement', null, locale));
  await waitForHydration(page, '[data-testid="checkout-place"]');
  await screenshot(page, `${company.locale}-payment`);
  await page
    .locator(
      '[data-testid="payment-option"]:is([data-code="monetico"], [data-code="paybox"]) > label',
    )
    .click();
  await page.getByTestId('checkout-terms').check();
  await page.getByTestId('checkout-place').click();
  await page.waitForURL('**/paiement/test?**');
  await page.getByTestId('offline-pay').click();
  const confirmation = href('panier-confirmation', null, locale);
  await page.waitForURL((url) => url.pathname === confirmation && url.searchParams.has('order'));
  await expect
    .poll(() => page.getByTestId('confirmation').getAttribute('data-state'))
    .toBe('confirmed');
  await screenshot(page, `${company.locale}-confirmation`);
  return Number(new URL(page.url()).searchParams.get('order'));
}

/** The text pdfkit draws (WinAnsi hex strings in TJ arrays), its content streams inflated. */
const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x92: '’', 0x96: '–', 0x97: '—' };
function pdfLines(pdf: Buffer): string[] {
  const streams: string[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('stream\n', at);
    if (start < 0) break;
    const end = pdf.indexOf('\nendstream', start);
    try {
      streams.push(inflateSync(pdf.subarray(start + 7, end)).toString('latin1'));
    } catch {
      // Not a Flate stream (metadata, images): no drawn text in it.
    }
    at = end + 10;
  }
  const decode = (hex: string) =>
    Array.from(Buffer.from(hex, 'hex'), (b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join('');
  return [...streams.join('\n').matchAll(/\[([^\]]*)\]\s*TJ/g)].map((m) =>
    [...m[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => decode(h[1]!)).join(''),
  );
}

const money = (value: number) => pdfText(formatPrice(value));

/** The order's page in the account links its invoice: downloaded, its text and totals read. */
async function invoiceOf(page: Page, locale: Locale, orderId: number) {
  const [order] = await server.database.query<{
    number: string;
    status: string;
    vat_rate_bp: number;
    vat_country: string;
  }>(`select number, status, vat_rate_bp, vat_country from orders where id = $1`, [orderId]);
  expect(order!.status).toBe('paid');
  await page.goto(href('compte-orders', null, locale));
  const row = page.getByTestId('order-row').filter({ hasText: order!.number });
  await row.getByRole('link', { name: order!.number, exact: true }).click();
  await page.getByTestId('order-detail').waitFor();
  const link = page.getByTestId('invoice-link');
  await link.waitFor();
  await screenshot(page, `${locale}-order`);
  const pdf = await page.request.get((await link.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  const lines = pdfLines(await pdf.body());
  // The totals come last (the table's header has a "Total HT" too): the last match.
  const lastIndex = (test: (line: string) => boolean) =>
    lines.reduce((found, line, i) => (test(line) ? i : found), -1);
  const after = (label: string) => {
    const index = lastIndex((l) => l.startsWith(label));
    expect(index, label).toBeGreaterThanOrEqual(0);
    return cents(lines[index + 1]!);
  };
  return {
    order: order!,
    lines,
    text: lines.join(' ').replace(/\s+/g, ' '),
    after,
    lastIndex,
  };
}

/** What every PRO invoice shows: the tier's unit price, HT lines, the code, sums to the cent. */
function expectProInvoice(
  invoice: Awaited<ReturnType<typeof invoiceOf>>,
  unit: number,
  company: Company,
) {
  const { lines, after, lastIndex } = invoice;
  expect(invoice.text).toContain(company.name);
  expect(invoice.text).toContain(`N° TVA intracommunautaire : ${company.vatNumber}`);
  expect(lines).toContain('PU HT');
  expect(lines).toContain(String(QUANTITY));
  expect(lines).toContain(money(unit));
  expect(lines).toContain(money(unit * QUANTITY));
  const products = after('Total articles HT');
  expect(products).toBe(unit * QUANTITY);
  const promo = after('Remise code promo (10 %)');
  expect(promo).toBe(-Math.round((unit * QUANTITY) / 10));
  const shipping = after('Livraison');
  const totalHt = after('Total HT');
  expect(totalHt).toBe(products + promo + shipping);
  const vatLine = lastIndex((l) => l.startsWith('TVA ') && l.includes(' sur '));
  const vat = vatLine < 0 ? 0 : cents(lines[vatLine + 1]!);
  expect(after('Total TTC')).toBe(totalHt + vat);
  return { vatLabel: vatLine < 0 ? null : lines[vatLine]!, totalHt, vat };
}

describe('the PRO customer path', () => {
  it('in French: becomes PRO, is approved, orders with a tier and a PRO code, 20 % VAT', async () => {
    const company: Company = {
      locale: 'fr',
      firstname: 'Camille',
      lastname: 'Martin',
      name: 'Sellerie Martin',
      siret: '73282932000074',
      vatNumber: 'FR40303265045',
      country: 'FR',
      street: '1 rue de la Paix',
      postCode: '75002',
      city: 'Paris',
      phone: '06 12 34 56 78',
    };
    const email = uniqueEmail('pro-fr');
    const page = await (await newContext('fr-FR')).newPage();
    const problems = watchPage(page);
    await becomePro(page, company, email);
    await staffApproves(email);
    await page.reload();
    expect(await page.getByTestId('company-status').getAttribute('data-status')).toBe('verified');
    expect(await page.getByTestId('company-status').innerText()).toContain('Vérifié');

    const unit = await orderWithTierAndCode(page, 'fr', 'fr', 20);
    const orderId = await checkout(page, company);
    const invoice = await invoiceOf(page, 'fr', orderId);
    expect(invoice.order.vat_rate_bp).toBe(2000);
    const { vatLabel, totalHt, vat } = expectProInvoice(invoice, unit, company);
    expect(vatLabel).toContain('TVA 20 %');
    expect(vat).toBe(Math.round((totalHt * 20) / 100));
    expect(invoice.lines).toContain('20 %');
    expect(invoice.text).not.toContain('Autoliquidation');
    expect(invoice.text).toContain('N° TVA intracommunautaire : FR40303265045');
    expect(problems.messages.filter((m) => !/status of 422/.test(m))).toEqual([]);
  });

  it('in German: a German company with a VIES-valid number gets the reverse charge', async () => {
    const company: Company = {
      locale: 'de',
      firstname: 'Lena',
      lastname: 'Weber',
      name: 'Weber Sattlerei GmbH',
      siret: '',
      vatNumber: 'DE123456789',
      country: 'DE',
      street: 'Hauptstraße 1',
      postCode: '10115',
      city: 'Berlin',
      phone: '+49 151 12345678',
    };
    const email = uniqueEmail('pro-de');
    const page = await (await newContext('de-DE')).newPage();
    const problems = watchPage(page);
    await becomePro(page, company, email);
    await staffApproves(email);
    await page.reload();
    expect(await page.getByTestId('company-status').getAttribute('data-status')).toBe('verified');

    const unit = await orderWithTierAndCode(page, 'de', 'de', 0);
    const orderId = await checkout(page, company);
    const invoice = await invoiceOf(page, 'de', orderId);
    expect(invoice.order.vat_country).toBe('DE');
    expect(invoice.order.vat_rate_bp).toBe(0);
    const { vatLabel, vat } = expectProInvoice(invoice, unit, company);
    expect(vatLabel).toContain('TVA 0 %');
    expect(vat).toBe(0);
    expect(invoice.lines).toContain('Rechnung');
    expect(invoice.lines).toContain('0 %');
    expect(invoice.text).toContain('Autoliquidation — article 196 de la directive 2006/112/CE');
    expect(invoice.text).toContain(
      'Steuerschuldnerschaft des Leistungsempfängers — Artikel 196 der Richtlinie 2006/112/EG',
    );
    expect(invoice.text).toContain('N° TVA intracommunautaire : DE123456789');
    expect(problems.messages.filter((m) => !/status of 422/.test(m))).toEqual([]);
  });
});
