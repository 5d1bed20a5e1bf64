/**
 * The catalogue structure in the back office: an editor reorders the domains by dragging a row
 * (JavaScript) and with the ↓ button (no JavaScript), creates a subcategory with its picture
 * and finds its storefront page at once (its domain page links it once it holds products);
 * creates a vehicle make with its logo and sees the logo in the home page's brand list; the
 * three pages at phone and desktop widths, with and without JavaScript (screenshots in
 * test-results/screenshots).
 */
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

const SCREENSHOTS = 'test-results/screenshots';

let server: TestServer;
let browser: Browser;
let token = '';

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  const post = (path: string, body: unknown) =>
    fetch(server.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const email = 'editor-structure@example.test';
  await post('/api/users', {
    email,
    password: 'Sellerie1!',
    firstname: 'Camille',
    lastname: 'Martin',
    accept_terms: true,
    accept_privacy: true,
  });
  await server.database.query(`update users set role = 'editor' where email = $1`, [email]);
  const login = await post('/api/auth/token', { email, password: 'Sellerie1!' });
  token = ((await login.json()) as { access_token: string }).access_token;
  mkdirSync(SCREENSHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function editor(javaScriptEnabled = true, viewport = { width: 1366, height: 900 }) {
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'fr-FR',
    javaScriptEnabled,
    viewport,
  });
  await context.addCookies([
    { name: 'sellerie_session', value: token, url: server.url, httpOnly: true },
    { name: 'accept_cookies', value: 'true', url: server.url },
  ]);
  return context;
}

const rootOrder = async () =>
  (
    await server.database.query<{ id: number }>(
      `select id from categories where parent_id is null order by position, id`,
    )
  ).map((r) => r.id);

