/**
 * The back office's own frame (decision 037) in Chromium: no storefront header, footer, search
 * or cookie banner and no request to a third-party host, even with the pixel and the chat
 * configured and consented to; a top bar (shop, who is signed in, the storefront, sign out);
 * the menu of the role's pages, usable at 390 px without JavaScript; the audit log's dates
 * hydrate in a browser in another time zone. Screenshots of the dashboard and the orders list
 * (1280 and 390 px) go to test-results/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPastOrders } from '../../src/db/seed';
import { openSession } from '../../src/modules/customers';
import { launchBrowser, waitForHydration, watchPage } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const SCREENSHOTS = 'test-results/screenshots';
const PIXEL_URL = 'https://connect.facebook.net/en_US/fbevents.js';

let server: TestServer;
let browser: Browser;
const tokens: Record<'owner' | 'leaver' | 'staff' | 'customer', string> = {
  owner: '',
  leaver: '',
  staff: '',
  customer: '',
};

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  mkdirSync(SCREENSHOTS, { recursive: true });
  await seedPastOrders(server.database, { now: new Date(), days: 20, ordersPerDay: 3 });
  // The storefront would load the pixel and the chat with these ids and consent.
  for (const [key, value] of [
    ['ad_pixel_id', '123456789012345'],
    ['chat_widget_id_fr', '0f4c5a1e-7b1d-4c8e-9f3a-2d6b8e1c4a77'],
    ['chat_widget_id_en', '0f4c5a1e-7b1d-4c8e-9f3a-2d6b8e1c4a78'],
  ]) {
    await server.database.query(
      `insert into configurations (key, value, is_public) values ($1, $2, true)
       on conflict (key) do update set value = excluded.value, is_public = true`,
      [key, value],
    );
  }
  for (const [who, role, name] of [
    ['owner', 'admin', 'Olga'],
    // Signs out: their own session, so the others' stay open.
    ['leaver', 'admin', 'Lea'],
    ['staff', 'staff', 'Sam'],
    ['customer', 'customer', 'Carla'],
  ] as const) {
    const [user] = await server.database.query<{ id: number }>(
      `insert into users (email, firstname, lastname, role)
       values ($1, $2, 'Frame', $3) returning id`,
      [`${who}-e2e-frame@example.test`, name, role],
    );
    tokens[who] = (await openSession(server.database.db, user!.id, new Date())).token;
  }
  // 23:30:05 UTC: already the next day in Paris, still the same day in New York.
  await server.database.query(
    `insert into audit_log (actor_user_id, action, entity, entity_id, created_at)
     values (null, 'frame.test', 'settings', '1', '2026-11-22T23:30:05Z')`,
  );
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Visit {
  context: BrowserContext;
  /** Every request that left for a host other than the test server (answered locally). */
  thirdParty: string[];
}

async function visit(
  who: keyof typeof tokens,
  options: {
    viewport?: { width: number; height: number };
    javaScriptEnabled?: boolean;
    timezoneId?: string;
    consent?: boolean;
  } = {},
): Promise<Visit> {
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'en-GB',
    viewport: options.viewport ?? DESKTOP,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    timezoneId: options.timezoneId,
  });
  const thirdParty: string[] = [];
  await context.route(
    (url) => url.origin !== server.url,
    async (route) => {
      thirdParty.push(route.request().url());
      await route.fulfill({ contentType: 'text/javascript', body: '' });
    },
  );
  const consent = options.consent ?? false;
  await context.addCookies([
    { name: 'sellerie_session', value: tokens[who], url: server.url, httpOnly: true },
    ...(consent
      ? ['accept_cookies', 'fonctionnal_cookies', 'publicity_cookies'].map((name) => ({
          name,
          value: 'true',
          url: server.url,
        }))
      : []),
  ]);
  return { context, thirdParty };
}

const menuOf = (page: import('playwright-core').Page) =>
  page.getByTestId('admin-menu').locator('a').allTextContents();

