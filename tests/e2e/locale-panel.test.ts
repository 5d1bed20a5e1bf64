/**
 * Country and language sidebar (SPEC §2, §4, §9) and country detection (§7).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, watchPage, type PageProblems, waitForHydration } from '../support/browser';
import { signedInContext } from '../support/signed-in-browser';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: PageProblems;

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

/** A visitor who already answered the cookie banner (so it does not cover the page). */
async function openPage(path: string, options: { locale?: string; viewport?: number } = {}) {
  context = await browser.newContext({
    baseURL: server.url,
    locale: options.locale ?? 'fr-FR',
    viewport: { width: options.viewport ?? 1280, height: 800 },
  });
  await context.addCookies([
    { name: 'accept_cookies', value: 'true', url: server.url },
    { name: 'fonctionnal_cookies', value: 'false', url: server.url },
    { name: 'publicity_cookies', value: 'false', url: server.url },
  ]);
  page = await context.newPage();
  problems = watchPage(page);
  await page.goto(path);
  await waitForHydration(page);
}

async function openPanel() {
  const trigger = page
    .locator('[data-testid="locale-button"], [data-testid="locale-panel-button"]')
    .first();
  await trigger.click();
  const panel = page.getByTestId('locale-panel');
  await panel.waitFor();
  // Let the slide-in finish before measuring.
  await panel.evaluate((node) => Promise.all(node.getAnimations().map((a) => a.finished)));
  return panel;
}

async function cookie(name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

describe('country and language panel', () => {
  it('switches fr → en: translated path, cookies i18n_redirected and user_country', async () => {
    await openPage('/');
    const panel = await openPanel();
    const box = (await panel.boundingBox())!;
    expect(Math.round(box.width)).toBe(500);
    expect(Math.round(box.x + box.width)).toBe(1280);
    const validate = page.getByTestId('panel-validate');
    expect(await validate.isDisabled()).toBe(true); // faded until something changes
    expect(await page.getByTestId('panel-language-fr').getAttribute('data-checked')).toBe('true');

    await page.getByTestId('panel-language-en').click();
    expect(await validate.isDisabled()).toBe(false);
    // The overlay shows between the click and the reload 20 ms later: note it in sessionStorage.
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="panel-overlay"]'))
          sessionStorage.setItem('overlaySeen', '1');
      }).observe(document.body, { childList: true, subtree: true });
    });
    const navigated = page.waitForURL(`${server.url}/en`);
    await validate.click();
    await navigated;
    expect(await page.evaluate(() => sessionStorage.getItem('overlaySeen'))).toBe('1');
    expect(await page.getAttribute('html', 'lang')).toBe('en');

    const locale = await cookie('i18n_redirected');
    expect(locale?.value).toBe('en');
    expect(locale?.path).toBe('/');
    expect(locale?.sameSite).toBe('Lax');
    const days = (locale!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThan(365.1);
    const country = await cookie('user_country');
    expect(country?.value).toBe('FR');
    expect(country?.path).toBe('/');
    expect(country?.sameSite).toBe('Lax');
    expect(Math.round(country!.expires - Date.now() / 1000)).toBeGreaterThan(172_800 - 120);
    expect(problems.csp()).toEqual([]);
  });

  it('choosing Germany suggests Deutsch; the choice lands on /de with user_country=DE', async () => {
    await openPage('/');
    await openPanel();
    await page.getByTestId('panel-country').click();
    const listbox = page.getByRole('listbox');
    expect(await listbox.getByRole('option').count()).toBe(13); // the allowed countries
    await page.getByTestId('panel-country-DE').click();
    expect(await page.getByTestId('panel-country').textContent()).toContain('Allemagne');
    expect(await page.getByTestId('panel-language-de').getAttribute('data-checked')).toBe('true');
    expect(await page.getByTestId('panel-language-de').locator('input').isChecked()).toBe(true);
    const navigated = page.waitForURL(`${server.url}/de`);
    await page.getByTestId('panel-validate').click();
    await navigated;
    expect((await cookie('user_country'))?.value).toBe('DE');
    expect((await cookie('i18n_redirected'))?.value).toBe('de');
  });

  it('keeps the page: /inscription in English is /en/register', async () => {
    await openPage('/inscription?from=menu');
    await openPanel();
    await page.getByTestId('panel-language-en').click();
    const navigated = page.waitForURL(`${server.url}/en/register?from=menu`);
    await page.getByTestId('panel-validate').click();
    await navigated;
  });

  it('is keyboard usable: arrows pick a country, Escape closes and returns focus', async () => {
    await openPage('/en');
    const panel = await openPanel();
    expect(await panel.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.getByTestId('panel-country').focus();
    await page.keyboard.press('ArrowDown'); // opens the list on the current country (FR)
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    // Germany comes second (France first, then by French name: Allemagne): suggests Deutsch.
    expect(await page.getByTestId('panel-country').textContent()).toContain('Germany');
    expect(await page.getByTestId('panel-language-de').getAttribute('data-checked')).toBe('true');
    expect(await page.getByTestId('panel-validate').isDisabled()).toBe(false);
    await page.keyboard.press('ArrowDown'); // reopens the list on Germany
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('panel-country').textContent()).toContain('Austria');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter'); // Belgique → BE suggests French (SPEC §9)
    expect(await page.getByTestId('panel-country').textContent()).toContain('Belgium');
    expect(await page.getByTestId('panel-language-fr').getAttribute('data-checked')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('locale-panel').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe(
      'dialog',
    );
  });

  it('is 400 px wide on a phone', async () => {
    await openPage('/', { viewport: 390 });
    const panel = await openPanel();
    const box = (await panel.boundingBox())!;
    expect(Math.round(box.width)).toBe(390); // 400 px, capped by the 390 px screen
  });
});

