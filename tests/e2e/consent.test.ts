/**
 * Cookie consent (SPEC §2, §4, §7): the banner's three choices set the three cookies, the
 * choice is asked once (not even server-rendered afterwards), and nothing leaves for a
 * third-party host before consent; the ad pixel loads once advertising is accepted.
 * The machine has no internet: third-party URLs are intercepted and answered locally.
 */
import type { Browser, BrowserContext, Cookie, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, watchPage, type PageProblems, waitForHydration } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

const PIXEL_ID = '123456789012345';
const PIXEL_URL = 'https://connect.facebook.net/en_US/fbevents.js';
const CHAT_ID = '0f4c5a1e-7b1d-4c8e-9f3a-2d6b8e1c4a77';
const CHAT_URL = 'https://client.crisp.chat/l.js';
const TWO_DAYS_S = 172_800;

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: PageProblems;
/** Every request that left for a host other than the test server. */
let thirdParty: string[];

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  // Before the first page: the layout memoises configuration reads for a few seconds.
  await server.database.query(
    `insert into configurations (key, value, is_public) values ('ad_pixel_id', $1, true)
     on conflict (key) do update set value = excluded.value, is_public = true`,
    [PIXEL_ID],
  );
  await server.database.query(
    `insert into configurations (key, value, is_public) values ('chat_widget_id_fr', $1, true)
     on conflict (key) do update set value = excluded.value, is_public = true`,
    [CHAT_ID],
  );
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  context = await browser.newContext({ baseURL: server.url, locale: 'fr-FR' });
  thirdParty = [];
  await context.route(
    (url) => url.origin !== server.url,
    async (route) => {
      const url = route.request().url();
      thirdParty.push(url);
      if (url === PIXEL_URL || url === CHAT_URL) {
        await route.fulfill({
          contentType: 'text/javascript',
          body: `window.__ran = (window.__ran || []).concat(${JSON.stringify(url)});`,
        });
      } else {
        await route.fulfill({ status: 204, body: '' });
      }
    },
  );
  page = await context.newPage();
  problems = watchPage(page);
});

afterEach(async () => {
  await context?.close();
});

async function consentCookies(): Promise<Record<string, Cookie>> {
  const cookies = await context.cookies();
  return Object.fromEntries(
    cookies
      .filter((c) =>
        ['accept_cookies', 'fonctionnal_cookies', 'publicity_cookies'].includes(c.name),
      )
      .map((c) => [c.name, c]),
  );
}

function expectCookieSettings(cookie: Cookie | undefined) {
  expect(cookie).toBeDefined();
  expect(cookie!.path).toBe('/');
  expect(cookie!.sameSite).toBe('Lax');
  const lifetime = cookie!.expires - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(TWO_DAYS_S - 120);
  expect(lifetime).toBeLessThanOrEqual(TWO_DAYS_S + 5);
}

/** The server's HTML for `/` with the context's cookies: does it contain the banner? */
async function serverRendersBanner(): Promise<boolean> {
  const html = await (await page.request.get('/')).text();
  return html.includes('data-testid="consent-banner"');
}

