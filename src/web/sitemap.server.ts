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
import type { Db } from '../db/client';
import {
  productSitemapMarks,
  productSitemapStats,
  type ProductSitemapMarks,
  type ProductSlugStats,
} from '../modules/catalog';
import type { Locale } from '../shared/locale';
import { alternates } from './paths';
import {
  SITEMAP_MAX_BYTES,
  sitemapEntries,
  sitemapUrlLimit,
  type SitemapEntry,
  type SitemapPlan,
} from './sitemap/entries.server';
import {
  URLSET_CLOSE,
  URLSET_OPEN,
  escapeXml,
  gzipText,
  sitemapIndexXml,
  sitemapPartXml,
  urlXml,
} from './sitemap/xml.server';

// What is listed (sitemap/entries.server.ts) and the XML (sitemap/xml.server.ts) live apart;
// everything stays importable from here.
export {
  INDEXABLE_STATIC,
  PRIVATE_ROUTES,
  SITEMAP_MAX_BYTES,
  SITEMAP_MAX_URLS,
  sitemapEntries,
  sitemapPartPath,
  sitemapUrlLimit,
  type SitemapEntry,
  type SitemapPlan,
} from './sitemap/entries.server';
export { gunzipStream, gzipText, sitemapIndexXml, sitemapPartXml } from './sitemap/xml.server';

// ---------------------------------------------------------------------------------------------
// Plan: how a locale's sitemap is cut into parts.

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
