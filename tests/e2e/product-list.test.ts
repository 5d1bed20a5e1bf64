/**
 * Product lists as shoppers use them (SPEC §2, §4, §7): filters with and without JavaScript,
 * sort, the phone filter modal with its live count, vehicle pages, the search overlay and the
 * header autocomplete.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, watchPage, type PageProblems, waitForHydration } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: PageProblems;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

afterEach(async () => {
  await context?.close();
});

async function openPage(
  path: string,
  options: { javaScript?: boolean; viewport?: number; locale?: string } = {},
) {
  const javaScript = options.javaScript ?? true;
  context = await browser.newContext({
    baseURL: server.url,
    locale: options.locale ?? 'fr-FR',
    javaScriptEnabled: javaScript,
    viewport: { width: options.viewport ?? 1280, height: 900 },
  });
  await context.addCookies([
    { name: 'accept_cookies', value: 'true', url: server.url },
    { name: 'fonctionnal_cookies', value: 'false', url: server.url },
    { name: 'publicity_cookies', value: 'false', url: server.url },
  ]);
  page = await context.newPage();
  problems = watchPage(page);
  await page.goto(path);
  if (javaScript) await waitForHydration(page);
}

/** Prices incl. tax shown on the cards, in euros. */
async function cardPrices(): Promise<number[]> {
  const texts = await page.locator('.product-card-price strong').allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
}

