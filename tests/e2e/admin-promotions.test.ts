/**
 * Promotions in the back office (docs/decisions/043): an editor creates a code for seat covers
 * only on the code editor; a shopper with a seat cover and a handbrake boot in the cart enters
 * it and sees the discount on the seat cover line only, the totals adding up to the cent.
 * A fixed 10 € code for seat covers only takes 10 € off that line, and its card on the promo
 * codes page says "-10 €". Screenshots of the list, the editor, the cart and the cards at 390,
 * 1280 and 1366 px; the cart's discount figure stays inside its summary box.
 * A deal for one variant (docs/decisions/046): the editor chooses the product, then one of its
 * variants, sees its old and new price; the deals page shows them struck and new, and the cart
 * discounts that variant only.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../src/modules/customers';
import { href } from '../../src/web/paths';
import { frenchAccountUrls, registration } from '../support/accounts';
import { launchBrowser, waitForHydration } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { fill, uniqueEmail } from './account-support';

const SCREENSHOTS = 'test-results/screenshots';
const WIDE = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const PASSWORD = 'Sellerie1!';

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let seatCovers: number;
const products: Record<'cover' | 'boot', { id: number; slug: string; name: string }> = {} as never;

/** A product under a category slug, its variants at a known price and in stock. */
async function productUnder(slug: string, priceHtCents: number) {
  const [row] = await server.database.query<{ id: number; slug: string; name: string }>(
    `with recursive tree(id) as (
       select category_id from category_translations where locale = 'fr' and slug = $1
       union select c.id from categories c join tree t on c.parent_id = t.id)
     select p.id, pt.slug, pt.name from products p
       join product_listing pl on pl.product_id = p.id and pl.is_active
       join product_translations pt on pt.product_id = p.id and pt.locale = 'fr'
      where p.is_active
        and exists (select 1 from product_categories pc
                     where pc.product_id = p.id and pc.category_id in (select id from tree))
        and not exists (select 1 from deals d where d.product_id = p.id)
      order by p.id limit 1`,
    [slug],
  );
  await server.database.query(
    `update variants set price_ht_cents = $2, discount_percent = 0, quantity_available = 500,
            out_of_stock_status = 'stock', weight_grams = 400, is_active = true
      where product_id = $1`,
    [row!.id, priceHtCents],
  );
  return row!;
}

/** "2026-05-31" for today + `days`, in Paris (the back office's shop days). */
const shopDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/**
 * A product in no deal with exactly two active variants, at 50,00 € and 60,00 € excl. tax
 * (60,00 € and 72,00 € incl. VAT), in stock.
 */
async function twoVariantProduct() {
  const [row] = await server.database.query<{ id: number; slug: string; ids: number[] }>(
    `select p.id, pt.slug, array_agg(v.id order by v.position, v.id) as ids
       from products p
       join product_listing pl on pl.product_id = p.id and pl.is_active
       join product_translations pt on pt.product_id = p.id and pt.locale = 'fr'
       join variants v on v.product_id = p.id and v.is_active
      where p.is_active and not exists (select 1 from deals d where d.product_id = p.id)
        and p.id <> all($1::int[])
      group by p.id, pt.slug having count(*) >= 2
      order by p.id limit 1`,
    [[products.cover.id, products.boot.id]],
  );
  const [a, b] = row!.ids.map(Number) as [number, number];
  await server.database.query(
    `update variants set is_active = (id = any($2::int[])), discount_percent = 0,
            quantity_available = 500, out_of_stock_status = 'stock', weight_grams = 400,
            price_ht_cents = case when id = $3 then 6000 else 5000 end
      where product_id = $1`,
    [row!.id, [a, b], b],
  );
  return { id: Number(row!.id), slug: row!.slug, a, b };
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  mkdirSync(SCREENSHOTS, { recursive: true });
  products.cover = await productUnder('housses-de-siege', 8250);
  products.boot = await productUnder('soufflets', 4166);
  const [category] = await server.database.query<{ id: number }>(
    `select category_id as id from category_translations where locale = 'fr' and slug = 'housses-de-siege'`,
  );
  seatCovers = category!.id;
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await server?.close();
});

