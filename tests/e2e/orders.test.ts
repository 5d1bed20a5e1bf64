/**
 * Orders and saved carts in Chromium on the real app (SPEC §2, §4, §8): a cart saved from the
 * cart page's modal (a click beside it does not close it) shows in "my saved carts", goes back
 * into the cart and is deleted after the confirmation; a placed transfer order shows its
 * instructions on the confirmation page, in "my orders" and on its own page; a card payment
 * declined at the (offline) gateway lands on the cancellation page with its reason, and
 * "Try again" pays it; the cancellation page reads its reason in French and English; the save
 * modal works without JavaScript. Screenshots (1280 and 390 px) of the confirmation, my orders
 * and my saved carts go to test-results/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openSession } from '../../src/modules/customers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, watchPage, type PageProblems, waitForHydration } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };
const SCREENSHOTS = 'test-results/screenshots';

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let variantId: number;
let homeRangeId: number;
let franceId: number;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  mkdirSync(SCREENSHOTS, { recursive: true });
  const [variant] = await server.database.query<{ id: number; weight: number }>(
    `select v.id, v.weight_grams as weight from variants v join products p on p.id = v.product_id
       join product_listing pl on pl.product_id = p.id and pl.is_active
      where v.is_active and p.is_active and v.out_of_stock_status = 'stock'
        and v.weight_grams between 100 and 2000
      order by v.id limit 1`,
  );
  variantId = variant!.id;
  await server.database.query(`update variants set quantity_available = 500 where id = $1`, [
    variantId,
  ]);
  const [range] = await server.database.query<{ id: number }>(
    `select r.id from shipping_method_ranges r join shipping_methods m on m.id = r.shipping_method_id
      where m.kind = 'home' and m.is_active and r.is_active and 'FR' = any(r.country_isos)
        and r.min_weight_grams <= $1 and r.max_weight_grams > $1
      order by r.price_ht_cents limit 1`,
    [variant!.weight * 2 + 300],
  );
  homeRangeId = range!.id;
  const [france] = await server.database.query<{ id: number }>(
    `select id from countries where iso = 'FR'`,
  );
  franceId = france!.id;
  await server.database.query(
    `insert into configurations (key, value, is_public) values
       ('bank_iban', 'FR76 3000 4000 0500 0012 3456 789', true),
       ('bank_bic', 'BNPAFRPPXXX', true),
       ('bank_holder', 'Sellerie Shop SAS', true)
     on conflict (key) do update set value = excluded.value, is_public = true`,
  );
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

interface Shopper {
  page: Page;
  problems: PageProblems;
  userId: number;
}

/** A signed-in customer (registered through the API, session cookie) in a fresh browser. */
async function customer(
  options: { viewport?: { width: number; height: number }; javaScript?: boolean } = {},
): Promise<Shopper> {
  const email = `orders-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
  const res = await fetch(`${server.url}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'Sellerie1!',
      firstname: 'Alice',
      lastname: 'Durand',
      accept_terms: true,
      accept_privacy: true,
    }),
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { data: { id: number }; access_token: string };
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: options.viewport ?? DESKTOP,
    locale: 'fr-FR',
    javaScriptEnabled: options.javaScript ?? true,
    reducedMotion: 'reduce',
  });
  contexts.push(context);
  await context.addCookies([
    { name: 'sellerie_session', value: body.access_token, url: server.url, httpOnly: true },
    { name: 'accept_cookies', value: 'true', url: server.url },
    { name: 'fonctionnal_cookies', value: 'false', url: server.url },
    { name: 'publicity_cookies', value: 'false', url: server.url },
  ]);
  const page = await context.newPage();
  return { page, problems: watchPage(page), userId: body.data.id };
}

/** Adds to the customer's cart through the API, with the browser's cookies. */
async function addToCart(page: Page, quantity = 2) {
  const res = await page.request.post('/api/orders/current/order_variants', {
    data: { variant_id: variantId, quantity },
    headers: { origin: server.url },
  });
  expect(res.status()).toBe(201);
}

