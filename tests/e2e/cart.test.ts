/**
 * The cart in Chromium on the real app (SPEC §2, §4, §8): adding from a product page opens the
 * added-to-cart modal (name, reference, items in the cart; keyboard: focus in, Escape, focus
 * back) and updates the header's count; the cart page changes quantities with − / + without a
 * reload, removes a line and shows the empty state; the same in English; without JavaScript
 * every form still works (post, redirect to the cart). A refused addition shows the SPEC §8
 * error popup. Screenshots of the modal and the cart, desktop and phone, go to
 * test-results/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSUMER_PRICES,
  getProductDetail,
  productDetailWire,
  type ProductDetailDto,
} from '../../src/modules/catalog';
import type { Locale } from '../../src/shared/locale';
import { href } from '../../src/web/paths';
import { launchBrowser, watchPage, type PageProblems, waitForHydration } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };
const SCREENSHOTS = 'test-results/screenshots';

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

interface Product {
  id: number;
  slugs: Record<Locale, string>;
  detail: ProductDetailDto;
}
/** Every variant in stock, with associated products (the modal's carousel). */
let product: Product;
/** Another product in stock, made unavailable behind the page's back. */
let other: Product;

async function productOf(id: number): Promise<Product> {
  const slugs = await server.database.query<{ locale: Locale; slug: string }>(
    `select locale, slug from product_translations where product_id = $1`,
    [id],
  );
  const detail = await getProductDetail(
    server.database.db,
    { locale: 'fr', prices: CONSUMER_PRICES(2000) },
    id,
  );
  return {
    id,
    slugs: Object.fromEntries(slugs.map((s) => [s.locale, s.slug])) as Record<Locale, string>,
    // The assertions read the product as the JSON API answers it (euros).
    detail: productDetailWire(detail!),
  };
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  mkdirSync(SCREENSHOTS, { recursive: true });
  const rows = await server.database.query<{ id: number }>(
    `select p.id
       from products p
       join product_listing pl on pl.product_id = p.id and pl.is_active
      where p.is_active
        and not exists (select 1 from variants v
                         where v.product_id = p.id
                           and (not v.is_active or v.out_of_stock_status <> 'stock'))
        and exists (select 1 from product_associations a
                      join product_listing l on l.product_id = a.associated_product_id and l.is_active
                     where a.product_id = p.id)
      order by p.id
      limit 2`,
  );
  product = await productOf(rows[0]!.id);
  other = await productOf(rows[1]!.id);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function newPage(
  options: {
    javaScript?: boolean;
    locale?: string;
    viewport?: { width: number; height: number };
  } = {},
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

const productPath = (p: Product, locale: Locale) =>
  href('p-slug', { slug: p.slugs[locale] }, locale);

async function openProduct(page: Page, p: Product, locale: Locale = 'fr', javaScript = true) {
  const response = await page.goto(productPath(p, locale));
  expect(response?.status()).toBe(200);
  if (javaScript) await waitForHydration(page, '[data-testid="add-to-cart-form"]');
}

const headerCount = (page: Page) =>
  page.getByTestId('cart-link').locator('.cart-count').textContent();

/** The number in a price text ("1 234,56 €" → 1234.56). */
const euros = (text: string | null) =>
  Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

async function addToCartWithModal(page: Page) {
  await page.getByTestId('add-to-cart').click();
  const modal = page.getByTestId('added-to-cart');
  await modal.waitFor({ state: 'visible' });
  return modal;
}

describe('added-to-cart modal', () => {
  it('shows the variant, its reference and the items in the cart; the header counts them', async () => {
    const { page, problems } = await newPage();
    await openProduct(page, product);
    expect(await headerCount(page)).toBe('0');
    const variant = product.detail.variant!;
    const modal = await addToCartWithModal(page);
    expect(await modal.getAttribute('role')).toBe('dialog');
    expect(await modal.getAttribute('aria-modal')).toBe('true');
    expect(await modal.textContent()).toContain('Produit ajouté au panier');
    expect(await modal.textContent()).toContain(product.detail.name);
    expect(await page.getByTestId('added-variant').textContent()).toBe(variant.name);
    expect(await page.getByTestId('added-reference').textContent()).toBe(
      `Réf. ${variant.reference}`,
    );
    expect(await page.getByTestId('added-count').textContent()).toBe(
      'Votre panier contient 1 article.',
    );
    await expect.poll(() => headerCount(page)).toBe('1');
    // The associated products, 4 per slide at this width.
    const carousel = page.getByTestId('added-to-cart-carousel');
    expect(await carousel.locator('[data-testid="product-card"]').count()).toBeGreaterThan(0);
    const cardWidth = await carousel
      .locator('.carousel-slide')
      .first()
      .evaluate((e) => e.clientWidth);
    const trackWidth = await carousel.locator('.carousel-track').evaluate((e) => e.clientWidth);
    expect(Math.round(trackWidth / cardWidth)).toBe(4);
    // Keyboard: the focus is inside, Escape closes, the focus comes back to the add button.
    expect(
      await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
    ).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${SCREENSHOTS}/cart-modal-desktop.png` });
    const axe = await new AxeBuilder({ page: page as never })
      .include('[data-testid="added-to-cart"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      axe.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => v.id),
    ).toEqual([]);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    await expect
      .poll(() =>
        page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid),
      )
      .toBe('add-to-cart');
    // A second addition: "2 articles", and "Back" closes too.
    await addToCartWithModal(page);
    expect(await page.getByTestId('added-count').textContent()).toBe(
      'Votre panier contient 2 articles.',
    );
    await expect.poll(() => headerCount(page)).toBe('2');
    await page.getByTestId('added-to-cart-back').click();
    await page.getByTestId('added-to-cart').waitFor({ state: 'detached' });
    expect(problems.messages).toEqual([]);
  });

  it('on a phone', async () => {
    const { page, problems } = await newPage({ viewport: MOBILE });
    await openProduct(page, product);
    await addToCartWithModal(page);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${SCREENSHOTS}/cart-modal-mobile.png` });
    // The actions stay reachable: the modal scrolls inside the screen.
    const box = await page.getByTestId('added-to-cart').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(MOBILE.width);
    expect(problems.messages).toEqual([]);
  });

  it('in English, leads to /en/cart', async () => {
    const { page, problems } = await newPage({ locale: 'en-GB' });
    await openProduct(page, product, 'en');
    await addToCartWithModal(page);
    expect(await page.getByTestId('added-count').textContent()).toBe('Your cart holds 1 item.');
    await page.getByTestId('added-to-cart-cart').click();
    await page.waitForURL((url) => url.pathname === '/en/cart');
    await page.getByTestId('cart-line').first().waitFor();
    expect(await page.locator('h1').textContent()).toContain('My cart');
    expect(await page.getByTestId('cart-line-name').textContent()).not.toBe('');
    expect(await page.getByTestId('cart-shipping').textContent()).toBe(
      'Calculated at the delivery step',
    );
    expect(problems.messages).toEqual([]);
  });

  it('a refused addition opens the error popup (SPEC §8) and changes nothing', async () => {
    const { page, problems } = await newPage();
    await openProduct(page, other);
    const variant = other.detail.variant!;
    await server.database.query(
      `update variants set out_of_stock_status = 'sold_out', quantity_available = 0 where id = $1`,
      [variant.id],
    );
    try {
      await page.getByTestId('add-to-cart').click();
      const popup = page.getByTestId('error-popup');
      await popup.waitFor({ state: 'visible' });
      expect(await popup.getAttribute('role')).toBe('alertdialog');
      expect(await popup.locator('h2').textContent()).toBe('Une erreur est survenue');
      expect(await popup.textContent()).toContain("Cet article n'est plus disponible.");
      expect(await headerCount(page)).toBe('0');
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'detached' });
    } finally {
      await server.database.query(
        `update variants set out_of_stock_status = 'stock', quantity_available = 50 where id = $1`,
        [variant.id],
      );
    }
    expect(problems.messages.filter((m) => !m.includes('409'))).toEqual([]);
  });
});