/** A signed-in browser page for a new account of `role`. */
async function signedIn(role: 'editor' | 'customer', viewport: { width: number; height: number }) {
  const email = uniqueEmail(`promo-${role}`);
  await register(
    { db: server.database.db, now: () => new Date(), urls: frenchAccountUrls(server.url) },
    { ...registration({ email, password: PASSWORD }), newsletter: false } as never,
    { locale: 'fr', countryIso: 'FR' },
  );
  await server.database.query(`update users set role = $1 where email = $2`, [role, email]);
  const context = await browser.newContext({
    baseURL: server.url,
    viewport,
    locale: 'fr-FR',
    reducedMotion: 'reduce',
  });
  contexts.push(context);
  await context.addCookies([
    { name: 'accept_cookies', value: 'true', url: server.url },
    { name: 'fonctionnal_cookies', value: 'false', url: server.url },
    { name: 'publicity_cookies', value: 'false', url: server.url },
  ]);
  const page = await context.newPage();
  await page.goto(href('connexion', null, 'fr'));
  await waitForHydration(page, 'main form button[type="submit"]');
  await fill(page, 'main form', { email, password: PASSWORD });
  await Promise.all([
    page.waitForURL((url) => url.pathname !== href('connexion', null, 'fr')),
    page.locator('main form button[type="submit"]').first().click(),
  ]);
  return page;
}

async function screenshot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** "1 234,56 €" → 123456. */
const cents = (text: string) =>
  Math.round(
    Number(
      text
        .replace(/[^\d,−-]/g, '')
        .replace(',', '.')
        .replace('−', '-'),
    ) * 100,
  );

