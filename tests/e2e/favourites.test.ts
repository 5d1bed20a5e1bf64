/**
 * Favourites in Chromium on the real app: a visitor presses the heart of a product card in a
 * list and on a product page — with JavaScript the heart and the header's count change at
 * once, without a reload; without it the form posts and comes back to the same place (query
 * and anchor kept), on a phone. The last one removed takes the favorite cookie away (the
 * cached list pages are then served again). Logging in puts the visitor's favourites in the
 * account. Screenshots at 390 and 1280 px go to test-results/screenshots/favourites-*.png.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, waitForHydration, watchPage } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { fill, uniqueEmail } from './account-support';

const SCREENSHOTS = 'test-results/screenshots';
const PASSWORD = 'Sellerie1!';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  mkdirSync(SCREENSHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
afterEach(async () => {
  await context?.close();
});

async function open(options: { javaScript?: boolean; width?: number; locale?: string } = {}) {
  context = await browser.newContext({
    baseURL: server.url,
    locale: options.locale ?? 'fr-FR',
    javaScriptEnabled: options.javaScript ?? true,
    viewport: { width: options.width ?? 1280, height: 900 },
    reducedMotion: 'reduce',
  });
  await context.addCookies([
    { name: 'accept_cookies', value: 'true', url: server.url },
    { name: 'fonctionnal_cookies', value: 'false', url: server.url },
    { name: 'publicity_cookies', value: 'false', url: server.url },
  ]);
  const page = await context.newPage();
  return { page, problems: watchPage(page) };
}

const count = (page: Page) => page.getByTestId('favorites-count').first().innerText();
const favoriteCookie = async () =>
  (await context.cookies()).find((cookie) => cookie.name === 'favorite_token');
const heartOf = (page: Page, productId: string) =>
  page.locator(`[data-testid="favorite-toggle"][data-product-id="${productId}"]`).first();

describe('favourites', () => {
  it('with JavaScript: hearts on a list and a product page, the header count, then login merges them', async () => {
    const { page, problems } = await open();
    await page.goto('/?q=housse');
    await waitForHydration(page, '[data-testid="product-card"] [data-testid="favorite-toggle"]');
    expect(await count(page)).toBe('0');
    const card = page.getByTestId('product-card').first();
    const first = (await card.getAttribute('data-product-id'))!;
    const heart = heartOf(page, first);
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    expect(await heart.getAttribute('aria-label')).toMatch(/^Ajouter .+ aux favoris$/);
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => count(page)).toBe('1');
    expect(await heart.getAttribute('aria-label')).toMatch(/^Retirer .+ des favoris$/);
    // No navigation: the same document, the same address.
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    expect(new URL(page.url()).search).toBe('?q=housse');
    await expect.poll(async () => (await favoriteCookie())?.value ?? '').not.toBe('');
    await page.screenshot({ path: `${SCREENSHOTS}/favourites-list-desktop.png` });

    // The product page of another card: its own heart; the count follows.
    const other = page.getByTestId('product-card').nth(1);
    const second = (await other.getAttribute('data-product-id'))!;
    await other.locator('.product-card-name a').click();
    await page.getByTestId('product-name').waitFor();
    await waitForHydration(page, `[data-testid="favorite-toggle"][data-product-id="${second}"]`);
    const pdpHeart = page.locator('.pdp-buy-box [data-testid="favorite-toggle"]');
    expect(await pdpHeart.getAttribute('aria-pressed')).toBe('false');
    await pdpHeart.click();
    await expect.poll(() => pdpHeart.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => count(page)).toBe('2');
    await page.screenshot({ path: `${SCREENSHOTS}/favourites-product-desktop.png` });

    // Logging in: the visitor's two favourites join the new account; the cookie goes.
    const email = uniqueEmail('favourites');
    const res = await fetch(`${server.url}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: PASSWORD,
        firstname: 'Inès',
        lastname: 'Durand',
        accept_terms: true,
        accept_privacy: true,
      }),
    });
    expect(res.status).toBe(201);
    await page.goto('/connexion?redirect=/compte/favoris');
    await waitForHydration(page, 'main form button[type="submit"]');
    await fill(page, 'main form', { email, password: PASSWORD });
    await page.locator('main form button[type="submit"]').first().click();
    await page.waitForURL((url) => url.pathname === '/compte/favoris');
    const listed = page.getByTestId('favorites').getByTestId('product-card');
    await expect.poll(() => listed.count()).toBe(2);
    expect(await count(page)).toBe('2');
    expect(await page.getByTestId('account-favorites-count').innerText()).toBe('2');
    expect(await favoriteCookie()).toBeUndefined();

    // The heart on the favourites page removes it from the list.
    await waitForHydration(page, '[data-testid="favorites"] [data-testid="favorite-toggle"]');
    await page.getByTestId('favorites').getByTestId('favorite-toggle').first().click();
    await expect.poll(() => listed.count()).toBe(1);
    await expect.poll(() => count(page)).toBe('1');
    expect(problems.messages).toEqual([]);
  });

  it('without JavaScript, on a phone: the form comes back to the same card, in English', async () => {
    const { page } = await open({ javaScript: false, width: 390, locale: 'en-GB' });
    await page.goto('/en?q=cover&page=1');
    const card = page.getByTestId('product-card').nth(2);
    const id = (await card.getAttribute('data-product-id'))!;
    const heart = heartOf(page, id);
    expect(await heart.getAttribute('aria-label')).toMatch(/^Add .+ to favourites$/);
    await Promise.all([page.waitForURL(/#product-\d+$/), heart.click()]);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/en');
    expect(url.searchParams.get('q')).toBe('cover');
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.hash).toBe(`#product-${id}`);
    expect(await heartOf(page, id).getAttribute('aria-pressed')).toBe('true');
    expect(await count(page)).toBe('1');
    expect(await favoriteCookie()).toBeDefined();
    await page.screenshot({ path: `${SCREENSHOTS}/favourites-list-phone.png` });

    // The last one removed: the heart is off and the cookie gone (SPEC §7).
    await Promise.all([page.waitForURL(/#product-\d+$/), heartOf(page, id).click()]);
    expect(await heartOf(page, id).getAttribute('aria-pressed')).toBe('false');
    expect(await count(page)).toBe('0');
    expect(await favoriteCookie()).toBeUndefined();
  });
});
