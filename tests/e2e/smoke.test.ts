import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
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

beforeEach(async () => {
  context = await browser.newContext({ baseURL: server.url, locale: 'fr-FR' });
  page = await context.newPage();
  problems = watchPage(page);
});

afterEach(async () => {
  await context?.close();
});

describe('home page', () => {
  it('renders in French and hydrates: the brands toggle expands the grid', async () => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('fr');

    const grid = page.getByTestId('brands-grid');
    const toggle = page.getByTestId('brands-toggle');
    const brands = grid.locator('li');
    const total = await brands.count();
    expect(total).toBeGreaterThan(12);
    // Server HTML: collapsed, the brands past the first rows are hidden.
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await grid.getAttribute('data-expanded')).toBe('false');
    const visibleBefore = await grid.locator('li:not([hidden])').count();
    expect(visibleBefore).toBeLessThan(total);

    await waitForHydration(page, '[data-testid="brands-toggle"]');
    await toggle.click();

    // Only a hydrated page reacts to the click.
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await grid.getAttribute('data-expanded')).toBe('true');
    expect(await grid.locator('li:not([hidden])').count()).toBe(total);
    expect(await brands.last().isVisible()).toBe(true);
    expect(problems.messages).toEqual([]);
  });

  it('raises no Content Security Policy error', async () => {
    await page.goto('/');
    await waitForHydration(page);
    expect(problems.csp()).toEqual([]);
  });

  it('renders in English under /en', async () => {
    const response = await page.goto('/en');
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await waitForHydration(page);
    expect(problems.csp()).toEqual([]);
  });
});

describe('unknown page', () => {
  it('shows the 404 screen with status 404', async () => {
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    const screen = page.getByTestId('error-screen');
    expect(await screen.getAttribute('data-status')).toBe('404');
    expect(await screen.textContent()).toContain(
      "Cette page n'existe pas ou n'existe plus sur notre site internet.",
    );
  });
});
