/**
 * Issue 16: the owner changes the contact e-mail and the free-shipping threshold on the settings
 * page, and the storefront shows both on the next request, without a restart; a staff member
 * has no settings entry in the menu and gets the not-found page on the three settings pages (the
 * owner has and opens them); a customer who opens the settings page gets the not-found page.
 */
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { signedInContext } from '../support/signed-in-browser';
import { startTestServer, type TestServer } from '../support/server';

const SCREENSHOTS = 'test-results/screenshots';
const MOBILE = { width: 390, height: 844 };

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function signedIn(
  email: string,
  role: 'admin' | 'staff' | 'customer',
  viewport?: { width: number; height: number },
) {
  return (await signedInContext(browser, server, { email, role, viewport })).context;
}

describe('settings page', () => {
  it('the owner edits the contact e-mail and the free-shipping threshold and sees them applied', async () => {
    // A visitor's cart of one article between 12,50 € and 99 €: short of free shipping today.
    const [variant] = await server.database.query<{ id: number }>(
      `select v.id from variants v join products p on p.id = v.product_id
        where v.is_active and p.is_active and v.out_of_stock_status = 'stock'
          and v.price_ht_cents between 2000 and 6000
        order by v.id limit 1`,
    );
    await server.database.query(`update variants set quantity_available = 50 where id = $1`, [
      variant!.id,
    ]);
    const visitor = await browser.newContext({ baseURL: server.url, locale: 'fr-FR' });
    await visitor.addCookies([{ name: 'accept_cookies', value: 'true', url: server.url }]);
    const added = await visitor.request.post('/api/orders/current/order_variants', {
      data: { variant_id: variant!.id, quantity: 1 },
      headers: { origin: server.url },
    });
    expect(added.status()).toBe(201);
    const shop = await visitor.newPage();
    await shop.goto('/panier');
    const freeShipping = shop.getByTestId('cart-free-shipping');
    expect(await freeShipping.textContent()).toContain('Plus que');
    await shop.goto('/contact');
    expect(await shop.locator('.contact-grid').textContent()).toContain(
      'contact@sellerie-demo.example',
    );

    const owner = await signedIn('owner-settings@example.test', 'admin');
    const page = await owner.newPage();
    await page.goto('/admin/reglages');
    await page.getByLabel('E-mail de contact').fill('bonjour@atelier-demo.example');
    const threshold = page.getByLabel('Livraison offerte dès');
    expect(await threshold.inputValue()).toBe('99,00');
    await threshold.fill('12,50');
    await page.getByTestId('admin-settings-save').click();
    await page.getByTestId('admin-done').waitFor();
    expect(await page.getByTestId('admin-done').textContent()).toBe('Réglages enregistrés.');
    expect(await page.getByLabel('Livraison offerte dès').inputValue()).toBe('12,50');

    const axe = await new AxeBuilder({ page: page as never })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);

    // An amount with three decimals is refused beside its field, the page keeps what was typed.
    await page.getByLabel('Livraison offerte dès').fill('12,345');
    await page.getByTestId('admin-settings-save').click();
    await page.locator('#setting-free_shipping-error').waitFor();
    expect(await page.locator('#setting-free_shipping-error').textContent()).toContain(
      'deux décimales',
    );
    expect(await page.getByLabel('Livraison offerte dès').inputValue()).toBe('12,345');

    // The storefront, on its next request.
    await shop.goto('/contact');
    expect(await shop.locator('.contact-grid').textContent()).toContain(
      'bonjour@atelier-demo.example',
    );
    await shop.goto('/panier');
    expect(await freeShipping.textContent()).toContain('Livraison offerte');
    await Promise.all([owner.close(), visitor.close()]);
  });

  it('the three settings pages fit a phone and pass the accessibility checks', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const owner = await signedIn('owner-phone@example.test', 'admin', MOBILE);
    const page = await owner.newPage();
    for (const [path, name] of [
      ['/admin/reglages', 'general'],
      ['/admin/reglages/paiement', 'payment'],
      ['/admin/reglages/livraison', 'shipping'],
    ] as const) {
      expect((await page.goto(path))?.status()).toBe(200);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SCREENSHOTS}/admin-settings-${name}-mobile.png` });
      const axe = await new AxeBuilder({ page: page as never })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(axe.violations.map((v) => `${path} ${v.id}: ${v.nodes.length}`)).toEqual([]);
    }
    await owner.close();
  });

  it('staff cannot open settings: no menu entry, 404 on the pages and the API; the owner can', async () => {
    const menu = async (page: import('playwright-core').Page) =>
      page.getByTestId('admin-menu').locator('a').allTextContents();
    const staff = await signedIn('staff-settings@example.test', 'staff', MOBILE);
    const page = await staff.newPage();
    expect((await page.goto('/admin/commandes'))?.status()).toBe(200);
    const staffMenu = await menu(page);
    expect(staffMenu).toContain('Commandes');
    expect(staffMenu).not.toContain('Réglages');
    expect(await page.locator('a[href^="/admin/reglages"]').count()).toBe(0);
    for (const path of [
      '/admin/reglages',
      '/admin/reglages/livraison',
      '/admin/reglages/paiement',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      expect(await page.getByTestId('admin-settings').count(), path).toBe(0);
      expect(await page.getByTestId('admin-shipping-settings').count(), path).toBe(0);
    }
    // A form post straight to the page changes nothing either.
    const posted = await page.request.post('/admin/reglages', {
      form: { 'value:contact_email': 'staff@example.test', 'was:contact_email': '' },
    });
    expect(posted.status()).toBe(404);
    const [email] = await server.database.query<{ value: string }>(
      `select value from configurations where key = 'contact_email'`,
    );
    expect(email?.value).not.toBe('staff@example.test');
    expect((await page.request.get('/api/admin/configurations')).status()).toBe(404);
    await staff.close();

    const owner = await signedIn('owner-menu-settings@example.test', 'admin', MOBILE);
    const ownerPage = await owner.newPage();
    await ownerPage.goto('/admin/commandes');
    expect(await menu(ownerPage)).toContain('Réglages');
    await ownerPage.getByTestId('admin-menu').getByRole('link', { name: 'Réglages' }).click();
    await ownerPage.waitForURL((url) => url.pathname === '/admin/reglages');
    await ownerPage.getByTestId('admin-settings').waitFor();
    await owner.close();
  });

  it('a customer who opens the settings page gets the not-found page', async () => {
    const customer = await signedIn('customer-settings@example.test', 'customer');
    const page = await customer.newPage();
    const response = await page.goto('/admin/reglages');
    expect(response?.status()).toBe(404);
    expect(await page.getByTestId('admin-settings').count()).toBe(0);
    const api = await page.request.get('/api/admin/configurations');
    expect(api.status()).toBe(404);
    await customer.close();
  });
});
