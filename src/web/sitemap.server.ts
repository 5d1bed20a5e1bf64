/**
 * The sitemap of each locale (`/sitemap.xml`, `/en/sitemap.xml`…): every indexable URL of that
 * language, each with its language versions (`xhtml:link` alternates + `x-default`). Read
 * through module services only.
 *
 * Order (stable, so a URL stays in its part): static pages, domains/categories/subcategories,
 * brands, vehicle models, vehicle × category pages that list products, articles, deals, then
 * every active product by id. Up to `SITEMAP_MAX_URLS` URLs (and 50 MiB) the sitemap is one
 * `<urlset>`; past that it is a `<sitemapindex>` of numbered parts (`/sitemap/1.xml`,
 * `/en/sitemap/1.xml`…), each within both limits of the sitemaps.org protocol.
 *
 * Products are never all in memory: a part's products are read by keyset on the product id
 * (`productSitemapBatches`), the id where each part starts comes from one counting query
 * (`productSitemapMarks`), and the XML goes straight through gzip. The plan (small sections,
 * product counts), the part boundaries and each gzipped part are kept in the 30 s
 * `context.cached` memo; the index itself needs no product boundary.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { Db } from '../db/client';
import {
  listBrands,
  listCategoryTrails,
  listVehicleCategoryPairs,
  productSitemapBatches,
  productSitemapMarks,
  productSitemapStats,
  type ProductSitemapMarks,
  type ProductSlugStats,
} from '../modules/catalog';
import { listArticleSlugs } from '../modules/content';
import { listDealSlugs } from '../modules/promotions';
import { listVehicleSlugs } from '../modules/vehicles';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../shared/locale';
import { alternates, href, type RouteName } from './paths';

export type SitemapEntry = Partial<Record<Locale, string>>;

/** sitemaps.org: at most 50,000 URLs per file… */
export const SITEMAP_MAX_URLS = 50_000;
/** …and at most 50 MiB uncompressed. */
export const SITEMAP_MAX_BYTES = 52_428_800;

/** Pages without parameters that search engines should see (not account, cart, login…). */
export const INDEXABLE_STATIC: readonly RouteName[] = [
  'index',
  'articles',
  'bons-plans',
  'codes-promo',
  'cartes-cadeaux',
  'compte-pro',
  'faq',
  'contact',
  'cgv',
  'mentions-legales',
  'protection-donnees',
];

/** Route names kept out of search engines (robots.txt `Disallow`, `noindex` on the page). */
export const PRIVATE_ROUTES: readonly RouteName[] = [
  'compte',
  'panier',
  'connexion',
  'inscription',
  'nouveau-mot-de-passe',
  'admin-customers',
  'admin-orders',
];

const CATEGORY_ROUTES = ['c-domain', 'c-domain-category', 'c-domain-category-subcategory'] as const;

/**
 * URLs per sitemap file: 50,000 in production. Tests (and only tests: the variable is read
 * under Vitest) set `SITEMAP_URL_LIMIT` to turn the small test catalogue into an index.
 */
export function sitemapUrlLimit(): number {
  const fromTests = process.env.VITEST ? Number(process.env.SITEMAP_URL_LIMIT) : Number.NaN;
  return Number.isInteger(fromTests) && fromTests > 0 ? fromTests : SITEMAP_MAX_URLS;
}

/** Path of part `n` of a locale's sitemap index: `/sitemap/2.xml`, `/en/sitemap/2.xml`. */
export function sitemapPartPath(locale: Locale, n: number): string {
  return href('sitemap', null, locale).replace(/\.xml$/, `/${n}.xml`);
}

