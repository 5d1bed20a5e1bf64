/**
 * SPEC §6: an administrator picks a customer in the back office, acts in their session with a
 * warning banner on every page, and leaves it — the administrator's own session comes back.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function api(path: string, body: unknown) {
  const res = await fetch(server.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe('administrator impersonation', () => {
  it('acts as a customer with a banner, then leaves and is the administrator again', async () => {
    const customer = await api('/api/users', {
      email: 'chloe.bernard@example.test',
      password: 'Sellerie1!',
      firstname: 'Chloé',
      lastname: 'Bernard',
      accept_terms: true,
      accept_privacy: true,
    });
    expect(customer.status).toBe(201);
    await api('/api/users', {
      email: 'owner@example.test',
      password: 'Sellerie1!',
      firstname: 'Owner',
      lastname: 'Shop',
      accept_terms: true,
      accept_privacy: true,
    });
    await server.database.query(
      `update users set role = 'admin' where email = 'owner@example.test'`,
    );
    const login = await api('/api/auth/token', {
      email: 'owner@example.test',
      password: 'Sellerie1!',
    });
    const adminToken = login.json.access_token as string;

    const context = await browser.newContext({ baseURL: server.url, locale: 'fr-FR' });
    await context.addCookies([
      { name: 'sellerie_session', value: adminToken, url: server.url, httpOnly: true },
      { name: 'accept_cookies', value: 'true', url: server.url },
    ]);
    const page = await context.newPage();
    await page.goto('/admin/clients?search=chloe');
    const rows = page.getByTestId('admin-customers').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByRole('button', { name: 'Se connecter en tant que ce client' }).click();
    await page.waitForURL((url) => url.pathname === '/compte');
    const banner = page.getByTestId('impersonation-banner');
    await expect.poll(() => banner.textContent()).toContain('Chloé Bernard');
    expect((await (await page.request.get('/api/auth/me')).json()).data.email).toBe(
      'chloe.bernard@example.test',
    );
    expect((await context.cookies()).some((c) => c.name === 'admin_logged_in_user')).toBe(true);
    // The banner follows the administrator on every page.
    await page.goto('/faq');
    await expect.poll(() => banner.isVisible()).toBe(true);

    await banner.getByRole('button', { name: 'Quitter cette session' }).click();
    await page.waitForURL((url) => url.pathname === '/faq');
    await expect.poll(() => banner.count()).toBe(0);
    expect((await (await page.request.get('/api/auth/me')).json()).data.email).toBe(
      'owner@example.test',
    );
    expect((await context.cookies()).some((c) => c.name === 'admin_logged_in_user')).toBe(false);
    const [record] = await server.database.query<{ ended: string | null; whom: number }>(
      `select ended_at as ended, customer_user_id as whom from impersonations`,
    );
    expect(record!.whom).toBe((customer.json.data as { id: number }).id);
    expect(record!.ended).not.toBeNull();
    await context.close();
  });

  it('hides the back office from customers and sends visitors to the login page', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    const visitor = await page.goto('/admin/clients');
    expect(new URL(page.url()).pathname).toBe('/connexion');
    expect(visitor?.status()).toBe(200);
    const login = await api('/api/auth/token', {
      email: 'chloe.bernard@example.test',
      password: 'Sellerie1!',
    });
    await context.addCookies([
      { name: 'sellerie_session', value: login.json.access_token as string, url: server.url },
    ]);
    const customer = await page.goto('/admin/clients');
    expect(customer?.status()).toBe(404);
    const post = await page.request.post('/admin/clients', {
      form: { customer_id: '1' },
      headers: { origin: server.url },
    });
    expect(post.status()).toBe(404);
    await context.close();
  });
});
