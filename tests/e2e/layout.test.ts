/**
 * The storefront frame (issue 3 parts 3, 6, 8): sticky header that hides on scroll, desktop
 * dropdowns, burger menu on phones, search overlay, back-to-top, breadcrumb, error statuses,
 * and screenshots of the home page in the six languages (test-results/screenshots/).
 */
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/locale';
import { href } from '../../src/web/paths';
import { launchBrowser, watchPage, type PageProblems, waitForHydration } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

const DESKTOP = { width: 1440, height: 900 };
const MOBILE = { width: 390, height: 844 };
const SCREENSHOTS = 'test-results/screenshots';

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** A page in a fresh context; the cookie choice is made so the banner stays out of the way. */
async function open(
  path: string,
  viewport = DESKTOP,
  options: { consent?: boolean } = {},
): Promise<{ page: Page; problems: PageProblems }> {
  const context = await browser.newContext({ baseURL: server.url, viewport, locale: 'fr-FR' });
  contexts.push(context);
  if (options.consent !== false) {
    await context.addCookies([
      { name: 'accept_cookies', value: 'false', url: server.url },
      { name: 'fonctionnal_cookies', value: 'false', url: server.url },
      { name: 'publicity_cookies', value: 'false', url: server.url },
    ]);
  }
  const page = await context.newPage();
  const problems = watchPage(page);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  return { page, problems };
}

const headerBox = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('[data-testid="site-header"]')!.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom };
  });

describe('header', () => {
  it('hides when scrolling down past 100 px, comes back fixed on scroll up', async () => {
    const { page, problems } = await open('/');
    const header = page.getByTestId('site-header');
    expect(await header.getAttribute('data-hidden')).toBe('false');

    // Below the threshold nothing hides.
    await page.mouse.wheel(0, 60);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.waitForTimeout(150);
    expect(await header.getAttribute('data-hidden')).toBe('false');

    await page.mouse.wheel(0, 900);
    await expect.poll(() => header.getAttribute('data-hidden')).toBe('true');
    await expect.poll(async () => (await headerBox(page)).bottom).toBeLessThanOrEqual(0);

    await page.mouse.wheel(0, -200);
    await expect.poll(() => header.getAttribute('data-hidden')).toBe('false');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    // Stuck to the top of the viewport while the page is scrolled.
    await expect.poll(async () => (await headerBox(page)).top).toBe(0);
    expect(await header.getAttribute('data-scrolled')).toBe('true');
    expect(problems.messages).toEqual([]);
  });

  it('shows the promotional banner from the text blocks, only at the top', async () => {
    const { page } = await open('/en');
    const banner = page.getByTestId('promo-banner');
    expect(await banner.textContent()).toContain('HIVER10');
    expect(await banner.locator('a').getAttribute('href')).toBe('/en/promo-codes');
    await page.mouse.wheel(0, 400);
    await expect.poll(async () => (await banner.boundingBox())?.y ?? 0).toBeLessThan(0);
  });

  it('signed out: login icon, cart with 0 items', async () => {
    const { page } = await open('/de');
    expect(await page.getByTestId('user-login').getAttribute('href')).toBe(
      href('connexion', null, 'de'),
    );
    const cart = page.getByTestId('cart-link');
    expect(await cart.getAttribute('href')).toBe(href('panier', null, 'de'));
    expect(await cart.getAttribute('aria-label')).toContain('0');
  });
});

