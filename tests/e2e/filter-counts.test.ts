/**
 * The number next to a filter value is the number of products listed once it is ticked — as a
 * shopper checks it on real list pages: with JavaScript on a desktop, with the plain form and
 * its "Apply" button, and in the phone filter modal ("Show N products", then the list). The
 * pages have a numeric slider filter left untouched, which must filter nothing.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, waitForHydration, watchPage, type PageProblems } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: PageProblems;
/** List pages with a slider filter, and a value on each whose products lack a slider value. */
const cases: Array<{ path: string; valueId: number }> = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  // Vehicle model pages and a search whose lists mix products with and without a thickness
  // (the slider) — the lists where an untouched slider used to keep only the foam.
  const rows = await server.database.query<{ path: string; value_id: number }>(
    `with numeric as (
       select fv.id from filter_values fv where fv.numeric_value is not null),
     vehicle_lists as (
       select v.id, '/marques/' || b.slug || '/' || v.slug as path,
              count(distinct n.id) >= 2 as has_slider
         from vehicles v join brands b on b.id = v.brand_id
         join product_listing l on l.vehicle_ids @> array[v.id] and l.is_active
         left join numeric n on n.id = any(l.filter_value_ids)
        where v.is_active group by v.id, b.slug, v.slug)
     select vl.path, min(u.id) as value_id
       from vehicle_lists vl
       join product_listing l on l.vehicle_ids @> array[vl.id] and l.is_active
        and not (l.filter_value_ids && (select array_agg(id) from numeric))
       cross join lateral unnest(l.filter_value_ids) u(id)
       join filter_values fv on fv.id = u.id
       join filters f on f.id = fv.filter_id and f.filter_type_id <> 2
      where vl.has_slider
      group by vl.id, vl.path
      order by (vl.path = '/marques/renault/clio-iv') desc, count(distinct l.product_id) desc
      limit 2`,
  );
  for (const row of rows) cases.push({ path: row.path, valueId: row.value_id });
  cases.push({ path: '/?q=housse', valueId: 0 });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

afterEach(async () => {
  expect(problems?.messages.filter((m) => m.startsWith('pageerror')) ?? []).toEqual([]);
  await context?.close();
});

async function openPage(path: string, options: { javaScript?: boolean; viewport?: number } = {}) {
  const javaScript = options.javaScript ?? true;
  context = await browser.newContext({
    baseURL: server.url,
    locale: 'fr-FR',
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

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

async function listedTotal(): Promise<number> {
  const empty = await page.getByTestId('list-empty').count();
  if (empty) return 0;
  return digits(await page.getByTestId('product-count').first().textContent());
}

/** The value's checkbox (its group opened) and the count shown beside it. */
async function valueToTick(valueId: number) {
  const form = page.getByTestId('filter-form');
  // A search's value: the first filter value shown (any will do).
  const selector =
    valueId > 0 ? `input[name="filters"][value="${valueId}"]` : 'input[name="filters"]';
  const label = form.locator(`label.filter-option:has(${selector})`).first();
  const input = label.locator('input');
  await label.evaluate((element) => {
    const group = element.closest('details');
    if (group) group.open = true;
  });
  const count = digits(await label.locator('.filter-option-count').textContent());
  expect(count, 'the value lists products').toBeGreaterThan(0);
  if (valueId > 0)
    expect(await form.locator('input[type="range"]').count(), 'a slider').toBeGreaterThan(0);
  return { input: label, count, value: await input.getAttribute('value') };
}

describe('the count next to a filter value equals the products listed once it is ticked', () => {
  it('with JavaScript on a desktop', async () => {
    expect(cases.length).toBeGreaterThanOrEqual(2);
    for (const { path, valueId } of cases) {
      await openPage(path);
      const { input, count, value } = await valueToTick(valueId);
      await input.click();
      await page.waitForURL(new RegExp(`filters=${value}`));
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      expect(page.url(), path).not.toMatch(/range\d/);
      await expect
        .poll(listedTotal, { message: `${path}: value ${value}`, timeout: 5000 })
        .toBe(count);
      await context.close();
    }
  });

  it('without JavaScript, with the form and its Apply button', async () => {
    for (const { path, valueId } of cases) {
      await openPage(path, { javaScript: false });
      const { input, count, value } = await valueToTick(valueId);
      await input.click();
      await page.getByTestId('filter-apply').click();
      await page.waitForURL(new RegExp(`filters=${value}`));
      // The plain form's submission lands on the clean list URL.
      expect(page.url(), path).not.toMatch(/range\d|priceMin=&|=&|=$/);
      await expect
        .poll(listedTotal, { message: `${path}: value ${value}`, timeout: 5000 })
        .toBe(count);
      await context.close();
    }
  });

  it('in the phone filter modal: the button announces it, the list shows it', async () => {
    for (const { path, valueId } of cases) {
      await openPage(path, { viewport: 390 });
      await page.getByTestId('filter-button').click();
      const apply = page.getByTestId('filter-apply');
      await apply.waitFor();
      const { input, count, value } = await valueToTick(valueId);
      await input.click();
      await page
        .waitForFunction(
          (expected) =>
            document
              .querySelector('[data-testid="filter-apply"]')
              ?.textContent?.replace(/\D/g, '') === String(expected),
          count,
          { timeout: 5000 },
        )
        .catch(() => undefined);
      expect(digits(await apply.textContent()), `${path}: the modal's button`).toBe(count);
      await apply.click();
      await page.waitForURL(new RegExp(`filters=${value}`));
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      await expect
        .poll(listedTotal, { message: `${path}: value ${value}`, timeout: 5000 })
        .toBe(count);
      await context.close();
    }
  });
});
