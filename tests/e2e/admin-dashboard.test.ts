/**
 * The back office's dashboard in Chromium over the demo's past orders, at phone and desktop
 * width, with and without JavaScript: the charts are SVG images with their tables, the page
 * does not scroll sideways on a phone, the period links work (days, weeks, months), every work-queue counter opens
 * a list of exactly that many orders, and axe finds no serious problem. Screenshots (1280 and
 * 390 px) go to test-results/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPastOrders } from '../../src/db/seed';
import { openSession } from '../../src/modules/customers';
import { launchBrowser, waitForHydration, watchPage } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const SCREENSHOTS = 'test-results/screenshots';

let server: TestServer;
let browser: Browser;
let token: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  mkdirSync(SCREENSHOTS, { recursive: true });
  await seedPastOrders(server.database, { now: new Date(), days: 90, ordersPerDay: 6 });
  const [owner] = await server.database.query<{ id: number }>(
    `insert into users (email, firstname, lastname, role)
     values ('owner-e2e-dashboard@example.test', 'Owner', 'Shop', 'admin') returning id`,
  );
  ({ token } = await openSession(server.database.db, owner!.id, new Date()));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(viewport: { width: number; height: number }, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'en-GB',
    viewport,
    javaScriptEnabled,
  });
  await context.addCookies([
    { name: 'sellerie_session', value: token, url: server.url, httpOnly: true },
    { name: 'accept_cookies', value: 'true', url: server.url },
  ]);
  return context;
}

async function listRows(page: Page): Promise<number> {
  return page.getByTestId('admin-orders').locator('tbody tr').count();
}

describe('the dashboard', () => {
  it.each([
    ['desktop', DESKTOP, true],
    ['desktop', DESKTOP, false],
    ['phone', PHONE, true],
    ['phone', PHONE, false],
  ] as const)('%s %o, JavaScript %s: charts, tables, counters', async (name, viewport, js) => {
    const context = await open(viewport, js);
    const page = await context.newPage();
    const problems = watchPage(page);
    const response = await page.goto('/en/admin');
    expect(response?.status()).toBe(200);
    if (js) await waitForHydration(page);

    // Three charts, each an image with a title and a description, each with its table.
    for (const id of ['revenue', 'orders', 'payment-mix']) {
      const chart = page.getByTestId(`chart-${id}`);
      await expect.poll(() => chart.locator('svg[role="img"] > title').count()).toBe(1);
      expect(await chart.locator('svg[role="img"] > desc').count()).toBe(1);
      expect(await chart.locator('details table').count()).toBe(1);
    }
    // 30 days by default: 30 bars, 30 rows in the table, and some money made.
    const revenue = page.getByTestId('chart-revenue');
    expect(await revenue.locator('rect.chart-bar').count()).toBe(30);
    expect(await revenue.locator('details tbody tr').count()).toBe(30);
    expect(await page.getByTestId('chart-payment-mix').locator('svg rect').count()).toBeGreaterThan(
      1,
    );
    expect(await page.getByTestId('top-products').locator('tbody tr').count()).toBeGreaterThan(0);
    // The table opens without JavaScript (a plain <details>).
    await revenue.locator('details summary').click();
    expect(await revenue.locator('details table').isVisible()).toBe(true);

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: `${SCREENSHOTS}/admin-dashboard-${name}-js-${js}.png`,
      fullPage: true,
    });

    if (name === 'desktop' && js) {
      const axe = await new AxeBuilder({ page: page as never })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(
        axe.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
      ).toEqual([]);
    }

    // Every linked counter opens a list of exactly that many orders.
    const counters = page.getByTestId('dashboard-counters').locator('li:has(a)');
    const links = await counters.evaluateAll((items) =>
      items.map((li) => ({
        count: Number((li as HTMLElement).dataset.count),
        href: li.querySelector('a')!.getAttribute('href')!,
      })),
    );
    // Five order queues, then the claims waiting for an answer (decision 051).
    expect(links.length).toBe(6);
    expect(links.some((link) => link.count > 0)).toBe(true);
    for (const link of links) {
      await page.goto(link.href);
      if (link.href.includes('filter=waiting_us')) {
        expect(await page.getByTestId('admin-claim-row').count(), link.href).toBe(link.count);
        continue;
      }
      expect(await page.getByTestId('admin-orders-queue').count()).toBe(1);
      expect(await listRows(page), link.href).toBe(link.count);
    }

    // The period switcher is links: 12 weeks (Mondays), then 12 months, 12 bars each.
    await page.goto('/en/admin');
    if (js) await waitForHydration(page);
    await page.getByRole('link', { name: 'Last 12 weeks' }).click();
    await page.waitForURL((url) => url.searchParams.get('period') === '12w');
    await expect
      .poll(() => page.getByTestId('chart-revenue').locator('rect.chart-bar').count())
      .toBe(12);
    expect(await page.locator('[data-period="12w"]').getAttribute('aria-current')).toBe('page');
    await page.getByRole('link', { name: 'Last 12 months' }).click();
    await page.waitForURL((url) => url.searchParams.get('period') === '12m');
    await expect
      .poll(() => page.getByTestId('chart-revenue').locator('rect.chart-bar').count())
      .toBe(12);
    expect(problems.messages).toEqual([]);
    await context.close();
  });

  it('in French over 12 months, hydrates without a mismatch (grouped numbers, months)', async () => {
    const context = await open(DESKTOP, true);
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto('/admin?period=12m');
    await waitForHydration(page);
    await expect
      .poll(() => page.getByTestId('chart-revenue').locator('rect.chart-bar').count())
      .toBe(12);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Tableau de bord');
    expect(problems.messages).toEqual([]);
    await context.close();
  });
});
