import { it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startTestServer } from '../support/server';
import { fill, newVisitor, uniqueEmail } from './account-support';
it('shots', async () => {
  const [s, browser] = await Promise.all([startTestServer({ mail: true }), launchBrowser()]);
  for (const lang of ['fr', 'de'] as const) {
    const p =
      lang === 'fr'
        ? {
            login: '/connexion',
            register: '/inscription',
            account: '/compte',
            addresses: '/compte/addresses',
            info: '/compte/informations',
          }
        : {
            login: '/de/connexion',
            register: '/de/registrieren',
            account: '/de/kundenkonto',
            addresses: '/de/kundenkonto/adressen',
            info: '/de/kundenkonto/informationen',
          };
    for (const width of [390, 1280]) {
      const { context, page } = await newVisitor(browser, s.url, { viewport: width });
      const shot = async (name: string) => {
        await page.waitForTimeout(300);
        await page.screenshot({
          path: `/tmp/pages-shots/${lang}-${width}-${name}.png`,
          fullPage: true,
        });
      };
      await page.goto(p.login);
      await fill(page, 'main form', { email: 'nobody@example.test', password: 'x' });
      await page.locator('main form button[type=submit]').first().click();
      await page.locator('.form-alert-error').waitFor();
      await shot('login');
      await page.goto(p.register);
      await page.locator('input[name=password]').fill('Abc1');
      await shot('register');
      const email = uniqueEmail(lang);
      await fill(page, 'main form', {
        firstname: 'Camille',
        lastname: 'Martin',
        email,
        password: 'Sellerie1!',
        password_confirmation: 'Sellerie1!',
      });
      await page.locator('input[name=accept_terms]').check();
      await page.locator('input[name=accept_privacy]').check();
      await page.locator('main form button[type=submit]').click();
      await page.waitForURL((u) => u.pathname === p.account);
      await shot('dashboard');
      await page.goto(`${p.addresses}?new=1`);
      await fill(page, '[data-testid=address-form]', {
        name: 'Maison',
        address: '1 rue X',
        post_code: '7500',
        city: 'Paris',
        phone: '12',
      });
      await page.locator('[data-testid=address-form] button[type=submit]').click();
      await page.locator('.field-error').first().waitFor();
      await shot('address-errors');
      await fill(page, '[data-testid=address-form]', { post_code: '75001', phone: '0612345678' });
      await page.locator('[data-testid=address-form] button[type=submit]').click();
      await page.getByTestId('address-list').waitFor();
      await shot('addresses');
      await page.locator('.address-actions a.link-danger').click();
      await page.getByTestId('confirm-delete').waitFor();
      await shot('confirm');
      await page.goto(p.info);
      await shot('info');
      await context.close();
    }
  }
  await browser.close();
  await s.close();
}, 300000);
