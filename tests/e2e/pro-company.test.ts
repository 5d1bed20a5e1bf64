/**
 * Becoming PRO in the browser (decision 047), in French: register as a professional, land on
 * the professional account with the menu's alert, fill the company (a wrong SIRET first),
 * send a PDF document dated today, see the pending status and the alert gone; the same
 * document form also works without JavaScript (plain multipart post). Then a staff member
 * approves it from the back office's queue and the customer's account shows it verified.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parisDay } from '../../src/modules/customers/company.rules';
import {
  clickUntilSubmitted,
  launchBrowser,
  watchPage,
  waitForHydration,
} from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { signedInContext } from '../support/signed-in-browser';
import { fill, newVisitor, uniqueEmail } from './account-support';

let server: TestServer;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ mail: true }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

const PASSWORD = 'Sellerie1!';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

async function registerAsProfessional(page: Page, email: string, javaScript: boolean) {
  await page.goto('/inscription');
  if (javaScript) await waitForHydration(page);
  await fill(page, 'main form', {
    firstname: 'Camille',
    lastname: 'Martin',
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    company: 'Garage Martin',
  });
  await page.locator('input[name="professional"]').check();
  await page.locator('input[name="accept_terms"]').check();
  await page.locator('input[name="accept_privacy"]').check();
  await page.locator('main form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/compte/professional');
}

async function fillCompany(page: Page, siret: string) {
  await fill(page, '[data-testid="company-form"]', {
    activity: 'Garage automobile',
    siret,
    vat_number: 'FR40303265045',
    billing_address: '1 rue de la Paix',
    billing_post_code: '75002',
    billing_city: 'Paris',
  });
  await page.locator('[data-testid="company-form"] button[type="submit"]').click();
}

describe('professional account', () => {
  it('registers as a professional, fills the company and sends a PDF document', async () => {
    let page: Page;
    ({ context, page } = await newVisitor(browser, server.url));
    const problems = watchPage(page);
    const email = uniqueEmail('pro');
    await registerAsProfessional(page, email, true);
    await waitForHydration(page);

    // The company exists, to complete; the menu's alert blinks on the professional entry.
    expect(await page.getByTestId('company-status').innerText()).toContain('À compléter');
    await page.getByTestId('pro-alert').waitFor();
    expect(await page.locator('[name="name"]').inputValue()).toBe('Garage Martin');
    expect(await page.getByTestId('document-form').count()).toBe(0);

    // A SIRET with a wrong checksum is refused, translated; the right one is kept.
    await fillCompany(page, '73282932000075');
    await expect
      .poll(() => page.locator('[data-testid="company-form"] .field-error').innerText())
      .toContain("Ce numéro SIRET n'est pas valide");
    await fillCompany(page, '73282932000074');
    await expect
      .poll(() => page.locator('[data-testid="company-form"] .form-alert-success').innerText())
      .toContain('ont bien été enregistrées');
    await expect.poll(() => page.getByTestId('vat-check').innerText()).toContain('VIES');

    // The document: a PDF dated today.
    await page.getByTestId('document-form').waitFor();
    await page.locator('input[name="file"]').setInputFiles({
      name: 'kbis.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await page.locator('input[name="issued_on"]').fill(parisDay(new Date()));
    await page.locator('[data-testid="document-form"] button[type="submit"]').click();
    await expect
      .poll(() => page.getByTestId('company-status').innerText())
      .toContain('En attente de vérification');
    expect(await page.getByTestId('company-documents').innerText()).toContain('kbis.pdf');
    await expect.poll(() => page.getByTestId('pro-alert').count()).toBe(0);

    // The owner downloads it through the private route.
    const href = await page.locator('[data-testid="company-documents"] a').getAttribute('href');
    const download = await page.request.get(href!);
    expect(download.status()).toBe(200);
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expect(problems.messages.filter((m) => !/status of 422/.test(m))).toEqual([]);

    // A staff member (customers permission) sees the company in the queue, the PDF inline and
    // the checks, and approves it.
    const { context: staffContext } = await signedInContext(browser, server, {
      email: uniqueEmail('staff'),
      role: 'staff',
    });
    try {
      const admin = await staffContext.newPage();
      await admin.goto('/admin/professionnels');
      const card = admin.getByTestId('company-card').filter({ hasText: email });
      await card.waitFor();
      expect(await card.getByTestId('company-vies').innerText()).toContain('valide selon VIES');
      const frame = await card.getByTestId('company-document-frame').getAttribute('src');
      const inline = await admin.request.get(frame!);
      expect(inline.status()).toBe(200);
      expect(inline.headers()['content-disposition']).toMatch(/^inline/);
      await clickUntilSubmitted(admin, card.getByTestId('company-approve'));
      await admin.getByTestId('company-done').waitFor();
      expect(await admin.getByTestId('company-card').filter({ hasText: email }).count()).toBe(0);
    } finally {
      await staffContext.close();
    }

    // The customer's account now shows the verified status.
    await page.reload();
    expect(await page.getByTestId('company-status').innerText()).toContain('Vérifié');
    expect(await page.getByTestId('document-form').count()).toBe(0);
  });

  it('sends a document without JavaScript, and refuses one older than 3 months', async () => {
    let page: Page;
    ({ context, page } = await newVisitor(browser, server.url, { javaScript: false }));
    await registerAsProfessional(page, uniqueEmail('pro-nojs'), false);
    await fillCompany(page, '73282932000074');
    await page.getByTestId('document-form').waitFor();
    const send = async (date: string) => {
      await page.locator('input[name="file"]').setInputFiles({
        name: 'kbis.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await page.locator('input[name="issued_on"]').fill(date);
      await page.locator('[data-testid="document-form"] button[type="submit"]').click();
      await page.waitForLoadState('load');
    };
    await send(parisDay(new Date(Date.now() - 120 * 86_400_000)));
    expect(await page.locator('body').innerText()).toContain(
      'Le document doit dater de moins de 3 mois.',
    );
    expect(await page.getByTestId('company-documents').count()).toBe(0);
    await send(parisDay(new Date()));
    expect(await page.getByTestId('company-status').innerText()).toContain(
      'En attente de vérification',
    );
  });
});
