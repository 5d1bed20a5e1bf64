/**
 * Newsletter sign-up from the footer (SPEC §7 newsletter_subscriptions, double opt-in): with
 * JavaScript the answer shows in place, without it the newsletter page answers; the e-mailed
 * link lands on the newsletter page in the visitor's language saying it is confirmed.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, waitForHydration } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { mailLink, newVisitor, uniqueEmail } from './account-support';

let server: TestServer;
let browser: Browser;
const SCREENSHOTS = 'test-results/screenshots';

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ mail: true }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const statusOf = async (email: string) =>
  (
    await server.database.query<{ status: string }>(
      `select status from newsletter_subscriptions where email = $1`,
      [email],
    )
  )[0]?.status ?? null;

const pageForm = (page: Page) => page.getByTestId('newsletter-form-page');

describe('newsletter sign-up', () => {
  it('signs up from the footer with JavaScript, then confirms from the e-mail (English)', async () => {
    const { context, page } = await newVisitor(browser, server.url, { viewport: 390 });
    await page.goto('/en/contact');
    await waitForHydration(page);
    const form = page.getByTestId('newsletter-form-footer');
    await form.scrollIntoViewIfNeeded();
    const email = uniqueEmail('footer-js');
    const sentAt = Date.now() - 1000;
    await form.locator('[name="email"]').fill(email);
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect
      .poll(() => form.getByRole('status').textContent())
      .toContain('Almost done: open the e-mail');
    expect(new URL(page.url()).pathname).toBe('/en/contact'); // stayed on the page
    await page.screenshot({ path: `${SCREENSHOTS}/newsletter-footer-390.png` });
    expect(await statusOf(email)).toBe('pending');
    const link = await mailLink(server.url, email, 'enable_guest', sentAt);
    await page.goto(link);
    expect(new URL(page.url()).pathname).toBe('/en/newsletter');
    expect(await page.getByTestId('newsletter-link-state').textContent()).toContain(
      'Your newsletter subscription is confirmed',
    );
    expect(await statusOf(email)).toBe('enabled');
    await context.close();
  });

  it('signs up without JavaScript: the newsletter page answers; a bot filling the honeypot gets the same answer and nothing is stored', async () => {
    const { context, page } = await newVisitor(browser, server.url, { javaScript: false });
    await page.goto('/');
    // Styled by footer.css alone: a page without the forms' stylesheet draws it whole.
    await page.getByTestId('newsletter-form-footer').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/newsletter-footer-1280.png` });
    const box = (await page
      .getByTestId('newsletter-form-footer')
      .locator('input[name="email"]')
      .boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    const email = uniqueEmail('footer-nojs');
    const form = page.getByTestId('newsletter-form-footer');
    await form.locator('[name="email"]').fill(email);
    await form.getByRole('button', { name: "Je m'inscris" }).click();
    await page.waitForURL((url) => url.pathname === '/newsletter');
    expect(await pageForm(page).getByRole('status').textContent()).toContain("C'est presque fait");
    expect(await statusOf(email)).toBe('pending');
    await page.screenshot({ path: `${SCREENSHOTS}/newsletter-page-1280.png`, fullPage: true });
    // A bad address: the translated error, nothing stored.
    await page.goto('/');
    await page
      .getByTestId('newsletter-form-footer')
      .locator('[name="email"]')
      .fill('not-an-address');
    await page.getByTestId('newsletter-form-footer').evaluate((node: HTMLFormElement) => {
      node.noValidate = true;
    });
    await page.getByTestId('newsletter-form-footer').getByRole('button').click();
    await page.waitForURL((url) => url.pathname === '/newsletter');
    expect(await pageForm(page).getByRole('alert').textContent()).toContain(
      'Votre formulaire comporte des erreurs',
    );
    expect(await pageForm(page).locator('[name="email"]').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(await statusOf('not-an-address')).toBeNull();
    // The honeypot: a bot fills every field.
    const bot = uniqueEmail('bot');
    await page.goto('/');
    const footer = page.getByTestId('newsletter-form-footer');
    await footer.locator('[name="email"]').fill(bot);
    await footer.locator('[name="website"]').fill('http://spam.example');
    await footer.getByRole('button').click();
    await page.waitForURL((url) => url.pathname === '/newsletter');
    expect(await pageForm(page).getByRole('status').textContent()).toContain("C'est presque fait");
    expect(await statusOf(bot)).toBeNull();
    await context.close();
  });
});
