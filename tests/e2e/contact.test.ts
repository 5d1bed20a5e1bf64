/**
 * The contact form (decision 052) as people use it: a visitor writes in French with
 * JavaScript (a wrong address is said next to its field, a photo goes with the message), another
 * in English without JavaScript; both see the confirmation and get the acknowledgement; a
 * signed-in person finds their name and address filled in; the customer service finds the
 * message in the back office, opens it and marks it handled.
 */
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, waitForHydration } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { signedInContext } from '../support/signed-in-browser';
import { newVisitor, uniqueEmail } from './account-support';

let server: TestServer;
let browser: Browser;
const SCREENSHOTS = 'test-results/screenshots';

// The PNG signature and a few bytes: what the shop sniffs to accept a photo.
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  [server, browser] = await Promise.all([startTestServer({ mail: true }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const messageOf = async (email: string) =>
  (
    await server.database.query<{
      id: number;
      status: string;
      locale: string;
      subject: string;
      attachment_upload_id: number | null;
    }>(`select * from contact_messages where email = $1`, [email])
  )[0] ?? null;

async function acknowledged(email: string, subject: string) {
  await expect
    .poll(
      async () => {
        const res = await fetch(
          `${server.url}/dev/mailbox.json?${new URLSearchParams({ to: email })}`,
        );
        const { data } = (await res.json()) as { data: Array<{ subject: string }> };
        return data.map((mail) => mail.subject);
      },
      { timeout: 30_000, interval: 500 },
    )
    .toContain(subject);
}

describe('contact form', () => {
  it('sends a message with a photo in French with JavaScript, an error shown beside its field first', async () => {
    const { context, page } = await newVisitor(browser, server.url);
    await page.goto('/contact');
    await waitForHydration(page);
    // The shop's own details stay on the page.
    await expect.poll(() => page.locator('.contact-grid').textContent()).toContain('Adresse');
    await page.screenshot({ path: `${SCREENSHOTS}/contact-form-1280.png` });
    const form = page.getByTestId('contact-form');
    const email = uniqueEmail('contact-js');
    await form.getByLabel('Nom et prénom').fill('Camille Martin');
    // Accepted by the browser, refused by the shop: the error comes back next to the field.
    await form.getByLabel('Adresse e-mail').fill('camille@localhost');
    await form.getByLabel('Sujet').selectOption('fitting');
    await form.getByLabel('Numéro de commande').fill('SC-2026-0007');
    await form
      .getByLabel('Votre message')
      .fill('Bonjour, la housse convient-elle à une Clio IV de 2016 ?');
    await form.getByLabel('Pièce jointe (facultatif)').setInputFiles({
      name: 'siege.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await form.getByTestId('contact-submit').click();
    const emailField = form.locator('.field', { has: page.locator('input[name="email"]') });
    await expect.poll(() => emailField.locator('.field-error').textContent()).toBeTruthy();
    expect(await form.locator('input[name="email"]').getAttribute('aria-invalid')).toBe('true');
    // What was typed is kept; the file is chosen again.
    expect(await form.locator('textarea[name="message"]').inputValue()).toContain('Clio IV');
    await form.locator('input[name="email"]').fill(email);
    await form.getByLabel('Pièce jointe (facultatif)').setInputFiles({
      name: 'siege.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await form.getByTestId('contact-submit').click();
    await page.getByTestId('contact-sent').waitFor();
    expect(await page.getByTestId('contact-sent').textContent()).toContain('Message envoyé');
    await page.screenshot({ path: `${SCREENSHOTS}/contact-sent-1280.png`, fullPage: true });
    const row = await messageOf(email);
    expect(row).toMatchObject({ status: 'unhandled', locale: 'fr', subject: 'fitting' });
    expect(row!.attachment_upload_id).not.toBeNull();
    await acknowledged(email, 'Nous avons bien reçu votre message');
    await context.close();
  });

  it('has no serious accessibility violation, form errors shown included (German, phone width)', async () => {
    const { context, page } = await newVisitor(browser, server.url, { viewport: 390 });
    await page.goto('/de/contact');
    await waitForHydration(page);
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Vor- und Nachname').fill('Jonas Weber');
    await form.getByLabel('E-Mail-Adresse').fill('jonas@localhost');
    await form.getByLabel('Betreff').selectOption('pro');
    await form
      .getByLabel('Ihre Nachricht')
      .fill('Guten Tag, ich bin Sattler und möchte bestellen.');
    await form.getByTestId('contact-submit').click();
    await form.locator('.field-error').first().waitFor();
    const results = await new AxeBuilder({ page: page as never })
      .include('[data-testid="contact-form"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    expect(serious).toEqual([]);
    await context.close();
  });

  it('sends a message in English without JavaScript', async () => {
    const { context, page } = await newVisitor(browser, server.url, {
      javaScript: false,
      viewport: 390,
    });
    await page.goto('/en/contact');
    await page.screenshot({ path: `${SCREENSHOTS}/contact-form-390.png`, fullPage: true });
    const form = page.getByTestId('contact-form');
    const email = uniqueEmail('contact-nojs');
    await form.getByLabel('Full name').fill('Sam Taylor');
    await form.getByLabel('E-mail address').fill(email);
    await form.getByLabel('Subject').selectOption('order');
    await form.getByLabel('Your message').fill('Hello, when will my order ship? Thank you.');
    await form.getByRole('button', { name: 'Send the message' }).click();
    await page.waitForURL((url) => url.pathname === '/en/contact' && url.search === '?sent=1');
    expect(await page.getByTestId('contact-sent').textContent()).toContain('Message sent');
    expect(await messageOf(email)).toMatchObject({ locale: 'en', subject: 'order' });
    await acknowledged(email, 'We have received your message');
    await context.close();
  });

  it('lets the customer service open the message and mark it handled', async () => {
    const email = uniqueEmail('contact-staff-case');
    await fetch(`${server.url}/api/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Dominique Petit',
        email,
        subject: 'product',
        message: 'Existe-t-il ce modèle en cuir beige ?',
      }),
    });
    const staffEmail = uniqueEmail('contact-staff');
    const { context } = await signedInContext(browser, server, {
      email: staffEmail,
      role: 'staff',
      firstname: 'Alix',
    });
    const page = await context.newPage();
    // Signed in: the form knows who writes.
    await page.goto('/contact');
    const form = page.getByTestId('contact-form');
    expect(await form.locator('input[name="email"]').inputValue()).toBe(staffEmail);
    expect(await form.locator('input[name="name"]').inputValue()).toBe('Alix Martin');

    await page.goto(`/admin/service-client/contact?search=${encodeURIComponent(email)}`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Dominique Petit' }).click();
    const card = page.getByTestId('contact-message');
    await card.waitFor();
    expect(await page.getByTestId('contact-text').textContent()).toContain('cuir beige');
    expect(await page.getByTestId('contact-reply').getAttribute('href')).toMatch(
      new RegExp(`^mailto:${email.replace(/[.+]/g, '\\$&')}\\?subject=`),
    );
    await page.screenshot({ path: `${SCREENSHOTS}/admin-contact-1280.png`, fullPage: true });
    await page.getByTestId('contact-toggle').click();
    await page.getByTestId('contact-done').waitFor();
    expect(await page.getByTestId('contact-state').textContent()).toContain('Traités');
    expect((await messageOf(email))!.status).toBe('handled');
    await context.close();
  });

  it('shows the newsletter subscribers to staff, with the CSV of the confirmed ones', async () => {
    const subscriber = uniqueEmail('nl-admin');
    await server.database.query(
      `insert into newsletter_subscriptions (email, status, locale, country, confirmed_at)
       values ($1, 'enabled', 'it', 'IT', now())`,
      [subscriber],
    );
    const { context, token } = await signedInContext(browser, server, {
      email: uniqueEmail('nl-staff'),
      role: 'staff',
    });
    const page = await context.newPage();
    await page.goto('/en/admin/newsletter');
    await page.getByRole('link', { name: /^Confirmed \(\d+\)$/ }).click();
    await page.waitForURL((url) => url.search.includes('status=enabled'));
    await page.getByLabel('Search an e-mail address').fill(subscriber);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.search.includes('search='));
    const rows = page.getByTestId('newsletter-row');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('IT');
    await page.screenshot({ path: `${SCREENSHOTS}/admin-newsletter-1280.png`, fullPage: true });
    const href = await page.getByTestId('newsletter-csv').getAttribute('href');
    const csv = await fetch(server.url + href!, { headers: { authorization: `Bearer ${token}` } });
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain(`${subscriber};it;IT;`);
    await context.close();
  });
});
