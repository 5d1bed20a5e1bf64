/**
 * The sitemap resource route (`src/web/routes/sitemap.ts`) on the seeded test catalogue,
 * called as React Router calls it: every product URL in the six locales with its alternates,
 * inactive products left out, well-formed XML, and — with a small URL limit — an index whose
 * parts hold exactly the single sitemap's URLs, in order, without duplicates.
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../src/shared/locale';
import { createReadCache } from '../../../src/server/read-cache';
import { ROUTES, href } from '../../../src/web/paths';
import { ADMIN_ROUTES } from '../../../src/web/route-paths/admin';
import { loader as robotsLoader } from '../../../src/web/routes/robots';
import { loader as sitemapLoader } from '../../../src/web/routes/sitemap';
import {
  acceptsGzip,
  sitemapDocument,
  sitemapPartPath,
  SITEMAP_MAX_URLS,
} from '../../../src/web/sitemap.server';
import { createTestDatabase, type TestDatabase } from '../../support/db';

const ORIGIN = 'http://shop.test';
const XHTML = 'http://www.w3.org/1999/xhtml';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

let test: TestDatabase;
/** A fresh memo per call site that changes data, as the app's 30 s memo would be after expiry. */
let cached = createReadCache();

beforeAll(async () => {
  delete process.env.PUBLIC_URL;
  test = await createTestDatabase();
});

afterAll(async () => {
  await test?.cleanup();
});

afterEach(() => {
  delete process.env.SITEMAP_URL_LIMIT;
});

// ---------------------------------------------------------------------------------------------
// A small XML reader: enough to prove well-formedness (balanced tags, quoted attributes, only
// the five predefined entities or character references, nothing after the root) and to walk
// the tree. No dependency.

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g, (_, entity: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (named[entity]) return named[entity];
    return String.fromCodePoint(
      entity.startsWith('#x') ? parseInt(entity.slice(2), 16) : Number(entity.slice(1)),
    );
  });
}

function checkText(text: string): string {
  if (/<|&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(text)) {
    throw new Error(`bad character data: ${text.slice(0, 80)}`);
  }
  return decode(text);
}

function parseXml(xml: string): XmlElement {
  let at = 0;
  const prolog = /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*/.exec(xml);
  if (!prolog) throw new Error('missing XML declaration');
  at = prolog[0].length;
  const name = '[A-Za-z_][\\w.-]*(?::[A-Za-z_][\\w.-]*)?';
  const tag = new RegExp(`<(/?)(${name})((?:\\s+${name}\\s*=\\s*"[^"<]*")*)\\s*(/?)>`, 'y');
  const attribute = new RegExp(`(${name})\\s*=\\s*"([^"<]*)"`, 'g');
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  while (at < xml.length) {
    const next = xml.indexOf('<', at);
    const text = xml.slice(at, next < 0 ? xml.length : next);
    if (stack.length > 0) stack.at(-1)!.text += checkText(text);
    else if (text.trim() !== '') throw new Error(`text outside the root: ${text.slice(0, 80)}`);
    if (next < 0) break;
    tag.lastIndex = next;
    const match = tag.exec(xml);
    if (!match) throw new Error(`malformed tag at ${next}: ${xml.slice(next, next + 80)}`);
    at = tag.lastIndex;
    const [, closing, tagName, attributeText, selfClosing] = match;
    if (closing) {
      const open = stack.pop();
      if (open?.name !== tagName) throw new Error(`</${tagName}> closes <${open?.name}>`);
      continue;
    }
    if (root && stack.length === 0) throw new Error('a second root element');
    const element: XmlElement = { name: tagName!, attributes: {}, children: [], text: '' };
    for (const [, key, value] of attributeText!.matchAll(attribute)) {
      if (key! in element.attributes) throw new Error(`duplicate attribute ${key}`);
      element.attributes[key!] = checkText(value!);
    }
    if (stack.length > 0) stack.at(-1)!.children.push(element);
    else root = element;
    if (!selfClosing) stack.push(element);
  }
  if (!root || stack.length > 0) throw new Error('unclosed elements');
  return root;
}

interface SitemapUrl {
  loc: string;
  lastmod: string | null;
  /** hreflang → href, in document order. */
  alternates: Array<[string, string]>;
}

/** Throws (cheaper than one `expect` per element on thousands of URLs). */
function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

