/**
 * Every route of the table (src/web/paths.ts) in all six locales, over HTTP on the real app:
 * 200 or its guard redirect, never 404/500, with parameters taken from the seeded data; unknown
 * slugs and locales are 404; the locale cookie and its redirects; SEO tags, sitemap and robots.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDomains, listBrands } from '../../src/modules/catalog';
import { listArticles } from '../../src/modules/content';
import { listActiveDeals } from '../../src/modules/promotions';
import { listBrandVehicles } from '../../src/modules/vehicles';
import { LOCALES, type Locale } from '../../src/shared/locale';
import { ROUTES, href, type RouteName } from '../../src/web/paths';
import { ADMIN_ROUTES } from '../../src/web/route-paths/admin';
import { launchBrowser, watchPage, waitForHydration } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;

/** Real parameters per locale, from the seeded database. */
type Params = Record<string, string | number>;
let samples: Record<Locale, Partial<Record<RouteName, Params | null>>>;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  const db = server.database.db;
  const [brand] = await listBrands(db, { type: 'vehicle', limit: 1 });
  const [vehicle] = await listBrandVehicles(db, brand!.id);
  samples = {} as typeof samples;
  for (const locale of LOCALES) {
    const [domains, articles, products] = await Promise.all([
      listDomains(db, locale),
      listArticles(db, locale),
      server.database.query<{ slug: string }>(
        `select slug from product_translations where locale = $1 order by product_id limit 1`,
        [locale],
      ),
    ]);
    const domain = domains.find((d) => d.children.some((c) => c.children.length > 0))!;
    const category = domain.children.find((c) => c.children.length > 0)!;
    const cars = { slug: brand!.slug, vehicle: vehicle!.slug };
    samples[locale] = {
      'connexion-provider': { provider: 'google' },
      'compte-orders-id': { id: 1 },
      'admin-orders-id': { id: 1 },
      'admin-customers-id': { id: 1 },
      'admin-content-articles-id': { id: 1 },
      'admin-products-id': { id: 1 },
      'admin-promo-codes-id': { id: 1 },
      'admin-customer-service-id': { id: 1 },
      'compte-supports-id': { id: 1 },
      'avis-ecrire': { id: 1 },
      'marques-slug': { slug: brand!.slug },
      'marques-slug-vehicle': cars,
      'marques-slug-vehicle-category': { ...cars, category: domain.slug },
      'c-domain': { domain: domain.slug },
      'c-domain-category': { domain: domain.slug, category: category.slug },
      'c-domain-category-subcategory': {
        domain: domain.slug,
        category: category.slug,
        subcategory: category.children[0]!.slug,
      },
      'p-slug': { slug: products[0]!.slug },
      'articles-slug': { slug: articles[0]!.slug },
    };
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

function get(path: string, cookie?: string) {
  return fetch(server.url + path, {
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
  });
}

function urlOf(name: RouteName, locale: Locale): string {
  const params = samples[locale][name] ?? null;
  return href(name, params as never, locale);
}

/** The account's pages, the review form of a bought line included (signed in only). */
const ACCOUNT = (Object.keys(ROUTES) as RouteName[]).filter(
  (name) =>
    name === 'compte' ||
    name === 'avis-ecrire' ||
    (name.startsWith('compte-') && name !== 'compte-pro'),
);

/** Every back-office page (a GET; leaving an administrator's session is a POST). */
const BACK_OFFICE_IN_ENGLISH: readonly RouteName[] = (
  Object.keys(ADMIN_ROUTES) as RouteName[]
).filter((name) => name !== 'admin-leave');

/** Where a guarded route sends a visitor without session or cart; null = answers 200. */
function guardTarget(name: RouteName, locale: Locale, path: string): string | null {
  // Every back-office page but the invitation (opened by its link, signed in or not).
  const backOffice: readonly RouteName[] = BACK_OFFICE_IN_ENGLISH.filter(
    (n) => n !== 'admin-invitation',
  );
  if (ACCOUNT.includes(name) || backOffice.includes(name)) {
    return `${href('connexion', null, locale)}?${new URLSearchParams({ redirect: path })}`;
  }
  if (name === 'panier-livraison' || name === 'panier-paiement' || name === 'panier-confirmation') {
    return href('panier', null, locale);
  }
  // No social provider is configured in tests: back to the login page, which says so.
  if (name === 'connexion-provider')
    return `${href('connexion', null, locale)}?social_error=unavailable`;
  // Leaving an administrator's session is a POST; a GET changes nothing.
  if (name === 'admin-leave') return href('index', null, locale);
  return null;
}

describe('every route of the table in every locale', () => {
  for (const name of Object.keys(ROUTES) as RouteName[]) {
    it(`${name} answers 200 or its guard redirect in the six locales`, async () => {
      for (const locale of LOCALES) {
        const path = urlOf(name, locale);
        const response = await get(path, `i18n_redirected=${locale}`);
        const target = guardTarget(name, locale, path);
        if (BACK_OFFICE_IN_ENGLISH.includes(name) && locale !== 'fr' && locale !== 'en') {
          // The back office speaks French and English: other languages go to the English page.
          expect(response.status, `${path}`).toBe(301);
          expect(response.headers.get('location'), path).toBe(urlOf(name, 'en'));
        } else if (target) {
          expect(response.status, `${path}`).toBe(302);
          expect(response.headers.get('location'), path).toBe(target);
        } else {
          expect(response.status, `${path}`).toBe(200);
          const body = await response.text();
          if (name === 'sitemap') expect(body, path).toContain('<urlset');
          else expect(body, path).toContain(`<html lang="${locale}"`);
        }
      }
    });
  }

  it('shows a deal by its slug in every locale', async () => {
    for (const locale of LOCALES) {
      const [deal] = await listActiveDeals(server.database.db, locale);
      const response = await get(href('bons-plans', { slug: deal!.slug }, locale));
      expect(response.status, deal!.slug).toBe(200);
      expect(await response.text()).toContain(deal!.title.replace(/'/g, '&#x27;'));
    }
  });
});

describe('not found', () => {
  const unknown: Array<[RouteName, Params]> = [
    ['marques-slug', { slug: 'no-such-brand' }],
    ['marques-slug-vehicle', { slug: 'no-such-brand', vehicle: 'x' }],
    ['c-domain', { domain: 'no-such-domain' }],
    ['c-domain-category', { domain: 'no-such-domain', category: 'x' }],
    ['p-slug', { slug: 'no-such-product-999999999' }],
    ['p-slug', { slug: 'no-id-at-all' }],
    ['articles-slug', { slug: 'no-such-article' }],
    ['bons-plans', { slug: 'no-such-deal' }],
  ];
  for (const [name, params] of unknown) {
    it(`${name} with an unknown slug is a 404 page`, async () => {
      for (const locale of ['fr', 'en'] as const) {
        const response = await get(href(name, params as never, locale));
        expect(response.status).toBe(404);
        expect(await response.text()).toContain(`<html lang="${locale}"`);
      }
    });
  }

  it('a vehicle page with an unknown category is a 404', async () => {
    const params = { ...samples.fr['marques-slug-vehicle'], category: 'no-such-category' };
    expect((await get(href('marques-slug-vehicle-category', params as never, 'fr'))).status).toBe(
      404,
    );
  });

  it('an unknown locale prefix or path is a 404', async () => {
    for (const path of [
      '/xx/anything',
      '/xx',
      '/en/compte',
      '/english',
      '/fr/faq',
      '/de/account',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

describe('locale cookie and redirects (SPEC §2)', () => {
  it('sets i18n_redirected to the URL locale on the first page view, for 365 days', async () => {
    const response = await get('/de/faq');
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('i18n_redirected='));
    expect(cookie).toMatch(/^i18n_redirected=de;/);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    const again = await get('/de/faq', 'i18n_redirected=de');
    expect(again.headers.getSetCookie().some((c) => c.startsWith('i18n_redirected='))).toBe(false);
  });

  it('sends /, /connexion and /compte to the cookie locale (302)', async () => {
    for (const locale of LOCALES.filter((l) => l !== 'fr')) {
      const cookie = `i18n_redirected=${locale}`;
      for (const name of ['index', 'connexion', 'compte'] as const) {
        const response = await get(href(name, null, 'fr'), cookie);
        expect(response.status, `${name} ${locale}`).toBe(302);
        expect(response.headers.get('location')).toBe(href(name, null, locale));
      }
    }
    const query = await get('/connexion?redirect=%2Fcompte', 'i18n_redirected=en');
    expect(query.headers.get('location')).toBe('/en/connexion?redirect=%2Fcompte');
  });

  it('leaves French visitors and other pages alone', async () => {
    expect((await get('/', 'i18n_redirected=fr')).status).toBe(200);
    expect((await get('/')).status).toBe(200);
    expect((await get('/faq', 'i18n_redirected=en')).status).toBe(200);
    expect((await get('/en', 'i18n_redirected=de')).status).toBe(200);
  });
});

describe('SEO', () => {
  /** `<link>` tags of a document as attribute maps. */
  function links(html: string): Array<Record<string, string>> {
    return [...html.matchAll(/<link\b([^>]*)>/g)].map((m) =>
      Object.fromEntries(
        [...m[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1]!.toLowerCase(), a[2]!]),
      ),
    );
  }

  it('gives the home page a canonical URL, six hreflang alternates and x-default', async () => {
    for (const locale of LOCALES) {
      const html = await (await get(href('index', null, locale))).text();
      const tags = links(html);
      expect(tags.find((l) => l.rel === 'canonical')?.href).toBe(
        server.url + href('index', null, locale),
      );
      const alternates = Object.fromEntries(
        tags.filter((l) => l.rel === 'alternate').map((l) => [l.hreflang, l.href]),
      );
      for (const code of LOCALES)
        expect(alternates[code]).toBe(server.url + href('index', null, code));
      expect(alternates['x-default']).toBe(`${server.url}/`);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    }
  });

  it('points an article to its translated slugs', async () => {
    const [fr] = await listArticles(server.database.db, 'fr');
    const html = await (await get(href('articles-slug', { slug: fr!.slug }, 'fr'))).text();
    const english = links(html).find((l) => l.rel === 'alternate' && l.hreflang === 'en')?.href;
    expect(english).toMatch(new RegExp(`^${server.url}/en/news/[a-z0-9-]+$`));
    expect((await get(english!.slice(server.url.length))).status).toBe(200);
  });

  it('marks private pages noindex and uses PUBLIC_URL-independent titles per page', async () => {
    const cart = await (await get('/en/cart')).text();
    expect(cart).toMatch(/<meta name="robots" content="noindex/);
    const faq = await (await get('/en/faq')).text();
    expect(faq).not.toMatch(/name="robots"/);
    expect(faq).toContain('<title>Frequently asked questions | ');
  });

  it('serves a valid sitemap per locale with alternates', async () => {
    const page = await browser.newPage();
    try {
      for (const locale of ['fr', 'en'] as const) {
        const response = await get(href('sitemap', null, locale));
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toContain('application/xml');
        const xml = await response.text();
        const result = await page.evaluate((text) => {
          const doc = new DOMParser().parseFromString(text, 'application/xml');
          if (doc.getElementsByTagName('parsererror').length > 0) return null;
          const urls = [
            ...doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url'),
          ];
          return urls.map((url) => ({
            loc: url.getElementsByTagNameNS(
              'http://www.sitemaps.org/schemas/sitemap/0.9',
              'loc',
            )[0]!.textContent,
            alternates: [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map(
              (link) => link.getAttribute('hreflang'),
            ),
          }));
        }, xml);
        expect(result, 'well-formed XML').not.toBeNull();
        const locs = result!.map((u) => u.loc!);
        expect(locs.length).toBeGreaterThan(300);
        expect(locs).toContain(server.url + href('index', null, locale));
        expect(locs).toContain(server.url + href('faq', null, locale));
        expect(locs.some((l) => l.includes(href('articles', null, locale) + '/'))).toBe(true);
        expect(locs).not.toContain(server.url + href('panier', null, locale));
        expect(new Set(locs).size).toBe(locs.length);
        for (const url of result!) expect(url.alternates).toContain('x-default');
        expect(result![0]!.alternates).toEqual([...LOCALES, 'x-default']);
      }
    } finally {
      await page.close();
    }
  });

  it('answers 200 for every URL of the sitemap (sample)', async () => {
    const xml = await (await get('/en/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    // About 30 URLs spread over the whole sitemap (pages, categories, vehicles, products).
    const step = Math.max(1, Math.ceil(locs.length / 30));
    const sample = locs.filter((_, i) => i % step === 0);
    for (const loc of sample)
      expect((await get(loc.slice(server.url.length))).status, loc).toBe(200);
  });

  it('serves robots.txt: private paths disallowed, compte-pro allowed, six sitemaps', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /compte$');
    expect(text).toContain('Disallow: /compte/');
    expect(text).not.toMatch(/^Disallow: \/compte$/m);
    expect(text).toMatch(/^Disallow: \/panier$/m);
    expect(text).toMatch(/^Disallow: \/en\/account$/m);
    expect(text).toMatch(/^Disallow: \/de\/connexion$/m);
    for (const locale of LOCALES) {
      expect(text).toContain(`Sitemap: ${server.url}${href('sitemap', null, locale)}`);
    }
  });

  it('serves /favicon.ico, which browsers ask for on pages without an icon link', async () => {
    const response = await get('/favicon.ico');
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // ICO header: reserved 0, type 1 (icon), then the number of images.
    expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(bytes[4]).toBeGreaterThan(0);
  });
});

describe('in the browser', () => {
  it('content pages hydrate without errors and client navigation keeps working', async () => {
    const context = await browser.newContext({ baseURL: server.url, locale: 'de-DE' });
    const page = await context.newPage();
    const problems = watchPage(page);
    try {
      for (const path of ['/de/angebote', '/de/artikel', '/de/faq', '/de/gutscheincodes']) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await page.waitForFunction(() =>
          Object.keys(document.querySelector('h1') ?? {}).some((k) => k.startsWith('__react')),
        );
      }
      // A client-side navigation to an article renders it and updates the title.
      await page.goto('/de/artikel');
      await waitForHydration(page, '[data-testid="articles"] a');
      const first = page.locator('[data-testid="articles"] a').first();
      const title = (await first.locator('h2').textContent())!;
      await first.click();
      await expect.poll(() => page.locator('h1').textContent()).toBe(title);
      expect(await page.title()).toContain(title);
      expect(problems.messages).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
