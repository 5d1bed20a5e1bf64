/**
 * Finding the customer's vehicle (SPEC §1): brand → model picker, licence plate (demo plates
 * of the offline lookup), the friendly unknown-plate path, "my vehicle", and the same forms
 * without JavaScript.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, watchPage, type PageProblems, waitForHydration } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

const UNKNOWN_FR = "Nous n'avons pas trouvé ce véhicule : choisissez sa marque et son modèle.";
const INVALID_FR = "Cette immatriculation n'a pas un format valide (ex. AB-123-CD ou 123 ABC 45).";

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function open(
  path: string,
  options: { javaScript?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<{ page: Page; problems: PageProblems; context: BrowserContext }> {
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'fr-FR',
    viewport: options.viewport ?? { width: 1280, height: 900 },
    javaScriptEnabled: options.javaScript ?? true,
  });
  contexts.push(context);
  // The cookie choice is made (third parties refused): the banner stays out of the way.
  await context.addCookies(
    ['accept_cookies', 'fonctionnal_cookies', 'publicity_cookies'].map((name) => ({
      name,
      value: name === 'accept_cookies' ? 'true' : 'false',
      url: server.url,
    })),
  );
  const page = await context.newPage();
  const problems = watchPage(page);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  if (options.javaScript !== false) await waitForHydration(page);
  return { page, problems, context };
}

const hero = (page: Page) => page.getByTestId('vehicle-search-hero');

async function myVehicleCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'my_vehicle');
}

async function chooseModel(picker: Locator, brand: string, model: string) {
  await picker.getByTestId('vehicle-picker-brand').selectOption(brand);
  const models = picker.getByTestId('vehicle-picker-model');
  await expect.poll(() => models.isEnabled(), { timeout: 10_000 }).toBe(true);
  await models.selectOption(model);
  await picker.getByRole('button').click();
}

describe('brand → model picker', () => {
  it('Renault → Clio IV lands on the vehicle page and remembers it as my vehicle', async () => {
    const { page, problems, context } = await open('/');
    const picker = hero(page).getByTestId('vehicle-picker');
    // Before a brand is chosen the model select waits for it.
    expect(await picker.getByTestId('vehicle-picker-model').isDisabled()).toBe(true);

    await chooseModel(picker, 'renault', 'clio-iv');
    await page.waitForURL('**/marques/renault/clio-iv');
    await expect
      .poll(() => page.locator('h1').textContent(), { timeout: 10_000 })
      .toContain('Renault Clio IV (2012–2019)');
    const cookie = await myVehicleCookie(context);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie!.value).toMatch(/^\d+$/);
    // 365 days.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    // Back home, the chip shows it; "forget" clears it.
    await page.goto('/');
    await waitForHydration(page);
    const chip = hero(page).getByTestId('my-vehicle');
    expect(await chip.textContent()).toContain('Mon véhicule : Renault Clio IV (2012–2019)');
    expect(await chip.getByRole('link').getAttribute('href')).toBe('/marques/renault/clio-iv');
    await chip.getByTestId('my-vehicle-forget').click();
    await expect.poll(() => chip.count(), { timeout: 10_000 }).toBe(0);
    expect(await myVehicleCookie(context)).toBeUndefined();
    expect(problems.messages).toEqual([]);
  });

  it('a brand alone goes to the brand page, where the picker is preselected', async () => {
    const { page } = await open('/');
    const picker = hero(page).getByTestId('vehicle-picker');
    await picker.getByTestId('vehicle-picker-brand').selectOption('peugeot');
    await picker.getByRole('button').click();
    await page.waitForURL('**/marques/peugeot');
    const brandPicker = page.getByTestId('brand-vehicle-picker');
    expect(await brandPicker.getByTestId('vehicle-picker-brand').inputValue()).toBe('peugeot');
    await waitForHydration(page, '[data-testid="brand-vehicle-picker"] button');
    const models = brandPicker.getByTestId('vehicle-picker-model');
    expect(await models.isEnabled()).toBe(true);
    await models.selectOption('208-ii');
    await brandPicker.getByRole('button').click();
    await page.waitForURL('**/marques/peugeot/208-ii');
  });

  it('works from the brands dropdown of the main menu', async () => {
    const { page } = await open('/faq');
    await waitForHydration(page, '[data-testid="menu-brands-button"]');
    await page.getByTestId('menu-brands-button').click();
    const menu = page.getByTestId('vehicle-search-menu');
    await expect.poll(() => menu.isVisible(), { timeout: 10_000 }).toBe(true);
    await chooseModel(menu.getByTestId('vehicle-picker'), 'dacia', 'sandero-iii');
    await page.waitForURL('**/marques/dacia/sandero-iii');
  });
});

