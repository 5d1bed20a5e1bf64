/**
 * Claims in the browser (decision 051). In French with JavaScript: a customer opens a claim on
 * one of their orders with a photo, a staff member replies from the back office's customer
 * service (and leaves an internal note), the customer reads the reply (never the note), closes
 * the claim and reopens it. In English without JavaScript: the same path through plain forms.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, waitForHydration } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { signedInContext } from '../support/signed-in-browser';
import { uniqueEmail } from './account-support';

let server: TestServer;
let browser: Browser;
let staff: BrowserContext;
const opened: BrowserContext[] = [];

// A real 1×1 PNG: the page shows it as a picture.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ mail: true }), launchBrowser()]);
  ({ context: staff } = await signedInContext(browser, server, {
    email: uniqueEmail('claims-staff'),
    role: 'staff',
  }));
});

afterAll(async () => {
  for (const context of opened) await context.close();
  await staff?.close();
  await browser?.close();
  await server?.close();
});

/** A signed-in customer with one placed order (written directly: the checkout has its tests). */
async function customerWithOrder(locale: 'fr' | 'en', javaScript: boolean) {
  const email = uniqueEmail(`claims-${locale}`);
  const { context } = await signedInContext(browser, server, {
    email,
    role: 'customer',
    firstname: locale === 'fr' ? 'Lucie' : 'Lucy',
    javaScriptEnabled: javaScript,
  });
  opened.push(context);
  const [user] = await server.database.query<{ id: number }>(
    `update users set locale = $2 where email = $1 returning id`,
    [email, locale],
  );
  const number = `2026-9${String(Date.now()).slice(-5)}`;
  const [order] = await server.database.query<{ id: number }>(
    `insert into orders (user_id, number, status, placed_at, locale)
     values ($1, $2, 'awaiting_payment', now(), $3) returning id`,
    [user!.id, number, locale],
  );
  return { context, page: await context.newPage(), email, orderId: order!.id, number };
}

async function staffReplies(title: string, reply: string, note: string) {
  const admin = await staff.newPage();
  try {
    await admin.goto('/admin/service-client');
    const row = admin.getByTestId('admin-claim-row').filter({ hasText: title });
    await row.waitFor();
    await row.getByRole('link', { name: title }).click();
    await admin.getByTestId('admin-claim-form').waitFor();
    await admin.locator('[data-testid="admin-claim-form"] [name="message"]').fill(note);
    await admin.locator('#admin-claim-internal').check();
    await admin.getByTestId('admin-claim-send').click();
    await admin.getByTestId('admin-claim-done').waitFor();
    await admin.locator('[data-testid="admin-claim-form"] [name="message"]').fill(reply);
    await admin.getByTestId('admin-claim-send').click();
    await expect
      .poll(() => admin.getByTestId('admin-claim-done').innerText())
      .toContain('Réponse envoyée');
    const thread = admin.getByTestId('claim-thread');
    expect(await thread.locator('[data-internal="true"]').innerText()).toContain(note);
    expect(await admin.getByTestId('admin-claim-state').innerText()).toContain(
      'En attente du client',
    );
  } finally {
    await admin.close();
  }
}

