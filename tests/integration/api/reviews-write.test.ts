/**
 * Verified reviews (decision 054): only a customer who received the product writes a review
 * (403 / 422 otherwise, nothing stored), one per order line (409), stars 1–5, text and photo
 * limits, visitors 401; staff with the claims permission publish or reject it (audited), and
 * the product's stars and count in lists follow at once; the invitation e-mail goes once per
 * delivered order, with its one-click unsubscribe headers, never to a customer who opted out;
 * the data export lists the reviews and the erasure anonymises or deletes them.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { sendDueEmails, type OutgoingMail } from '../../../src/modules/mail';
import { sendReviewInvitations } from '../../../src/modules/reviews';
import { invitationDeps } from '../../../src/web/reviews/review-deps.server';
import { useBackOffice } from '../../support/back-office';
import { multipartBody, type FormPart } from '../../support/multipart';
import { outboxFor, placeOrderFor, type PlacedOrder } from '../../support/placed-orders';

const cast = useBackOffice('reviews');
const { call } = cast;

let productId = 0;
let png: Buffer;
beforeAll(async () => {
  const [row] = await cast.api.database.query<{ product_id: number }>(
    `select product_id from variants where id = $1`,
    [cast.fixtures.variantId],
  );
  productId = row!.product_id;
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();
});

const place = (locale = 'fr') =>
  placeOrderFor(cast.api.app, cast.api.database, cast.fixtures, { method: 'transfer', locale });

async function deliver(order: PlacedOrder, shipping = 'delivered') {
  await cast.api.database.query(
    `update orders set status = 'paid', payment_status = 'paid', shipping_status = $2 where id = $1`,
    [order.orderId, shipping],
  );
}

function post(headers: Record<string, string>, body: unknown, language = 'fr') {
  return cast.api.app.inject({
    method: 'POST',
    url: `/api/reviews/product/${productId}`,
    headers: { ...headers, language },
    payload: body as object,
  });
}

function postForm(headers: Record<string, string>, parts: FormPart[], language = 'fr') {
  const body = multipartBody(parts);
  return cast.api.app.inject({
    method: 'POST',
    url: `/api/reviews/product/${productId}`,
    headers: { ...headers, ...body.headers, language },
    payload: body.payload,
  });
}

async function stored() {
  const [row] = await cast.api.database.query<{ reviews: number; photos: number }>(
    `select (select count(*)::int from reviews where user_id is not null) as reviews,
            (select count(*)::int from uploads where purpose = 'review_photo') as photos`,
  );
  return row!;
}

async function productStars() {
  const res = await call('visitor', 'GET', `/api/products/${productId}?include=reviews.user`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    reviews_count: number;
    reviews_avg_stars: number | null;
    reviews: Array<{
      id: number;
      verified_purchase: boolean;
      photos: unknown[];
      user: { name: string };
    }>;
  };
}

const good = { stars: 5, title: 'Parfaite', comment: 'Housse bien ajustée, montage facile.' };

describe('POST /api/reviews/product/{id}', () => {
  it('refuses a visitor (401), a customer who never bought it (403, translated)', async () => {
    const before = await stored();
    expect((await post({}, good)).statusCode).toBe(401);
    const stranger = await post(cast.as.customer, good, 'en');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(
      'Only customers who have received this product can review it.',
    );
    expect(await stored()).toEqual(before);
  });

  it('refuses an order not delivered yet (422), and bad stars, text, photos; nothing stored', async () => {
    const order = await place();
    const before = await stored();
    const waiting = await post(order.headers, good);
    expect(waiting.statusCode).toBe(422);
    expect(waiting.json().message).toMatch(/livrée/);
    await deliver(order);
    for (const stars of [0, 6, 3.5, '4 étoiles', null]) {
      const res = await post(order.headers, { ...good, stars });
      expect(res.statusCode, String(stars)).toBe(422);
      expect(res.json().errors.stars).toBeDefined();
    }
    const long = await post(order.headers, { ...good, comment: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.comment).toBeDefined();
    expect((await post(order.headers, { ...good, comment: '  ' })).statusCode).toBe(422);
    expect((await post(order.headers, { ...good, status: 'published' })).statusCode).toBe(422);
    const fields: FormPart[] = [
      { name: 'stars', data: '4' },
      { name: 'comment', data: 'Très bien' },
    ];
    const pdf = await postForm(order.headers, [
      ...fields,
      {
        name: 'photos',
        filename: 'a.pdf',
        contentType: 'application/pdf',
        data: '%PDF-1.4\n%%EOF',
      },
    ]);
    expect(pdf.statusCode).toBe(415);
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const large = await postForm(order.headers, [
      ...fields,
      { name: 'photos', filename: 'big.png', contentType: 'image/png', data: big },
    ]);
    expect(large.statusCode).toBe(413);
    const four = await postForm(order.headers, [
      ...fields,
      ...[1, 2, 3, 4].map((n) => ({
        name: 'photos',
        filename: `${n}.png`,
        contentType: 'image/png',
        data: png,
      })),
    ]);
    expect(four.statusCode).toBe(413);
    expect(await stored()).toEqual(before);
  });

  it('takes a delivered buyer’s review with a photo (pending), then 409 for the same line', async () => {
    const order = await place();
    await deliver(order, 'picked_up');
    const before = await productStars();
    const res = await postForm(order.headers, [
      { name: 'stars', data: '4' },
      { name: 'title', data: 'Bonne qualité' },
      { name: 'comment', data: 'Le cuir est beau.' },
      { name: 'photos', filename: 'siege.png', contentType: 'image/png', data: png },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const review = res.json().data;
    expect(review).toMatchObject({
      product_id: productId,
      order_id: order.orderId,
      stars: 4,
      status: 'pending',
      verified_purchase: true,
      author_name: 'Paula P.',
    });
    expect(review.photos).toHaveLength(1);
    // Not shown until published.
    expect((await productStars()).reviews_count).toBe(before.reviews_count);
    const again = await post(order.headers, good, 'de');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Sie haben dieses Produkt für diese Bestellung bereits bewertet.',
    );
    const mine = await call(order.headers, 'GET', '/api/reviews/mine');
    expect(mine.json().data).toHaveLength(1);
  });
});

describe('moderation (permission claims)', () => {
  it('lists pending reviews for staff only, publishes: aggregates move at once, audited', async () => {
    const order = await place();
    await deliver(order);
    const written = await post(order.headers, {
      stars: 1,
      comment: 'Couleur différente de la photo.',
    });
    expect(written.statusCode, written.body).toBe(201);
    const id = written.json().data.id as number;
    expect((await call('editor', 'GET', '/api/admin/reviews')).statusCode).toBe(404);
    expect((await call('customer', 'GET', '/api/admin/reviews')).statusCode).toBe(404);
    const queue = await call('staff', 'GET', '/api/admin/reviews?status=pending');
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().data.map((r: { id: number }) => r.id)).toContain(id);

    const before = await productStars();
    const url = `/api/admin/reviews/${id}/decision`;
    expect((await call('editor', 'POST', url, { decision: 'publish' })).statusCode).toBe(404);
    const published = await call('staff', 'POST', url, { decision: 'publish' });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.status).toBe('published');
    const after = await productStars();
    expect(after.reviews_count).toBe(before.reviews_count + 1);
    expect(after.reviews_avg_stars).toBeLessThan(before.reviews_avg_stars ?? 6);
    const shown = after.reviews.find((r) => r.id === id);
    expect(shown).toMatchObject({ verified_purchase: true, user: { name: 'Paula P.' } });
    expect((await call('staff', 'POST', url, { decision: 'publish' })).statusCode).toBe(409);
    const audit = await cast.auditRows('review.publish');
    expect(audit.at(-1)).toMatchObject({ actor_user_id: cast.ids.staff, entity_id: String(id) });

    // Rejecting needs a reason; it withdraws the review and its stars.
    expect((await call('staff', 'POST', url, { decision: 'reject' })).statusCode).toBe(422);
    const rejected = await call('staff', 'POST', url, { decision: 'reject', reason: 'Hors sujet' });
    expect(rejected.statusCode).toBe(200);
    expect((await productStars()).reviews_count).toBe(before.reviews_count);
    expect(
      (await call('staff', 'POST', '/api/admin/reviews/999999/decision', { decision: 'publish' }))
        .statusCode,
    ).toBe(404);
  });

  it('deletes a rejected review’s photos', async () => {
    const order = await place();
    await deliver(order);
    const res = await postForm(order.headers, [
      { name: 'stars', data: '2' },
      { name: 'comment', data: 'Photo floue' },
      { name: 'photos', filename: 'p.png', contentType: 'image/png', data: png },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json().data;
    const photos = async () =>
      (
        await cast.api.database.query<{ n: number }>(
          `select count(*)::int as n from review_photos where review_id = $1`,
          [id],
        )
      )[0]!.n;
    expect(await photos()).toBe(1);
    const rejected = await call('staff', 'POST', `/api/admin/reviews/${id}/decision`, {
      decision: 'reject',
      reason: 'Photo sans rapport',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await photos()).toBe(0);
  });
});

describe('review invitations', () => {
  it('e-mails a delivered order’s customer once, in their language, not an opted-out one', async () => {
    const order = await place('es');
    await cast.api.database.query(`update users set locale = 'es' where id = $1`, [order.userId]);
    const quiet = await place();
    await cast.api.database.query(`update users set review_invitations = false where id = $1`, [
      quiet.userId,
    ]);
    const waiting = await place();
    await deliver(order);
    await deliver(quiet);
    await cast.api.app.sweeps.runSweepsOnce();
    await cast.api.app.sweeps.runSweepsOnce();
    const mails = (await outboxFor(cast.api.database, order.email)).filter(
      (mail) => mail.template === 'review_invitation',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.locale).toBe('es');
    expect(mails[0]!.data).toMatchObject({ number: order.number });
    const products = mails[0]!.data.products as Array<{ link: string }>;
    expect(products[0]!.link).toMatch(new RegExp(`/es/cuenta-cliente/opiniones/${productId}$`));
    for (const other of [quiet, waiting])
      expect(
        (await outboxFor(cast.api.database, other.email)).filter(
          (mail) => mail.template === 'review_invitation',
        ),
      ).toHaveLength(0);
  });

  it('sends it with List-Unsubscribe one-click headers; the link stops the next ones', async () => {
    const order = await place();
    await deliver(order);
    const db = cast.api.database.db;
    const now = new Date();
    const report = await sendReviewInvitations(db, invitationDeps('https://shop.example'), now);
    expect(report.sent).toBeGreaterThanOrEqual(1);
    const sent: OutgoingMail[] = [];
    // A moment later: the queued row is due from the database's own clock.
    const later = new Date(Date.now() + 1000);
    await sendDueEmails(
      db,
      { send: async (mail) => void sent.push(mail) },
      { now: later, maxBatches: 50 },
    );
    const mail = sent.find(
      (m) => m.to === order.email && m.subject === `Votre avis sur votre commande ${order.number}`,
    );
    expect(mail, 'invitation sent').toBeDefined();
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link =
      /^<(https:\/\/shop\.example\/api\/review_invitations\/unsubscribe\/\d+\?[^>]+)>$/.exec(
        mail!.headers?.['List-Unsubscribe'] ?? '',
      )?.[1];
    expect(link).toBeDefined();
    expect(mail!.text).toContain(link!);
    expect(mail!.html).toContain('Se désinscrire');
    // One-click: the mail client POSTs the link as it is.
    const path = link!.replace('https://shop.example', '');
    const forged = await call('visitor', 'POST', path.replace(/token=[^&]+/, 'token=forged'));
    expect(forged.statusCode).toBe(422);
    const stop = await call('visitor', 'POST', path);
    expect(stop.statusCode, stop.body).toBe(200);
    const [user] = await cast.api.database.query<{ review_invitations: boolean }>(
      `select review_invitations from users where id = $1`,
      [order.userId],
    );
    expect(user!.review_invitations).toBe(false);
    // A later delivered order of theirs: no mail.
    const next = await placeOrderFor(cast.api.app, cast.api.database, cast.fixtures, {
      method: 'transfer',
    });
    await cast.api.database.query(`update orders set user_id = $1 where id = $2`, [
      order.userId,
      next.orderId,
    ]);
    await deliver(next);
    await sendReviewInvitations(db, invitationDeps('https://shop.example'), new Date());
    expect(
      (await outboxFor(cast.api.database, order.email)).filter(
        (m) => m.template === 'review_invitation',
      ),
    ).toHaveLength(1);
  });
});

describe('GDPR', () => {
  it('exports the reviews; erasure anonymises published ones and deletes the others', async () => {
    const order = await place();
    await deliver(order);
    const first = await post(order.headers, { stars: 5, comment: 'Parfait' });
    expect(first.statusCode).toBe(201);
    await cast.api.database.query(
      `insert into order_variants (order_id, variant_id, quantity)
       select $1, v.id, 1 from variants v
        where v.product_id = $2 and v.id <> $3 limit 1`,
      [order.orderId, productId, cast.fixtures.variantId],
    );
    const second = await post(order.headers, { stars: 3, comment: 'Correct' });
    const published = first.json().data.id as number;
    expect(
      (
        await call('staff', 'POST', `/api/admin/reviews/${published}/decision`, {
          decision: 'publish',
        })
      ).statusCode,
    ).toBe(200);
    const exported = await call('staff', 'GET', `/api/admin/customers/${order.userId}/export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.json().data.reviews.map((r: { id: number }) => r.id)).toContain(published);
    const erased = await call('staff', 'POST', `/api/admin/customers/${order.userId}/erase`, {
      confirm: String(order.userId),
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const rows = await cast.api.database.query<{
      id: number;
      author_name: string;
      user_id: number | null;
    }>(`select id, author_name, user_id from reviews where id = any($1::int[])`, [
      [published, second.statusCode === 201 ? second.json().data.id : -1],
    ]);
    expect(rows).toEqual([{ id: published, author_name: '', user_id: null }]);
  });
});
