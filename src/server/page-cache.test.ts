import { describe, expect, it } from 'vitest';
import { createPageCache, type PageRequest } from './page-cache';

const NONCE_A = 'AAAAAAAAAAAAAAAAAAAAAA==';
const NONCE_B = 'BBBBBBBBBBBBBBBBBBBBBB==';

const request = (overrides: Partial<PageRequest> = {}): PageRequest => ({
  method: 'GET',
  url: '/c/housses?priceMax=300&sort=priceAscending',
  origin: 'https://shop.test',
  headers: { 'user-agent': 'Mozilla/5.0 Firefox/140.0' },
  cookies: { i18n_redirected: 'fr' },
  locale: 'fr',
  country: 'FR',
  ...overrides,
});

const LOCALE = 'i18n_redirected=fr; Max-Age=31536000; Path=/; SameSite=Lax';
const ok = { status: 200, headers: [['content-type', 'text/html']] as Array<[string, string]> };
const html = (nonce: string) => `<html><script nonce="${nonce}">x</script><p>${nonce}</p></html>`;

describe('page cache keys', () => {
  const cache = createPageCache();
  const key = (overrides: Partial<PageRequest> = {}) => cache.keyOf(request(overrides));

  it('keys list pages in every locale, the home page and searches', () => {
    for (const url of ['/', '/en', '/c/a/b', '/en/c/a/b/c', '/marques/renault', '/de/c/x?q=clio'])
      expect(key({ url }), url).not.toBeNull();
  });

  it('renders everything else for each request', () => {
    for (const url of ['/p/some-product', '/panier', '/compte', '/connexion', '/faq', '/c'])
      expect(key({ url }), url).toBeNull();
    expect(key({ method: 'POST' })).toBeNull();
    expect(key({ method: 'HEAD' })).toBeNull();
  });

  it('treats the same parameters in another order as the same page', () => {
    expect(key({ url: '/c/x?b=1&a=2' })).toBe(key({ url: '/c/x?a=2&b=1' }));
    expect(key({ url: '/c/x?filters=1&filters=2' })).not.toBe(
      key({ url: '/c/x?filters=2&filters=1' }),
    );
  });

  it('separates every input of the render', () => {
    const base = key();
    const variants: Array<Partial<PageRequest>> = [
      { url: '/c/housses?priceMax=200' },
      { origin: 'http://other.test' },
      { locale: 'en' },
      { country: 'DE' },
      { headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } },
      { cookies: {} },
      { cookies: { i18n_redirected: 'en' } },
      { cookies: { i18n_redirected: 'fr', accept_cookies: 'true' } },
      { cookies: { i18n_redirected: 'fr', fonctionnal_cookies: 'true' } },
      { cookies: { i18n_redirected: 'fr', publicity_cookies: 'true' } },
      { cookies: { i18n_redirected: 'fr', user_country: 'BE' } },
      { cookies: { i18n_redirected: 'fr', my_vehicle: '12' } },
    ];
    const keys = new Set([base, ...variants.map((v) => key(v))]);
    expect(keys.size).toBe(variants.length + 1);
  });

  it('bypasses credentials and cookies it does not know', () => {
    expect(key({ headers: { authorization: 'Bearer abcdefghijklmnopq' } })).toBeNull();
    expect(key({ cookies: { i18n_redirected: 'fr', session: 'abc' } })).toBeNull();
    expect(key({ cookies: { cart: '3' } })).toBeNull();
    // Hearts on (decision 055): a visitor with favourites is rendered for themselves.
    expect(key({ cookies: { favorite_token: 'abcdefghijklmnopqrstuvwxyz' } })).toBeNull();
  });

  it('ignores the third-party cookies no server code reads', () => {
    expect(key({ cookies: { i18n_redirected: 'fr', _fbp: 'fb.1.2.3' } })).toBe(key());
    expect(key({ cookies: { i18n_redirected: 'fr', 'crisp-client/session/x': 'y' } })).toBe(key());
  });
});

describe('page cache entries', () => {
  it('answers with the new request nonce, never the one it was rendered with', () => {
    const cache = createPageCache();
    expect(cache.store('k', { ...ok, setCookies: [] }, html(NONCE_A), NONCE_A)).toBe(true);
    const hit = cache.get('k', NONCE_B)!;
    expect(hit.html).toBe(html(NONCE_B));
    expect(hit.html).not.toContain(NONCE_A);
    expect(hit.headers).toEqual([['content-type', 'text/html']]);
  });

  it('keeps only plain 200 answers without personal cookies', () => {
    const cache = createPageCache();
    const page = html(NONCE_A);
    expect(cache.store('a', { ...ok, status: 404, setCookies: [] }, page, NONCE_A)).toBe(false);
    expect(cache.store('b', { ...ok, status: 302, setCookies: [] }, page, NONCE_A)).toBe(false);
    expect(cache.store('c', { ...ok, setCookies: ['x=1'] }, page, NONCE_A)).toBe(false);
    expect(
      cache.store('e', { ...ok, setCookies: [LOCALE, 'order_token=abc; Path=/'] }, page, NONCE_A),
    ).toBe(false);
    expect(cache.store('d', { ...ok, setCookies: [] }, page, 'short')).toBe(false);
    expect(cache.size).toBe(0);
  });

  it("keeps a first visit's answer with its locale cookie, which the key determines", () => {
    const cache = createPageCache();
    expect(cache.store('k', { ...ok, setCookies: [LOCALE] }, html(NONCE_A), NONCE_A)).toBe(true);
    const hit = cache.get('k', NONCE_B)!;
    expect(hit.cookies).toEqual([LOCALE]);
    expect(hit.html).toBe(html(NONCE_B));
    // A returning visitor's copy sets nothing.
    cache.store('r', { ...ok, setCookies: [] }, html(NONCE_A), NONCE_A);
    expect(cache.get('r', NONCE_B)!.cookies).toEqual([]);
  });

  it('keys a first visit apart from a returning one (the locale cookie is in the key)', () => {
    const first = createPageCache().keyOf(request({ cookies: {} }));
    const returning = createPageCache().keyOf(request());
    expect(first).not.toBeNull();
    expect(first).not.toBe(returning);
  });

  it('repeats only the content headers, not per-request ones', () => {
    const cache = createPageCache();
    const headers: Array<[string, string]> = [
      ['content-type', 'text/html'],
      ['x-request-id', 'r1'],
      ['content-security-policy', `script-src 'nonce-${NONCE_A}'`],
    ];
    cache.store('k', { status: 200, headers, setCookies: [] }, 'x', NONCE_A);
    expect(cache.get('k', NONCE_B)!.headers).toEqual([['content-type', 'text/html']]);
  });

  it('is bounded in bytes and emptied by clear()', () => {
    const cache = createPageCache({ maxBytes: 10_000 });
    for (let i = 0; i < 10; i += 1)
      cache.store(`k${i}`, { ...ok, setCookies: [] }, 'x'.repeat(2_000), NONCE_A);
    expect(cache.size).toBeLessThanOrEqual(2);
    expect(cache.get('k9', NONCE_B)).toBeDefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('forgets pages after the time to live', async () => {
    const cache = createPageCache({ ttlMs: 20 });
    cache.store('k', { ...ok, setCookies: [] }, 'x', NONCE_A);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(cache.get('k', NONCE_B)).toBeUndefined();
  });
});