/** Every non-product entry, all locales (a few thousand: kept in memory). */
export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [articles, brands, vehicles, categories, vehicleCategories, deals] = await Promise.all([
    listArticleSlugs(db),
    listBrands(db, { type: 'vehicle', limit: 10_000 }),
    listVehicleSlugs(db),
    listCategoryTrails(db),
    listVehicleCategoryPairs(db),
    listDealSlugs(db),
  ]);
  const entries: SitemapEntry[] = INDEXABLE_STATIC.map((name) => alternates(name as 'index', null));
  for (const category of categories) {
    const depth = Object.values(category.trails)[0]?.length ?? 0;
    const name = CATEGORY_ROUTES[depth - 1];
    if (!name) continue;
    entries.push(
      alternates(name as 'c-domain-category-subcategory', (l) => {
        const trail = category.trails[l];
        return trail ? { domain: trail[0]!, category: trail[1]!, subcategory: trail[2]! } : null;
      }),
    );
  }
  for (const brand of brands) entries.push(alternates('marques-slug', { slug: brand.slug }));
  for (const v of vehicles) {
    entries.push(alternates('marques-slug-vehicle', { slug: v.brand, vehicle: v.vehicle }));
  }
  // Only pairs with products (an empty vehicle × category page is not worth indexing), and only
  // in the languages where the category and all its ancestors are active and translated.
  const trailOf = new Map(categories.map((category) => [category.id, category.trails]));
  for (const pair of vehicleCategories) {
    const trails = trailOf.get(pair.categoryId);
    if (!trails) continue;
    const entry = alternates('marques-slug-vehicle-category', (l) => {
      const slug = trails[l]?.at(-1);
      return slug ? { slug: pair.brand, vehicle: pair.vehicle, category: slug } : null;
    });
    if (Object.keys(entry).length > 0) entries.push(entry);
  }
  for (const article of articles) {
    entries.push(
      alternates('articles-slug', (l) => (article.slugs[l] ? { slug: article.slugs[l] } : null)),
    );
  }
  for (const deal of deals) {
    entries.push(alternates('bons-plans', (l) => (deal.slugs[l] ? { slug: deal.slugs[l] } : null)));
  }
  return entries;
}

// ---------------------------------------------------------------------------------------------
// Plan: what a locale's sitemap holds and how it is cut into parts.

export interface SitemapPlan {
  locale: Locale;
  origin: string;
  /** Unique per plan: the key of its part boundaries and cached parts. */
  stamp: number;
  /** URLs per part: `maxUrls`, or fewer when long URLs would pass `maxBytes`. */
  perPart: number;
  /** The non-product entries of the locale, in order; products follow them. */
  entries: SitemapEntry[];
  /** Active products with a slug in the locale. */
  products: number;
  total: number;
  /** 1: the sitemap is a single urlset; more: an index of that many parts. */
  parts: number;
}

let stamps = 0;

/**
 * How a locale's sitemap is cut: from its small sections and the product counts and longest
 * slugs (`productSitemapStats`, all locales in one query). The largest entry bounds a part's
 * size: measured for the small sections, and for products built from the longest slug of each
 * language (+ a lastmod).
 */
export function sitemapPlan(
  allEntries: SitemapEntry[],
  stats: Partial<Record<Locale, ProductSlugStats>>,
  options: { locale: Locale; origin: string; maxUrls: number; maxBytes: number },
): SitemapPlan {
  const { locale, origin } = options;
  const entries = allEntries.filter((entry) => entry[locale]);
  const xmlOrigin = escapeXml(origin);
  let largest = 0;
  for (const entry of entries) {
    largest = Math.max(largest, Buffer.byteLength(urlXml(xmlOrigin, locale, entry)));
  }
  const products = stats[locale]?.total ?? 0;
  if (products > 0) {
    const widest = alternates('p-slug', (l) => {
      const length = stats[l]?.longestSlug;
      return length ? { slug: 'x'.repeat(length) } : null;
    });
    largest = Math.max(
      largest,
      Buffer.byteLength(urlXml(xmlOrigin, locale, widest, '2000-01-01T00:00:00Z')),
    );
  }
  // 1 % spare: an ASCII character a slug should not have (space, `/`…) still encodes to `%XX`.
  const room = Math.floor(options.maxBytes * 0.99) - URLSET_OPEN.length - URLSET_CLOSE.length;
  const perPart = Math.max(1, Math.min(options.maxUrls, Math.floor(room / Math.max(1, largest))));
  const total = entries.length + products;
  return {
    locale,
    origin,
    stamp: ++stamps,
    perPart,
    entries,
    products,
    total,
    parts: total <= perPart ? 1 : Math.ceil(total / perPart),
  };
}

