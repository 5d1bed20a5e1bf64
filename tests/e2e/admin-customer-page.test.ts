/**
 * The back office's customer page (issue 16, decision 033): the owner opens a customer from
 * the list, renames them, disables the account — the customer can no longer sign in and is
 * told why — then enables it again. Screenshots of the page at phone and desktop widths.
 */
import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, openSession } from '../../src/modules/customers';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { fill, newVisitor, uniqueEmail } from './account-support';

let server: TestServer;
let browser: Browser;
const PASSWORD = 'Sellerie-Test-42';

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Signs in on the login page; answers the page, where the outcome is shown. */
async function signIn(email: string): Promise<Page> {
  const { page } = await newVisitor(browser, server.url);
  await page.goto('/connexion');
  await fill(page, 'main form', { email, password: PASSWORD });
  await page.locator('main form button[type="submit"]').first().click();
  await page.waitForLoadState('networkidle');
  return page;
}

describe('a customer page in the back office', () => {
  it('the owner opens a customer, renames them, disables and enables the account', async () => {
    const email = uniqueEmail('camille');
    const [customer] = await server.database.query<{ id: number }>(
      `insert into users (email, firstname, lastname, password_hash, email_verified_at, phone)
       values ($1, 'Camille', 'Durand', $2, now(), '+33612345678') returning id`,
      [email, await hashPassword(PASSWORD)],
    );
    const [fr] = await server.database.query<{ id: number }>(
      `select id from countries where iso = 'FR'`,
    );
    await server.database.query(
      `insert into addresses (user_id, name, firstname, lastname, address, city, post_code, country_id, phone)
       values ($1, 'Maison', 'Camille', 'Durand', '12 avenue de la République', 'Saumur', '49400', $2, '+33612345678')`,
      [customer!.id, fr!.id],
    );
    await server.database.query(
      `insert into loyalty_points_actions (user_id, points, reason) values ($1, 120, 'adjustment')`,
      [customer!.id],
    );
    const [owner] = await server.database.query<{ id: number }>(
      `insert into users (email, firstname, lastname, role) values ($1, 'Olga', 'Owner', 'admin') returning id`,
      [uniqueEmail('owner')],
    );
    const { token } = await openSession(server.database.db, owner!.id, new Date());
    const { context, page } = await newVisitor(browser, server.url);
    await context.addCookies([
      { name: 'sellerie_session', value: token, url: server.url, httpOnly: true },
    ]);

    await page.goto(`/admin/clients?search=${encodeURIComponent(email)}`);
    const row = page.getByTestId('admin-customers').locator('tbody tr');
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('link', { name: 'Camille Durand' }).click();
    await page.waitForURL((url) => url.pathname === `/admin/clients/${customer!.id}`);
    expect(await page.getByTestId('admin-customer-identity').textContent()).toContain(email);
    expect(await page.getByTestId('admin-customer-loyalty').textContent()).toContain('120');
    expect(await page.locator('main').textContent()).toContain('Saumur');
    expect(await page.getByTestId('admin-customer-state').textContent()).toContain('Actif');

    await mkdir('build/screenshots', { recursive: true });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: `build/screenshots/admin-customer-${width}.png`,
        fullPage: true,
      });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow at ${width}px`).toBe(false);
    }

    // A bad e-mail is refused beside the field, nothing changes; then the rename goes through.
    await page.getByLabel('Prénom').fill('Camilla');
    await page.getByLabel('E-mail', { exact: true }).fill('pas-une-adresse');
    await page.getByTestId('admin-customer-save').click();
    await expect
      .poll(() => page.locator('#admin-email-error').textContent())
      .toContain("n'est pas valide");
    const [unchanged] = await server.database.query<{ firstname: string }>(
      `select firstname from users where id = $1`,
      [customer!.id],
    );
    expect(unchanged!.firstname).toBe('Camille');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Prénom').fill('Camilla');
    await page.getByTestId('admin-customer-save').click();
    await expect
      .poll(() => page.getByTestId('admin-customer-done').textContent())
      .toContain('mis à jour');
    expect(await page.locator('h1').textContent()).toContain('Camilla Durand');

    await page.getByTestId('admin-customer-disable').click();
    await expect
      .poll(() => page.getByTestId('admin-customer-state').textContent())
      .toContain('Désactivé');

    const refused = await signIn(email);
    await expect
      .poll(() => refused.locator('main [role="alert"]').first().textContent())
      .toContain('Votre compte a été désactivé');
    expect(new URL(refused.url()).pathname).toBe('/connexion');
    await refused.context().close();

    await page.getByTestId('admin-customer-enable').click();
    await expect
      .poll(() => page.getByTestId('admin-customer-state').textContent())
      .toContain('Actif');
    const welcome = await signIn(email);
    // The sign-in navigates once its answer arrives; under load that can come after the
    // network went quiet, so the test waits for the page to leave the login form.
    await expect
      .poll(() => new URL(welcome.url()).pathname, { timeout: 20_000 })
      .not.toBe('/connexion');
    await welcome.context().close();
    await context.close();
  });
});