describe('claims', () => {
  it('in French: opens a claim with a photo, reads staff’s reply, closes and reopens', async () => {
    const { page, orderId, number } = await customerWithOrder('fr', true);
    // From the order's page, the link preselects the order.
    await page.goto(`/compte/orders/${orderId}`);
    await page.getByTestId('order-open-claim').click();
    await page.waitForURL((url) => url.pathname === '/compte/supports');
    await waitForHydration(page);
    expect(await page.getByTestId('claims-empty').count()).toBe(1);
    const form = page.getByTestId('claim-form');
    expect(await form.locator('[name="order_id"]').inputValue()).toBe(String(orderId));
    await form.locator('[name="title"]').fill('Housse déchirée');
    await form.locator('[name="message"]').fill('La couture du dossier a lâché.');
    await form.locator('[name="file"]').setInputFiles({
      name: 'couture.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await form.locator('button[type="submit"]').click();
    await page.waitForURL((url) => /^\/compte\/supports\/\d+$/.test(url.pathname));
    await page.getByTestId('claim-done').waitFor();
    expect(await page.getByTestId('claim-awaiting').innerText()).toBe(
      'En attente de notre réponse',
    );
    expect(await page.locator('.claim-facts').innerText()).toContain(`Commande ${number}`);
    const photo = page.getByTestId('claim-file').first();
    expect(await photo.innerText()).toContain('couture.png');
    const src = await photo.locator('img').getAttribute('src');
    expect((await page.request.get(src!)).status()).toBe(200);

    await staffReplies(
      'Housse déchirée',
      'Nous vous envoyons une housse neuve.',
      'Geste commercial validé',
    );

    await page.reload();
    await waitForHydration(page);
    const thread = page.getByTestId('claim-thread');
    expect(await thread.getByTestId('claim-message').count()).toBe(2);
    expect(await thread.innerText()).toContain('Nous vous envoyons une housse neuve.');
    expect(await thread.innerText()).not.toContain('Geste commercial');
    expect(await page.getByTestId('claim-awaiting').innerText()).toBe(
      'En attente de votre réponse',
    );

    await page.getByTestId('claim-close').click();
    await expect
      .poll(() => page.getByTestId('claim-state').getAttribute('data-state'))
      .toBe('closed');
    expect(await page.getByTestId('claim-reply-form').count()).toBe(0);
    await page.getByTestId('claim-reopen').click();
    await expect
      .poll(() => page.getByTestId('claim-state').getAttribute('data-state'))
      .toBe('open');
    await page.getByTestId('claim-reply-form').waitFor();

    // The list shows it open.
    await page.goto('/compte/supports');
    expect(await page.getByTestId('claim-row').getAttribute('data-state')).toBe('open');
  });

  it('in English without JavaScript: the same through plain forms', async () => {
    const { page, orderId } = await customerWithOrder('en', false);
    await page.goto('/en/account/claims');
    const form = page.getByTestId('claim-form');
    // A message on its own is refused, translated; nothing is opened.
    await form.locator('[name="message"]').fill('The zip is broken.');
    await form.locator('[name="title"]').fill(' ');
    await form.locator('[name="title"]').evaluate((input) => input.removeAttribute('required'));
    await form.locator('button[type="submit"]').click();
    await page.waitForLoadState('load');
    expect(await page.locator('.field-error').first().innerText()).toBe('This field is required.');
    await form.locator('[name="title"]').fill('Broken zip');
    await form.locator('[name="order_id"]').selectOption(String(orderId));
    await form.locator('[name="file"]').setInputFiles({
      name: 'zip.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await form.locator('button[type="submit"]').click();
    await page.waitForURL((url) => /^\/en\/account\/claims\/\d+$/.test(url.pathname));
    expect(await page.getByTestId('claim-done').innerText()).toContain('Your claim has been sent');

    await staffReplies('Broken zip', 'A new zip is on its way.', 'Supplier informed');

    await page.reload();
    const thread = page.getByTestId('claim-thread');
    expect(await thread.innerText()).toContain('A new zip is on its way.');
    expect(await thread.innerText()).not.toContain('Supplier informed');
    await page.getByTestId('claim-close').click();
    await page.waitForLoadState('load');
    expect(await page.getByTestId('claim-state').innerText()).toBe('Closed');
    await page.getByTestId('claim-reopen').click();
    await page.waitForLoadState('load');
    expect(await page.getByTestId('claim-state').innerText()).toBe('Open');
    const reply = page.getByTestId('claim-reply-form');
    await reply.locator('[name="message"]').fill('Thanks!');
    await reply.locator('button[type="submit"]').click();
    await page.waitForLoadState('load');
    expect(await page.getByTestId('claim-done').innerText()).toBe('Your message has been sent.');
    expect(await page.getByTestId('claim-message').count()).toBe(3);
  });
});
