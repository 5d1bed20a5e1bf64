/**
 * A customer's account in the browser (SPEC §2, §5, §8), in French and English: register,
 * verify the e-mail with the mailed link, log out, fail a login, reset the password with the
 * mailed link, log in, then add, edit and delete an address. Then without JavaScript: register
 * and log in through plain form posts.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, watchPage, waitForHydration } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { fill, mailLink, newVisitor, uniqueEmail } from './account-support';

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
const NEW_PASSWORD = 'Tapis-Coffre-9?';

const LANGS = {
  fr: {
    register: '/inscription',
    account: '/compte',
    login: '/connexion',
    forgot: '/nouveau-mot-de-passe',
    addresses: '/compte/addresses',
    home: '/',
    verified: 'Votre adresse e-mail est vérifiée',
    unverified: "n'est pas encore vérifiée",
    badLogin: 'Identifiants incorrects',
    resetSent: 'Si un compte existe pour cette adresse',
    resetDone: 'Votre mot de passe a été modifié',
    confirm: 'Valider la suppression ?',
    yes: 'Oui',
    deleted: 'Suppression effectuée',
    deletedText: 'Les données ont bien été supprimées',
    saved: 'Vos modifications ont bien été enregistrées.',
  },
  en: {
    register: '/en/register',
    account: '/en/account',
    login: '/en/connexion',
    forgot: '/en/nouveau-mot-de-passe',
    addresses: '/en/account/addresses',
    home: '/en',
    verified: 'Your e-mail address is verified',
    unverified: 'is not verified yet',
    badLogin: 'Incorrect credentials',
    resetSent: 'If an account exists for this address',
    resetDone: 'Your password has been changed',
    confirm: 'Confirm the deletion?',
    yes: 'Yes',
    deleted: 'Deleted',
    deletedText: 'The data has been deleted',
    saved: 'Your changes have been saved.',
  },
} as const;

async function logIn(page: Page, path: string, email: string, password: string) {
  await page.goto(path);
  await fill(page, 'main form', { email, password });
  await page.locator('main form button[type="submit"]').first().click();
}

describe.each(Object.entries(LANGS))('account in %s', (_lang, L) => {
  it('registers, verifies the e-mail, resets the password and manages addresses', async () => {
    let page: Page;
    ({ context, page } = await newVisitor(browser, server.url));
    const problems = watchPage(page);
    const email = uniqueEmail(_lang);

    // Register: the live password rules tick, then the account opens.
    await page.goto(L.register);
    await waitForHydration(page);
    await page.locator('input[name="password"]').fill('abc');
    await expect.poll(() => page.locator('[data-met="true"]').count()).toBe(0);
    await fill(page, 'main form', {
      firstname: 'Camille',
      lastname: 'Martin',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    await expect.poll(() => page.locator('[data-met="true"]').count()).toBe(4);
    await page.locator('input[name="accept_terms"]').check();
    await page.locator('input[name="accept_privacy"]').check();
    await page.locator('main form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === L.account);
    await expect.poll(() => page.locator('.account-banner').innerText()).toContain(L.unverified);

    // Verify with the e-mailed link.
    const verifyLink = await mailLink(server.url, email, `${L.account}?token=`);
    await page.goto(verifyLink);
    await page.waitForURL((url) => url.searchParams.get('notice') === 'emailVerified');
    expect(await page.getByTestId('notice').innerText()).toContain(L.verified);
    expect(await page.locator('.account-banner').count()).toBe(0);

    // Log out from the account menu.
    await page.locator('.account-logout button').click();
    await page.waitForURL((url) => url.pathname === L.home);
    await page.getByTestId('user-login').waitFor();

    // A wrong password.
    await logIn(page, L.login, email, 'Wrong-password1');
    await expect
      .poll(() => page.locator('main .form-alert-error').innerText())
      .toContain(L.badLogin);
    expect(await page.locator('main input[name="email"]').inputValue()).toBe(email);

    // Forgot password → e-mailed link → new password.
    const asked = Date.now() - 1000;
    await page.goto(L.forgot);
    await fill(page, 'main form', { email });
    await page.locator('main form button[type="submit"]').click();
    await expect.poll(() => page.locator('.form-alert-success').innerText()).toContain(L.resetSent);
    const resetLink = await mailLink(server.url, email, `${L.forgot}?token=`, asked);
    await page.goto(resetLink);
    await waitForHydration(page);
    await fill(page, 'main form', { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    await page.locator('main form button[type="submit"]').click();
    await expect.poll(() => page.locator('.form-alert-success').innerText()).toContain(L.resetDone);

    // Log in with the new password: back on the account.
    await logIn(page, L.login, email, NEW_PASSWORD);
    await page.waitForURL((url) => url.pathname === L.account);

    // Addresses: add, edit, delete (with the confirmation).
    await page.goto(L.addresses);
    await waitForHydration(page);
    await page.locator(`a[href="${L.addresses}?new=1"]`).click();
    await page.getByTestId('address-form').waitFor();
    await fill(page, '[data-testid="address-form"]', {
      name: 'Maison',
      address: '12 rue de la Paix',
      post_code: '75002',
      city: 'Paris',
      phone: '06 12 34 56 78',
    });
    await page.locator('[data-testid="address-form"] button[type="submit"]').click();
    await expect.poll(() => page.getByTestId('address-list').innerText()).toContain('Paris');
    expect(await page.getByTestId('notice').innerText()).toContain(L.saved);

    await page.locator('.address-actions a').first().click();
    await page.getByTestId('address-form').waitFor();
    await fill(page, '[data-testid="address-form"]', { city: 'Lyon', post_code: '69001' });
    await page.locator('[data-testid="address-form"] button[type="submit"]').click();
    await expect.poll(() => page.getByTestId('address-list').innerText()).toContain('Lyon');

    await page.locator('.address-actions a.link-danger').first().click();
    const dialog = page.getByTestId('confirm-delete');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(L.confirm);
    await dialog.getByRole('button', { name: L.yes }).click();
    await expect.poll(() => page.getByTestId('notice').innerText()).toContain(L.deleted);
    expect(await page.getByTestId('notice').innerText()).toContain(L.deletedText);
    expect(await page.getByTestId('address-list').count()).toBe(0);

    // A refused form answers 4xx on purpose (the failed login's 401): nothing else may complain.
    const expected = /Failed to load resource: the server responded with a status of 4\d\d/;
    expect(problems.messages.filter((m) => !expected.test(m))).toEqual([]);
  });
});

describe('without JavaScript', () => {
  it('registers (errors shown, values kept) and logs in with plain form posts', async () => {
    let page: Page;
    ({ context, page } = await newVisitor(browser, server.url, { javaScript: false }));
    const email = uniqueEmail('nojs');

    await page.goto('/inscription');
    expect(await page.locator('.password-rules').innerText()).toContain('au moins 8 caractères');
    // A mismatched confirmation: the server answers with the error, the values kept.
    await fill(page, 'main form', {
      firstname: 'Louise',
      lastname: 'Bernard',
      email,
      password: PASSWORD,
      password_confirmation: 'Autre1!x',
    });
    await page.locator('input[name="accept_terms"]').check();
    await page.locator('input[name="accept_privacy"]').check();
    await page.locator('main form button[type="submit"]').click();
    await page.locator('.field-error').first().waitFor();
    const errors = await page.locator('.field-error').allInnerTexts();
    expect(errors.join(' ')).toContain('Les deux mots de passe ne correspondent pas');
    expect(await page.locator('input[name="firstname"]').inputValue()).toBe('Louise');
    expect(await page.locator('input[name="password"]').inputValue()).toBe('');

    expect(await page.locator('input[name="accept_terms"]').isChecked()).toBe(true);
    await fill(page, 'main form', { password: PASSWORD, password_confirmation: PASSWORD });
    await page.locator('main form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/compte');
    expect(await page.locator('.account-name').innerText()).toContain('Louise Bernard');

    await page.locator('.account-logout button').click();
    await page.waitForURL((url) => url.pathname === '/');

    await logIn(page, '/connexion', email, 'Wrong-password1');
    expect(await page.locator('.form-alert-error').innerText()).toContain(
      'Identifiants incorrects',
    );
    await logIn(page, '/connexion?redirect=/compte/informations', email, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/compte/informations');
  });
});

describe('accessibility', () => {
  /** axe-core: no serious or critical WCAG 2.x A/AA violation (as tests/e2e/a11y.test.ts). */
  async function seriousViolations(page: Page) {
    // From the top of the page: a restored scroll position puts the fixed header over the
    // account menu, which axe's target-size rule reads as overlapping targets.
    await page.evaluate(() => window.scrollTo(0, 0));
    const results = await new AxeBuilder({ page: page as never })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${page.url()} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  }

  // axe takes seconds per page on a busy machine: one viewport per test, a generous timeout.
  it.each([390, 1280])(
    'login, register, new password and account pages %i px wide',
    async (viewport) => {
      let page: Page;
      ({ context, page } = await newVisitor(browser, server.url, { viewport }));
      const problems: string[] = [];
      for (const path of ['/inscription', '/nouveau-mot-de-passe', '/de/connexion']) {
        await page.goto(path);
        problems.push(...(await seriousViolations(page)));
      }
      // A failed login: the alert and the fields in error.
      await logIn(page, '/connexion', 'nobody@example.test', 'Wrong-password1');
      await page.locator('.form-alert-error').waitFor();
      problems.push(...(await seriousViolations(page)));
      await page.goto('/inscription');
      await fill(page, 'main form', {
        firstname: 'Axe',
        lastname: 'Core',
        email: uniqueEmail('axe'),
        password: PASSWORD,
        password_confirmation: PASSWORD,
      });
      await page.locator('input[name="accept_terms"]').check();
      await page.locator('input[name="accept_privacy"]').check();
      await page.locator('main form button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname === '/compte');
      for (const path of ['/compte', '/compte/informations', '/compte/addresses?new=1']) {
        await page.goto(path);
        problems.push(...(await seriousViolations(page)));
      }
      expect(problems).toEqual([]);
    },
    180_000,
  );
});
