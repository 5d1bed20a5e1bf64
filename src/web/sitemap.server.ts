/**
 * What the sitemap lists: every indexable page as its set of language versions (alternates).
 * Sections grow with the shop: products join when the catalogue issue lands (add a section
 * here). Read through module services only.
 */
import type { Db } from '../db/client';
import { listBrands, listCategoryTrails } from '../modules/catalog';
import { listArticleSlugs } from '../modules/content';
import { listDealSlugs } from '../modules/promotions';
import { listVehicleSlugs } from '../modules/vehicles';
import type { Locale } from '../shared/locale';
import { alternates, type RouteName } from './paths';

export type SitemapEntry = Partial<Record<Locale, string>>;

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
];

const CATEGORY_ROUTES = ['c-domain', 'c-domain-category', 'c-domain-category-subcategory'] as const;

export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [articles, brands, vehicles, categories, deals] = await Promise.all([
    listArticleSlugs(db),
    listBrands(db, { type: 'vehicle', limit: 10_000 }),
    listVehicleSlugs(db),
    listCategoryTrails(db),
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
