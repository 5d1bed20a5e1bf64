/**
 * The filter sidebar of a product list: the raw counts of products.repo.ts named in the
 * reader's language, with the price bounds in integer cents incl. the reader's VAT.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pick, type Locale } from '../../shared/locale';
import { brands } from './brands.tables';
import { activeCategories } from './categories.repo';
import { buildCategoryTree } from './categories.rules';
import { catalogueMemo } from './catalogue-memo.service';
import { filterCatalogue } from './filter-catalogue.service';
import { imageDto, type ProductReadContext } from './product-cards.service';
import type { ProductListFacets } from './product-views.contract';
import type { queryProductList } from './products.repo';
import { listAvailabilityOf } from './stock.rules';
import { priceVariant } from './pricing.rules';

export function emptyFacets(): ProductListFacets {
  return {
    filters: [],
    brands: [],
    reviews: [],
    availability: [],
    categories: [],
    price: { minCents: 0, maxCents: 0 },
  };
}

/** The category tree of a locale, shared by every list (a few dozen rows). */
const categoryForest = catalogueMemo(async (db, locale) =>
  buildCategoryTree(await activeCategories(db, locale as Locale)),
);

/** The categories the sidebar offers: children of the page's category, or the domains. */
export async function facetCategoryCandidates(
  db: Db,
  locale: Locale,
  scopeCategoryId: number | null,
) {
  const forest = await categoryForest(db, locale);
  if (scopeCategoryId === null) return forest;
  const find = (list: typeof forest): (typeof forest)[number] | undefined => {
    for (const node of list) {
      if (node.id === scopeCategoryId) return node;
      const below = find(node.children);
      if (below) return below;
    }
    return undefined;
  };
  return find(forest)?.children ?? [];
}

const FACET_LIST_LIMIT = 16; // SPEC §9: lists show at most 16 categories and filters

export async function namedFacets(
  db: Db,
  context: ProductReadContext,
  raw: NonNullable<Awaited<ReturnType<typeof queryProductList>>['facets']>,
  candidates: Array<{ id: number; name: string; slug: string }>,
): Promise<ProductListFacets> {
  const { locale } = context;
  const valueCounts = new Map(raw.filterValues);
  const [catalogue, brandRows] = await Promise.all([
    filterCatalogue(db),
    raw.brands.length
      ? db
          .select({ id: brands.id, name: brands.name, slug: brands.slug })
          .from(brands)
          .where(
            inArray(
              brands.id,
              raw.brands.map(([id]) => id),
            ),
          )
      : Promise.resolve([]),
  ]);
  const filterRows = catalogue.filters;
  const valueRows = catalogue.values.filter((v) => valueCounts.has(v.id));
  const images = catalogue.images;
  const brandCounts = new Map(raw.brands);
  const categoryCounts = new Map(raw.categories);
  // The reader's price of a "from" price excl. tax: what the cards of those products show
  // (excl. tax for a PRO, decision 048 — the bounds they type are read the same way).
  const readerTtc = (cents: number | null) => {
    const price = priceVariant(
      { priceHtCents: cents ?? 0, discountPercent: 0, dealPercent: 0 },
      context.prices,
    );
    return context.prices.pro ? price.userHtCents : price.userTtcCents;
  };
  return {
    filters: filterRows
      .map((f) => ({
        id: f.id,
        name: pick(f.name, locale),
        filter_type_id: f.filterTypeId,
        use_images: f.useImages,
        images_hide_names: f.imagesHideNames,
        starts_opened: f.startsOpened,
        filter_values: valueRows
          .filter((v) => v.filterId === f.id)
          .map((v) => {
            const image = images.get(v.id)?.[0];
            return {
              id: v.id,
              name: pick(v.name, locale),
              color: v.color,
              numeric_value: v.numericValue === null ? null : Number(v.numericValue),
              image: image ? imageDto(image) : null,
              products_count: valueCounts.get(v.id) ?? 0,
            };
          }),
      }))
      .filter((f) => f.filter_values.length > 0)
      .slice(0, FACET_LIST_LIMIT),
    brands: brandRows
      .map((b) => ({ ...b, products_count: brandCounts.get(b.id) ?? 0 }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    reviews: raw.stars
      .map(([stars, count]) => ({ stars, products_count: count }))
      .sort((a, b) => b.stars - a.stars),
    availability: raw.availability
      .flatMap(([code, count]) => {
        const value = listAvailabilityOf(code);
        return value ? [{ value, products_count: count }] : [];
      })
      .sort((a, b) => a.value.localeCompare(b.value)),
    categories: candidates
      .filter((c) => categoryCounts.has(c.id))
      .slice(0, FACET_LIST_LIMIT)
      .map((c) => ({
        id: c.id,
        name: c.name,
        slug: c.slug,
        products_count: categoryCounts.get(c.id)!,
      })),
    price: { minCents: readerTtc(raw.priceMinHt), maxCents: readerTtc(raw.priceMaxHt) },
  };
}
