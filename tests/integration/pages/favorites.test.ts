/**
 * The favorites' heart (`POST /favori`, src/web/routes/favorite-toggle.ts) called in-process as
 * React Router calls it: a visitor's first heart sets the favorite cookie, their last one
 * removed takes it away (SPEC §7); a customer's hearts go to the account, no cookie; without
 * JavaScript the answer goes back to the same page, query and anchor kept; with it (`_fetch`)
 * the new state and the count. Bad input stores nothing. The root loader's hearts and the
 * favorites page read the same list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favoriteProductIds, register } from '../../../src/modules/customers';
import { favoriteOwnerHash } from '../../../src/server/auth';
import * as root from '../../../src/web/root';
import * as favoritesPage from '../../../src/web/routes/account-favorites';
import * as toggle from '../../../src/web/routes/favorite-toggle';
import { registration } from '../../support/accounts';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { answer, get, pageContext, post, type Visitor } from '../../support/page-context';

let test: TestDatabase;
let productA: number;
let productB: number;
let inactive: number;

beforeAll(async () => {
  test = await createTestDatabase();
  const active = await test.database.query<{ id: number }>(
    'select id from products where is_active order by id limit 2',
  );
  [productA, productB] = active.map((row) => row.id) as [number, number];
  const [off] = await test.database.query<{ id: number }>(
    'select id from products where id <> all($1) order by id desc limit 1',
    [[productA, productB]],
  );
  await test.database.query('update products set is_active = false where id = $1', [off!.id]);
  inactive = off!.id;
});
afterAll(async () => test?.cleanup());

async function press(who: Visitor, fields: Record<string, string>) {
  const context = await pageContext(test.database, who);
  return answer(() =>
    toggle.action({ request: post('/favori', fields), context, params: {} } as never),
  );
}

/** The token a Set-Cookie gives (undefined: none set), and whether one clears the cookie. */
const issued = (cookies: string[]) =>
  cookies
    .map((cookie) => /^favorite_token=([^;]+);/.exec(cookie)?.[1])
    .find((token) => token !== undefined);
const cleared = (cookies: string[]) => cookies.some((c) => c.startsWith('favorite_token=;'));

async function customer() {
  const context = await pageContext(test.database);
  const signed = await register(
    { db: test.database.db, now: context.now, urls: context.accountUrls },
    { ...registration(), newsletter: false } as never,
    { locale: 'fr', countryIso: 'FR' },
  );
  return { token: signed.token, id: signed.user.id };
}

