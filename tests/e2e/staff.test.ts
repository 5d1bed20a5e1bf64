/**
 * Back-office roles in the browser (issue 16): a staff member sees only their menu entries and
 * gets the not-found page on the owner's pages; the owner invites someone by e-mail, who
 * accepts through the link, chooses a password and signs in to the back office.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../src/modules/customers';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { fill, mailLink, newVisitor, uniqueEmail } from './account-support';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ mail: true }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A signed-in browser page of a new user with `role`. */
async function signedIn(role: string, name: string): Promise<Page> {
  const [user] = await server.database.query<{ id: number }>(
    `insert into users (email, firstname, lastname, role) values ($1, $2, 'Test', $3) returning id`,
    [uniqueEmail(role), name, role],
  );
  const { token } = await openSession(server.database.db, user!.id, new Date());
  const { context, page } = await newVisitor(browser, server.url, { viewport: 390 });
  await context.addCookies([
    { name: 'sellerie_session', value: token, url: server.url, httpOnly: true },
  ]);
  return page;
}

const menu = (page: Page) => page.getByTestId('admin-menu').locator('a').allTextContents();

describe('back-office roles', () => {
  it('a staff member sees only their entries and gets the not-found page on owner pages', async () => {
    const page = await signedIn('staff', 'Sam');
    const orders = await page.goto('/admin/commandes');
    expect(orders?.status()).toBe(200);
    expect(await menu(page)).toEqual([
      'Tableau de bord',
      'Commandes',
      'Clients',
      'Professionnels',
      'Service client',
      'Newsletter',
    ]);
    for (const path of ['/admin/equipe', '/admin/journal', '/en/admin/staff']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      // The not-found screen, inside the back office's frame with the staff member's own menu.
      expect(await page.getByTestId('error-screen').getAttribute('data-status'), path).toBe('404');
      expect((await menu(page)).length, path).toBe(6);
    }
    // The back office speaks French and English: other languages land on the English page.
    await page.goto('/es/admin/pedidos');
    expect(new URL(page.url()).pathname).toBe('/en/admin/orders');
    expect(await menu(page)).toEqual([
      'Dashboard',
      'Orders',
      'Customers',
      'Professionals',
      'Customer service',
      'Newsletter',
    ]);
    await page.context().close();
  });

  it('the owner invites a staff member, who accepts, chooses a password and signs in', async () => {
    const owner = await signedIn('admin', 'Olga');
    await owner.goto('/admin/equipe');
    expect(await menu(owner)).toEqual([
      'Tableau de bord',
      'Commandes',
      'Clients',
      'Professionnels',
      'Service client',
      'Newsletter',
      'Produits',
      'Catalogue',
      'Promotions',
      'Contenu',
      'Équipe',
      'Journal',
      'Réglages',
    ]);
    const email = uniqueEmail('invitee');
    // A forged post from another site is refused by the origin check, and invites nobody.
    const forged = await owner.request.post('/admin/equipe', {
      form: { intent: 'invite', email, role: 'owner' },
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.status()).toBe(403);
    const asked = Date.now() - 1000;
    await fill(owner, 'form[aria-labelledby="admin-invite-title"]', { email, role: 'staff' });
    await owner.getByTestId('staff-invite').click();
    await expect
      .poll(() => owner.getByRole('status').textContent())
      .toContain('Invitation envoyée');
    await expect.poll(() => owner.getByTestId('admin-invitations').textContent()).toContain(email);

    const link = await mailLink(server.url, email, '/admin/invitation?token=', asked);
    const { context, page } = await newVisitor(browser, server.url, { viewport: 390 });
    await page.goto(link);
    const password = 'Atelier-Cuir-2026!';
    await fill(page, 'main form', {
      firstname: 'Inès',
      lastname: 'Martin',
      password,
      password_confirmation: password,
    });
    await page.locator('main form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/connexion');
    await fill(page, 'main form', { email, password });
    await page.locator('main form button[type="submit"]').first().click();
    await page.waitForURL((url) => url.pathname === '/admin/commandes');
    // A client-side navigation: the URL may change before the back office's layout is drawn.
    await expect
      .poll(() => menu(page))
      .toEqual([
        'Tableau de bord',
        'Commandes',
        'Clients',
        'Professionnels',
        'Service client',
        'Newsletter',
      ]);

    // The link worked once; the audit log shows the invitation and its acceptance.
    const again = await page.goto(link);
    expect(again?.status()).toBe(200);
    expect(await page.getByTestId('invitation-form').count()).toBe(0);
    await owner.goto('/admin/journal?action=staff.invite');
    await expect.poll(() => owner.getByTestId('admin-audit').textContent()).toContain(email);
    await context.close();
    await owner.context().close();
  });
});
