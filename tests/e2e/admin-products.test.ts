/**
 * Back office: an editor creates a product with three variants and two uploaded photos, its
 * texts in six languages, through the editor's plain forms; then drops two more photos at once
 * (one refused file beside them), drags the last to the front, and attaches a PDF notice. The
 * storefront lists it in its category, finds it by search in French and in English at once,
 * and its page links the notice.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/locale';
import { launchBrowser } from '../support/browser';
import { signedInContext } from '../support/signed-in-browser';
import { startTestServer, type TestServer } from '../support/server';

const SCREENSHOTS = 'test-results/screenshots';
const WORD: Record<string, string> = {
  fr: 'Plumavelours',
  en: 'Featherplush',
  es: 'Plumaterciopelo',
  de: 'Federsamt',
  it: 'Piumavelluto',
  pt: 'Plumaveludo',
};

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function editorContext(
  viewport: { width: number; height: number },
  javaScriptEnabled = true,
) {
  const email = `editor-products-${viewport.width}-${javaScriptEnabled}@example.test`;
  return (
    await signedInContext(browser, server, {
      email,
      role: 'editor',
      viewport,
      firstname: 'Eva',
      javaScriptEnabled,
    })
  ).context;
}

const photo = (r: number) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r, g: 80, b: 60 } } })
    .jpeg()
    .toBuffer();

async function fillSix(page: Page, prefix: string, text: (locale: string) => string) {
  for (const locale of LOCALES) await page.locator(`#${prefix}-${locale}`).fill(text(locale));
}

describe('back-office products', () => {
  it('an editor creates a product with three variants and two photos; the shop lists and finds it in French and English', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const [domain] = await server.database.query<{ id: number; fr: string; en: string }>(
      `select c.id,
              (select slug from category_translations where category_id = c.id and locale = 'fr') as fr,
              (select slug from category_translations where category_id = c.id and locale = 'en') as en
         from categories c where c.parent_id is null and c.is_active order by c.position, c.id limit 1`,
    );
    const context: BrowserContext = await editorContext({ width: 1366, height: 900 });
    const page = await context.newPage();
    await page.goto('/admin/produits');
    expect(await page.getByRole('link', { name: 'Nouveau produit' }).count()).toBe(1);
    await page.goto('/admin/produits/nouveau');
    await page.locator('#product-reference').fill('PLUMA-1');
    await fillSix(page, 'product-name', (l) => `Housse ${WORD[l]}`);
    await fillSix(page, 'product-description', (l) => `Description ${l}`);
    await page.locator(`input[name="category_ids"][value="${domain!.id}"]`).check();
    await page.getByTestId('product-save').click();
    await page.waitForURL(/\/admin\/produits\/\d+\?done=created/);

    for (const [i, ref] of ['PLUMA-1-N', 'PLUMA-1-G', 'PLUMA-1-B'].entries()) {
      await page.locator('#variant-new-reference').fill(ref);
      await fillSix(page, 'variant-new-name', (l) => `Coloris ${i + 1} ${l}`);
      await page.locator('#variant-new-price_ht').fill(`${100 + i * 10},00`);
      await page.locator('#variant-new-quantity').fill('8');
      await page.getByTestId('variant-new-submit').click();
      await page.waitForURL(/done=variant/);
      await page.getByTestId(`variant-new`).waitFor();
    }
    for (const r of [200, 40]) {
      await page
        .locator('#product-file')
        .setInputFiles({ name: `seat-${r}.jpg`, mimeType: 'image/jpeg', buffer: await photo(r) });
      await fillSix(page, 'product-new-alt', (l) => `Photo ${r} ${l}`);
      await Promise.all([page.waitForNavigation(), page.getByTestId('product-upload').click()]);
      const refusal = await page
        .locator('.admin-upload .form-alert, .admin-upload .field-error')
        .allTextContents();
      expect(refusal).toEqual([]);
      expect(page.url()).toMatch(/done=image/);
    }
    expect(await page.locator('[data-testid="product-images"] img').count()).toBe(2);

    // With JavaScript: two photos and a file that is no picture dropped at once; each shows
    // its own outcome, the refused one in the editor's language.
    await page.getByTestId('product-drop-input').setInputFiles([
      { name: 'drop-a.jpg', mimeType: 'image/jpeg', buffer: await photo(120) },
      { name: 'faux.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('pas une image') },
      { name: 'drop-b.jpg', mimeType: 'image/jpeg', buffer: await photo(250) },
    ]);
    const dropList = page.getByTestId('product-drop-list');
    await dropList.locator('.is-done').nth(1).waitFor();
    await dropList.locator('.is-failed').waitFor();
    expect(await dropList.locator('.is-failed').textContent()).toMatch(/faux\.jpg.*JPEG/);
    const imageIds = () =>
      page
        .getByTestId('product-image-list')
        .locator(':scope > li')
        .evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.id));
    await expect.poll(async () => (await imageIds()).length).toBe(4);
    // Drag the last photo onto the first: it becomes the first.
    const before = await imageIds();
    const rows = page.getByTestId('product-image-list').locator(':scope > li');
    // The browser's own drag events (what a mouse drag fires), sharing one DataTransfer.
    const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
    const target = rows.nth(0).locator('.admin-sortable-row').first();
    await rows.nth(3).dispatchEvent('dragstart', { dataTransfer });
    await target.dispatchEvent('dragenter', { dataTransfer });
    await target.dispatchEvent('dragover', { dataTransfer });
    await target.dispatchEvent('drop', { dataTransfer });
    await rows.nth(3).dispatchEvent('dragend', { dataTransfer });
    await expect.poll(imageIds).toEqual([before[3], before[0], before[1], before[2]]);
    await page.reload();
    expect(await imageIds()).toEqual([before[3], before[0], before[1], before[2]]);

    // A fitting instruction (PDF) with its title in six languages.
    await page.locator('#document-file').setInputFiles({
      name: 'notice.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
    });
    await fillSix(page, 'document-new-title', (l) => `Notice de montage ${WORD[l]}`);
    await Promise.all([
      page.waitForURL(/done=document/),
      page.getByTestId('document-upload').click(),
    ]);
    await page.getByTestId('admin-document').waitFor();
    expect(await page.getByTestId('admin-document').count()).toBe(1);
    expect(await page.locator('[data-testid^="variant-"][data-testid$="-submit"]').count()).toBe(4);
    await page.screenshot({ path: `${SCREENSHOTS}/admin-product-1366.png`, fullPage: true });

    const phone = await editorContext({ width: 390, height: 844 });
    const small = await phone.newPage();
    await small.goto(page.url());
    await small.screenshot({ path: `${SCREENSHOTS}/admin-product-390.png`, fullPage: true });
    await small.goto('/admin/produits?q=PLUMA');
    expect(await small.getByTestId('admin-products').textContent()).toContain('PLUMA-1');
    await small.screenshot({ path: `${SCREENSHOTS}/admin-products-390.png`, fullPage: true });

    // The storefront, at once: category list (newest first) and search, in French and English.
    const shop = await browser.newContext({ baseURL: server.url });
    await shop.addCookies([{ name: 'accept_cookies', value: 'true', url: server.url }]);
    const visitor = await shop.newPage();
    for (const [path, locale] of [
      [`/c/${domain!.fr}?sort=newest`, 'fr'],
      [`/en/c/${domain!.en}?sort=newest`, 'en'],
      [`/?q=${WORD.fr}`, 'fr'],
      [`/en?q=${WORD.en}`, 'en'],
    ] as const) {
      await visitor.goto(path);
      const text = (await visitor.locator('main').textContent()) ?? '';
      expect(text, path).toContain(`Housse ${WORD[locale]}`);
    }
    const [own] = await server.database.query<{ slug: string }>(
      `select t.slug from product_translations t join products p on p.id = t.product_id
        where p.reference = 'PLUMA-1' and t.locale = 'en'`,
    );
    await visitor.goto(`/en/p/${own!.slug}`);
    const documentLink = visitor.getByTestId('product-document');
    expect(await documentLink.textContent()).toContain(`Notice de montage ${WORD.en}`);
    const documentUrl = (await documentLink.getAttribute('href'))!;
    expect(documentUrl).toMatch(/^\/media\/uploads\/.+\.pdf$/);
    expect((await visitor.request.get(documentUrl)).headers()['content-type']).toContain('pdf');
    expect(await visitor.locator('.pdp-document-size').textContent()).toMatch(/PDF, 0\.1 MB/);
    await documentLink.scrollIntoViewIfNeeded();
    await visitor.screenshot({ path: `${SCREENSHOTS}/admin-product-shop-1366.png` });
    await Promise.all([context.close(), phone.close(), shop.close()]);
  }, 180_000);

  it('filters the list by a vehicle picked by make, model and generation, with and without JavaScript', async () => {
    const [fit] = await server.database.query<{
      reference: string;
      make: string;
      model: string;
      vehicle: number;
    }>(
      `select p.reference, b.id::text as make, v.name as model, v.id as vehicle
         from product_vehicles pv join products p on p.id = pv.product_id
         join vehicles v on v.id = pv.vehicle_id and v.is_active
         join brands b on b.id = v.brand_id
        order by p.id desc limit 1`,
    );
    const noJs = await editorContext({ width: 390, height: 844 }, false);
    const page = await noJs.newPage();
    await page.goto('/admin/produits');
    expect(await page.locator('#products-model').count()).toBe(0);
    await page.locator('#products-make').selectOption(fit!.make);
    await Promise.all([
      page.waitForURL(/make=/),
      page.getByRole('button', { name: 'Filtrer' }).click(),
    ]);
    await page.locator('#products-model').selectOption(fit!.model);
    await Promise.all([
      page.waitForURL(/model=/),
      page.getByRole('button', { name: 'Filtrer' }).click(),
    ]);
    await page.locator('#products-vehicle').selectOption(String(fit!.vehicle));
    await Promise.all([
      page.waitForURL(/vehicle=/),
      page.getByRole('button', { name: 'Filtrer' }).click(),
    ]);
    const chosen = (await page.getByTestId('products-vehicle-chosen').textContent()) ?? '';
    expect(chosen).toContain(fit!.model);
    expect(await page.getByTestId('admin-products').textContent()).toContain(fit!.reference);
    await page.screenshot({
      path: `${SCREENSHOTS}/admin-products-vehicle-390.png`,
      fullPage: true,
    });

    // With JavaScript the model select fills as soon as the make is chosen.
    const withJs = await editorContext({ width: 1280, height: 900 });
    const live = await withJs.newPage();
    await live.goto('/admin/produits');
    await live.locator('#products-make[data-hydrated]').waitFor();
    await live.locator('#products-make').selectOption(fit!.make);
    await live
      .locator(`#products-model option[value="${fit!.model}"]`)
      .waitFor({ state: 'attached' });
    expect(live.url()).not.toContain('make=');
    await live.locator('#products-model').selectOption(fit!.model);
    await live.locator('#products-vehicle').selectOption(String(fit!.vehicle));
    await Promise.all([
      live.waitForURL(/vehicle=/),
      live.getByRole('button', { name: 'Filtrer' }).click(),
    ]);
    expect(await live.getByTestId('products-vehicle-chosen').textContent()).toBe(chosen);
    await Promise.all([noJs.close(), withJs.close()]);
  }, 120_000);
});
