/**
 * Verified PRO prices in Chromium on the real app (decision 048): a PRO (company verified in
 * the database) reads "HT" prices on a category list with the promo-code block, the product
 * page with its quantity-tier table, adds 10 units and sees the tier in the cart, then applies
 * a PRO-only code. A consumer on the same pages reads "TTC" and no tier table, and the page
 * cache never hands one the other's list.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../src/web/paths';
import { launchBrowser, waitForHydration, watchPage } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { signedInContext } from '../support/signed-in-browser';

const DESKTOP = { width: 1280, height: 900 };
let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let listPath: string;
let productPath: string;
let unitHtCents: number;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  // A product whose variants are all sold from stock, without a discount or deal, in a domain.
  const [row] = await server.database.query<{
    id: number;
    slug: string;
    domain: string;
    price_ht_cents: number;
  }>(
    `with recursive up(product_id, category_id, parent_id) as (
       select pc.product_id, c.id, c.parent_id
         from product_categories pc join categories c on c.id = pc.category_id
       union
       select up.product_id, c.id, c.parent_id from up join categories c on c.id = up.parent_id
     )
     select p.id, pt.slug, min(dt.slug) as domain, min(v.price_ht_cents)::int as price_ht_cents
       from products p
       join product_translations pt on pt.product_id = p.id and pt.locale = 'fr'
       join product_listing pl on pl.product_id = p.id and pl.is_active
       join up on up.product_id = p.id and up.parent_id is null
       join categories c on c.id = up.category_id and c.is_active
       join category_translations dt on dt.category_id = c.id and dt.locale = 'fr'
       join variants v on v.product_id = p.id
      where p.is_active
        and not exists (select 1 from variants w where w.product_id = p.id
                         and (not w.is_active or w.out_of_stock_status <> 'stock'
                              or w.discount_percent > 0))
        and not exists (select 1 from deals d where d.product_id = p.id)
      group by p.id, pt.slug
      having count(distinct v.id) = 1
      order by p.id limit 1`,
  );
  listPath = href('c-domain', { domain: row!.domain }, 'fr');
  productPath = href('p-slug', { slug: row!.slug }, 'fr');
  unitHtCents = row!.price_ht_cents;
  await server.database.query(
    `update variants set quantity_available = 500 where product_id = $1`,
    [row!.id],
  );
  await server.database.query(
    `insert into pro_quantity_tiers (product_id, min_quantity, percent) values ($1, 5, 3), ($1, 10, 5)`,
    [row!.id],
  );
  await server.database.query(
    `insert into promo_codes (code, name, subtitle, value_percent, is_pro_only, is_featured)
     values ('PROE2E10', '{"fr":"Code atelier","en":"Workshop code"}',
             '{"fr":"Pour les pros"}', 10, true, true)`,
  );
  // The block shows the three best featured codes: this one alone here.
  await server.database.query(
    `update promo_codes set is_featured = false where code <> 'PROE2E10'`,
  );
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function person(email: string, pro: boolean): Promise<Page> {
  const { context } = await signedInContext(browser, server, {
    email,
    role: 'customer',
    viewport: DESKTOP,
  });
  contexts.push(context);
  if (pro)
    await server.database.query(
      `insert into companies (user_id, name, status)
       select id, 'Garage E2E', 'verified' from users where email = $1`,
      [email],
    );
  return context.newPage();
}

/** "1 234,56 €" → 123456 cents. */
const cents = (text: string | null) =>
  Math.round(Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.')) * 100);

describe('a verified PRO', () => {
  it('reads HT prices, the tier table, gets the tier at 10 units and a PRO-only code', async () => {
    const page = await person('pro-e2e@example.test', true);
    const problems = watchPage(page);

    await page.goto(listPath);
    await waitForHydration(page);
    const taxLabels = await page.getByTestId('price-tax').allInnerTexts();
    expect(taxLabels.length).toBeGreaterThan(0);
    expect(new Set(taxLabels)).toEqual(new Set(['HT']));
    const block = page.getByTestId('list-promo-codes');
    await block.waitFor({ state: 'visible' });
    expect(await block.innerText()).toContain('Nos codes promos du moment !');
    expect(await block.innerText()).toContain('PROE2E10');

    await page.goto(productPath);
    await waitForHydration(page, '[data-testid="add-to-cart-form"]');
    expect(await page.getByTestId('product-price-block').innerText()).toContain('Prix HT');
    expect(cents(await page.getByTestId('product-price').innerText())).toBe(unitHtCents);
    const tiers = page.getByTestId('pro-tiers');
    expect(await tiers.innerText()).toContain('À partir de 5 unités');
    expect(await tiers.innerText()).toContain('À partir de 10 unités');
    expect(await tiers.innerText()).toContain('-5 % HT');

    await page.locator('#product-quantity').fill('10');
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('added-to-cart').waitFor({ state: 'visible' });

    await page.goto(href('panier', null, 'fr'));
    await waitForHydration(page);
    const line = page.getByTestId('cart-line').first();
    expect(await line.getByTestId('cart-line-tier').innerText()).toContain('-5 %');
    const unit = unitHtCents - Math.round((unitHtCents * 5) / 100);
    expect(cents(await line.getByTestId('cart-line-unit-price').innerText())).toBe(unit);
    expect(cents(await line.getByTestId('cart-line-total').innerText())).toBe(unit * 10);
    expect(await page.getByTestId('cart-summary').innerText()).toContain('Total HT');

    await page.getByTestId('promo-input').fill('PROE2E10');
    await page.getByTestId('promo-apply').click();
    await page.getByTestId('promo-current').waitFor({ state: 'visible' });
    await expect
      .poll(async () => cents(await page.getByTestId('cart-promo').innerText()))
      .toBe(Math.round((unit * 10) / 10));
    const totalHt = cents(await page.getByTestId('cart-total-ht').innerText());
    expect(totalHt).toBe(unit * 10 - Math.round((unit * 10) / 10));
    const vat = cents(await page.getByTestId('cart-vat-amount').innerText());
    expect(cents(await page.getByTestId('cart-total').innerText())).toBe(totalHt + vat);
    expect(problems.csp()).toEqual([]);
  });
});

describe('a consumer', () => {
  it('reads TTC prices, no tier table, no promo-code block; the code is refused', async () => {
    const page = await person('consumer-e2e@example.test', false);
    await page.goto(listPath);
    await waitForHydration(page);
    expect(new Set(await page.getByTestId('price-tax').allInnerTexts())).toEqual(new Set(['TTC']));
    expect(await page.getByTestId('list-promo-codes').count()).toBe(0);

    await page.goto(productPath);
    await waitForHydration(page, '[data-testid="add-to-cart-form"]');
    expect(await page.getByTestId('product-price-block').innerText()).toContain('Prix TTC');
    expect(await page.getByTestId('pro-tiers').count()).toBe(0);

    await page.locator('#product-quantity').fill('10');
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('added-to-cart').waitFor({ state: 'visible' });
    await page.goto(href('panier', null, 'fr'));
    await waitForHydration(page);
    expect(await page.getByTestId('cart-line-tier').count()).toBe(0);
    await page.getByTestId('promo-input').fill('PROE2E10');
    await page.getByTestId('promo-apply').click();
    const error = page.getByTestId('promo-error');
    await error.waitFor({ state: 'visible' });
    expect(await error.innerText()).toContain('réservé aux comptes professionnels vérifiés');
  });
});

describe('the page cache', () => {
  it('never serves the PRO list to a visitor, nor the visitor list to the PRO', async () => {
    const login = await fetch(`${server.url}/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'pro-e2e@example.test', password: 'Sellerie1!' }),
    });
    const token = ((await login.json()) as { access_token: string }).access_token;
    const get = (cookie: string) =>
      fetch(server.url + listPath, { headers: { cookie, 'user-agent': 'Mozilla/5.0' } });
    const visitor = 'i18n_redirected=fr';
    const pro = `${visitor}; sellerie_session=${token}`;
    const taxOf = (html: string) =>
      [...html.matchAll(/data-testid="price-tax">([^<]+)</g)].map((m) => m[1]);

    const asPro = await get(pro);
    expect(asPro.headers.get('x-page-cache')).toBeNull();
    expect(new Set(taxOf(await asPro.text()))).toEqual(new Set(['HT']));
    const first = await get(visitor);
    const firstHtml = await first.text();
    expect(new Set(taxOf(firstHtml))).toEqual(new Set(['TTC']));
    expect(firstHtml).not.toContain('PROE2E10');
    const second = await get(visitor);
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(new Set(taxOf(await second.text()))).toEqual(new Set(['TTC']));
    const proAgain = await get(pro);
    expect(proAgain.headers.get('x-page-cache')).toBeNull();
    expect(new Set(taxOf(await proAgain.text()))).toEqual(new Set(['HT']));
  });
});