describe('the back-office frame', () => {
  it('has no storefront header, footer, search or cookie banner; its own top bar and menu', async () => {
    // No consent choice yet: the storefront would show its banner.
    const { context, thirdParty } = await visit('owner');
    const page = await context.newPage();
    const problems = watchPage(page);
    const response = await page.goto('/en/admin');
    expect(response?.status()).toBe(200);
    // Nor does the policy name the pixel's or the chat's origins.
    expect(response?.headers()['content-security-policy']).not.toMatch(/facebook|crisp/);
    await waitForHydration(page);
    for (const id of ['site-header', 'site-footer', 'consent-banner', 'search-overlay']) {
      expect(await page.getByTestId(id).count(), id).toBe(0);
    }
    const bar = page.getByTestId('admin-bar');
    expect(await bar.textContent()).toContain('Sellerie Shop');
    expect(await bar.textContent()).toContain('Olga Frame · Owner');
    expect(await bar.getByRole('link', { name: 'View the shop' }).getAttribute('href')).toBe('/en');
    expect(await bar.getByRole('button', { name: 'Log out' }).count()).toBe(1);
    expect(await menuOf(page)).toEqual([
      'Dashboard',
      'Orders',
      'Customers',
      'Professionals',
      'Customer service',
      'Newsletter',
      'Products',
      'Catalogue',
      'Promotions',
      'Content',
      'Staff',
      'Audit log',
      'Settings',
    ]);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    // Client navigation stays in the frame; the orders search's q is not the storefront's.
    await page.getByTestId('admin-menu').getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL('**/en/admin/orders');
    await page.goto('/en/admin/orders?q=zzz');
    expect(await page.getByTestId('site-header').count()).toBe(0);
    expect(await page.getByTestId('search-overlay').count()).toBe(0);
    expect(thirdParty).toEqual([]);
    expect(problems.messages).toEqual([]);
    await context.close();
  });

  it('loads no third-party script, even with the pixel and the chat consented to', async () => {
    const { context, thirdParty } = await visit('owner', { consent: true });
    const page = await context.newPage();
    // The storefront does load the pixel with this consent: the check below can fail.
    const storefront = await page.goto('/en');
    expect(storefront?.headers()['content-security-policy']).toMatch(/facebook/);
    await waitForHydration(page);
    await expect.poll(() => thirdParty).toContain(PIXEL_URL);
    thirdParty.length = 0;
    for (const path of ['/admin', '/en/admin/orders', '/admin/journal', '/en/admin/settings']) {
      await page.goto(path);
      await waitForHydration(page);
      // Third parties load from an effect after hydration: give them the time to ask.
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => 'fbq' in window || '$crisp' in window), path).toBe(false);
    }
    expect(thirdParty).toEqual([]);
    await context.close();
  });

  it('menu works at 390 px without JavaScript: every entry visible, no sideways scroll', async () => {
    const { context } = await visit('leaver', { viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/admin');
    const links = page.getByTestId('admin-menu').locator('a');
    expect(await links.count()).toBe(13);
    for (const box of await links.evaluateAll((all) =>
      all.map((a) => a.getBoundingClientRect().toJSON() as DOMRect),
    )) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(PHONE.width);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await links.filter({ hasText: 'Journal' }).click();
    await page.waitForURL('**/admin/journal');
    expect(await page.getByTestId('admin-audit').count()).toBe(1);
    expect(
      await page.getByTestId('admin-menu').locator('a[aria-current="page"]').textContent(),
    ).toBe('Journal');
    // Sign out is a plain form too.
    await page.getByTestId('admin-bar').getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // Signed out: the back office sends to the login page.
    await page.goto('/admin');
    expect(new URL(page.url()).pathname).toBe('/connexion');
    await context.close();
  });

  it('a staff member sees neither settings nor staff in the menu', async () => {
    const { context } = await visit('staff', { viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/admin/commandes');
    expect(await menuOf(page)).toEqual([
      'Tableau de bord',
      'Commandes',
      'Clients',
      'Professionnels',
      'Service client',
      'Newsletter',
    ]);
    expect(await page.getByTestId('admin-bar').textContent()).toContain('Sam Frame · Équipe');
    await context.close();
  });

  it('a customer gets the storefront’s 404 page, in the storefront’s frame', async () => {
    const { context } = await visit('customer');
    const page = await context.newPage();
    const response = await page.goto('/en/admin');
    expect(response?.status()).toBe(404);
    expect(await page.getByTestId('site-header').count()).toBe(1);
    expect(await page.getByTestId('admin-bar').count()).toBe(0);
    await context.close();
  });

  it('audit log dates hydrate in a browser in another time zone (the shop’s zone both sides)', async () => {
    const { context } = await visit('owner', { timezoneId: 'America/New_York' });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto('/admin/journal?action=frame.test');
    await waitForHydration(page);
    const when = page.getByTestId('admin-audit').locator('tbody time').first();
    expect(await when.textContent()).toBe('23/11/2026 00:30:05');
    expect(problems.messages).toEqual([]);
    await context.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('screenshots at %s width: dashboard and orders list', async (name, viewport) => {
    const { context } = await visit('owner', { viewport });
    const page = await context.newPage();
    for (const [slug, path] of [
      ['dashboard', '/en/admin'],
      ['orders', '/admin/commandes'],
    ] as const) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.screenshot({ path: `${SCREENSHOTS}/admin-frame-${slug}-${name}.png` });
    }
    await context.close();
  });
});
