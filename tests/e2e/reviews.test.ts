/**
 * Verified reviews in the browser (decision 054), in French (with JavaScript) and English
 * (without: plain multipart form): a customer with a delivered order opens "Write a review"
 * from the order's page, sends stars, a text and a photo; a staff member publishes it from the
 * back office's queue; the product page then shows it with "Achat vérifié" / "Verified
 * purchase", its photo and the note on how reviews are checked, and the product's count and
 * average move on its page and on its card.
 */
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickUntilSubmitted, launchBrowser, waitForHydration } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { signedInContext } from '../support/signed-in-browser';
import { uniqueEmail } from './account-support';

let server: TestServer;
let browser: Browser;
let png: Buffer;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A product with at least two published reviews (its card shows a rating), not yet used. */
async function ratedProduct(skip: number, locale: string) {
  const [row] = await server.database.query<{
    product_id: number;
    variant_id: number;
    name: string;
    slug: string;
  }>(
    `select l.product_id, v.id as variant_id, t.name, t.slug
       from product_listing l
       join variants v on v.product_id = l.product_id and v.is_active
       join product_translations t on t.product_id = l.product_id and t.locale = $2
      where l.is_active and l.reviews_count between 2 and 6
      order by l.product_id, v.id offset $1 limit 1`,
    [skip, locale],
  );
  return row!;
}

async function deliveredOrder(userId: number, variantId: number, number: string) {
  const [order] = await server.database.query<{ id: number }>(
    `insert into orders (user_id, number, status, payment_status, shipping_status, locale, placed_at, total_ttc_cents)
     values ($1, $2, 'paid', 'paid', 'delivered', 'fr', now() - interval '5 days', 5000) returning id`,
    [userId, number],
  );
  await server.database.query(
    `insert into order_variants (order_id, variant_id, quantity, unit_price_ht_cents) values ($1, $2, 1, 4000)`,
    [order!.id, variantId],
  );
  return order!.id;
}

const CASES = [
  {
    locale: 'fr',
    javaScript: true,
    prefix: '',
    order: 'compte/orders',
    verified: 'Achat vérifié',
    note: 'seuls les clients ayant acheté et reçu le produit',
    sent: 'Merci !',
    skip: 0,
  },
  {
    locale: 'en',
    javaScript: false,
    prefix: '/en',
    order: 'en/account/orders',
    verified: 'Verified purchase',
    note: 'only customers who bought and received the product',
    sent: 'Thank you!',
    skip: 3,
  },
] as const;

describe('verified reviews', () => {
  for (const c of CASES)
    it(`${c.locale}: a buyer writes a review with a photo, staff publish it, it shows verified`, async () => {
      const product = await ratedProduct(c.skip, c.locale);
      const email = uniqueEmail(`reviewer-${c.locale}`);
      const { context } = await signedInContext(browser, server, {
        email,
        role: 'customer',
        firstname: 'Camille',
        javaScriptEnabled: c.javaScript,
      });
      const [user] = await server.database.query<{ id: number }>(
        `select id from users where email = $1`,
        [email],
      );
      const orderId = await deliveredOrder(user!.id, product.variant_id, `2026-9${c.skip}0001`);
      try {
        const page = await context.newPage();
        // Before: the product page's count and the card's rating.
        const countBefore = await server.database.query<{ n: number }>(
          `select reviews_count as n from product_listing where product_id = $1`,
          [product.product_id],
        );
        await page.goto(`${c.prefix}/p/${product.slug}`);
        const summaryBefore = await page.getByTestId('rating-summary').innerText();
        await page.goto(`${c.prefix}/?q=${encodeURIComponent(product.name)}`);
        const card = page.locator(
          `[data-testid="product-card"][data-product-id="${product.product_id}"]`,
        );
        const cardBefore = await card.locator('.product-card-rating').innerText();
        expect(cardBefore).toMatch(/\/5/);

        // The order's page links to the form of each line.
        await page.goto(`/${c.order}/${orderId}`);
        await page.getByTestId('order-line-review').first().click();
        await page.getByTestId('review-form').waitFor();
        if (c.javaScript) await waitForHydration(page);
        await page.getByTestId('review-stars-1').check();
        await page
          .getByTestId('review-comment')
          .fill('Couleur différente de la photo, coutures fragiles.');
        await page.getByTestId('review-photos').setInputFiles({
          name: 'siege.jpg',
          mimeType: 'image/jpeg',
          buffer: png,
        });
        await page.getByTestId('review-submit').click();
        await page.getByTestId('review-sent').waitFor();
        expect(await page.getByTestId('review-sent').innerText()).toContain(c.sent);

        // Staff publish it from the queue.
        const { context: staffContext } = await signedInContext(browser, server, {
          email: uniqueEmail(`staff-${c.locale}`),
          role: 'staff',
        });
        try {
          const admin = await staffContext.newPage();
          await admin.goto(
            c.locale === 'fr' ? '/admin/service-client/avis' : '/en/admin/customer-service/reviews',
          );
          const queued = admin.getByTestId('review-card').filter({ hasText: 'coutures fragiles' });
          await queued.waitFor();
          expect(await queued.getByTestId('review-photo').count()).toBe(1);
          await clickUntilSubmitted(admin, queued.getByTestId('review-publish'));
          await admin.getByTestId('review-done').waitFor();
        } finally {
          await staffContext.close();
        }

        // Shown on the product page, verified, with its photo and the note.
        await page.goto(`${c.prefix}/p/${product.slug}`);
        const review = page.getByTestId('product-review').filter({ hasText: 'coutures fragiles' });
        await review.waitFor();
        expect(await review.getByTestId('review-verified').innerText()).toContain(c.verified);
        expect(await review.getByTestId('product-review-photo').count()).toBe(1);
        const photo = await review.getByTestId('product-review-photo').getAttribute('src');
        expect((await page.request.get(photo!)).status()).toBe(200);
        expect(await page.getByTestId('reviews-checked-note').innerText()).toContain(c.note);
        const summaryAfter = await page.getByTestId('rating-summary').innerText();
        expect(summaryAfter).not.toBe(summaryBefore);
        expect(summaryAfter).toContain(String(countBefore[0]!.n + 1));

        await page.goto(`${c.prefix}/?q=${encodeURIComponent(product.name)}`);
        const cardAfter = await card.locator('.product-card-rating').innerText();
        expect(cardAfter).not.toBe(cardBefore);
        expect(cardAfter).toContain(String(countBefore[0]!.n + 1));
      } finally {
        await context.close();
      }
    });
});