async function waitFor(check: () => Promise<boolean>, ms = 10_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe('catalogue structure pages', () => {
  let context: BrowserContext;

  it('reorders the domains by dragging a row (JavaScript)', async () => {
    context = await editor();
    const page = await context.newPage();
    await page.goto('/admin/categories');
    const before = await rootOrder();
    expect(before.length).toBeGreaterThan(1);
    const rows = page.locator('[data-testid="categories-root"] > li');
    // Hydrated: rows become draggable.
    await expect.poll(() => rows.first().getAttribute('draggable')).toBe('true');
    const posts: string[] = [];
    page.on('response', (res) => {
      if (res.request().method() === 'POST') posts.push(`${res.status()} ${res.url()}`);
    });
    // The browser's own drag events on the rows (what a mouse drag fires), sharing one
    // DataTransfer: the page's native HTML5 handlers do the rest.
    const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
    const source = rows.nth(0);
    const target = rows.nth(1).locator('.admin-sortable-row').first();
    await source.dispatchEvent('dragstart', { dataTransfer });
    await target.dispatchEvent('dragenter', { dataTransfer });
    await target.dispatchEvent('dragover', { dataTransfer });
    await target.dispatchEvent('drop', { dataTransfer });
    await source.dispatchEvent('dragend', { dataTransfer });
    const expected = [before[1]!, before[0]!, ...before.slice(2)];
    const moved = await waitFor(async () => (await rootOrder()).join() === expected.join());
    expect(moved, posts.join('; ')).toBe(true);
    // The page shows the new order too.
    expect(await rows.nth(0).getAttribute('data-id')).toBe(String(expected[0]));
    await page.screenshot({ path: `${SCREENSHOTS}/admin-categories-1366.png`, fullPage: true });
  });

  it('reorders the domains with the ↓ button (no JavaScript)', async () => {
    const noJs = await editor(false);
    const page = await noJs.newPage();
    await page.goto('/admin/categories');
    const before = await rootOrder();
    await page
      .locator('[data-testid="categories-root"] > li')
      .first()
      .locator('.admin-sortable-row')
      .first()
      .locator('button[value="down"]')
      .click();
    await page.waitForURL(/done=reorder/);
    expect(await rootOrder()).toEqual([before[1], before[0], ...before.slice(2)]);
    await page.screenshot({ path: `${SCREENSHOTS}/admin-categories-nojs.png`, fullPage: true });
    for (const path of ['/admin/filtres', '/admin/vehicules']) {
      await page.goto(path);
      expect(await page.locator('h1').textContent()).toBeTruthy();
    }
    await noJs.close();
  });

  it('creates a subcategory with its picture; its storefront page exists at once', async () => {
    const [domain] = await server.database.query<{ id: number; slug: string }>(
      `select c.id, t.slug from categories c join category_translations t
          on t.category_id = c.id and t.locale = 'fr'
        where c.parent_id is null and c.is_active order by c.position limit 1`,
    );
    const page = await context.newPage();
    await page.goto(`/admin/categories?parent=${domain!.id}#editor`);
    await page.fill('#category-name-fr', 'Housses écossaises');
    await page.fill('#category-name-en', 'Tartan covers');
    // Its picture goes with the same plain form.
    const png = await sharp({
      create: { width: 200, height: 120, channels: 3, background: { r: 30, g: 90, b: 40 } },
    })
      .png()
      .toBuffer();
    await page
      .locator('#category-file')
      .setInputFiles({ name: 'tartan.png', mimeType: 'image/png', buffer: png });
    await page.getByTestId('category-save').click();
    await page.waitForURL(/done=create/);
    const pictures = await server.database.query<{ url: string }>(
      `select i.url from images i join category_translations t
          on t.category_id = i.owner_id and t.locale = 'fr'
        where i.owner_type = 'category' and t.name = 'Housses écossaises'`,
    );
    expect(pictures.map((p) => p.url)).toEqual([expect.stringMatching(/^\/media\/uploads\//)]);
    await expect
      .poll(() => page.locator('.admin-sortable').getByText('Housses écossaises').count())
      .toBeGreaterThan(0);
    // Its page exists at once; the domain page links it only once it holds products (a chip
    // never leads to an empty page).
    const shop = await context.newPage();
    await shop.goto(`/c/${domain!.slug}/housses-ecossaises`);
    expect(await shop.locator('h1').textContent()).toContain('Housses écossaises');
    await shop.goto(`/c/${domain!.slug}`);
    expect(await shop.getByRole('link', { name: /Housses écossaises/ }).count()).toBe(0);
  });

  it('creates a make with its logo; the home page brand list shows the logo', async () => {
    const page = await context.newPage();
    await page.goto('/admin/vehicules');
    await page.fill('#make-new-name', 'A1 Logo Motors');
    const png = await sharp({
      create: { width: 240, height: 120, channels: 3, background: { r: 180, g: 20, b: 40 } },
    })
      .png()
      .toBuffer();
    await page
      .locator('#make-new-file')
      .setInputFiles({ name: 'a1.png', mimeType: 'image/png', buffer: png });
    await page.getByTestId('make-save').click();
    await page.waitForURL(/done=make-create/);
    // The make's own form shows the logo it now has.
    await expect.poll(() => page.getByTestId('make-file-current').count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}/admin-vehicles-logo.png`, fullPage: true });
    const shop = await context.newPage();
    await shop.goto('/');
    const card = shop.getByTestId('brands-grid').getByRole('link', { name: /A1 Logo Motors/ });
    await expect.poll(() => card.count()).toBe(1);
    const logo = card.locator('img');
    expect(await logo.count()).toBe(1);
    await logo.scrollIntoViewIfNeeded();
    await expect
      // Its sizes are rendered on the first request: give the server time.
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        timeout: 20_000,
      })
      .toBe(true);
    await shop.screenshot({ path: `${SCREENSHOTS}/home-brands-logo.png`, fullPage: false });
  });

  it("refuses a logo over 10 MB with the page's own message, keeping what was typed", async () => {
    const page = await context.newPage();
    await page.goto('/admin/vehicules');
    await page.fill('#make-new-name', 'Heavy Logo Motors');
    // Just over the 10 MB a picture may weigh: the page must answer, not the server's body limit.
    const big = Buffer.alloc(10 * 1024 * 1024 + 300 * 1024, 1);
    big.set(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    await page
      .locator('#make-new-file')
      .setInputFiles({ name: 'heavy.png', mimeType: 'image/png', buffer: big });
    await page.getByTestId('make-save').click();
    await expect
      .poll(() => page.getByText('Le fichier est trop volumineux (maximum 10 Mo).').count())
      .toBeGreaterThan(0);
    expect(await page.inputValue('#make-new-name')).toBe('Heavy Logo Motors');
    const made = await server.database.query(
      `select 1 from brands where name = 'Heavy Logo Motors'`,
    );
    expect(made).toHaveLength(0);
  });

  it('draws the three pages at 390 and 1280 px', async () => {
    const [make] = await server.database.query<{ id: number }>(
      `select id from brands where name = 'A1 Logo Motors'`,
    );
    const [range] = await server.database.query<{ id: number }>(
      `select id from filters where filter_type_id = 2 order by position limit 1`,
    );
    for (const width of [390, 1280]) {
      for (const js of [true, false]) {
        const ctx = await editor(js, { width, height: 844 });
        const page = await ctx.newPage();
        for (const [path, name] of [
          ['/admin/categories', 'categories'],
          ['/admin/filtres?edit=1', 'filters'],
          [`/admin/filtres?edit=${range?.id ?? 1}`, 'filters-range'],
          ['/en/admin/vehicles', 'vehicles'],
          [`/admin/vehicules?make=${make?.id ?? ''}#make`, 'make'],
        ] as const) {
          const res = await page.goto(path);
          expect(res?.status()).toBe(200);
          await page.screenshot({
            path: `${SCREENSHOTS}/admin-${name}-${width}-${js ? 'js' : 'nojs'}.png`,
            fullPage: true,
          });
        }
        await ctx.close();
      }
    }
  });
});