function readUrlset(xml: string): SitemapUrl[] {
  const root = parseXml(xml);
  expect(root.name).toBe('urlset');
  expect(root.attributes.xmlns).toBe(SITEMAP_NS);
  expect(root.attributes['xmlns:xhtml']).toBe(XHTML);
  return root.children.map((url, i) => {
    check(url.name === 'url', `child ${i} is <${url.name}>`);
    const [loc, ...rest] = url.children;
    check(loc?.name === 'loc', `url ${i} does not start with <loc>`);
    const lastmod = rest[0]?.name === 'lastmod' ? rest.shift() : undefined;
    for (const link of rest) {
      check(
        link.name === 'xhtml:link' && link.attributes.rel === 'alternate',
        `url ${i}: unexpected <${link.name}>`,
      );
    }
    return {
      loc: loc!.text,
      lastmod: lastmod?.text ?? null,
      alternates: rest.map((l) => [l.attributes.hreflang!, l.attributes.href!]),
    };
  });
}

function readIndex(xml: string): string[] {
  const root = parseXml(xml);
  expect(root.name).toBe('sitemapindex');
  expect(root.attributes.xmlns).toBe(SITEMAP_NS);
  return root.children.map((sitemap) => {
    expect(sitemap.name).toBe('sitemap');
    const [loc] = sitemap.children;
    expect(loc?.name).toBe('loc');
    return loc!.text;
  });
}

// ---------------------------------------------------------------------------------------------

/** GET a sitemap path through the route's loader, as React Router would call it. */
async function get(
  path: string,
  headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br' },
): Promise<{ status: number; headers: Headers; text: string }> {
  const part = /\/sitemap\/([^/]+)$/.exec(path)?.[1];
  const response = await sitemapLoader({
    request: new Request(ORIGIN + path, { headers }),
    params: part === undefined ? {} : { part },
    context: { database: test.database, cached },
  } as never);
  const bytes = Buffer.from(await response.arrayBuffer());
  const gzip = response.headers.get('content-encoding') === 'gzip';
  return {
    status: response.status,
    headers: response.headers,
    text: (gzip ? gunzipSync(bytes) : bytes).toString('utf8'),
  };
}

async function urlsOf(path: string): Promise<SitemapUrl[]> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/xml');
  return readUrlset(response.text);
}

/** Active products' slugs per locale, from the database. */
async function activeProducts(): Promise<Map<number, Partial<Record<Locale, string>>>> {
  const rows = await test.database.query<{ id: number; locale: Locale; slug: string }>(
    `select p.id, t.locale, t.slug from products p
       join product_translations t on t.product_id = p.id
      where p.is_active order by p.id`,
  );
  const result = new Map<number, Partial<Record<Locale, string>>>();
  for (const row of rows) {
    const slugs = result.get(row.id) ?? {};
    slugs[row.locale] = row.slug;
    result.set(row.id, slugs);
  }
  return result;
}

const productUrl = (slug: string, locale: Locale) => ORIGIN + href('p-slug', { slug }, locale);