describe('cart page', () => {
  it('raises a quantity with +, shows the new totals without a reload, removes the line', async () => {
    const { page, problems } = await newPage();
    await openProduct(page, product);
    await addToCartWithModal(page);
    await page.getByTestId('added-to-cart-cart').click();
    await page.waitForURL((url) => url.pathname === '/panier');
    await waitForHydration(page, '[data-testid="cart-line-increase"]');
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const line = page.getByTestId('cart-line');
    expect(await line.count()).toBe(1);
    expect(await line.locator('[data-testid="cart-line-name"]').textContent()).toBe(
      product.detail.name,
    );
    expect(await line.textContent()).toContain(`Réf. ${product.detail.variant!.reference}`);
    expect(await line.getByTestId('cart-line-stock').textContent()).toContain('En stock');
    expect(await page.getByTestId('cart-shipping').textContent()).toBe(
      "Calculée à l'étape de livraison",
    );
    expect(await page.getByTestId('cart-vat').textContent()).toMatch(/^Dont TVA \(20 %\) : /);
    const unit = euros(await line.getByTestId('cart-line-unit-price').textContent());
    const totalBefore = euros(await page.getByTestId('cart-total').textContent());
    expect(totalBefore).toBeCloseTo(unit, 2);

    await line.getByTestId('cart-line-increase').click();
    await line.getByTestId('cart-line-increase').click();
    expect(await line.getByTestId('cart-line-quantity').inputValue()).toBe('3');
    await expect
      .poll(() => page.getByTestId('cart-total').textContent().then(euros))
      .toBeCloseTo(unit * 3, 1);
    expect(euros(await line.getByTestId('cart-line-total').textContent())).toBeCloseTo(unit * 3, 1);
    await expect.poll(() => headerCount(page)).toBe('3');
    await expect
      .poll(() => page.getByTestId('cart-announcement').textContent())
      .toContain('Quantité de');
    expect(await page.getByTestId('cart-count').textContent()).toContain('3 articles');
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);

    await line.getByTestId('cart-line-remove').click();
    await page.getByTestId('cart-empty').waitFor();
    expect(await page.getByTestId('cart-empty').textContent()).toContain('Votre panier est vide.');
    await expect.poll(() => headerCount(page)).toBe('0');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(problems.messages).toEqual([]);
  });

  it('a quantity typed out of range is refused by its line', async () => {
    const { page, problems } = await newPage();
    await openProduct(page, product);
    await addToCartWithModal(page);
    await page.goto('/panier');
    await waitForHydration(page, '[data-testid="cart-line-quantity"]');
    const field = page.getByTestId('cart-line-quantity');
    await field.fill('100');
    await field.press('Enter');
    const error = page.getByTestId('cart-line-error');
    await error.waitFor();
    expect(await error.textContent()).toBe('La quantité maximale par article est de 99.');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await headerCount(page)).toBe('1');
    await field.fill('2');
    await field.press('Enter');
    await error.waitFor({ state: 'detached' });
    await expect.poll(() => headerCount(page)).toBe('2');
    expect(problems.messages.filter((m) => !m.includes('422'))).toEqual([]);
  });

  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const)('screenshot and accessibility on %s', async (label, viewport) => {
    const { page, problems } = await newPage({ viewport });
    await openProduct(page, product);
    await addToCartWithModal(page);
    await page.getByTestId('added-to-cart-back').click();
    await openProduct(page, other);
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('added-to-cart').waitFor();
    await page.goto('/panier');
    await waitForHydration(page, '[data-testid="cart-line-increase"]');
    expect(await page.getByTestId('cart-line').count()).toBe(2);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${SCREENSHOTS}/cart-page-${label}.png` });
    await page.screenshot({ path: `${SCREENSHOTS}/cart-page-${label}-full.png`, fullPage: true });
    const results = await new AxeBuilder({ page: page as never })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(
      results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    ).toEqual([]);
    expect(problems.messages).toEqual([]);
  });
});

describe('without JavaScript', () => {
  it('adds, updates, removes and empties with plain forms', async () => {
    const { page } = await newPage({ javaScript: false });
    await openProduct(page, product, 'fr', false);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/panier'),
      page.getByTestId('add-to-cart').click(),
    ]);
    const line = page.getByTestId('cart-line');
    expect(await line.count()).toBe(1);
    expect(await line.getByTestId('cart-line-quantity').inputValue()).toBe('1');
    expect(await headerCount(page)).toBe('1');
    // "Update" (Enter in the field submits it too).
    await line.getByTestId('cart-line-quantity').fill('2');
    await Promise.all([
      page.waitForLoadState('load'),
      line.getByRole('button', { name: 'Mettre à jour' }).click(),
    ]);
    await expect.poll(() => line.getByTestId('cart-line-quantity').inputValue()).toBe('2');
    // + is a form of its own.
    await Promise.all([
      page.waitForLoadState('load'),
      line.getByTestId('cart-line-increase').click(),
    ]);
    await expect.poll(() => line.getByTestId('cart-line-quantity').inputValue()).toBe('3');
    expect(await headerCount(page)).toBe('3');
    // A refused quantity shows by its line.
    await line.getByTestId('cart-line-quantity').fill('0');
    await line.getByTestId('cart-line-quantity').press('Enter');
    await page.getByTestId('cart-line-error').waitFor();
    expect(await page.getByTestId('cart-line-error').textContent()).toBe(
      'Cette valeur doit être un nombre entier positif.',
    );
    // Empty the cart: asked first.
    await page.getByTestId('cart-clear').click();
    await page.getByTestId('confirm-clear').waitFor();
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/panier' && url.search === ''),
      page.getByTestId('confirm-clear-yes').click(),
    ]);
    await page.getByTestId('cart-empty').waitFor();
    expect(await headerCount(page)).toBe('0');
  });

  it('removes a line', async () => {
    const { page } = await newPage({ javaScript: false });
    await openProduct(page, product, 'fr', false);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/panier'),
      page.getByTestId('add-to-cart').click(),
    ]);
    await Promise.all([
      page.waitForLoadState('load'),
      page.getByTestId('cart-line-remove').click(),
    ]);
    await page.getByTestId('cart-empty').waitFor();
  });
});
