/**
 * The catalogue's CSV in the back office (docs/decisions/041): an editor downloads the export,
 * imports a CSV of 1,000 variant prices, sees the dry run's list, applies it, and the product
 * page shows the new price; then saves two rows of the quick stock and price editor. A staff
 * member (no 'catalogue' permission) gets the not-found page.
 */
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { signedInContext } from '../support/signed-in-browser';
import { startTestServer, type TestServer } from '../support/server';

const SCREENSHOTS = 'test-results/screenshots';

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

async function signedIn(
  email: string,
  role: 'editor' | 'staff',
  viewport = { width: 1366, height: 900 },
) {
  return (await signedInContext(browser, server, { email, role, viewport })).context;
}

describe('catalogue import and export', () => {
  it('an editor exports, checks 1,000 prices, applies them and the product page shows the new price', async () => {
    const context = await signedIn('editor-import@example.test', 'editor');
    const page = await context.newPage();
    await page.goto('/admin/import-export');
    const exported = await page.request.get('/api/admin/catalogue/export.csv');
    expect(exported.status()).toBe(200);
    expect((await exported.text()).split('\n')[0]).toContain('variant_reference');

    // The test catalogue has fewer than 1,000 variants: withdrawn copies make up the count.
    await server.database.query(
      `insert into variants (product_id, reference, name, price_ht_cents, position, is_active)
       select product_id, reference || '-B', name, price_ht_cents, position + 100, false
         from variants order by id limit 300`,
    );
    const [target] = await server.database.query<{ product_id: number; slug: string }>(
      `select p.id as product_id, t.slug from products p
         join product_translations t on t.product_id = p.id and t.locale = 'fr'
        where p.is_active and exists (select 1 from variants v where v.product_id = p.id and v.is_active)
        order by p.id limit 1`,
    );
    const variants = await server.database.query<{ reference: string; product_id: number }>(
      `select reference, product_id from variants
        order by (product_id = $1) desc, id limit 1000`,
      [target!.product_id],
    );
    const lines = variants.map((v, i) =>
      v.product_id === target!.product_id
        ? `${v.reference};777,77;0`
        : `${v.reference};${100 + (i % 50)},${String(i % 100).padStart(2, '0')};`,
    );
    const csv = ['variant_reference;price_ht;discount_percent', ...lines].join('\r\n');
    await page.setInputFiles('#import-file', {
      name: 'prix.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('\uFEFF' + csv, 'utf8'),
    });
    await page.getByTestId('import-check').click();
    await page
      .getByTestId('import-dry-run')
      .waitFor()
      .catch(async (error: unknown) => {
        await page.screenshot({ path: `${SCREENSHOTS}/admin-catalogue-import-failed.png` });
        throw new Error(`${String(error)}\n${await page.locator('main').textContent()}`);
      });
    expect(await page.getByTestId('import-summary').textContent()).toMatch(/1000 lignes lues/);
    expect(await page.locator('[data-testid="import-changes"] tbody tr').count()).toBeGreaterThan(
      0,
    );
    expect(await page.locator('[data-testid="import-changes"]').textContent()).toContain('777.77');
    await page.screenshot({ path: `${SCREENSHOTS}/admin-catalogue-import-dry-run.png` });

    await page.getByTestId('import-apply').click();
    await page.getByTestId('import-applied').waitFor({ timeout: 60_000 });
    await page.screenshot({ path: `${SCREENSHOTS}/admin-catalogue-import-applied.png` });

    const shop = await context.newPage();
    await shop.goto(`/p/${target!.slug}`);
    // 777.77 € excl. tax, 20 % VAT in France: 933.32 € incl. tax.
    expect(await shop.locator('main').textContent()).toMatch(/933,32/);
    await context.close();
  });

  it('a line without variant id creates a variant, shown on the product page', async () => {
    const context = await signedIn('editor-create@example.test', 'editor', {
      width: 390,
      height: 844,
    });
    const page = await context.newPage();
    const [target] = await server.database.query<{ id: number; slug: string }>(
      `select p.id, t.slug from products p
         join product_translations t on t.product_id = p.id and t.locale = 'fr'
        where p.is_active and exists (select 1 from variants v where v.product_id = p.id and v.is_active)
        order by p.id desc limit 1`,
    );
    const csv = [
      'product_id;variant_id;variant_reference;variant_name_fr;price_ht;stock',
      `${target!.id};;IMPORT-TARTAN;Tartan importé;64,90;12`,
    ].join('\r\n');
    await page.goto('/admin/import-export');
    await page.setInputFiles('#import-file', {
      name: 'nouveautes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await page.getByTestId('import-check').click();
    await page.getByTestId('import-creations').waitFor();
    expect(await page.getByTestId('import-creations').textContent()).toContain(
      `+ nouvelle déclinaison IMPORT-TARTAN « Tartan importé » sur le produit ${target!.id}`,
    );
    await page.screenshot({
      path: `${SCREENSHOTS}/admin-catalogue-import-create.png`,
      fullPage: true,
    });
    await page.getByTestId('import-apply').click();
    await page.getByTestId('import-applied').waitFor({ timeout: 60_000 });
    const [made] = await server.database.query<{ id: number }>(
      `select id from variants where reference = 'IMPORT-TARTAN'`,
    );
    const shop = await context.newPage();
    await shop.goto(`/p/${target!.slug}?variant=${made!.id}`);
    // The page names the chosen variant by its reference; 64.90 € excl. tax is 77.88 € incl.
    const text = await shop.locator('main').textContent();
    expect(text).toContain('Réf. IMPORT-TARTAN');
    expect(text).toMatch(/77,88/);
    await context.close();
  });

  it('the quick editor saves two rows at once, and staff gets the not-found page', async () => {
    const context = await signedIn('editor-stock@example.test', 'editor', {
      width: 390,
      height: 844,
    });
    const page = await context.newPage();
    const [product] = await server.database.query<{ reference: string }>(
      `select p.reference from products p
        where (select count(*) from variants v where v.product_id = p.id) >= 2
        order by p.id limit 1`,
    );
    await page.goto(`/admin/stocks-et-prix?q=${encodeURIComponent(product!.reference)}`);
    const rows = page.locator('tbody tr[data-reference]');
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    const refs = [
      await rows.nth(0).getAttribute('data-reference'),
      await rows.nth(1).getAttribute('data-reference'),
    ];
    await page.locator(`input[name="${refs[0]}:stock"]`).fill('123');
    await page.locator(`input[name="${refs[1]}:price_ht"]`).fill('88,50');
    await page.getByTestId('stock-save').click();
    await page.getByTestId('stock-saved').waitFor();
    expect(await page.getByTestId('stock-saved').textContent()).toMatch(/2 déclinaisons/);
    await page.screenshot({ path: `${SCREENSHOTS}/admin-stock-saved.png`, fullPage: true });
    const saved = await server.database.query<{
      reference: string;
      quantity_available: number;
      price_ht_cents: number;
    }>(
      `select reference, quantity_available, price_ht_cents from variants where reference = any($1)`,
      [refs],
    );
    expect(saved.find((r) => r.reference === refs[0])!.quantity_available).toBe(123);
    expect(saved.find((r) => r.reference === refs[1])!.price_ht_cents).toBe(8850);
    await context.close();

    const staff = await signedIn('staff-stock@example.test', 'staff');
    const staffPage = await staff.newPage();
    const res = await staffPage.goto('/admin/stocks-et-prix');
    expect(res!.status()).toBe(404);
    expect((await staffPage.goto('/admin/import-export'))!.status()).toBe(404);
    await staff.close();
  });
});