async function shownCount(): Promise<number> {
  const text = await page.getByTestId('product-count').first().textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

async function apiTotal(query: string): Promise<number> {
  const response = await fetch(`${server.url}/api/products?${query}&limit=1`);
  return ((await response.json()) as { meta: { total: number } }).meta.total;
}

/** The first domain of the menu: a category page with many products. */
async function firstDomainPath(): Promise<string> {
  const response = await fetch(`${server.url}/api/categories?domain=1&fields[categories]=id,slug`);
  const body = (await response.json()) as { data: Array<{ id: number; slug: string }> };
  return `/c/${body.data[0]!.slug}`;
}

describe('product list with JavaScript', () => {
  it('filters by a colour swatch and a price range without reloading the page', async () => {
    await openPage(await firstDomainPath());
    const before = await shownCount();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

    const swatch = page.locator('.filter-option-swatch input').first();
    const valueId = await swatch.getAttribute('value');
    await swatch.check();
    await page.waitForURL(new RegExp(`filters=${valueId}`));
    await page.waitForFunction(
      (previous) =>
        Number(
          document.querySelector('[data-testid="product-count"]')?.textContent?.replace(/\D/g, ''),
        ) !== previous,
      before,
    );
    const withColour = await shownCount();
    expect(withColour).toBeLessThan(before);
    expect(withColour).toBeGreaterThan(0);

    await page.getByTestId('price-max').fill('80');
    await page.waitForURL(/priceMax=80/);
    // The URL changes before the new list is on screen: wait for the cards to be replaced.
    await page.waitForFunction(() => {
      const prices = [...document.querySelectorAll('.product-card-price strong')].map((node) =>
        Number(node.textContent!.replace(/[^\d,]/g, '').replace(',', '.')),
      );
      return prices.length > 0 && prices.every((price) => price <= 80);
    });
    const prices = await cardPrices();
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toBeLessThanOrEqual(80);
    // Still the same document: client-side navigation, no full reload.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(problems.messages).toEqual([]);
  });

  it('sorts by ascending price', async () => {
    await openPage(await firstDomainPath());
    await page.getByTestId('sort-select').selectOption('priceAscending');
    await page.waitForURL(/sort=priceAscending/);
    // The list is replaced once the new page of products has loaded.
    await page.waitForFunction(() => {
      const prices = [...document.querySelectorAll('.product-card-price strong')].map((node) =>
        Number(node.textContent!.replace(/[^\d,]/g, '').replace(',', '.')),
      );
      return prices.length > 2 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
    });
    const prices = await cardPrices();
    expect(prices.length).toBeGreaterThan(2);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it('on a phone, the filter modal previews the number of products before applying', async () => {
    await openPage(await firstDomainPath(), { viewport: 390 });
    await expect(page.locator('.filter-panel').isVisible()).resolves.toBe(false);
    await page.getByTestId('filter-button').click();
    const apply = page.getByTestId('filter-apply');
    await apply.waitFor();
    const before = await apply.textContent();
    await page.locator('.filter-option-swatch input').first().check();
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid="filter-apply"]')?.textContent !== text,
      before,
    );
    const preview = Number((await apply.textContent())!.replace(/\D/g, ''));
    expect(page.url()).not.toMatch(/filters=/);
    await apply.click();
    await page.waitForURL(/filters=/);
    // The applied list has exactly the number of products the button announced.
    await page.waitForFunction(
      (count) =>
        document.querySelector('[data-testid="product-count"]')?.textContent?.replace(/\D/g, '') ===
        String(count),
      preview,
    );
    expect(await shownCount()).toBe(preview);
  });
});

describe('product list without JavaScript', () => {
  it('filters by colour and price with the GET form and its Apply button', async () => {
    const path = await firstDomainPath();
    await openPage(path, { javaScript: false });
    const swatch = page.locator('.filter-option-swatch input').first();
    const valueId = await swatch.getAttribute('value');
    await swatch.check();
    await page.getByTestId('price-max').fill('90');
    await page.getByTestId('filter-apply').click();
    await page.waitForURL(new RegExp(`filters=${valueId}`));
    expect(page.url()).toMatch(/priceMax=90/);
    const prices = await cardPrices();
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toBeLessThanOrEqual(90);
    expect(await shownCount()).toBeGreaterThan(0);
  });
});

describe('vehicle pages and search', () => {
  it('a vehicle page lists exactly the products made for that vehicle', async () => {
    const response = await fetch(`${server.url}/api/vehicles?filter[brand]=renault&limit=200`);
    const vehicles = (await response.json()) as {
      data: Array<{ id: number; slug: string; name: string }>;
    };
    const clio = vehicles.data.find((v) => v.name.startsWith('Clio')) ?? vehicles.data[0]!;
    await openPage(`/marques/renault/${clio.slug}`);
    const expected = await apiTotal(`filter[vehiclesIds]=${clio.id}`);
    expect(await shownCount()).toBe(expected);
    const ids = await page
      .getByTestId('product-card')
      .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-product-id'))));
    const fitting = await fetch(
      `${server.url}/api/products?filter[vehiclesIds]=${clio.id}&limit=96&fields[products]=id`,
    );
    const allowed = new Set(
      ((await fitting.json()) as { data: Array<{ id: number }> }).data.map((p) => p.id),
    );
    for (const id of ids) expect(allowed.has(id)).toBe(true);
  });

  it('the search overlay lists the matching products and the autocomplete opens one', async () => {
    await openPage('/');
    const input = page.locator('#header-search-q');
    await input.fill('housse');
    const suggestions = page.getByTestId('search-suggestions');
    await suggestions.locator('[role="option"]').first().waitFor();
    await input.press('ArrowDown');
    await input.press('Enter');
    await page.waitForURL(/\/p\//);

    await page.goto('/?q=housse');
    await page.getByTestId('product-grid').waitFor();
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
    const total = await apiTotal('filter[search]=housse');
    const heading = await page.locator('#search-title').textContent();
    expect(heading).toContain(String(total));
  });

  it('a category page states its offers as structured data (SPEC §2)', async () => {
    const response = await fetch(
      `${server.url}/api/categories?domain=1&fields[categories]=id,slug`,
    );
    const domain = ((await response.json()) as { data: Array<{ id: number; slug: string }> })
      .data[0]!;
    const html = await (await fetch(`${server.url}/c/${domain.slug}`)).text();
    const scripts = [
      ...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs),
    ]
      .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
      .filter((json) => json['@type'] === 'Product');
    expect(scripts).toHaveLength(1);
    const raw = scripts[0]!.offers as Record<string, string | number>;
    const offers = {
      offerCount: Number(raw.offerCount),
      lowPrice: Number(raw.lowPrice),
      highPrice: Number(raw.highPrice),
      priceCurrency: raw.priceCurrency,
    };
    expect(offers.offerCount).toBe(await apiTotal(`filter[categoryId]=${domain.id}`));
    expect(offers.priceCurrency).toBe('EUR');
    expect(offers.lowPrice).toBeLessThanOrEqual(offers.highPrice);
    const cheapest = await fetch(
      `${server.url}/api/products?filter[categoryId]=${domain.id}&sort=priceAscending&limit=1&fields[products]=id,price_from_ttc`,
    );
    const first = ((await cheapest.json()) as { data: Array<{ price_from_ttc: number }> }).data[0]!;
    // Structured data states regular prices; a live deal can only make a card cheaper.
    expect(offers.lowPrice).toBeGreaterThanOrEqual(first.price_from_ttc);
    expect(offers.lowPrice).toBeLessThan(first.price_from_ttc * 1.25);
  });
});