/**
 * Where each part's products start (product ids at the part boundaries), for a plan with parts:
 * the first boundary past the small sections, then every `perPart` products.
 */
export function sitemapMarks(db: Db, plan: SitemapPlan): Promise<ProductSitemapMarks> {
  const small = plan.entries.length;
  const first = (Math.floor(small / plan.perPart) + 1) * plan.perPart - small;
  return productSitemapMarks(db, plan.locale, first, plan.perPart);
}

// ---------------------------------------------------------------------------------------------
// XML.

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';

function escapeXml(text: string): string {
  if (!/[&<>"']/.test(text)) return text;
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** One `<url>` (ASCII: paths are URL-encoded, so its length is its size in bytes). */
function urlXml(xmlOrigin: string, locale: Locale, entry: SitemapEntry, lastmod?: string): string {
  let xml = `<url><loc>${xmlOrigin}${escapeXml(entry[locale]!)}</loc>`;
  if (lastmod) xml += `<lastmod>${escapeXml(lastmod)}</lastmod>`;
  for (const code of LOCALES) {
    const path = entry[code];
    if (path) {
      xml += `\n<xhtml:link rel="alternate" hreflang="${code}" href="${xmlOrigin}${escapeXml(path)}"/>`;
    }
  }
  const fallback = entry[DEFAULT_LOCALE];
  if (fallback) {
    xml += `\n<xhtml:link rel="alternate" hreflang="x-default" href="${xmlOrigin}${escapeXml(fallback)}"/>`;
  }
  return `${xml}\n</url>\n`;
}

/** `/p/`, `/en/p/`…: a product's path is this prefix + its encoded slug. */
const PRODUCT_PREFIX = Object.fromEntries(
  LOCALES.map((l) => [l, href('p-slug', { slug: 'x' }, l).slice(0, -1)]),
) as Record<Locale, string>;

/**
 * Part `n` (1-based) of a plan as XML chunks (one per batch of URLs), or the whole sitemap when
 * the plan has a single part. Products are read batch by batch between their part's marks.
 */
export async function* sitemapPartXml(
  db: Db,
  plan: SitemapPlan,
  marks: ProductSitemapMarks | null,
  n: number,
): AsyncGenerator<string> {
  const xmlOrigin = escapeXml(plan.origin);
  const small = plan.entries.length;
  const start = (n - 1) * plan.perPart;
  const end = Math.min(n * plan.perPart, plan.total);
  yield URLSET_OPEN;
  for (let at = start; at < Math.min(end, small); at += 1_000) {
    yield plan.entries
      .slice(at, Math.min(at + 1_000, end, small))
      .map((entry) => urlXml(xmlOrigin, plan.locale, entry))
      .join('');
  }
  if (end > small) {
    const from = Math.max(0, start - small);
    const to = end - small;
    // A single part reads every product; the parts of an index start at their marks.
    const fromId = marks ? marks.idAt.get(from) : 0;
    const beforeId = marks && to < plan.products ? (marks.idAt.get(to) ?? null) : null;
    if (fromId !== undefined) {
      const batches = productSitemapBatches(db, plan.locale, { fromId, beforeId, max: to - from });
      for await (const batch of batches) {
        let xml = '';
        for (const product of batch) {
          const entry: SitemapEntry = {};
          for (const code of LOCALES) {
            const slug = product.slugs[code];
            if (slug) entry[code] = PRODUCT_PREFIX[code] + encodeURIComponent(slug);
          }
          xml += urlXml(xmlOrigin, plan.locale, entry, product.lastmod);
        }
        yield xml;
      }
    }
  }
  yield URLSET_CLOSE;
}

export function sitemapIndexXml(plan: SitemapPlan): string {
  const xmlOrigin = escapeXml(plan.origin);
  const parts = Array.from(
    { length: plan.parts },
    (_, i) => `<sitemap><loc>${xmlOrigin}${sitemapPartPath(plan.locale, i + 1)}</loc></sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** Text chunks → one gzip buffer (what is cached: a 50,000-URL part is ~40 MB of XML). */
export async function gzipText(chunks: AsyncIterable<string>): Promise<Buffer> {
  const out: Buffer[] = [];
  await pipeline(Readable.from(chunks), createGzip({ level: 6 }), async (source) => {
    for await (const chunk of source as AsyncIterable<Buffer>) out.push(chunk);
  });
  return Buffer.concat(out);
}

/** A gzip buffer as a stream of its plain bytes (for the rare client without gzip). */
export function gunzipStream(gzip: Buffer): ReadableStream<Uint8Array> {
  return Readable.toWeb(Readable.from([gzip]).pipe(createGunzip())) as ReadableStream<Uint8Array>;
}

// ---------------------------------------------------------------------------------------------
// What the resource route answers.

/** Whether an Accept-Encoding header allows gzip (`gzip` or `*` with a non-zero q). */
export function acceptsGzip(header: string | null): boolean {
  if (!header) return false;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const item of header.split(',')) {
    const [name = '', ...parameters] = item.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name.trim() === 'gzip' || name.trim() === 'x-gzip') gzip = weight;
    else if (name.trim() === '*') any = weight;
  }
  return (gzip ?? any ?? 0) > 0;
}

export interface SitemapContext {
  db: Db;
  /** `context.cached`: the 30 s memo shared by all requests. */
  cached: <T>(key: string, load: () => Promise<T>) => Promise<T>;
}

export type SitemapDocument =
  | { type: 'index'; xml: string; plan: SitemapPlan }
  | { type: 'urlset'; gzip: Buffer; plan: SitemapPlan };

/**
 * A locale's sitemap (`part` null) — a urlset, or an index once past the limits — or one part
 * of its index; null when that part does not exist (a sitemap without an index has no parts).
 */
export async function sitemapDocument(
  context: SitemapContext,
  options: {
    locale: Locale;
    origin: string;
    part: number | null;
    maxUrls?: number;
    maxBytes?: number;
  },
): Promise<SitemapDocument | null> {
  const { db, cached } = context;
  const maxUrls = options.maxUrls ?? sitemapUrlLimit();
  const maxBytes = options.maxBytes ?? SITEMAP_MAX_BYTES;
  const plan = await cached(
    `sitemap:plan:${options.locale}:${options.origin}:${maxUrls}:${maxBytes}`,
    async () => {
      const [entries, stats] = await Promise.all([
        cached('sitemap:entries', () => sitemapEntries(db)),
        cached('sitemap:product-stats', () => productSitemapStats(db)),
      ]);
      return sitemapPlan(entries, stats, {
        locale: options.locale,
        origin: options.origin,
        maxUrls,
        maxBytes,
      });
    },
  );
  let n: number;
  if (options.part === null) {
    if (plan.parts > 1) return { type: 'index', xml: sitemapIndexXml(plan), plan };
    n = 1;
  } else {
    if (plan.parts === 1 || options.part < 1 || options.part > plan.parts) return null;
    n = options.part;
  }
  const gzip = await cached(`sitemap:part:${plan.stamp}:${n}`, async () => {
    const marks =
      plan.parts > 1
        ? await cached(`sitemap:marks:${plan.stamp}`, () => sitemapMarks(db, plan))
        : null;
    return gzipText(sitemapPartXml(db, plan, marks, n));
  });
  return { type: 'urlset', gzip, plan };
}
