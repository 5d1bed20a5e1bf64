/**
 * GDPR on the back office's customers page (decision 031): a staff member downloads a
 * customer's data as a JSON file, then erases the customer with the confirmation form.
 */
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../src/modules/customers';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { newVisitor, uniqueEmail } from './account-support';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('GDPR on the customers page', () => {
  it('a staff member exports a customer data file, then erases the customer', async () => {
    const email = uniqueEmail('gdpr');
    const [customer] = await server.database.query<{ id: number }>(
      `insert into users (email, firstname, lastname) values ($1, 'Gaspard', 'Effacé') returning id`,
      [email],
    );
    const [staff] = await server.database.query<{ id: number }>(
      `insert into users (email, firstname, lastname, role) values ($1, 'Sam', 'Staff', 'staff') returning id`,
      [uniqueEmail('staff')],
    );
    const { token } = await openSession(server.database.db, staff!.id, new Date());
    const { context, page } = await newVisitor(browser, server.url, { viewport: 390 });
    await context.addCookies([
      { name: 'sellerie_session', value: token, url: server.url, httpOnly: true },
    ]);
    await page.goto(`/admin/clients?search=${encodeURIComponent(email)}`);
    const row = page.getByTestId('admin-customers').locator('tbody tr');
    await expect.poll(() => row.count()).toBe(1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByText('Exporter ses données (JSON)').click(),
    ]);
    const file = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(file.data.account).toMatchObject({ id: customer!.id, email, firstname: 'Gaspard' });

    await row.getByText('Effacer (RGPD)').click();
    await row.getByLabel('Numéro client').fill(String(customer!.id));
    await row.getByRole('button', { name: 'Effacer définitivement ce client' }).click();
    await expect
      .poll(() => page.getByTestId('admin-customers-outcome').textContent())
      .toContain('effacées');
    const [user] = await server.database.query<{ email: string }>(
      `select email from users where id = $1`,
      [customer!.id],
    );
    expect(user!.email).toBe(`erased-${customer!.id}@invalid`);
    await context.close();
  });
});