describe('promotions in the back office', () => {
  it('an editor creates a seat-cover-only code; the cart discounts the seat cover line only', async () => {
    const editor = await signedIn('editor', WIDE);
    await editor.goto(href('admin-promo-codes-id', { id: 'nouveau' }, 'fr'));
    await waitForHydration(editor, '[data-testid="promo-save"]');
    await editor.fill('#promo-code', 'HOUSSES-E2E');
    await editor.fill('#promo-name-fr', 'Housses de siège -15 %');
    await editor.fill('#promo-name-en', 'Seat covers -15 %');
    await editor.fill('#promo-value_percent', '15');
    await editor.check('input[name="applies_to"][value="categories"]');
    await editor.check(`input[name="category_ids"][value="${seatCovers}"]`);
    await screenshot(editor, 'admin-promo-editor-1366');
    await Promise.all([editor.waitForURL(/done=saved/), editor.getByTestId('promo-save').click()]);
    expect(await editor.getByTestId('promo-stats').innerText()).toMatch(/0 fois/);
    await editor.goto(href('admin-promo-codes', null, 'fr'));
    expect(await editor.getByTestId('admin-promo-codes').innerText()).toContain('HOUSSES-E2E');
    await screenshot(editor, 'admin-promo-codes-1366');
    await editor.setViewportSize(PHONE);
    await screenshot(editor, 'admin-promo-codes-390');

    for (const [viewport, label] of [
      [WIDE, '1366'],
      [PHONE, '390'],
    ] as const) {
      const shopper = await signedIn('customer', viewport);
      for (const product of [products.cover, products.boot]) {
        await shopper.goto(href('p-slug', { slug: product.slug }, 'fr'));
        await waitForHydration(shopper, '[data-testid="add-to-cart-form"]');
        await shopper.getByTestId('add-to-cart').click();
        await shopper.getByTestId('added-to-cart').waitFor();
      }
      await shopper.goto(href('panier', null, 'fr'));
      await waitForHydration(shopper, '[data-testid="promo-apply"]');
      await shopper.getByTestId('promo-input').fill('housses-e2e');
      await shopper.getByTestId('promo-apply').click();
      await shopper.getByTestId('cart-promo').waitFor();

      const lines = shopper.getByTestId('cart-line');
      expect(await lines.count()).toBe(2);
      const coverLine = lines.filter({ hasText: products.cover.name });
      const bootLine = lines.filter({ hasText: products.boot.name });
      // 82,50 € HT → 99,00 € TTC; 15 % of it: 14,85 €; the boot keeps its price.
      expect(await coverLine.getByTestId('cart-line-promo').innerText()).toMatch(/14,85/);
      expect(await bootLine.getByTestId('cart-line-promo').count()).toBe(0);
      const promo = cents(await shopper.getByTestId('cart-promo').innerText());
      expect(Math.abs(promo)).toBe(1485);
      const subtotal = cents(await shopper.getByTestId('cart-subtotal-ttc').innerText());
      expect(subtotal).toBe(9900 + 4999);
      const shippingCell = shopper.getByTestId('cart-shipping');
      const shippingText = (await shippingCell.count()) ? await shippingCell.innerText() : '';
      const shipping = /\d/.test(shippingText) ? cents(shippingText) : 0;
      const total = cents(await shopper.getByTestId('cart-total').innerText());
      expect(total).toBe(subtotal - 1485 + shipping);
      await coverLine.scrollIntoViewIfNeeded();
      await screenshot(shopper, `cart-seat-cover-code-${label}`);
    }
  }, 180_000);

  it('a fixed 10 € seat-cover-only code takes 10 € off the seat cover line, shown "-10 €"', async () => {
    const editor = await signedIn('editor', WIDE);
    await editor.goto(href('admin-promo-codes-id', { id: 'nouveau' }, 'fr'));
    await waitForHydration(editor, '[data-testid="promo-save"]');
    await editor.fill('#promo-code', 'HOUSSES10E');
    await editor.fill('#promo-name-fr', 'Housses de siège -10 €');
    await editor.check('input[name="kind"][value="amount"]');
    // Only the chosen kind's field shows.
    expect(await editor.locator('#promo-value_percent').isVisible()).toBe(false);
    await editor.fill('#promo-value_amount', '10');
    await editor.check('input[name="is_featured"]');
    await editor.check('input[name="applies_to"][value="categories"]');
    await editor.check(`input[name="category_ids"][value="${seatCovers}"]`);
    await Promise.all([editor.waitForURL(/done=saved/), editor.getByTestId('promo-save').click()]);
    // The address changes a moment before the saved form is drawn: wait for the stored value.
    await expect.poll(() => editor.locator('#promo-value_amount').inputValue()).toBe('10,00');
    await editor.goto(href('admin-promo-codes', null, 'fr'));
    expect(await editor.getByTestId('admin-promo-codes').innerText()).toMatch(
      /HOUSSES10E[\s\S]*-10\s€/,
    );

    for (const [viewport, label] of [
      [LAPTOP, '1280'],
      [WIDE, '1366'],
      [PHONE, '390'],
    ] as const) {
      const shopper = await signedIn('customer', viewport);
      for (const product of [products.cover, products.boot]) {
        await shopper.goto(href('p-slug', { slug: product.slug }, 'fr'));
        await waitForHydration(shopper, '[data-testid="add-to-cart-form"]');
        await shopper.getByTestId('add-to-cart').click();
        await shopper.getByTestId('added-to-cart').waitFor();
      }
      await shopper.goto(href('panier', null, 'fr'));
      await waitForHydration(shopper, '[data-testid="promo-apply"]');
      await shopper.getByTestId('promo-input').fill('housses10e');
      await shopper.getByTestId('promo-apply').click();
      await shopper.getByTestId('cart-promo').waitFor();
      expect(await shopper.getByTestId('promo-current').innerText()).toMatch(/-10\s€/);

      const lines = shopper.getByTestId('cart-line');
      const coverLine = lines.filter({ hasText: products.cover.name });
      const bootLine = lines.filter({ hasText: products.boot.name });
      expect(Math.abs(cents(await coverLine.getByTestId('cart-line-promo').innerText()))).toBe(
        1000,
      );
      expect(await bootLine.getByTestId('cart-line-promo').count()).toBe(0);
      const promo = cents(await shopper.getByTestId('cart-promo').innerText());
      expect(Math.abs(promo)).toBe(1000);
      const subtotal = cents(await shopper.getByTestId('cart-subtotal-ttc').innerText());
      expect(subtotal).toBe(9900 + 4999);
      const shippingCell = shopper.getByTestId('cart-shipping');
      const shippingText = (await shippingCell.count()) ? await shippingCell.innerText() : '';
      const shipping = /\d/.test(shippingText) ? cents(shippingText) : 0;
      const total = cents(await shopper.getByTestId('cart-total').innerText());
      expect(total).toBe(subtotal - 1000 + shipping);
      // The discount figure stays inside the summary box (it once overflowed at 1366 px).
      const inside = await shopper.getByTestId('cart-promo').evaluate((cell) => {
        const box =
          cell.closest('aside, section, [data-testid="cart-summary"]') ?? cell.parentElement!;
        const [a, b] = [cell.getBoundingClientRect(), box.getBoundingClientRect()];
        return (
          a.left >= b.left - 0.5 &&
          a.right <= b.right + 0.5 &&
          cell.scrollWidth <= cell.clientWidth + 1
        );
      });
      expect(inside, label).toBe(true);
      await screenshot(shopper, `cart-fixed-code-${label}`);

      await shopper.goto(href('codes-promo', null, 'fr'));
      const card = shopper
        .getByTestId('promo-codes')
        .locator('li')
        .filter({ hasText: 'HOUSSES10E' });
      expect(await card.getByTestId('promo-code-value').innerText()).toMatch(/^-10\s€/);
      await screenshot(shopper, `promo-code-cards-${label}`);
    }
  }, 240_000);

  it('a deal for one variant: chosen in the editor, struck on the deals page, that line only in the cart', async () => {
    const target = await twoVariantProduct();
    const editor = await signedIn('editor', WIDE);
    await editor.goto(href('admin-deals', null, 'fr'));
    await waitForHydration(editor, '[data-testid="deal-save"]');
    await editor.fill('#deal-title-fr', 'Une variante à -25 %');
    await editor.fill('#deal-title-en', 'One variant at -25 %');
    await editor.fill('#deal-discount_percent', '25');
    await editor.fill('#deal-starts_on', shopDay(0));
    await editor.fill('#deal-ends_on', shopDay(6));
    // The product first: its variants come back in a select, what was typed kept.
    await editor.fill('#deal-product_id', String(target.id));
    await editor.getByTestId('deal-choose-product').click();
    const select = editor.locator('#deal-variant_id');
    await select.waitFor();
    expect(await select.locator('option').count()).toBe(3);
    expect(await editor.locator('#deal-title-fr').inputValue()).toBe('Une variante à -25 %');
    await select.selectOption(String(target.b));
    await editor.getByTestId('deal-choose-product').click();
    // 72,00 € incl. VAT, -25 %: 54,00 €.
    await expect
      .poll(() => editor.getByTestId('deal-chosen-prices').innerText())
      .toMatch(/72,00\s€[\s\S]*54,00\s€/);
    expect(await editor.locator('#deal-variant_id').inputValue()).toBe(String(target.b));
    await screenshot(editor, 'admin-deal-variant-1366');
    await Promise.all([editor.waitForURL(/done=saved/), editor.getByTestId('deal-save').click()]);
    const row = editor
      .getByTestId('admin-deals')
      .locator('tr', { hasText: 'Une variante à -25 %' });
    expect(await row.innerText()).toMatch(/Variante :[\s\S]*72,00\s€[\s\S]*54,00\s€/);

    for (const [viewport, label] of [
      [WIDE, '1366'],
      [PHONE, '390'],
    ] as const) {
      const shopper = await signedIn('customer', viewport);
      await shopper.goto(href('bons-plans', null, 'fr'));
      const card = shopper.getByTestId('deals').locator('li', { hasText: 'Une variante à -25 %' });
      const prices = card.getByTestId('deal-prices');
      expect(await prices.locator('s').innerText()).toMatch(/72,00\s€/);
      expect(await prices.getByTestId('deal-new-price').innerText()).toMatch(/54,00\s€/);
      expect(await card.getByTestId('deal-variant').count()).toBe(1);
      await card.scrollIntoViewIfNeeded();
      await screenshot(shopper, `deals-variant-${label}`);

      for (const variant of [target.a, target.b]) {
        await shopper.goto(`${href('p-slug', { slug: target.slug }, 'fr')}?variant=${variant}`);
        await waitForHydration(shopper, '[data-testid="add-to-cart-form"]');
        expect(cents(await shopper.getByTestId('product-price').innerText())).toBe(
          variant === target.b ? 5400 : 6000,
        );
        await shopper.getByTestId('add-to-cart').click();
        await shopper.getByTestId('added-to-cart').waitFor();
      }
      await shopper.goto(href('panier', null, 'fr'));
      await waitForHydration(shopper, '[data-testid="cart-subtotal-ttc"]');
      const units = await shopper.getByTestId('cart-line-unit-price').allInnerTexts();
      expect(units.map(cents).sort()).toEqual([5400, 6000]);
      expect(cents(await shopper.getByTestId('cart-subtotal-ttc').innerText())).toBe(11_400);
    }
  }, 180_000);
});