/** A placed order (home delivery in Lyon) paid with `method`, through the place API. */
async function placedOrder(shopper: Shopper, method: string): Promise<number> {
  const address = JSON.stringify({
    firstname: 'Alice',
    lastname: 'Durand',
    company: null,
    address: '12 rue de la République',
    address_complement: null,
    floor: null,
    building: null,
    city: 'Lyon',
    post_code: '69002',
    country_id: franceId,
    country_iso: 'FR',
    phone: '+33612345678',
    fixed_phone: null,
  });
  const [cart] = await server.database.query<{ id: number }>(
    `insert into orders (user_id, shipping_address, billing_address, shipping_method_range_id, payment_method)
     values ($1, $2::jsonb, $2::jsonb, $3, $4) returning id`,
    [shopper.userId, address, homeRangeId, method],
  );
  await server.database.query(
    `insert into order_variants (order_id, variant_id, quantity) values ($1, $2, 2)`,
    [cart!.id, variantId],
  );
  const res = await shopper.page.request.post('/api/orders/current/place', {
    headers: { origin: server.url },
  });
  expect(res.status(), await res.text()).toBe(201);
  return cart!.id;
}

/** From the order's confirmation page to the offline gateway, and its answer (`testId`). */
async function answerAtGateway(page: Page, orderId: number, testId: string) {
  await page.goto(`/panier/confirmation?order=${orderId}`);
  await waitForHydration(page);
  await page.getByTestId('pay').click();
  await page.waitForURL('**/paiement/test?**');
  await page.getByTestId(testId).click();
}

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page: page as never })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
  ).toEqual([]);
}

