/**
 * The product page in Chromium on the real app: opened in French and in German through its
 * translated slug; choosing a swatch changes the reference and price without a full reload
 * (JavaScript on, scroll kept) and through the plain link (JavaScript off); the gallery's
 * thumbnails; an out-of-stock variant; a bad product id is the 404 page; no serious axe
 * violation on a phone and a desktop.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSUMER_PRICES,
  getProductDetail,
  productDetailWire,
  type ProductDetailDto,
} from '../../src/modules/catalog';
import { formatPrice } from '../../src/shared/money';
import type { Locale } from '../../src/shared/locale';
import { href } from '../../src/web/paths';
import { launchBrowser, watchPage, type PageProblems, waitForHydration } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

const DESKTOP = { width: 1280, height: 900 };

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

/** A product whose variants differ on two filters, one of them out of stock. */
let product: { id: number; slugs: Record<Locale, string>; detail: ProductDetailDto };

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  const [row] = await server.database.query<{ product_id: number }>(
    `select v.product_id
       from variants v
       join variant_filter_values vfv on vfv.variant_id = v.id
       join filter_values fv on fv.id = vfv.filter_value_id
       join product_listing pl on pl.product_id = v.product_id and pl.is_active
      group by v.product_id
     having count(distinct v.id) >= 4
        and count(distinct fv.filter_id) >= 2
        and count(distinct v.price_ht_cents) >= 2
        and bool_or(v.out_of_stock_status in ('sold_out', 'discontinued'))
      order by v.product_id
      limit 1`,
  );
  const id = row!.product_id;
  const slugs = await server.database.query<{ locale: Locale; slug: string }>(
    `select locale, slug from product_translations where product_id = $1`,
    [id],
  );
  const detail = await getProductDetail(
    server.database.db,
    { locale: 'fr', prices: CONSUMER_PRICES(2000) },
    id,
  );
  product = {
    id,
    slugs: Object.fromEntries(slugs.map((s) => [s.locale, s.slug])) as Record<Locale, string>,
    // The assertions read the product as the JSON API answers it (euros).
    detail: productDetailWire(detail!),
  };
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function open(
  path: string,
  options: {
    javaScript?: boolean;
    status?: number;
    locale?: string;
    viewport?: { width: number; height: number };
  } = {},
): Promise<{ page: Page; problems: PageProblems }> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: options.viewport ?? DESKTOP,
    locale: options.locale ?? 'fr-FR',
    javaScriptEnabled: options.javaScript ?? true,
  });
  contexts.push(context);
  await context.addCookies([
    { name: 'accept_cookies', value: 'true', url: server.url },
    { name: 'fonctionnal_cookies', value: 'false', url: server.url },
    { name: 'publicity_cookies', value: 'false', url: server.url },
  ]);
  const page = await context.newPage();
  const problems = watchPage(page);
  const response = await page.goto(path);
  expect(response?.status()).toBe(options.status ?? 200);
  if (options.javaScript !== false && (options.status ?? 200) === 200) {
    await waitForHydration(page);
  }
  return { page, problems };
}

const productPath = (locale: Locale, search = '') =>
  href('p-slug', { slug: product.slugs[locale] }, locale) + search;

const priceText = (euros: number) => formatPrice(Math.round(euros * 100));

/** A swatch leading to a variant whose price differs from the chosen one. */
async function swatchWithOtherPrice(page: Page) {
  const current = product.detail.variant!;
  const links = page.locator('a[data-testid="swatch"]:not([aria-current])');
  const count = await links.count();
  for (let index = 0; index < count; index++) {
    const link = links.nth(index);
    const target = Number(/variant=(\d+)/.exec((await link.getAttribute('href')) ?? '')?.[1]);
    const variant = product.detail.variants.find((v) => v.id === target);
    if (variant && variant.user_price_ttc !== current.user_price_ttc) return { link, variant };
  }
  throw new Error('no swatch leads to another price');
}