describe('licence plate search', () => {
  it('finds a vehicle by a demo plate, however it is typed', async () => {
    const { page, problems, context } = await open('/');
    await hero(page).getByTestId('plate-input').fill('ab 123 cd');
    await hero(page).getByTestId('plate-submit').click();
    await page.waitForURL('**/marques/renault/clio-iv');
    expect(await myVehicleCookie(context)).toBeDefined();
    expect(problems.messages).toEqual([]);
  });

  it('shows the format message for an invalid plate, without asking the server', async () => {
    const { page } = await open('/');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/vehicles/plate/')) asked.push(request.url());
    });
    const input = hero(page).getByTestId('plate-input');
    await input.fill('AI-123-OU');
    await hero(page).getByTestId('plate-submit').click();
    const message = hero(page).getByTestId('plate-message');
    await expect.poll(() => message.textContent(), { timeout: 10_000 }).toBe(INVALID_FR);
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(asked).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('shows the friendly message for an unknown plate and hands over to the picker', async () => {
    const { page } = await open('/');
    await hero(page).getByTestId('plate-input').fill('ZZ-999-ZZ');
    await hero(page).getByTestId('plate-submit').click();
    const message = hero(page).getByTestId('plate-message');
    await expect.poll(() => message.textContent(), { timeout: 10_000 }).toBe(UNKNOWN_FR);
    const picker = hero(page).getByTestId('vehicle-picker');
    expect(await picker.isVisible()).toBe(true);
    expect(await picker.getAttribute('data-highlight')).toBe('true');
    const brand = picker.getByTestId('vehicle-picker-brand');
    await expect
      .poll(() => brand.evaluate((el) => el === document.activeElement), { timeout: 10_000 })
      .toBe(true);
    // …and the picker finishes the job.
    await chooseModel(picker, 'citroen', 'c3-iii');
    await page.waitForURL('**/marques/citroen/c3-iii');
  });

  it('speaks the page language', async () => {
    const { page } = await open('/en');
    await hero(page).getByTestId('plate-input').fill('ZZ-999-ZZ');
    await hero(page).getByTestId('plate-submit').click();
    await expect
      .poll(() => hero(page).getByTestId('plate-message').textContent(), { timeout: 10_000 })
      .toBe("We couldn't find this vehicle: please choose its make and model.");
  });
});

describe('without JavaScript', () => {
  it('the picker lands on the brand page, then on the vehicle page', async () => {
    const { page } = await open('/', { javaScript: false });
    const picker = hero(page).getByTestId('vehicle-picker');
    await picker.getByTestId('vehicle-picker-brand').selectOption('renault');
    await picker.getByRole('button').click();
    await page.waitForURL('**/marques/renault');
    expect(await page.getByTestId('brand-vehicles').locator('li').count()).toBeGreaterThan(10);
    const brandPicker = page.getByTestId('brand-vehicle-picker');
    await brandPicker.getByTestId('vehicle-picker-model').selectOption('clio-v');
    await brandPicker.getByRole('button').click();
    await page.waitForURL('**/marques/renault/clio-v');
  });

  it('the plate search answers from the server', async () => {
    const { page } = await open('/', { javaScript: false });
    await hero(page).getByTestId('plate-input').fill('123 ABC 45');
    await hero(page).getByTestId('plate-submit').click();
    await page.waitForURL('**/marques/peugeot/206-i');

    await page.goto('/');
    await hero(page).getByTestId('plate-input').fill('ZZ-999-ZZ');
    await hero(page).getByTestId('plate-submit').click();
    await page.waitForURL('**/?plate=ZZ-999-ZZ');
    expect(await hero(page).getByTestId('plate-message').textContent()).toBe(UNKNOWN_FR);
    expect(await hero(page).getByTestId('plate-input').inputValue()).toBe('ZZ-999-ZZ');
  });
});