describe('a visitor’s heart', () => {
  it('without JavaScript: the first sets the cookie and goes back to the same place', async () => {
    const back = '/c/sellerie?page=2&sort=price#product-' + productA;
    const res = await press({}, { product_id: String(productA), intent: 'add', back });
    expect(res.status).toBe(303);
    expect(res.location).toBe(back);
    const token = issued(res.cookies);
    expect(token).toMatch(/^[\w-]{20,100}$/);
    const hash = favoriteOwnerHash(decodeURIComponent(token!));
    expect(await favoriteProductIds(test.database.db, { guestTokenHash: hash })).toEqual([
      productA,
    ]);

    // A second heart keeps the same cookie (none set); the root loader sees both on.
    const again = await press(
      { favoriteOwnerHash: hash },
      { product_id: String(productB), intent: 'add', back: '/' },
    );
    expect(again.cookies).toEqual([]);
    const context = await pageContext(test.database, { favoriteOwnerHash: hash });
    const layout = await answer(() =>
      root.loader({ request: get('/'), context, params: {} } as never),
    );
    expect(layout.data!.favoriteIds).toEqual([productA, productB]);

    // Removing one keeps the cookie; removing the last takes it away (SPEC §7).
    const one = await press(
      { favoriteOwnerHash: hash },
      { product_id: String(productA), intent: 'remove', back: '/' },
    );
    expect(cleared(one.cookies)).toBe(false);
    const last = await press(
      { favoriteOwnerHash: hash },
      { product_id: String(productB), intent: 'remove', back: '/p/x' },
    );
    expect(last.location).toBe('/p/x');
    expect(cleared(last.cookies)).toBe(true);
    expect(await favoriteProductIds(test.database.db, { guestTokenHash: hash })).toEqual([]);
  });

  it('with JavaScript: answers the new state and the count, and clears the cookie when empty', async () => {
    const add = await press(
      {},
      { product_id: String(productA), intent: 'add', back: '/', _fetch: '1' },
    );
    expect(add.status).toBe(200);
    expect(add.location).toBeNull();
    expect(add.data).toEqual({ ok: true, favorite: true, count: 1 });
    const hash = favoriteOwnerHash(decodeURIComponent(issued(add.cookies)!));
    const remove = await press(
      { favoriteOwnerHash: hash },
      { product_id: String(productA), intent: 'remove', back: '/', _fetch: '1' },
    );
    expect(remove.data).toEqual({ ok: true, favorite: false, count: 0 });
    expect(cleared(remove.cookies)).toBe(true);
  });

  it('refuses a product withdrawn from sale, a bad id and another site: nothing stored, no cookie', async () => {
    const withdrawn = await press(
      {},
      { product_id: String(inactive), intent: 'add', back: '/', _fetch: '1' },
    );
    expect(withdrawn.status).toBe(422);
    expect(withdrawn.data).toMatchObject({ ok: false, favorite: false });
    expect(issued(withdrawn.cookies)).toBeUndefined();
    for (const product_id of ['abc', '-1', '0', '99999999999', '']) {
      const bad = await press({}, { product_id, intent: 'add', back: '/c/x' });
      expect(bad.status).toBe(303);
      expect(bad.location).toBe('/c/x');
      expect(issued(bad.cookies)).toBeUndefined();
    }
    const elsewhere = await press(
      {},
      { product_id: String(productA), intent: 'remove', back: '//evil.test/x' },
    );
    expect(elsewhere.location).toBe('/');
    // A visitor without a cookie removing something: nothing to do, no cookie either way.
    expect(elsewhere.cookies).toEqual([]);
  });
});

describe('a customer’s heart', () => {
  it('keeps the product in the account, never sets the cookie', async () => {
    const { token, id } = await customer();
    const add = await press(
      { token },
      { product_id: String(productB), intent: 'add', back: '/', _fetch: '1' },
    );
    expect(add.data).toEqual({ ok: true, favorite: true, count: 1 });
    expect(add.cookies).toEqual([]);
    expect(await favoriteProductIds(test.database.db, { userId: id })).toEqual([productB]);
    // Pressing "add" twice keeps one favorite.
    await press({ token }, { product_id: String(productB), intent: 'add', back: '/' });
    expect(await favoriteProductIds(test.database.db, { userId: id })).toEqual([productB]);
    const remove = await press(
      { token },
      { product_id: String(productB), intent: 'remove', back: '/' },
    );
    expect(remove.cookies).toEqual([]);
    expect(await favoriteProductIds(test.database.db, { userId: id })).toEqual([]);
  });
});

describe('favorites page', () => {
  it('lists a visitor’s favorites and clears the cookie when the last is removed there', async () => {
    const add = await press({}, { product_id: String(productA), intent: 'add', back: '/' });
    const hash = favoriteOwnerHash(decodeURIComponent(issued(add.cookies)!));
    const context = await pageContext(test.database, { favoriteOwnerHash: hash });
    const page = await answer(() =>
      favoritesPage.loader({ request: get('/compte/favoris'), context, params: {} } as never),
    );
    const listed = page.data as {
      visitor: boolean;
      favorites: Array<{ id: number; product: { id: number } }>;
    };
    expect(listed.visitor).toBe(true);
    expect(listed.favorites.map((f) => f.product.id)).toEqual([productA]);
    const removed = await answer(() =>
      favoritesPage.action({
        request: post('/compte/favoris', { id: String(listed.favorites[0]!.id) }),
        context,
        params: {},
      } as never),
    );
    expect(removed.location).toBe('/compte/favoris?notice=deleted');
    expect(cleared(removed.cookies)).toBe(true);
  });

  it('sends a visitor without favorites to the login page', async () => {
    const context = await pageContext(test.database);
    const page = await answer(() =>
      favoritesPage.loader({ request: get('/compte/favoris'), context, params: {} } as never),
    );
    expect(page.status).toBe(302);
    expect(page.location).toContain('/connexion?redirect=');
  });
});
