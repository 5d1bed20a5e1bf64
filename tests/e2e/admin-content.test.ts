/**
 * Content in the back office, in a browser: an editor writes an article in French and English,
 * adds a picture, previews it (nothing published), publishes it, and a shopper sees it on the
 * articles page in both languages with its picture. A FAQ answer and a legal page's text
 * edited through the API show on their pages at once; staff get the not-found page.
 * Screenshots at 390 and 1366 px.
 */
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, waitForHydration } from '../support/browser';
import { signedInContext } from '../support/signed-in-browser';
import { startTestServer, type TestServer } from '../support/server';

const SCREENSHOTS = 'test-results/screenshots';
const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  mkdirSync(SCREENSHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

function signedIn(
  email: string,
  role: 'editor' | 'staff',
  viewport: { width: number; height: number },
) {
  return signedInContext(browser, server, { email, role, viewport });
}

async function shopper(viewport = DESKTOP) {
  const context = await browser.newContext({ baseURL: server.url, locale: 'fr-FR', viewport });
  await context.addCookies([{ name: 'accept_cookies', value: 'true', url: server.url }]);
  return context;
}

describe('content in the back office', () => {
  it('an editor writes, illustrates, previews and publishes an article a shopper then reads in French and English', async () => {
    const { context } = await signedIn('editor-content@example.test', 'editor', DESKTOP);
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Contenu', exact: true }).first().click();
    await page.getByTestId('admin-content').waitFor();
    await page.getByRole('link', { name: 'Articles' }).first().click();
    await page.getByTestId('admin-content-articles').waitFor();

    await page.getByLabel('Titre en français').fill('Housses en cuir : le guide');
    await page.getByTestId('admin-article-create').click();
    await page.getByTestId('admin-content-article').waitFor();
    await waitForHydration(page);

    await page.locator('#article-title-en').fill('Leather covers: the guide');
    await page.locator('#article-summary-fr').fill('Choisir, poser et entretenir.');
    await page.locator('#article-summary-en').fill('Choose, fit and care.');
    await page
      .locator('#article-body-fr')
      .fill('Le cuir dure des années.\n\n<script>alert(1)</script> reste du texte.');
    await page.locator('#article-body-en').fill('Leather lasts for years.');
    await page.getByTestId('admin-article-save').click();
    await page.getByTestId('admin-done').waitFor();

    // A picture, posted with the page's form (the page does not reload with JavaScript).
    const png = await sharp({
      create: { width: 320, height: 180, channels: 3, background: { r: 120, g: 60, b: 20 } },
    })
      .png()
      .toBuffer();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'cuir.png', mimeType: 'image/png', buffer: png });
    await page.locator('input[name="alt.fr"]').last().fill('Siège en cuir fauve');
    await page.locator('input[name="alt.en"]').last().fill('Tan leather seat');
    await page.getByTestId('admin-image-add-articles').click();
    await page.locator('[data-testid=admin-article-images] img').waitFor();

    // Without JavaScript the same form posts the file to the page, which reloads with it.
    const { context: plain } = await signedInContext(browser, server, {
      email: 'editor-content-nojs@example.test',
      role: 'editor',
      viewport: DESKTOP,
      javaScriptEnabled: false,
    });
    const plainPage = await plain.newPage();
    await plainPage.goto(new URL(page.url()).pathname);
    await plainPage
      .locator('input[type=file]')
      .setInputFiles({ name: 'cuir-2.png', mimeType: 'image/png', buffer: png });
    await Promise.all([
      plainPage.waitForURL(/done=image/),
      plainPage.getByTestId('admin-image-add-articles').click(),
    ]);
    expect(await plainPage.locator('[data-testid=admin-article-images] img').count()).toBe(2);
    await plain.close();

    // Still a draft: nobody sees it.
    const visitor = await shopper();
    const shop = await visitor.newPage();
    await shop.goto('/en/news');
    expect(await shop.locator('main').textContent()).not.toContain('Leather covers: the guide');

    // Preview in English: the article page with the typed values, nothing published.
    await page.locator('#article-title-en').fill('Leather covers: the full guide');
    await page.locator('#preview-locale').selectOption('en');
    await page.getByTestId('admin-content-preview').click();
    const preview = page.getByTestId('admin-preview');
    await preview.waitFor();
    expect(await preview.locator('h1').textContent()).toBe('Leather covers: the full guide');
    expect(await preview.locator('img').count()).toBe(1);
    await page.screenshot({
      path: `${SCREENSHOTS}/admin-content-preview-1366.png`,
      fullPage: true,
    });
    await shop.goto('/en/news');
    expect(await shop.locator('main').textContent()).not.toContain('Leather covers');

    // The French preview keeps the script as text.
    await page.locator('#preview-locale').selectOption('fr');
    await page.getByTestId('admin-content-preview').click();
    await page
      .getByTestId('admin-preview')
      .getByText('<script>alert(1)</script>', { exact: false })
      .waitFor();
    expect(await page.locator('.admin-preview-frame script').count()).toBe(0);

    // Publish.
    await page.locator('#article-published').check();
    await page.getByTestId('admin-article-save').click();
    await page.getByTestId('admin-done').waitFor();
    expect(await page.locator('#article-title-en').inputValue()).toBe(
      'Leather covers: the full guide',
    );
    await page.screenshot({
      path: `${SCREENSHOTS}/admin-content-article-1366.png`,
      fullPage: true,
    });

    await shop.goto('/articles');
    const french = shop.getByTestId('articles').getByRole('link', { name: /Housses en cuir/ });
    await french.waitFor();
    expect(await french.locator('img').count()).toBe(1);
    await shop.goto('/en/news');
    const english = shop
      .getByTestId('articles')
      .getByRole('link', { name: /Leather covers: the full guide/ });
    await english.click();
    await shop.waitForURL(/\/en\/news\/leather-covers-the-guide$/);
    await shop.locator('h1', { hasText: 'Leather covers: the full guide' }).waitFor();
    expect(await shop.locator('.prose').textContent()).toContain('Leather lasts for years.');
    await shop.goto('/articles/housses-en-cuir-le-guide');
    expect(await shop.locator('.prose').textContent()).toContain('<script>alert(1)</script>');

    // The same editor page on a phone.
    const phone = await signedIn('editor-content-phone@example.test', 'editor', MOBILE);
    const small = await phone.context.newPage();
    await small.goto(page.url());
    await small.getByTestId('admin-content-article').waitFor();
    await small.screenshot({
      path: `${SCREENSHOTS}/admin-content-article-390.png`,
      fullPage: true,
    });
    await small.locator('#preview-locale').selectOption('en');
    await small.getByTestId('admin-content-preview').click();
    await small.getByTestId('admin-preview').waitFor();
    await small.getByTestId('admin-preview').screenshot({
      path: `${SCREENSHOTS}/admin-content-preview-390.png`,
    });
    const width = await small.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(MOBILE.width);
    await phone.context.close();
    await visitor.close();
    await context.close();
  });

  it('a FAQ answer and a terms-of-sale text edited by an editor show on their pages at once', async () => {
    const { context } = await signedIn('editor-faq@example.test', 'editor', DESKTOP);
    const request = context.request;
    const headers = { origin: server.url };
    const made = await request.post('/api/admin/faq', {
      headers,
      data: {
        group: 'orders',
        question: { fr: 'Livrez-vous en Corse ?', en: 'Do you deliver to Corsica?' },
        answer: { fr: 'Oui, sous 5 jours.', en: 'Yes, within 5 days.' },
      },
    });
    expect(made.status()).toBe(201);
    const terms = await request.put('/api/admin/pages/cgv', {
      headers,
      data: { values: { en: '## Our promise\n\n{company} ships every order within two days.' } },
    });
    expect(terms.status()).toBe(200);

    const visitor = await shopper(MOBILE);
    const shop = await visitor.newPage();
    await shop.goto('/en/faq');
    expect(await shop.locator('main').textContent()).toContain('Do you deliver to Corsica?');
    await shop.goto('/faq');
    expect(await shop.locator('main').textContent()).toContain('Livrez-vous en Corse ?');
    await shop.goto('/en/terms-of-sale');
    expect(await shop.locator('h2').allTextContents()).toContain('Our promise');
    expect(await shop.locator('.prose').textContent()).not.toContain('{company}');
    await shop.goto('/cgv');
    expect(await shop.locator('h2').allTextContents()).not.toContain('Our promise');

    // The FAQ page of the back office on a phone, without JavaScript.
    const plain = await browser.newContext({
      baseURL: server.url,
      viewport: MOBILE,
      javaScriptEnabled: false,
      storageState: await context.storageState(),
    });
    const faq = await plain.newPage();
    await faq.goto('/admin/contenu/faq');
    await faq.getByTestId('admin-content-faq').waitFor();
    await faq.screenshot({ path: `${SCREENSHOTS}/admin-content-faq-390.png` });
    await plain.close();
    await visitor.close();
    await context.close();
  });

  it('a banner and a slide are previewed with the unsaved text, with and without JavaScript', async () => {
    for (const [viewport, width] of [
      [DESKTOP, 1366],
      [MOBILE, 390],
    ] as const) {
      const { context } = await signedIn(`editor-banner-${width}@example.test`, 'editor', viewport);
      const page = await context.newPage();
      await page.goto('/admin/contenu/bannieres');
      const form = page.getByTestId('admin-banner-form-new');
      await form.locator('input[name="name"]').fill(`Soldes ${width}`);
      await form.locator('input[name="link_url"]').fill('/promotions');
      await page.getByTestId('admin-banner-preview-new').click();
      const preview = page.getByTestId('admin-preview');
      await preview.waitFor();
      expect(await preview.getByTestId('banner-view').textContent()).toMatch(/image/i);
      expect(await preview.locator('a').getAttribute('href')).toBe('/promotions');
      // The typed text stays in the form; nothing was saved.
      expect(await form.locator('input[name="name"]').inputValue()).toBe(`Soldes ${width}`);
      const saved = await server.database.query(`select 1 from wallpapers where name = $1`, [
        `Soldes ${width}`,
      ]);
      expect(saved).toHaveLength(0);
      await page.screenshot({
        path: `${SCREENSHOTS}/admin-content-banner-preview-${width}.png`,
        fullPage: true,
      });
      await context.close();
    }
    // A slide, without JavaScript: the plain post answers the page with the preview.
    const { context } = await signedIn('editor-slide@example.test', 'editor', MOBILE);
    const plain = await browser.newContext({
      baseURL: server.url,
      viewport: MOBILE,
      javaScriptEnabled: false,
      storageState: await context.storageState(),
    });
    const page = await plain.newPage();
    await page.goto('/admin/contenu/bannieres');
    await page
      .locator('#slide-new-title-fr, [id^="slide-new"][name="title.fr"]')
      .first()
      .fill('Nouveautés hiver');
    await page.getByTestId('admin-slide-preview-new').click();
    await page.getByTestId('slide-view').waitFor();
    expect(await page.getByTestId('slide-view').textContent()).toContain('Nouveautés hiver');
    await page.screenshot({
      path: `${SCREENSHOTS}/admin-content-slide-preview-390.png`,
      fullPage: true,
    });
    // Saved with the tag `home`, the slide joins the home's strip.
    const slideForm = page.locator('form', { has: page.getByTestId('admin-slide-save-new') });
    await slideForm.locator('input[name="tags"]').fill('home');
    await slideForm.locator('input[name="position"]').fill('0');
    await page.getByTestId('admin-slide-save-new').click();
    await page.waitForLoadState('networkidle');
    const stored = await server.database.query<{ position: number; tags: string[] }>(
      `select s.position, s.tags from sliders s join slider_translations t on t.slider_id = s.id
        where t.title = 'Nouveautés hiver'`,
    );
    expect(stored).toEqual([{ position: 0, tags: ['home'] }]);
    const shopper = await plain.newPage();
    await shopper.goto('/');
    expect(await shopper.getByTestId('home-slides').textContent()).toContain('Nouveautés hiver');
    await plain.close();
    await context.close();
  });

  it('FAQ entries are reordered by dragging one onto another', async () => {
    const { context } = await signedIn('editor-faq-drag@example.test', 'editor', DESKTOP);
    const page = await context.newPage();
    await page.goto('/admin/contenu/faq');
    const rows = page.locator('[data-testid="admin-faq-list"] > li');
    await page.locator('.admin-sortable-handle').first().waitFor();
    const ids = await rows.evaluateAll((items) => items.map((li) => Number(li.dataset.id)));
    expect(ids.length).toBeGreaterThan(1);
    // The HTML5 drag events as a browser sends them (one DataTransfer from start to drop).
    const transfer = await page.evaluateHandle(() => new DataTransfer());
    await rows.last().dispatchEvent('dragstart', { dataTransfer: transfer });
    await rows.first().dispatchEvent('dragover', { dataTransfer: transfer });
    await rows.first().dispatchEvent('drop', { dataTransfer: transfer });
    await rows.last().dispatchEvent('dragend', { dataTransfer: transfer });
    const expected = [ids.at(-1)!, ...ids.slice(0, -1)];
    await expect
      .poll(
        async () =>
          (
            await server.database.query<{ id: number }>(
              `select id from faq_entries order by position, id`,
            )
          ).map((r) => r.id),
        { timeout: 10_000 },
      )
      .toEqual(expected);
    await page.screenshot({ path: `${SCREENSHOTS}/admin-content-faq-drag-1366.png` });
    await context.close();
  });

  it('staff have no content entry and get the not-found page', async () => {
    const { context } = await signedIn('staff-content@example.test', 'staff', DESKTOP);
    const page = await context.newPage();
    await page.goto('/admin');
    expect(await page.getByRole('link', { name: 'Contenu', exact: true }).count()).toBe(0);
    for (const path of ['/admin/contenu', '/admin/contenu/articles', '/en/admin/content/faq']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    await context.close();
  });
});