describe('main menu (desktop)', () => {
  it('products dropdown: hovering a domain shows its categories', async () => {
    const { page } = await open('/');
    const button = page.getByTestId('menu-products-button');
    await button.hover();
    // The menu opens after the hover debounce; a busy machine may need more than a second.
    await expect.poll(() => button.getAttribute('aria-expanded'), { timeout: 5000 }).toBe('true');

    const domains = page.getByTestId('menu-domain');
    const panels = page.getByTestId('menu-categories');
    expect(await domains.count()).toBeGreaterThan(1);
    // The first domain is active by default.
    expect(await panels.nth(0).isVisible()).toBe(true);
    expect(await panels.nth(1).isVisible()).toBe(false);

    await domains.nth(1).hover();
    await expect.poll(() => panels.nth(1).isVisible()).toBe(true);
    expect(await panels.nth(0).isVisible()).toBe(false);
    const links = panels.nth(1).locator('a');
    expect(await links.count()).toBeGreaterThan(1);
    const domainHref = await domains.nth(1).getAttribute('href');
    for (const link of await links.all()) {
      expect(await link.getAttribute('href')).toMatch(new RegExp(`^${domainHref}(/|$)`));
    }
  });

  it('dropdowns work with the keyboard: Enter opens, Escape closes and returns focus', async () => {
    const { page } = await open('/');
    const button = page.getByTestId('menu-brands-button');
    await button.focus();
    await page.keyboard.press('Enter');
    // The menu opens after the hover debounce; a busy machine may need more than a second.
    await expect.poll(() => button.getAttribute('aria-expanded'), { timeout: 5000 }).toBe('true');
    const brands = page.getByTestId('menu-brands').locator('a');
    expect(await brands.count()).toBeGreaterThan(12);
    expect(await brands.first().getAttribute('href')).toMatch(/^\/marques\//);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.mega-panel') !== null)).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'menu-brands-button',
    );
    // A click outside closes it too.
    await button.click();
    // The menu opens after the hover debounce; a busy machine may need more than a second.
    await expect.poll(() => button.getAttribute('aria-expanded'), { timeout: 5000 }).toBe('true');
    await page.mouse.click(700, 800);
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('mobile', () => {
  it('390 px: burger instead of the main menu; it opens the menu, Escape closes it', async () => {
    const { page } = await open('/', MOBILE);
    const burger = page.getByTestId('burger-button');
    expect(await burger.isVisible()).toBe(true);
    expect(await page.locator('nav.main-menu').isVisible()).toBe(false);

    await burger.click();
    const menu = page.getByTestId('mobile-menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    const box = await menu.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(360);
    expect(await menu.locator('input[name="q"]').getAttribute('required')).not.toBeNull();
    // Collapsible brand logos (at most 18).
    await menu.getByTestId('mobile-brands').locator('button').click();
    const logos = menu.locator('.mobile-brand');
    await expect.poll(() => logos.first().isVisible()).toBe(true);
    expect(await logos.count()).toBeLessThanOrEqual(18);
    // Signed out: no account or orders links.
    expect(await menu.locator(`a[href="${href('compte', null, 'fr')}"]`).count()).toBe(0);

    // Focus stays inside the open menu (Tab wraps around).
    const insideMenu = () =>
      page.evaluate(() => document.activeElement?.closest('[data-testid="mobile-menu"]') !== null);
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      expect(await insideMenu()).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await insideMenu()).toBe(true);

    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    // The closing transition hides the menu before React re-renders the button: wait for both.
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('search', () => {
  it('the search box puts q in the URL and the overlay replaces content and footer', async () => {
    const { page, problems } = await open('/en');
    const input = page.locator('#header-search-q');
    expect(await input.getAttribute('required')).not.toBeNull();
    await input.fill('seat cover');
    await input.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'seat cover');
    expect(new URL(page.url()).pathname).toBe('/en');

    const overlay = page.getByTestId('search-overlay');
    await expect.poll(() => overlay.isVisible()).toBe(true);
    expect(await overlay.locator('h1').textContent()).toContain('seat cover');
    expect(await page.getByTestId('site-footer').count()).toBe(0);
    expect(await page.locator('.hero').isVisible()).toBe(false);

    await page.getByTestId('search-cancel').click();
    await page.waitForURL((url) => !url.searchParams.has('q'));
    await expect.poll(() => overlay.count()).toBe(0);
    expect(await page.getByTestId('site-footer').isVisible()).toBe(true);
    expect(problems.messages).toEqual([]);
  });

  it('on a phone the search stays open while q is in the URL', async () => {
    const { page } = await open('/?q=housse', MOBILE);
    expect(await page.locator('#header-mobile-q').isVisible()).toBe(true);
    expect(await page.locator('#header-mobile-q').inputValue()).toBe('housse');
    // The overlay's code loads on demand: wait for it rather than look once.
    await expect
      .poll(() => page.getByTestId('search-overlay').isVisible(), { timeout: 10_000 })
      .toBe(true);
  });
});

describe('page frame', () => {
  it('back-to-top appears after 600 px and scrolls to the top', async () => {
    const { page } = await open('/');
    const button = page.getByTestId('back-to-top');
    expect(await button.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForTimeout(200);
    expect(await button.getAttribute('data-visible')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => button.isVisible()).toBe(true);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => button.isVisible()).toBe(false);
  });

  it('breadcrumb with JSON-LD on a content page, none on login or home', async () => {
    const { page } = await open(href('faq', null, 'fr'));
    const crumbs = page.getByTestId('breadcrumb');
    expect(await crumbs.locator('li').count()).toBeGreaterThanOrEqual(2);
    expect(await crumbs.locator('li').first().locator('a').getAttribute('href')).toBe('/');
    const jsonLd = JSON.parse(
      (await crumbs.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { '@type': string; itemListElement: Array<{ position: number; item?: string }> };
    expect(jsonLd['@type']).toBe('BreadcrumbList');
    expect(jsonLd.itemListElement[0]).toMatchObject({ position: 1, item: `${server.url}/` });

    const login = await open(href('connexion', null, 'fr'));
    expect(await login.page.getByTestId('breadcrumb').count()).toBe(0);
    const home = await open('/');
    expect(await home.page.getByTestId('breadcrumb').count()).toBe(0);
  });

  it('footer: contact details, useful links, languages, current year', async () => {
    const { page } = await open('/es');
    const footer = page.getByTestId('site-footer');
    const text = (await footer.textContent()) ?? '';
    expect(text).toContain(String(new Date().getFullYear()));
    expect(text).toContain('+33 1 99 00 12 36'); // the Spanish phone text block
    expect(await footer.locator('a[href^="mailto:"]').count()).toBe(1);
    for (const name of [
      'cgv',
      'mentions-legales',
      'protection-donnees',
      'faq',
      'contact',
    ] as const) {
      expect(await footer.locator(`a[href="${href(name, null, 'es')}"]`).count()).toBeGreaterThan(
        0,
      );
    }
    for (const locale of LOCALES) {
      expect(await footer.locator(`a[hreflang="${locale}"]`).getAttribute('href')).toBe(
        href('index', null, locale),
      );
    }
  });
});

describe('error screens', () => {
  it('an unknown page answers 404 with the error screen, home and contact buttons', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    contexts.push(context);
    const page = await context.newPage();
    const response = await page.goto('/en/no-such-page');
    expect(response?.status()).toBe(404);
    const screen = page.getByTestId('error-screen');
    expect(await screen.getAttribute('data-status')).toBe('404');
    expect(await screen.locator(`a[href="${href('index', null, 'en')}"]`).count()).toBe(1);
    expect(await screen.locator(`a[href="${href('contact', null, 'en')}"]`).count()).toBe(1);
    // The frame is there too (header and footer).
    expect(await page.getByTestId('site-header').count()).toBe(1);
  });

  it('a failing page answers 500 with the generic error screen', async () => {
    const broken = await startTestServer();
    try {
      await broken.database.close(); // every loader now fails
      const response = await fetch(`${broken.url}/`);
      expect(response.status).toBe(500);
      const html = await response.text();
      expect(html).toContain('data-testid="error-screen"');
      expect(html).toContain('data-status="500"');
      expect(html).toContain('Une erreur est survenue');
    } finally {
      await broken.close();
    }
  });
});

describe('screenshots', () => {
  it('home page in the six languages, desktop and mobile', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    for (const locale of LOCALES) {
      for (const [label, viewport] of [
        ['desktop', DESKTOP],
        ['mobile', MOBILE],
      ] as const) {
        const { page, problems } = await open(href('index', null, locale), viewport, {
          consent: false,
        });
        expect(await page.getAttribute('html', 'lang')).toBe(locale);
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${SCREENSHOTS}/home-${locale}-${label}.png` });
        expect(problems.messages, `${locale} ${label}`).toEqual([]);
      }
    }
  }, 120_000);
});