// Thousands of URLs parsed per locale: more than the default 30 s on a busy machine.
describe('the sitemap of each locale', { timeout: 120_000 }, () => {
  it('lists every active product in its language, with its six alternates and lastmod', async () => {
    const products = await activeProducts();
    expect(products.size).toBeGreaterThan(100);
    const updatedAt = new Map(
      (
        await test.database.query<{ id: number; updated_at: Date | string }>(
          'select id, updated_at from products',
        )
      ).map((row) => [Number(row.id), new Date(row.updated_at).toISOString().slice(0, 19) + 'Z']),
    );
    for (const locale of LOCALES) {
      const urls = await urlsOf(href('sitemap', null, locale));
      expect(urls.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
      const byLoc = new Map(urls.map((u) => [u.loc, u]));
      expect(byLoc.size, 'no duplicate <loc>').toBe(urls.length);
      // Every <loc> is a URL of this locale, with itself among its alternates, in locale order
      // and x-default last.
      for (const url of urls) {
        const languages = url.alternates.map(([lang]) => lang);
        check(
          url.alternates.find(([lang]) => lang === locale)?.[1] === url.loc,
          `${url.loc}: not its own ${locale} alternate`,
        );
        check(
          languages.join() ===
            [...LOCALES, 'x-default'].filter((l) => languages.includes(l)).join(),
          `${url.loc}: alternates ${languages.join()}`,
        );
        check(languages.at(-1) === 'x-default', `${url.loc}: no x-default`);
      }
      const productUrls = urls.filter((u) =>
        u.loc.startsWith(ORIGIN + href('p-slug', { slug: 'x' }, locale).slice(0, -1)),
      );
      let expected = 0;
      for (const [id, slugs] of products) {
        if (!slugs[locale]) continue;
        expected++;
        const url = byLoc.get(productUrl(slugs[locale], locale));
        check(url !== undefined, `${locale} ${slugs[locale]} missing`);
        const want = {
          ...Object.fromEntries(
            LOCALES.filter((l) => slugs[l]).map((l) => [l, productUrl(slugs[l]!, l)]),
          ),
          'x-default': productUrl(slugs.fr!, 'fr'),
        };
        check(
          JSON.stringify(Object.fromEntries(url!.alternates)) === JSON.stringify(want),
          `${url!.loc}: alternates ${JSON.stringify(url!.alternates)}`,
        );
        check(
          url!.lastmod === updatedAt.get(id),
          `${url!.loc}: lastmod ${url!.lastmod}, updated ${updatedAt.get(id)}`,
        );
      }
      expect(productUrls).toHaveLength(expected);
      // The other sections are there too.
      for (const loc of [
        href('index', null, locale),
        href('faq', null, locale),
        href('bons-plans', null, locale),
      ]) {
        expect(byLoc.has(ORIGIN + loc), loc).toBe(true);
      }
      expect(byLoc.has(ORIGIN + href('panier', null, locale))).toBe(false);
    }
  });

  it('lists brands, models, categories and only the vehicle × category pages with products', async () => {
    const urls = await urlsOf('/en/sitemap.xml');
    const paths = urls.map((u) => u.loc.slice(ORIGIN.length));
    const [brand] = await test.database.query<{ slug: string }>(
      `select slug from brands where type = 'vehicle' and is_active order by name limit 1`,
    );
    expect(paths).toContain(href('marques-slug', { slug: brand!.slug }, 'en'));
    expect(paths.filter((p) => p.startsWith('/en/c/')).length).toBeGreaterThan(10);
    const models = paths.filter((p) => /^\/en\/brands\/[^/]+\/[^/]+$/.test(p));
    expect(models.length).toBeGreaterThan(100);
    const pairs = paths
      .map((p) => /^\/en\/brands\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(p))
      .filter((m): m is RegExpExecArray => m !== null);
    expect(pairs.length).toBeGreaterThan(0);
    // Each pair has an active product fitting the model in the category or below it…
    const withProducts = await test.database.query<{
      brand: string;
      vehicle: string;
      slug: string;
    }>(
      `with recursive tree (root, id) as (
         select id, id from categories
         union all select tree.root, c.id from tree join categories c on c.parent_id = tree.id
       )
       select distinct b.slug as brand, v.slug as vehicle, ct.slug
         from products p
         join product_vehicles pv on pv.product_id = p.id
         join vehicles v on v.id = pv.vehicle_id
         join brands b on b.id = v.brand_id
         join product_categories pc on pc.product_id = p.id
         join tree on tree.id = pc.category_id
         join category_translations ct on ct.category_id = tree.root and ct.locale = 'en'
        where p.is_active`,
    );
    const allowed = new Set(withProducts.map((r) => `${r.brand}/${r.vehicle}/${r.slug}`));
    for (const [, b, v, c] of pairs)
      expect(allowed.has(`${b}/${v}/${c}`), `${b}/${v}/${c}`).toBe(true);
    // …and a model without any product has no vehicle × category page.
    const [empty] = await test.database.query<{ brand: string; vehicle: string }>(
      `select b.slug as brand, v.slug as vehicle from vehicles v join brands b on b.id = v.brand_id
        where v.is_active and b.is_active
          and not exists (select 1 from product_vehicles pv where pv.vehicle_id = v.id) limit 1`,
    );
    if (empty) {
      const prefix = href(
        'marques-slug-vehicle',
        { slug: empty.brand, vehicle: empty.vehicle },
        'en',
      );
      expect(paths).toContain(prefix);
      expect(paths.some((p) => p.startsWith(`${prefix}/`))).toBe(false);
    }
  });

  it('leaves inactive products out, in every locale and in every alternate', async () => {
    const [product] = await test.database.query<{ id: number }>(
      `select p.id from products p where p.is_active
          and (select count(*) from product_translations t where t.product_id = p.id) = 6
        order by p.id desc limit 1`,
    );
    const slugs = (await activeProducts()).get(product!.id)!;
    await test.database.query('update products set is_active = false where id = $1', [product!.id]);
    cached = createReadCache();
    try {
      for (const locale of LOCALES) {
        const text = (await get(href('sitemap', null, locale))).text;
        expect(text).toContain('<urlset');
        for (const code of LOCALES) expect(text).not.toContain(productUrl(slugs[code]!, code));
      }
    } finally {
      await test.database.query('update products set is_active = true where id = $1', [
        product!.id,
      ]);
      cached = createReadCache();
    }
  });

  it('is not an index below the limit: its parts do not exist', async () => {
    expect((await get('/sitemap/1.xml')).status).toBe(404);
    expect((await get('/en/sitemap/2.xml')).status).toBe(404);
  });

  it('sends gzip to clients that accept it and plain XML to the others', async () => {
    const zipped = await get('/de/sitemap.xml', { 'accept-encoding': 'gzip' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('accept-encoding');
    const plain = await get('/de/sitemap.xml', {});
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toBe(zipped.text);
    expect(acceptsGzip('gzip;q=0, br')).toBe(false);
    expect(acceptsGzip('br;q=1, *;q=0.1')).toBe(true);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('deflate, GZIP')).toBe(true);
  });

  it('keeps the back office out of robots.txt in every language: one Disallow covers each page', async () => {
    const response = robotsLoader({ request: new Request(`${ORIGIN}/robots.txt`) } as never);
    const disallowed = (await response.text())
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    for (const locale of LOCALES) {
      expect(disallowed).toContain(locale === 'fr' ? '/admin' : `/${locale}/admin`);
    }
    const adminPaths = Object.keys(ADMIN_ROUTES).flatMap((name) =>
      Object.values(ROUTES[name as keyof typeof ADMIN_ROUTES].paths),
    );
    const uncovered = adminPaths.filter(
      (path) => !disallowed.some((rule) => !rule.endsWith('$') && path.startsWith(rule)),
    );
    expect(uncovered).toEqual([]);
    // The storefront stays crawlable.
    expect(disallowed.filter((rule) => href('index', null, 'fr').startsWith(rule))).toEqual([]);
  });

  it('keeps robots.txt pointing at the sitemap of every locale', () => {
    const response = robotsLoader({ request: new Request(`${ORIGIN}/robots.txt`) } as never);
    return response.text().then((text) => {
      expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
      for (const locale of LOCALES) {
        expect(text).toContain(`Sitemap: ${ORIGIN}${href('sitemap', null, locale)}`);
      }
    });
  });
});

describe('past the limit: a sitemap index of numbered parts', { timeout: 120_000 }, () => {
  // An odd limit puts part boundaries inside the small sections and inside the products.
  const LIMIT = 97;

  for (const locale of ['fr', 'en', 'pt'] as const) {
    it(`${locale}: the parts hold exactly the single sitemap's URLs, in order, once each`, async () => {
      const single = await urlsOf(href('sitemap', null, locale));
      expect(single.length).toBeGreaterThan(3 * LIMIT);
      process.env.SITEMAP_URL_LIMIT = String(LIMIT);
      const index = await get(href('sitemap', null, locale));
      expect(index.status).toBe(200);
      expect(index.headers.get('content-encoding')).toBeNull();
      const parts = readIndex(index.text);
      expect(parts).toHaveLength(Math.ceil(single.length / LIMIT));
      expect(parts).toEqual(parts.map((_, i) => ORIGIN + sitemapPartPath(locale, i + 1)));
      expect(parts[0]).toBe(
        ORIGIN + (locale === 'fr' ? '/sitemap/1.xml' : `/${locale}/sitemap/1.xml`),
      );
      const merged: SitemapUrl[] = [];
      for (const part of parts) {
        const urls = await urlsOf(part.slice(ORIGIN.length));
        expect(urls.length, part).toBeLessThanOrEqual(LIMIT);
        expect(urls.length, part).toBeGreaterThan(0);
        merged.push(...urls);
      }
      expect(new Set(merged.map((u) => u.loc)).size).toBe(merged.length);
      expect(merged).toEqual(single);
      // Out of range or malformed part numbers are 404.
      const base = href('sitemap', null, locale).replace(/\.xml$/, '');
      for (const bad of [`${parts.length + 1}.xml`, '0.xml', '01.xml', '1', 'x.xml', '1.xml.gz']) {
        expect((await get(`${base}/${bad}`)).status, bad).toBe(404);
      }
    });
  }

  it('makes parts smaller than the URL limit when long URLs would pass the byte limit', async () => {
    const maxBytes = 60_000;
    const context = { db: test.database.db, cached: createReadCache() };
    const index = await sitemapDocument(context, {
      locale: 'es',
      origin: ORIGIN,
      part: null,
      maxUrls: 1_000,
      maxBytes,
    });
    expect(index?.type).toBe('index');
    const { plan } = index!;
    expect(plan.perPart).toBeLessThan(1_000);
    let total = 0;
    for (let n = 1; n <= plan.parts; n++) {
      const part = await sitemapDocument(context, {
        locale: 'es',
        origin: ORIGIN,
        part: n,
        maxUrls: 1_000,
        maxBytes,
      });
      if (part?.type !== 'urlset') throw new Error(`part ${n} missing`);
      const xml = gunzipSync(part.gzip);
      expect(xml.length, `part ${n}`).toBeLessThanOrEqual(maxBytes);
      total += readUrlset(xml.toString('utf8')).length;
    }
    expect(total).toBe(plan.total);
  });
});