describe('country panel of a signed-in customer (SPEC §4, §6)', () => {
  const countryOf = async (email: string) =>
    (
      await server.database.query<{ iso: string | null }>(
        `select c.iso from users u left join countries c on c.id = u.country_id where u.email = $1`,
        [email],
      )
    )[0]?.iso;

  it('saves the validated country to the account of a non-PRO customer', async () => {
    const email = 'panel-country@example.test';
    ({ context } = await signedInContext(browser, server, { email, role: 'customer' }));
    page = await context.newPage();
    problems = watchPage(page);
    await page.goto('/');
    await waitForHydration(page);
    expect(await countryOf(email)).toBe('FR');
    await openPanel();
    await page.getByTestId('panel-country').click();
    await page.getByTestId('panel-country-BE').click();
    const navigated = page.waitForURL(`${server.url}/`);
    await page.getByTestId('panel-validate').click();
    await navigated;
    await expect.poll(() => countryOf(email)).toBe('BE');
    expect((await cookie('user_country'))?.value).toBe('BE');
  });

  it("leaves a PRO account's country alone: the selector is locked", async () => {
    const email = 'panel-pro@example.test';
    ({ context } = await signedInContext(browser, server, { email, role: 'customer' }));
    await server.database.query(
      `insert into companies (user_id, name, status) select id, 'Garage Test', 'verified' from users where email = $1`,
      [email],
    );
    page = await context.newPage();
    await page.goto('/');
    await waitForHydration(page);
    await openPanel();
    expect(await page.getByTestId('panel-country').isDisabled()).toBe(true);
    expect(await countryOf(email)).toBe('FR');
  });
});

describe('country detection', () => {
  it('uses the Accept-Language region without a cookie (de-AT → Austria)', async () => {
    await openPage('/de', { locale: 'de-AT' });
    await openPanel();
    expect(await page.getByTestId('panel-country').textContent()).toContain('Österreich');
  });

  it('API: country header > user_country cookie > CDN header > FR', async () => {
    const vat = async (headers: Record<string, string>) =>
      (await fetch(`${server.url}/api/health`, { headers })).headers.get('x-vat-country');
    expect(await vat({})).toBe('FR');
    expect(await vat({ 'cf-ipcountry': 'ES' })).toBe('ES');
    expect(await vat({ 'accept-language': 'it-IT,it;q=0.9' })).toBe('IT');
    expect(await vat({ 'cf-ipcountry': 'ES', cookie: 'user_country=DE' })).toBe('DE');
    expect(await vat({ country: 'BE', cookie: 'user_country=DE' })).toBe('BE');
  });
});