describe('saved carts', () => {
  it('saves the cart from the modal, lists it, puts it back, deletes it', async () => {
    const shopper = await customer();
    const { page, problems } = shopper;
    await addToCart(page, 2);
    await page.goto('/panier');
    await waitForHydration(page);
    const total = (await page.getByTestId('cart-total').textContent())!.trim();
    await page.getByTestId('cart-save').click();
    const modal = page.getByTestId('save-cart');
    await modal.waitFor();
    expect(await modal.getByRole('heading').textContent()).toContain(total);
    // The focus is in the name field; a click beside the box does not close it.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('name');
    await page.mouse.click(5, 5);
    expect(await modal.isVisible()).toBe(true);
    await modal.getByLabel('Nom du panier').fill('Clio de Julie');
    await page.getByTestId('save-cart-submit').click();
    await page.waitForURL(/\/panier\?saved=\d+$/);
    await expect
      .poll(() => page.getByTestId('cart-saved').textContent())
      .toContain('Clio de Julie');
    expect(await modal.count()).toBe(0);

    await page.getByTestId('cart-saved').getByRole('link').click();
    await page.waitForURL('**/compte/saved-carts');
    const card = page.getByTestId('saved-cart');
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.locator('h2').textContent()).toBe('Clio de Julie');
    expect(await card.textContent()).toContain(total);

    // Empty the cart, then put the saved one back.
    const emptied = await page.request.delete('/api/orders/current', {
      headers: { origin: server.url },
    });
    expect(emptied.status()).toBe(204);
    await waitForHydration(page);
    await page.getByTestId('saved-cart-select').click();
    await page.waitForURL((url) => url.pathname === '/panier');
    await expect.poll(() => page.getByTestId('cart-lines').locator('li').count()).toBe(1);
    expect(await page.getByTestId('cart-count').textContent()).toContain('2');

    // Delete, after the SPEC §8 confirmation.
    await page.goto('/compte/saved-carts');
    await waitForHydration(page);
    await page.getByTestId('saved-cart-delete').click();
    const dialog = page.getByTestId('confirm-delete');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').textContent()).toBe('Valider la suppression ?');
    await dialog.getByRole('button', { name: 'Oui' }).click();
    await expect
      .poll(() => page.getByTestId('notice').textContent())
      .toContain('Suppression effectuée');
    expect(await page.getByTestId('saved-carts-empty').isVisible()).toBe(true);
    expect(problems.messages).toEqual([]);
  });

  it('works without JavaScript: the modal is drawn by the server and the form posts', async () => {
    const shopper = await customer({ javaScript: false });
    const { page } = shopper;
    await addToCart(page, 1);
    await page.goto('/panier');
    await page.getByTestId('cart-save').click();
    await page.waitForURL(/\?save=1$/);
    // An empty name is refused by the browser (required) before any post.
    await page.getByTestId('save-cart-submit').click();
    expect(page.url()).toMatch(/\?save=1$/);
    await page.getByLabel('Nom du panier').fill('Atelier');
    await page.getByTestId('save-cart-submit').click();
    await page.waitForURL(/\/panier\?saved=\d+$/);
    expect(await page.getByTestId('cart-saved').textContent()).toContain('Atelier');
  });

  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const)('screenshot and accessibility of my saved carts on %s', async (label, viewport) => {
    const shopper = await customer({ viewport });
    const { page } = shopper;
    await addToCart(page, 2);
    for (const name of ['Clio de Julie', 'Atelier — housses avant']) {
      const res = await page.request.post('/api/orders/current/save', {
        data: { name },
        headers: { origin: server.url },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto('/panier?save=1');
    await page.getByTestId('save-cart').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/save-cart-modal-${label}.png` });
    await page.goto('/compte/saved-carts');
    await expect.poll(() => page.getByTestId('saved-cart').count()).toBe(2);
    await page.screenshot({ path: `${SCREENSHOTS}/saved-carts-${label}.png`, fullPage: true });
    await expectAccessible(page);
  });
});

describe('placed orders', () => {
  it('a transfer order: instructions on the confirmation page, in my orders and on its page', async () => {
    const shopper = await customer();
    const { page, problems } = shopper;
    const id = await placedOrder(shopper, 'transfer');
    await page.goto(`/panier/confirmation?order=${id}`);
    const confirmation = page.getByTestId('confirmation');
    expect(await confirmation.getAttribute('data-state')).toBe('in_progress');
    const number = (await page.getByTestId('order-number').textContent())!.replace(/\D+/, '');
    expect(number).toMatch(/^\d{4}-\d{6}$/);
    const instructions = page.getByTestId('payment-instructions');
    expect(await instructions.getByTestId('instructions-iban').textContent()).toBe(
      'FR76 3000 4000 0500 0012 3456 789',
    );
    expect(await instructions.getByTestId('instructions-reference').textContent()).toBe(number);
    expect(await page.getByTestId('instructions-deadline').textContent()).toContain('7 jours');

    await page.getByRole('link', { name: 'Voir mes commandes' }).click();
    await page.waitForURL('**/compte/orders');
    const row = page.getByTestId('order-row');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain(number);
    expect(await row.textContent()).toContain('En attente de paiement');
    await waitForHydration(page);
    await row.getByRole('link', { name: number, exact: true }).click();
    await page.waitForURL(`**/compte/orders/${id}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(`Commande n° ${number}`);
    expect(await page.getByTestId('order-status').textContent()).toBe('En attente de paiement');
    expect(await page.getByTestId('payment-instructions').isVisible()).toBe(true);
    expect(await page.getByTestId('order-payment-method').textContent()).toBe('Virement bancaire');
    expect(problems.messages).toEqual([]);
  });

  it('a declined card payment lands on the cancellation page with its reason; "Try again" pays', async () => {
    const shopper = await customer();
    const { page } = shopper;
    const id = await placedOrder(shopper, 'monetico');
    await answerAtGateway(page, id, 'decline-card_expiring');
    await page.waitForURL(/\/panier\/annulation\?order=\d+&reason=card_expiring$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      "Votre commande n'a pas été validée",
    );
    expect(await page.getByTestId('cancel-reason').textContent()).toBe(
      'Votre carte arrive à expiration.',
    );
    await waitForHydration(page);
    await page.getByTestId('try-again').click();
    await page.waitForURL('**/paiement/test?**');
    await page.getByTestId('offline-pay').click();
    await page.waitForURL(/\/panier\/confirmation\?order=\d+$/);
    expect(await page.getByTestId('confirmation').getAttribute('data-state')).toBe('confirmed');
    expect(await page.getByTestId('confirmation-title').textContent()).toBe(
      'Merci pour votre commande !',
    );
  });

  it('just placed (`&pay=1`): the page goes on to the gateway once; back from it, it stays', async () => {
    const shopper = await customer();
    const { page } = shopper;
    const id = await placedOrder(shopper, 'paypal');
    await page.goto(`/panier/confirmation?order=${id}&pay=1`);
    await page.waitForURL('**/paiement/test?**');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/panier/confirmation');
    expect(new URL(page.url()).search).toBe(`?order=${id}`);
    await page.waitForTimeout(1000);
    expect(new URL(page.url()).pathname).toBe('/panier/confirmation');
    expect(await page.getByTestId('pay').isVisible()).toBe(true);
  });

  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const)(
    'screenshots and accessibility of the confirmation and my orders on %s',
    async (label, viewport) => {
      const shopper = await customer({ viewport });
      const { page } = shopper;
      const transfer = await placedOrder(shopper, 'transfer');
      const paid = await placedOrder(shopper, 'monetico');
      await server.database.query(
        `update orders set status = 'paid', payment_status = 'paid' where id = $1`,
        [paid],
      );
      await page.goto(`/panier/confirmation?order=${transfer}`);
      await page.screenshot({
        path: `${SCREENSHOTS}/confirmation-transfer-${label}.png`,
        fullPage: true,
      });
      await expectAccessible(page);
      await page.goto(`/panier/confirmation?order=${paid}`);
      expect(await page.getByTestId('confirmation').getAttribute('data-state')).toBe('confirmed');
      await page.screenshot({
        path: `${SCREENSHOTS}/confirmation-confirmed-${label}.png`,
        fullPage: true,
      });
      await page.goto('/compte/orders');
      await expect.poll(() => page.getByTestId('order-row').count()).toBe(2);
      await page.screenshot({ path: `${SCREENSHOTS}/orders-${label}.png`, fullPage: true });
      await expectAccessible(page);
      await page.goto(`/compte/orders/${transfer}`);
      await page.screenshot({ path: `${SCREENSHOTS}/order-detail-${label}.png`, fullPage: true });
      await expectAccessible(page);
    },
  );
});

