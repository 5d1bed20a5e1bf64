import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, watchPage, waitForHydration } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

/**
 * The home page's article carousel (SPEC §2, §9) and its pictures served as resized AVIF/WebP
 * variants (/media/r/…).
 */
let server: TestServer;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function open(options: BrowserContextOptions, path = '/'): Promise<Page> {
  context = await browser.newContext({ baseURL: server.url, locale: 'fr-FR', ...options });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

const scrollLeft = (page: Page) =>
  page
    .getByTestId('articles-carousel')
    .locator('.carousel-track')
    .evaluate((e) => e.scrollLeft);

describe('article carousel', () => {
  it('pages with the next and previous buttons, five articles at a time', async () => {
    const page = await open({ viewport: DESKTOP });
    const problems = watchPage(page);
    const carousel = page.getByTestId('articles-carousel');
    await carousel.scrollIntoViewIfNeeded();
    await waitForHydration(page, '[data-testid="carousel-next"]');
    expect(await carousel.getAttribute('role')).toBe('region');
    expect(await carousel.getAttribute('aria-roledescription')).toBe('carrousel');
    expect(await carousel.getAttribute('aria-labelledby')).toBe('articles-title');

    const toggle = carousel.getByTestId('carousel-toggle');
    await expect.poll(() => toggle.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-label')).toBe(
      'Mettre en pause le défilement automatique',
    );
    await toggle.click(); // no autoplay from here on: only the buttons move the strip
    expect(await toggle.getAttribute('aria-label')).toBe('Reprendre le défilement automatique');
    const track = carousel.locator('.carousel-track');
    await track.evaluate((e) => e.scrollTo({ left: 0, behavior: 'instant' }));
    await expect.poll(() => scrollLeft(page)).toBe(0);

    const slides = carousel.locator('.carousel-slide');
    const step = await slides.evaluateAll((els) => {
      const [a, b] = els as HTMLElement[];
      return b!.offsetLeft - a!.offsetLeft;
    });
    const next = carousel.getByRole('button', { name: 'Suivant' });
    await next.click();
    // Smooth scrolling: poll until the sixth article is the first one in view.
    await expect.poll(async () => (await scrollLeft(page)) / step).toBeCloseTo(5, 1);
    await carousel.getByRole('button', { name: 'Précédent' }).click();
    await expect.poll(() => scrollLeft(page)).toBe(0);
    expect(await slides.first().getAttribute('aria-label')).toBe(`1 sur ${await slides.count()}`);
    expect(problems.messages).toEqual([]);
  });

  it('turns to the next slide by itself after 4 s, not while hovered', async () => {
    const page = await open({ viewport: DESKTOP });
    const carousel = page.getByTestId('articles-carousel');
    await carousel.scrollIntoViewIfNeeded();
    await waitForHydration(page, '[data-testid="carousel-next"]');
    await page.mouse.move(5, 5); // away from the carousel
    await expect.poll(() => scrollLeft(page), { timeout: 8000 }).toBeGreaterThan(100);
    await carousel.hover();
    await page.waitForTimeout(800); // a slide turned just before the hover settles
    const hovered = await scrollLeft(page);
    await page.waitForTimeout(4800);
    expect(Math.abs((await scrollLeft(page)) - hovered)).toBeLessThan(2);
  });

  it('is a strip scrolling 1 px every 15 ms on a phone, and the pause button stops it', async () => {
    const page = await open({ viewport: PHONE, isMobile: true, hasTouch: true });
    const carousel = page.getByTestId('articles-carousel');
    await carousel.scrollIntoViewIfNeeded();
    await waitForHydration(page, '[data-testid="carousel-toggle"]');
    expect(await carousel.getByTestId('carousel-next').isVisible()).toBe(false);
    const start = await scrollLeft(page);
    await page.waitForTimeout(1500);
    const moved = (await scrollLeft(page)) - start;
    // 100 px in 1.5 s in theory; timers of a busy test machine run late, never early.
    expect(moved).toBeGreaterThan(20);
    expect(moved).toBeLessThan(130);

    await carousel.getByTestId('carousel-toggle').tap();
    await page.waitForTimeout(600); // once stopped, the strip may snap to the nearest article
    const paused = await scrollLeft(page);
    await page.waitForTimeout(3500); // longer than the pause after a touch
    expect(await scrollLeft(page)).toBe(paused);
  });

  it('does not move by itself when the visitor prefers reduced motion', async () => {
    const page = await open({ viewport: DESKTOP, reducedMotion: 'reduce' });
    const carousel = page.getByTestId('articles-carousel');
    await carousel.scrollIntoViewIfNeeded();
    await waitForHydration(page, '[data-testid="carousel-toggle"]');
    await page.mouse.move(5, 5);
    await expect
      .poll(() => carousel.getByTestId('carousel-toggle').getAttribute('aria-label'))
      .toBe('Reprendre le défilement automatique');
    await page.waitForTimeout(4500);
    expect(await scrollLeft(page)).toBe(0);
  });

  it('scrolls without JavaScript (scroll-snap), the buttons hidden', async () => {
    const page = await open({ viewport: DESKTOP, javaScriptEnabled: false });
    const carousel = page.getByTestId('articles-carousel');
    expect(await carousel.getByTestId('carousel-next').isVisible()).toBe(false);
    const track = carousel.locator('.carousel-track');
    const { scrollWidth, clientWidth } = await track.evaluate((e) => ({
      scrollWidth: e.scrollWidth,
      clientWidth: e.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth * 2);
    await track.evaluate((e) => e.scrollBy({ left: 300, behavior: 'instant' }));
    await expect.poll(() => track.evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
  });
});

describe('home page pictures', () => {
  it.each([
    // Brand logos: 64 px at 1x, 128 px on a 2x phone screen.
    ['desktop', { viewport: DESKTOP }, '64x64-inside-q88'],
    ['phone', { viewport: PHONE, isMobile: true, deviceScaleFactor: 2 }, '128x128-inside-q88'],
  ] as const)('load as AVIF variants at their size (%s)', async (_name, options, logoSize) => {
    context = await browser.newContext({ baseURL: server.url, locale: 'fr-FR', ...options });
    const page = await context.newPage();
    const types = new Map<string, string | undefined>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/media/')) {
        types.set(url.pathname, `${response.status()} ${response.headers()['content-type']}`);
      }
    });
    await page.goto('/');
    // Scroll down the page so every lazy picture is asked for.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 500) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await page.waitForTimeout(50);
    }
    // Articles further along the carousel are not in view: lazy, they are not loaded yet.
    const inView = () =>
      page.locator('#domains img, #brands li:not([hidden]) img, #articles img').evaluateAll((els) =>
        (els as HTMLImageElement[])
          .filter((e) => {
            const box = e.getBoundingClientRect();
            return box.width > 0 && box.left < window.innerWidth && box.right > 0;
          })
          .map((e) => ({ src: e.currentSrc, natural: e.naturalWidth, complete: e.complete })),
      );
    // The first visit renders every variant (AVIF takes tens of ms each).
    await expect
      .poll(async () => (await inView()).every((image) => image.complete), { timeout: 30_000 })
      .toBe(true);
    const shown = await inView();
    expect(shown.length).toBeGreaterThan(15); // 6 domains, 12 brands, the articles in view
    for (const image of shown) {
      const path = new URL(image.src).pathname;
      expect(path).toMatch(/^\/media\/r\/\d+x\d+-(inside|cover)-q\d+\/.+\.avif$/);
      expect(image.natural, path).toBeGreaterThan(0);
      expect(types.get(path), path).toBe('200 image/avif');
    }
    const logos = await page
      .locator('#brands li:not([hidden]) img')
      .evaluateAll((els) => els.map((e) => (e as HTMLImageElement).currentSrc));
    expect(logos.every((src) => src.includes(`/media/r/${logoSize}/`))).toBe(true);
  });

  it('serves WebP to a browser that asks for it', async () => {
    context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/');
    const webp = await page
      .locator('#domains source[type="image/webp"]:not([media])')
      .first()
      .getAttribute('srcset');
    const url = webp!.split(' ')[0]!;
    const response = await context.request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/webp');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
