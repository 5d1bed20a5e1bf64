/**
 * The page cache of anonymous list pages (src/server/page-cache.ts) through the real app and
 * the production build, with `app.inject` (no browser): a second identical request is answered
 * from memory with its own CSP nonce; anything the render depends on makes another entry;
 * credentials and unknown cookies bypass it; a catalogue change empties it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDomains, refreshProductListing } from '../../src/modules/catalog';
import { createTestApp } from '../support/app';

let test: Awaited<ReturnType<typeof createTestApp>>;
let listUrl: string;

beforeAll(async () => {
  test = await createTestApp({ web: true });
  const [domain] = await listDomains(test.database.db, 'fr');
  listUrl = `/c/${domain!.slug}?sort=priceAscending&priceMax=300`;
});
afterAll(async () => test?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'GET', url, headers: { 'user-agent': 'Mozilla/5.0', ...headers } });

const RETURNING = { cookie: 'i18n_redirected=fr' };

function nonceOf(response: Awaited<ReturnType<typeof get>>): string {
  const policy = String(response.headers['content-security-policy']);
  return /'nonce-([^']+)'/.exec(policy)![1]!;
}

describe('page cache', () => {
  it('answers a second identical request from memory with a fresh nonce', async () => {
    const first = await get(listUrl, RETURNING);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const second = await get(listUrl.replace(/\?(.*)&(.*)$/, '?$2&$1'), RETURNING);
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.headers['content-type']).toMatch(/^text\/html/);
    expect(second.headers['cache-control']).toBe('private, no-cache');

    const [oldNonce, newNonce] = [nonceOf(first), nonceOf(second)];
    expect(newNonce).not.toBe(oldNonce);
    expect(first.body).toContain(`nonce="${oldNonce}"`);
    expect(second.body).toContain(`nonce="${newNonce}"`);
    expect(second.body).not.toContain(oldNonce);
    expect(second.body).toBe(first.body.split(oldNonce).join(newNonce));
  });

  it('keeps another entry for another cookie, language or country', async () => {
    const variants: Array<Record<string, string>> = [
      { cookie: 'i18n_redirected=fr; accept_cookies=true; publicity_cookies=true' },
      { cookie: 'i18n_redirected=fr; user_country=DE' },
      { ...RETURNING, language: 'en' },
      { ...RETURNING, country: 'BE' },
    ];
    for (const headers of variants) {
      const first = await get(listUrl, headers);
      expect(first.headers['x-page-cache'], JSON.stringify(headers)).toBe('miss');
      expect((await get(listUrl, headers)).headers['x-page-cache']).toBe('hit');
    }
    // VAT of the visitor's country: another country, other prices in the same HTML.
    const [fr, de] = await Promise.all([
      get(listUrl, RETURNING),
      get(listUrl, { cookie: 'i18n_redirected=fr; user_country=DE' }),
    ]);
    expect(fr.body.replace(/nonce="[^"]+"/g, '')).not.toBe(de.body.replace(/nonce="[^"]+"/g, ''));
  });

  it('serves first visits from memory too, with the locale cookie their key determines', async () => {
    const url = `${listUrl}&first=1`;
    const first = await get(url);
    const again = await get(url);
    const english = await get(url, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(again.headers['x-page-cache']).toBe('hit');
    for (const response of [first, again])
      expect([response.headers['set-cookie']].flat()).toEqual([
        expect.stringMatching(/^i18n_redirected=fr; Max-Age=31536000;/),
      ]);
    expect(again.body.replace(/nonce="[^"]+"/g, '')).toBe(first.body.replace(/nonce="[^"]+"/g, ''));
    // A returning visitor's copy is another entry, which sets nothing.
    const returning = await get(url, RETURNING);
    expect(returning.headers['x-page-cache']).toBe('miss');
    expect((await get(url, RETURNING)).headers['set-cookie']).toBeUndefined();
    expect(english.statusCode).toBe(200);
  });

  it('never keeps an answer that sets a cookie of its own (a cart)', async () => {
    const store = test.app.inject({
      method: 'GET',
      url: listUrl,
      headers: { cookie: 'order_token=x' },
    });
    expect((await store).headers['x-page-cache']).toBeUndefined();
  });

  it('renders signed-in requests and unknown cookies for themselves', async () => {
    for (const headers of [
      { ...RETURNING, authorization: 'Bearer abcdefghijklmnopqrstuvwxyz' },
      { cookie: 'i18n_redirected=fr; session=abc' },
    ]) {
      for (let i = 0; i < 2; i += 1) {
        const response = await get(listUrl, headers);
        expect(response.statusCode).toBe(200);
        expect(response.headers['x-page-cache']).toBeUndefined();
      }
    }
  });

  it('does not keep other pages, errors or POSTs', async () => {
    const missing = `/c/no-such-category-${Date.now()}`;
    await get(missing, RETURNING);
    const again = await get(missing, RETURNING);
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-page-cache']).toBe('miss');
    const faq = await get('/faq', RETURNING);
    expect(faq.headers['x-page-cache']).toBeUndefined();
    const post = await test.app.inject({ method: 'POST', url: listUrl, headers: RETURNING });
    expect(post.headers['x-page-cache']).toBeUndefined();
  });

  it('is emptied by a catalogue change', async () => {
    await get(listUrl, RETURNING);
    expect((await get(listUrl, RETURNING)).headers['x-page-cache']).toBe('hit');
    const [row] = await test.database.query<{ id: number }>('select id from products limit 1');
    await refreshProductListing(test.database.db, [row!.id]);
    expect((await get(listUrl, RETURNING)).headers['x-page-cache']).toBe('miss');
  });
});
