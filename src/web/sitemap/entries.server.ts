/**
 * What the sitemaps list (sitemap.server.ts): the indexable static pages, the routes kept
 * private, the limits of the sitemaps.org protocol, the plan's shape, and every non-product
 * entry read through module services.
 */
import type { Db } from '../../db/client';
import { listBrands, listCategoryTrails, listVehicleCategoryPairs } from '../../modules/catalog';
import { listArticleSlugs } from '../../modules/content';
import { listDealSlugs } from '../../modules/promotions';
import { listVehicleSlugs } from '../../modules/vehicles';
import type { Locale } from '../../shared/locale';
import { alternates, href, type RouteName } from '../paths';

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
  // The back office: every admin page's path starts with the dashboard's (`/admin`,
  // `/en/admin`…), so its Disallow line covers them all.
  'admin-dashboard',
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

/** What a locale's sitemap holds and how it is cut into parts (`sitemapPlan`). */
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