describe('after the order', () => {
  it('the owner ships and refunds in the back office; my order shows the tracking link, the refund and its credit note', async () => {
    const shopper = await customer();
    const { page } = shopper;
    const id = await placedOrder(shopper, 'monetico');
    await answerAtGateway(page, id, 'offline-pay');
    await page.waitForURL(/\/panier\/confirmation\?order=\d+$/);

    // The owner, in the back office: finds the order, records the parcel, refunds 15 €.
    const [owner] = await server.database.query<{ id: number }>(
      `insert into users (email, firstname, lastname, role) values ($1, 'Owner', 'Shop', 'admin') returning id`,
      [`owner-${Date.now().toString(36)}@example.test`],
    );
    const { token } = await openSession(server.database.db, owner!.id, new Date());
    const office = await browser.newContext({ baseURL: server.url, viewport: DESKTOP });
    contexts.push(office);
    await office.addCookies([
      { name: 'sellerie_session', value: token, url: server.url, httpOnly: true },
      { name: 'accept_cookies', value: 'true', url: server.url },
    ]);
    const admin = await office.newPage();
    await admin.goto('/admin/commandes');
    await admin.getByTestId('admin-orders').getByRole('link').first().waitFor();
    await admin.goto(`/admin/commandes/${id}`);
    await admin.locator('#admin-carrier').fill('Colissimo');
    await admin.locator('#admin-tracking_number').fill('6A98765432101');
    await admin
      .locator('#admin-tracking_url')
      .fill('https://www.laposte.fr/outils/suivre-vos-envois?code=6A98765432101');
    await admin.getByTestId('admin-ship').click();
    await admin.getByTestId('admin-done').waitFor();
    expect(await admin.getByTestId('admin-order-state').getAttribute('data-shipping-status')).toBe(
      'shipped',
    );
    expect(await admin.getByTestId('admin-order-state').innerText()).toContain('expédiée');
    // The customer hears of the parcel: a mail queued with the carrier's tracking page.
    const shipped = await server.database.query<{ data: { trackingUrl?: string } }>(
      `select o.data from email_outbox o join users u on u.email = o."to"
        where u.id = $1 and o.template = 'order_shipped'`,
      [shopper.userId],
    );
    expect(shipped.map((mail) => mail.data.trackingUrl)).toEqual([
      'https://www.laposte.fr/outils/suivre-vos-envois?code=6A98765432101',
    ]);
    // Too much is refused with the limit, nothing refunded.
    await admin.locator('#admin-amount').fill('100000');
    await admin.locator('#admin-reason').fill('Erreur');
    await admin.getByTestId('admin-refund').click();
    await expect.poll(() => admin.locator('.admin-form .field-error').count()).toBe(1);
    expect(await admin.locator('.admin-form .field-error').innerText()).toContain(
      'Le remboursement ne peut pas dépasser',
    );
    await admin.locator('#admin-amount').fill('15,00');
    await admin.locator('#admin-reason').fill('Geste commercial');
    await admin.getByTestId('admin-refund').click();
    await admin.getByTestId('admin-done').waitFor();
    expect(await admin.getByTestId('admin-refunds').innerText()).toContain('remboursé');
    await admin.screenshot({ path: `${SCREENSHOTS}/admin-order.png`, fullPage: true });

    await page.goto(`/compte/orders/${id}`);
    const tracking = page.getByTestId('tracking-link');
    expect(await tracking.innerText()).toBe('Suivre le colis 6A98765432101');
    expect(await tracking.getAttribute('href')).toContain('6A98765432101');
    expect(await page.getByTestId('order-parcels').innerText()).toContain('Expédié par Colissimo');
    expect(await page.getByTestId('order-refunds').innerText()).toMatch(/15,00\s€ remboursés le/);
    const note = page.getByTestId('refund-credit-note');
    const pdf = await page.request.get((await note.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect(await page.getByTestId('order-status').innerText()).toBe('Expédiée');
    await page.screenshot({ path: `${SCREENSHOTS}/order-follow-up.png`, fullPage: true });
    await expectAccessible(page);
  });
});

describe('money received by hand', () => {
  /** The owner's back office in a fresh browser (JavaScript on or off). */
  async function ownerPage(viewport = DESKTOP, javaScriptEnabled = true) {
    const [owner] = await server.database.query<{ id: number }>(
      `insert into users (email, firstname, lastname, role) values ($1, 'Owner', 'Shop', 'admin') returning id`,
      [`owner-${Math.random().toString(36).slice(2)}@example.test`],
    );
    const { token } = await openSession(server.database.db, owner!.id, new Date());
    const office = await browser.newContext({ baseURL: server.url, viewport, javaScriptEnabled });
    contexts.push(office);
    await office.addCookies([
      { name: 'sellerie_session', value: token, url: server.url, httpOnly: true },
      { name: 'accept_cookies', value: 'true', url: server.url },
    ]);
    return office.newPage();
  }
  const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
  const text = async (page: Page, testId: string) =>
    (await page.getByTestId(testId).innerText()).replace(/\s/g, ' ');

  it('the owner records a transfer received in two parts, then ships the parcel', async () => {
    const shopper = await customer();
    const id = await placedOrder(shopper, 'transfer');
    const [row] = await server.database.query<{ due: number }>(
      `select (totals->>'amountDueCents')::int as due from orders where id = $1`,
      [id],
    );
    const due = row!.due;
    const admin = await ownerPage();
    await admin.goto(`/admin/commandes/${id}`);
    await waitForHydration(admin);
    // Nothing received yet: the page says so, and never "Payé".
    expect(await text(admin, 'admin-amount-due')).toContain(euros(due));
    expect(await text(admin, 'admin-amount-received')).toContain('0,00');
    expect(await text(admin, 'admin-amount-remaining')).toContain(euros(due));
    expect(await admin.locator('main').innerText()).not.toMatch(/\bPayé\b/);
    await admin.screenshot({ path: `${SCREENSHOTS}/admin-order-awaiting.png`, fullPage: true });
    // The same page on a phone, and in English.
    const phone = await ownerPage(MOBILE);
    await phone.goto(`/en/admin/orders/${id}`);
    expect(await phone.locator('main').innerText()).toContain('Still due');
    await waitForHydration(phone);
    // Errors in English beside their fields; an unticked confirmation cancels nothing.
    await phone.getByTestId('admin-receive').click();
    await phone.locator('#admin-payment-reference-error').waitFor();
    expect(await phone.locator('#admin-payment-amount-error').innerText()).toBe(
      'This value is not valid.',
    );
    expect(await phone.locator('#admin-payment-reference-error').innerText()).toBe(
      'This field is required.',
    );
    await phone.getByTestId('admin-cancel').click();
    await phone.locator('#admin-cancel-confirm-error').waitFor();
    expect(await text(phone, 'admin-order-state')).toContain('awaiting payment');
    await phone.screenshot({ path: `${SCREENSHOTS}/admin-order-mobile.png`, fullPage: true });

    // More than is due: refused beside the amount, nothing recorded.
    await admin.locator('#admin-payment-amount').fill(euros(due + 100));
    await admin.locator('#admin-payment-reference').fill('VIR 2026-001');
    await admin.getByTestId('admin-receive').click();
    await admin.locator('#admin-payment-amount-error').waitFor();
    expect(await admin.locator('#admin-payment-amount-error').innerText()).toContain(
      'ne peut pas dépasser',
    );
    expect(await admin.locator('#admin-payment-amount').getAttribute('aria-invalid')).toBe('true');

    // A first part: partially paid, the rest still due on the page.
    await admin.locator('#admin-payment-amount').fill('10,00');
    await admin.locator('#admin-payment-reference').fill('VIR 2026-001');
    await admin.getByTestId('admin-receive').click();
    await admin.getByTestId('admin-done').waitFor();
    expect(await text(admin, 'admin-order-state')).toContain('payée en partie');
    expect(await text(admin, 'admin-amount-received')).toContain('10,00');
    expect(await text(admin, 'admin-amount-remaining')).toContain(euros(due - 1000));
    expect(await text(admin, 'admin-payments')).toContain('VIR 2026-001');

    // The rest, from a browser without JavaScript: a plain form post does it.
    const plain = await ownerPage(DESKTOP, false);
    await plain.goto(`/admin/commandes/${id}`);
    await plain.locator('#admin-payment-amount').fill(euros(due - 1000));
    await plain.locator('#admin-payment-reference').fill('VIR 2026-002');
    await plain.getByTestId('admin-receive').click();
    await plain.getByTestId('admin-done').waitFor();
    expect(await text(plain, 'admin-order-state')).toContain('payée · paiement reçu');
    expect(await text(plain, 'admin-amount-remaining')).toContain('0,00');
    expect(await plain.getByTestId('admin-receive').count()).toBe(0);
    // The customer is told, with the invoice issued.
    const mails = await server.database.query<{ template: string }>(
      `select o.template from email_outbox o join users u on u.email = o."to" where u.id = $1`,
      [shopper.userId],
    );
    expect(mails.map((m) => m.template)).toContain('payment_received');
    const [invoice] = await server.database.query<{ n: number }>(
      `select count(*)::int as n from invoices where order_id = $1 and kind = 'invoice'`,
      [id],
    );
    expect(invoice!.n).toBe(1);
    // The page's timeline tells it (the payment, the invoice, the e-mail); the owner adds a note.
    const timeline = plain.getByTestId('admin-timeline');
    expect(await timeline.locator('li[data-kind="invoice"]').count()).toBe(1);
    expect(await timeline.locator('li[data-kind="payment"]').count()).toBe(2);
    expect(
      await timeline
        .locator('li[data-kind="email"]')
        .filter({ hasText: 'Paiement reçu (facture)' })
        .count(),
    ).toBe(1);
    await plain.locator('#admin-note-body').fill('Virement reçu en deux fois, client prévenu.');
    await plain.getByTestId('admin-add-note').click();
    await plain.waitForURL(/done=note/);
    expect(await plain.getByTestId('admin-notes').innerText()).toContain(
      'Virement reçu en deux fois',
    );
    expect(await timeline.locator('li[data-kind="note"]').count()).toBe(1);
    // Paid: no payment form any more, the parcel form is offered.
    expect(await plain.getByTestId('admin-ship').count()).toBe(1);
    await phone.goto(`/en/admin/orders/${id}`);
    expect(await phone.getByTestId('admin-timeline').innerText()).toContain('Payment received');
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await phone.screenshot({ path: `${SCREENSHOTS}/admin-order-paid-mobile.png`, fullPage: true });

    // Now the parcel can go.
    await admin.goto(`/admin/commandes/${id}`);
    await waitForHydration(admin);
    await admin.locator('#admin-carrier').fill('Colissimo');
    await admin.locator('#admin-tracking_number').fill('6A11122233344');
    await admin.getByTestId('admin-ship').click();
    await admin.getByTestId('admin-done').waitFor();
    expect(await text(admin, 'admin-order-state')).toContain('expédiée');
    await admin.screenshot({ path: `${SCREENSHOTS}/admin-order-paid.png`, fullPage: true });
    await expectAccessible(admin);
  });
});

describe('cancellation page', () => {
  it('says the order was not validated and why, in French and English', async () => {
    const context = await browser.newContext({ baseURL: server.url, locale: 'fr-FR' });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/panier/annulation?reason=wrong_bank_details');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      "Votre commande n'a pas été validée",
    );
    expect(await page.getByTestId('cancel-reason').textContent()).toBe(
      'Les identifiants bancaires saisis sont incorrects.',
    );
    expect(await page.getByTestId('back-to-cart').getAttribute('href')).toBe('/panier');
    await page.goto('/en/cart/cancellation?reason=user_cancelled');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Your order was not validated',
    );
    expect(await page.getByTestId('cancel-reason').getAttribute('data-reason')).toBe(
      'user_cancelled',
    );
    expect(await page.getByTestId('back-to-cart').getAttribute('href')).toBe('/en/cart');
    await page.goto('/en/cart/cancellation?reason=something-else');
    expect(await page.getByTestId('cancel-reason').textContent()).toBe(
      'The payment could not be completed.',
    );
    expect(await page.getByTestId('try-again').count()).toBe(0);
  });
});
