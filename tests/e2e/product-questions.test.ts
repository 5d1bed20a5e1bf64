/**
 * Product questions in the browser (decision 053). French, with JavaScript: a visitor follows
 * "log in to ask", logs in and lands back on the product's questions, asks; staff answers in
 * the back office; the answer shows on the product page and the customer has the e-mail with
 * its link. English, without JavaScript: the same through plain form posts.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, waitForHydration } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { signedInContext, TEST_PASSWORD } from '../support/signed-in-browser';
import { newVisitor, uniqueEmail } from './account-support';

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

/** An active product without questions yet, its page path in `locale`. */
async function productPage(locale: 'fr' | 'en', skip: number) {
  const [row] = await server.database.query<{ id: number; slug: string; name: string }>(
    `select p.id, t.slug, t.name from products p
       join product_translations t on t.product_id = p.id and t.locale = $1
      where p.is_active and exists (select 1 from variants v where v.product_id = p.id and v.is_active)
        and not exists (select 1 from product_questions q where q.product_id = p.id)
      order by p.id offset $2 limit 1`,
    [locale, skip],
  );
  return { ...row!, path: `${locale === 'fr' ? '' : '/en'}/p/${row!.slug}` };
}

async function register(email: string) {
  const res = await fetch(`${server.url}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: TEST_PASSWORD,
      firstname: 'Camille',
      lastname: 'Martin',
      accept_terms: true,
      accept_privacy: true,
    }),
  });
  expect(res.status).toBe(201);
}

/** The newest e-mail to `to` (the mail sweep sends every ~2 s). */
async function mailTo(to: string, subjectPart: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${server.url}/dev/mailbox.json?${new URLSearchParams({ to })}`);
    const { data } = (await res.json()) as { data: Array<{ subject: string; links: string[] }> };
    const mail = data.find((m) => m.subject.includes(subjectPart));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no e-mail "${subjectPart}" to ${to}`);
}

/** Staff answers the question (found by its words) in the back office. */
async function answerInBackOffice(page: Page, queuePath: string, question: string, answer: string) {
  await page.goto(queuePath);
  const card = page.getByTestId('admin-question').filter({ hasText: question });
  await card.getByTestId('admin-question-answer').fill(answer);
  await card.getByTestId('admin-question-publish').click();
  await page.getByTestId('question-done').waitFor();
}

describe('product questions', () => {
  it('French, with JavaScript: log in to ask and come back, ask, staff answers, the answer shows and is e-mailed', async () => {
    const product = await productPage('fr', 0);
    const email = uniqueEmail('question-fr');
    await register(email);
    const { context, page } = await newVisitor(browser, server.url, { viewport: 390 });
    await page.goto(product.path);
    await waitForHydration(page);
    const section = page.getByTestId('product-questions');
    await section.scrollIntoViewIfNeeded();
    expect(await section.getByTestId('question-form').count()).toBe(0);
    await section.getByTestId('question-login').click();
    await page.waitForURL((url) => url.pathname === '/connexion');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`${product.path}#questions`);
    const login = page.locator('form').filter({ has: page.locator('[name="password"]') });
    await login.locator('[name="email"]').fill(email);
    await login.locator('[name="password"]').fill(TEST_PASSWORD);
    await login.locator('[name="password"]').press('Enter');
    await page.waitForURL((url) => url.pathname === product.path);
    await waitForHydration(page);
    const form = page.getByTestId('question-form');
    await form.locator('[name="question_group_id"]').selectOption({ label: 'Montage' });
    const question = `Faut-il démonter les appuie-tête pour la pose ? (${Date.now()})`;
    await form.locator('[name="body"]').fill('court');
    await form.getByRole('button', { name: 'Envoyer ma question' }).click();
    // The browser's own check (minlength) stops it before the server; bypass it to see ours.
    await form.evaluate((node) => ((node as HTMLFormElement).noValidate = true));
    await form.getByRole('button', { name: 'Envoyer ma question' }).click();
    await expect
      .poll(() => form.textContent())
      .toContain('Votre question est trop courte (10 caractères au moins).');
    await form.locator('[name="body"]').fill(question);
    await form.getByRole('button', { name: 'Envoyer ma question' }).click();
    await expect
      .poll(() => page.getByTestId('question-sent').textContent())
      .toContain('Votre question a bien été envoyée');
    expect(new URL(page.url()).pathname).toBe(product.path);
    expect(await form.locator('[name="body"]').inputValue()).toBe('');
    await page.screenshot({
      path: `${SCREENSHOTS}/product-questions-form-390.png`,
      fullPage: false,
    });
    // Not on show while it waits.
    expect(await page.getByTestId('product-question').filter({ hasText: question }).count()).toBe(
      0,
    );

    const staff = await signedInContext(browser, server, {
      email: uniqueEmail('question-staff'),
      role: 'staff',
      viewport: { width: 1280, height: 900 },
    });
    const desk = await staff.context.newPage();
    await answerInBackOffice(
      desk,
      '/admin/service-client/questions',
      question,
      'Non : les housses avant passent par-dessus les appuie-tête.',
    );
    await desk.screenshot({ path: `${SCREENSHOTS}/admin-questions-1280.png`, fullPage: true });
    await desk.goto('/admin/service-client/questions?status=answered');
    expect(await desk.getByTestId('admin-question').filter({ hasText: question }).count()).toBe(1);
    await staff.context.close();

    const visitor = await newVisitor(browser, server.url);
    await visitor.page.goto(product.path);
    const shown = visitor.page.getByTestId('product-question').filter({ hasText: question });
    expect(await shown.textContent()).toContain('les housses avant passent par-dessus');
    expect(await shown.textContent()).toContain('Montage');
    const scripts = await visitor.page
      .locator('script[type="application/ld+json"]')
      .allTextContents();
    const productLd = JSON.parse(scripts.find((text) => text.includes('"@type":"Product"'))!);
    expect(productLd.subjectOf).toContainEqual(
      expect.objectContaining({ '@type': 'Question', text: question }),
    );
    await shown.scrollIntoViewIfNeeded();
    await visitor.page.screenshot({ path: `${SCREENSHOTS}/product-questions-1280.png` });
    await visitor.context.close();

    const mail = await mailTo(email, 'Réponse à votre question');
    const link = mail.links.find((l) => l.includes('/p/'))!;
    expect(new URL(link).pathname).toBe(product.path);
    await context.close();
  });

  it('English, without JavaScript: the form posts to the product page, staff answers, the answer shows', async () => {
    const product = await productPage('en', 1);
    const email = uniqueEmail('question-en');
    const customer = await signedInContext(browser, server, {
      email,
      role: 'customer',
      javaScriptEnabled: false,
    });
    const page = await customer.context.newPage();
    await page.goto(product.path);
    const form = page.getByTestId('question-form');
    const question = `Is the fabric breathable in summer? (${Date.now()})`;
    await form.locator('[name="body"]').fill(question);
    await form.getByRole('button', { name: 'Send my question' }).click();
    await page.getByTestId('question-sent').waitFor();
    expect(await page.getByTestId('question-sent').textContent()).toContain(
      'Your question has been sent',
    );
    const [stored] = await server.database.query<{ locale: string; status: string }>(
      `select locale, status from product_questions where body = $1`,
      [question],
    );
    expect(stored).toEqual({ locale: 'en', status: 'pending' });

    const staff = await signedInContext(browser, server, {
      email: uniqueEmail('question-staff-en'),
      role: 'staff',
      javaScriptEnabled: false,
    });
    const desk = await staff.context.newPage();
    await answerInBackOffice(
      desk,
      '/en/admin/customer-service/questions',
      question,
      'Yes: the mesh back lets air through.',
    );
    await staff.context.close();

    await page.goto(product.path);
    const shown = page.getByTestId('product-question').filter({ hasText: question });
    expect(await shown.textContent()).toContain('the mesh back lets air through');
    const mail = await mailTo(email, 'Answer to your question');
    expect(new URL(mail.links.find((l) => l.includes('/p/'))!).pathname).toBe(product.path);
    await customer.context.close();
  });
});
