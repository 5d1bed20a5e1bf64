/**
 * The promo codes page's cards (SPEC §2): with JavaScript each code has the copy button, which
 * puts the code on the clipboard and says "Copié"; without it there is no button and the code
 * is plain selectable text.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, waitForHydration } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
afterEach(async () => {
  await context?.close();
});

async function open(javaScriptEnabled: boolean) {
  context = await browser.newContext({ baseURL: server.url, locale: 'fr-FR', javaScriptEnabled });
  await context.addCookies([{ name: 'accept_cookies', value: 'true', url: server.url }]);
  if (javaScriptEnabled)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const page = await context.newPage();
  await page.goto('/codes-promo');
  return page;
}

describe('promo codes page', () => {
  it('copies a card’s code with its button and says so', async () => {
    const page = await open(true);
    await waitForHydration(page, '[data-testid="promo-code-copy"]');
    const card = page.getByTestId('promo-codes').locator('li').first();
    const code = await card.getByTestId('promo-code').innerText();
    await card.getByTestId('promo-code-copy').click();
    await expect.poll(() => card.getByRole('status').innerText()).toBe('Copié');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });

  it('without JavaScript: no button, the code is text', async () => {
    const page = await open(false);
    const card = page.getByTestId('promo-codes').locator('li').first();
    expect(await card.getByTestId('promo-code').innerText()).toMatch(/^[A-Z0-9-]+$/);
    expect(await card.getByTestId('promo-code-copy').count()).toBe(0);
  });
});