describe('product page', () => {
  it('opens in French through its French slug', async () => {
    const { page, problems } = await open(productPath('fr'));
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.getByTestId('product-name').textContent()).toBe(product.detail.name);
    expect(await page.getByTestId('product-reference').textContent()).toContain(
      product.detail.variant!.reference,
    );
    expect(await page.getByTestId('product-price').textContent()).toBe(
      priceText(product.detail.variant!.user_price_ttc),
    );
    expect(await page.locator('.pdp-price-tax').textContent()).toBe('Prix TTC');
    expect(await page.getByTestId('breadcrumb').locator('li').count()).toBeGreaterThanOrEqual(3);
    const ld = await page
      .locator('[data-testid="product-page"] script[type="application/ld+json"]')
      .textContent();
    expect(JSON.parse(ld!)).toMatchObject({ '@type': 'Product', name: product.detail.name });
    expect(problems.messages).toEqual([]);
  });

  it('opens in German through its German slug', async () => {
    const { page, problems } = await open(productPath('de'), { locale: 'de-DE' });
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    const german = await server.database.query<{ name: string }>(
      `select name from product_translations where product_id = $1 and locale = 'de'`,
      [product.id],
    );
    expect(await page.getByTestId('product-name').textContent()).toBe(german[0]!.name);
    expect(await page.locator('.pdp-price-tax').textContent()).toBe('Preis inkl. MwSt.');
    expect(await page.getByTestId('add-to-cart').textContent()).toContain('In den Warenkorb');
    expect(problems.messages).toEqual([]);
  });

  it('redirects the French slug under /de to the German one', async () => {
    const { page } = await open(href('p-slug', { slug: product.slugs.fr }, 'de'), {
      locale: 'de-DE',
    });
    expect(new URL(page.url()).pathname).toBe(productPath('de'));
  });

  it('with JavaScript: a swatch changes reference and price without reloading the page', async () => {
    const { page, problems } = await open(productPath('fr'));
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const { link, variant } = await swatchWithOtherPrice(page);
    await link.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await link.click();
    await expect
      .poll(() => page.getByTestId('product-reference').textContent())
      .toContain(variant.reference);
    expect(await page.getByTestId('product-price').textContent()).toBe(
      priceText(variant.user_price_ttc),
    );
    expect(new URL(page.url()).searchParams.get('variant')).toBe(String(variant.id));
    // Same document (no full reload) and the scroll position kept (preventScrollReset).
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThan(40);
    // The chosen value is now the current swatch.
    const current = page.locator('a[data-testid="swatch"][aria-current="true"]');
    expect(await current.count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator('input[name="variant_id"]').inputValue()).toBe(String(variant.id));
    expect(problems.messages).toEqual([]);
  });

  it('without JavaScript: a swatch is a link to the page of that variant', async () => {
    const { page } = await open(productPath('fr'), { javaScript: false });
    const { link, variant } = await swatchWithOtherPrice(page);
    await Promise.all([page.waitForURL(/variant=/), link.click()]);
    expect(new URL(page.url()).searchParams.get('variant')).toBe(String(variant.id));
    expect(await page.getByTestId('product-reference').textContent()).toContain(variant.reference);
    expect(await page.getByTestId('product-price').textContent()).toBe(
      priceText(variant.user_price_ttc),
    );
  });

  it('shows a photo from its thumbnail, with the keyboard too', async () => {
    const { page } = await open(productPath('fr'));
    const thumbs = page.getByTestId('gallery-thumbs').locator('a');
    const count = await thumbs.count();
    if (count < 2) return;
    await thumbs.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => thumbs.nth(1).getAttribute('aria-current')).toBe('true');
    expect(await thumbs.nth(0).getAttribute('aria-current')).toBeNull();
    const track = page.locator('.pdp-gallery-track');
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
    // Arrow keys on the focused row move photo by photo.
    await track.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => thumbs.nth(0).getAttribute('aria-current')).toBe('true');
  });

  it('an out-of-stock variant cannot be added to the cart and says why', async () => {
    const soldOut = product.detail.variants.find((v) => v.stock_state === 'out_of_stock')!;
    const { page } = await open(productPath('fr', `?variant=${soldOut.id}`));
    expect(await page.getByTestId('product-stock').textContent()).toContain('Rupture de stock');
    expect(await page.getByTestId('add-to-cart').isDisabled()).toBe(true);
    expect(await page.getByTestId('out-of-stock-note').isVisible()).toBe(true);
  });

  it('a bad product id is the 404 page', async () => {
    const { page } = await open(href('p-slug', { slug: 'housse-introuvable-987654321' }, 'fr'), {
      status: 404,
    });
    expect(await page.locator('body').textContent()).toContain(
      "Cette page n'existe pas ou n'existe plus sur notre site internet.",
    );
    const { page: german } = await open(href('p-slug', { slug: 'unbekannt-987654321' }, 'de'), {
      status: 404,
      locale: 'de-DE',
    });
    expect(await german.locator('html').getAttribute('lang')).toBe('de');
  });

  it.each([
    ['phone', { width: 390, height: 844 }],
    ['desktop', DESKTOP],
  ])('has no serious or critical accessibility violation on a %s', async (_name, viewport) => {
    const soldOut = product.detail.variants.find((v) => v.stock_state === 'out_of_stock')!;
    for (const [path, locale] of [
      [productPath('fr'), 'fr-FR'],
      [productPath('de', `?variant=${soldOut.id}`), 'de-DE'],
    ] as const) {
      const { page } = await open(path, { viewport, locale });
      const results = await new AxeBuilder({ page: page as never })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${path} ${v.id}: ${v.help} — ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(' | ')}`,
        );
      expect(serious).toEqual([]);
    }
  });
});