describe('cookie banner', () => {
  it('is server-rendered on a first visit, and nothing leaves for a third party', async () => {
    expect(await serverRendersBanner()).toBe(true);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Nous respectons votre vie privée' });
    expect(await banner.isVisible()).toBe(true);
    const box = (await banner.boundingBox())!;
    expect(Math.round(box.width)).toBe(360);
    expect(box.x).toBeLessThan(40);
    expect(box.y + box.height).toBeGreaterThan(page.viewportSize()!.height - 40);
    // Refusing is as visible as accepting: same style, same size.
    const accept = page.getByTestId('consent-accept');
    const refuse = page.getByTestId('consent-refuse');
    expect(await refuse.getAttribute('class')).toBe(await accept.getAttribute('class'));
    expect((await refuse.boundingBox())!.width).toBe((await accept.boundingBox())!.width);
    await waitForHydration(page, '[data-testid="consent-accept"]');
    await page.waitForTimeout(500);
    expect(thirdParty).toEqual([]);
    expect(await consentCookies()).toEqual({});
    expect(problems.csp()).toEqual([]);
  });

  it('accept sets the three cookies to true, hides the banner, loads pixel and chat', async () => {
    await page.goto('/');
    await waitForHydration(page, '[data-testid="consent-accept"]');
    expect(thirdParty).toEqual([]);
    const pixelRequest = page.waitForRequest(PIXEL_URL);
    const chatRequest = page.waitForRequest(CHAT_URL);
    await page.getByTestId('consent-accept').click();
    await Promise.all([pixelRequest, chatRequest]);
    await page.waitForFunction(() => (window as { __ran?: string[] }).__ran?.length === 2);
    expect(
      await page.evaluate(() => (window as { CRISP_WEBSITE_ID?: string }).CRISP_WEBSITE_ID),
    ).toBe(CHAT_ID);
    expect(await page.getByTestId('consent-banner').count()).toBe(0);
    const cookies = await consentCookies();
    for (const name of ['accept_cookies', 'fonctionnal_cookies', 'publicity_cookies']) {
      expect(cookies[name]?.value, name).toBe('true');
      expectCookieSettings(cookies[name]);
    }
    // The pixel script carries the page's nonce; the CSP let it run.
    expect(
      await page.evaluate(() => (document.getElementById('meta-pixel') as HTMLScriptElement).nonce),
    ).not.toBe('');
    expect(problems.csp()).toEqual([]);

    // Asked once: the next page is rendered without the banner, and loads the pixel directly.
    expect(await serverRendersBanner()).toBe(false);
    const again = page.waitForRequest(PIXEL_URL);
    await page.goto('/en');
    await again;
    expect(await page.getByTestId('consent-banner').count()).toBe(0);
  });

  it('refuse sets accept_cookies=true and the two others false; nothing third-party', async () => {
    await page.goto('/');
    await waitForHydration(page, '[data-testid="consent-refuse"]');
    await page.getByTestId('consent-refuse').click();
    await expect.poll(() => page.getByTestId('consent-banner').count()).toBe(0);
    const cookies = await consentCookies();
    expect(cookies.accept_cookies?.value).toBe('true');
    expect(cookies.fonctionnal_cookies?.value).toBe('false');
    expect(cookies.publicity_cookies?.value).toBe('false');
    Object.values(cookies).forEach(expectCookieSettings);

    expect(await serverRendersBanner()).toBe(false);
    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(500);
    expect(await page.getByTestId('consent-banner').count()).toBe(0);
    expect(thirdParty).toEqual([]);
  });

  it('choose: a modal the backdrop cannot close; saving functional only reloads, loads the chat', async () => {
    await page.goto('/');
    await waitForHydration(page, '[data-testid="consent-choose"]');
    await page.getByTestId('consent-choose').click();
    const dialog = page.getByRole('dialog', { name: 'Paramètres des cookies' });
    expect(await dialog.isVisible()).toBe(true);
    // Focus moved into the dialog and stays there.
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);

    const switches = dialog.getByRole('switch');
    expect(await switches.count()).toBe(3);
    expect(await switches.nth(0).isChecked()).toBe(true);
    expect(await switches.nth(0).isDisabled()).toBe(true);
    expect(await switches.nth(1).isChecked()).toBe(false);
    expect(await switches.nth(2).isChecked()).toBe(false);

    await page.mouse.click(5, 5); // the backdrop
    expect(await dialog.isVisible()).toBe(true);

    await page.getByTestId('consent-functional').check();
    const reloaded = page.waitForEvent('load');
    await page.getByTestId('consent-save').click();
    await reloaded;
    const cookies = await consentCookies();
    expect(cookies.accept_cookies?.value).toBe('true');
    expect(cookies.fonctionnal_cookies?.value).toBe('true');
    expect(cookies.publicity_cookies?.value).toBe('false');
    Object.values(cookies).forEach(expectCookieSettings);
    expect(await page.getByTestId('consent-banner').count()).toBe(0);
    // Functional consent: the chat loads (with this locale's id); advertising refused: no pixel.
    await page.waitForFunction(() => (window as { __ran?: string[] }).__ran?.length === 1);
    await page.waitForTimeout(300);
    expect(thirdParty).toEqual([CHAT_URL]);
  });

  it('Escape closes the chooser without saving and gives focus back', async () => {
    await page.goto('/');
    await waitForHydration(page, '[data-testid="consent-choose"]');
    await page.getByTestId('consent-choose').focus();
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('consent-chooser').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('consent-chooser').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'consent-choose',
    );
    expect(await consentCookies()).toEqual({});
    expect(await page.getByTestId('consent-banner').isVisible()).toBe(true);
  });
});
