/**
 * Product lists (GET /api/products and every list page): a list query becomes criteria, the
 * read model answers ids, total and facets in one statement (products.repo.ts), then the page
 * of cards is hydrated (product-cards.service.ts).
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ListQuery, ListQuerySpec } from '../../shared/api-query';
import { validationFailed } from '../../shared/http';
import { pick, type Locale } from '../../shared/locale';
import { runningDealProductIds } from '../promotions';
import { brands } from './brands.tables';
import { activeCategories } from './categories.repo';
import { buildCategoryTree } from './categories.rules';
import { catalogueMemo } from './catalogue-memo';
import { filterCatalogue } from './filter-catalogue';
import type { ProductDto, ProductFacets, ProductListBody } from './products.contract';
import { queryProductList } from './products.repo';
import {
  AVAILABILITIES,
  DISCOUNT_TYPES,
  MAX_PRODUCT_PAGE_SIZE,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
  euros,
  groupFilterValues,
  parsePriceRange,
  searchTerms,
  type Availability,
  type DiscountType,
  type ProductCriteria,
  type ProductSort,
} from './products.rules';
import { priceVariant } from './pricing.rules';

import { imageDto, productCards, type ProductReadContext } from './product-cards.service';

export type { ProductReadContext };

export const PRODUCT_FIELDS = [
  'id',
  'name',
  'slug',
  'reference',
  'brand_id',
  'label_color',
  'label_text',
  'has_new_variant',
  'discount',
  'reviews_avg_stars',
  'reviews_count',
  'price_from_ttc',
  'images',
] as const;

/** Older sort names of the storefront (SPEC §9) mapped to the API's. */
const SORT_ALIASES: Record<string, ProductSort> = {
  sales: 'bestSales',
  reviews: 'bestReviews',
  prices: 'priceAscending',
};

export const productsQuerySpec: ListQuerySpec = {
  includes: ['variant', 'filters', 'reviews', 'reviews.user', 'related', 'images'],
  fields: { products: PRODUCT_FIELDS },
  filters: {
    is_active: 'flag',
    operation: 'int',
    priceRange: 'text',
    search: 'text',
    has_new_variant: 'flag',
    categoriesIds: 'intList',
    categoryId: 'int',
    vehiclesIds: 'intList',
    reviewStars: 'intList',
    filterValuesIds: 'intList',
    availability: { oneOf: AVAILABILITIES },
    brandsIds: 'intList',
    hasDiscountTypes: 'textList',
    ids: 'intList',
  },
  params: { extraData: 'flag', best_variant_and_discount: 'flag' },
  sorts: [...PRODUCT_SORTS, ...Object.keys(SORT_ALIASES)],
  defaultLimit: PRODUCT_PAGE_SIZE,
  maxLimit: MAX_PRODUCT_PAGE_SIZE,
};

/** Turns a parsed list query into criteria, or throws 422 naming each bad parameter. */
export function productCriteria(
  query: ListQuery,
  context: ProductReadContext,
  filterOf: ReadonlyMap<number, number>,
): ProductCriteria & { unknownFilterValues: boolean; operation: number | null } {
  const f = query.filter;
  const errors: Parameters<typeof validationFailed>[0] = {};
  let priceMinCents: number | null = null;
  let priceMaxCents: number | null = null;
  if (typeof f.priceRange === 'string' && f.priceRange !== '') {
    const range = parsePriceRange(f.priceRange);
    if (!range) errors['filter[priceRange]'] = [{ key: 'invalid_price_range' }];
    else ({ minCents: priceMinCents, maxCents: priceMaxCents } = range);
  }
  const discountTypes = (f.hasDiscountTypes as string[] | undefined) ?? [];
  if (discountTypes.some((t) => !(DISCOUNT_TYPES as readonly string[]).includes(t)))
    errors['filter[hasDiscountTypes]'] = [
      { key: 'unknown_value', params: { allowed: DISCOUNT_TYPES.join(', ') } },
    ];
  const stars = (f.reviewStars as number[] | undefined) ?? [];
  if (stars.some((s) => s < 1 || s > 5))
    errors['filter[reviewStars]'] = [
      { key: 'unknown_value', params: { allowed: '1, 2, 3, 4, 5' } },
    ];
  if (Object.keys(errors).length) throw validationFailed(errors);

  const { groups, unknown } = groupFilterValues((f.filterValuesIds as number[]) ?? [], filterOf);
  const [first] = query.sort;
  const sort = first ? (SORT_ALIASES[first.field] ?? (first.field as ProductSort)) : 'popularity';
  return {
    locale: context.locale,
    vatRateBp: context.prices.vatRateBp,
    search: typeof f.search === 'string' ? searchTerms(f.search) : null,
    scopeCategoryId: (f.categoryId as number | undefined) ?? null,
    categoryIds: (f.categoriesIds as number[]) ?? [],
    vehicleIds: (f.vehiclesIds as number[]) ?? [],
    brandIds: (f.brandsIds as number[]) ?? [],
    filterValueGroups: groups,
    reviewStars: stars,
    availability: f.availability ? [f.availability as Availability] : [],
    priceMinCents,
    priceMaxCents,
    hasNewVariant: typeof f.has_new_variant === 'boolean' ? f.has_new_variant : null,
    discountTypes: discountTypes as DiscountType[],
    onlyProductIds: (f.ids as number[] | undefined) ?? null,
    sort: first?.descending && sort === 'priceAscending' ? 'priceDescending' : sort,
    sortExplicit: Boolean(first),
    page: query.page,
    limit: query.limit,
    unknownFilterValues: unknown.length > 0,
    operation: (f.operation as number | undefined) ?? null,
  };
}

/** GET /api/products. */
export async function listProducts(
  db: Db,
  context: ProductReadContext,
  query: ListQuery,
): Promise<ProductListBody> {
  const criteria = productCriteria(query, context, (await filterCatalogue(db)).filterOfValue);
  const withFacets = query.params.extraData === true;
  const empty = (): ProductListBody => ({
    data: [],
    meta: listMeta(0, query),
    ...(withFacets ? { extraData: emptyFacets() } : {}),
  });
  // A search with nothing searchable in it, a filter value that does not exist or a finished
  // operation match nothing: an empty list (with empty facets), not an error.
  const rawSearch = typeof query.filter.search === 'string' ? query.filter.search.trim() : '';
  if ((rawSearch !== '' && !criteria.search) || criteria.unknownFilterValues) return empty();
  // Inactive products are not public: asking for them lists nothing.
  if (query.filter.is_active === false) return empty();
  if (criteria.operation !== null) {
    const dealIds = await runningDealProductIds(db, criteria.operation);
    criteria.onlyProductIds = intersect(criteria.onlyProductIds, dealIds);
  }
  if (criteria.onlyProductIds?.length === 0) return empty();

  const facetCategories = withFacets
    ? await facetCategoryCandidates(db, context.locale, criteria.scopeCategoryId)
    : [];
  const options = {
    facets: withFacets,
    facetCategoryIds: facetCategories.map((c) => c.id),
    typoTolerant: false,
  };
  let result = await queryProductList(db, criteria, options);
  // Nothing found for a search: try again tolerating typos (trigram word similarity).
  if (result.total === 0 && criteria.search)
    result = await queryProductList(db, criteria, { ...options, typoTolerant: true });

  const include = new Set(query.include);
  if (query.params.best_variant_and_discount === true) include.add('variant');
  const cards = await productCards(db, context, result.ids, include);
  const fields = query.fields.products;
  const body: ProductListBody = {
    data: fields ? cards.map((card) => pickFields(card, fields)) : cards,
    meta: listMeta(result.total, query),
  };
  if (withFacets && result.facets)
    body.extraData = await namedFacets(db, context, result.facets, facetCategories);
  return body;
}

function listMeta(total: number, query: Pick<ListQuery, 'page' | 'limit'>) {
  return {
    total,
    page: query.page,
    limit: query.limit,
    last_page: Math.max(1, Math.ceil(total / query.limit)),
  };
}

function intersect(current: number[] | null, next: number[]): number[] {
  if (current === null) return next;
  const keep = new Set(next);
  return current.filter((id) => keep.has(id));
}

function pickFields(card: ProductDto, fields: readonly string[]): ProductDto {
  const keep = new Set([...fields, 'id', 'variant', 'filter_value_products', 'reviews', 'related']);
  return Object.fromEntries(
    Object.entries(card).filter(([key]) => keep.has(key)),
  ) as unknown as ProductDto;
}

function emptyFacets(): ProductFacets {
  return {
    filters: [],
    brands: [],
    reviews: [],
    availability: [],
    categories: [],
    price: { min: 0, max: 0 },
  };
}

/** The categories the sidebar offers: children of the page's category, or the domains. */
/** The category tree of a locale, shared by every list (a few dozen rows). */
const categoryForest = catalogueMemo(async (db, locale) =>
  buildCategoryTree(await activeCategories(db, locale as Locale)),
);

async function facetCategoryCandidates(db: Db, locale: Locale, scopeCategoryId: number | null) {
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

async function namedFacets(
  db: Db,
  context: ProductReadContext,
  raw: NonNullable<Awaited<ReturnType<typeof queryProductList>>['facets']>,
  candidates: Array<{ id: number; name: string; slug: string }>,
): Promise<ProductFacets> {
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
  const vat = (cents: number | null) =>
    euros(
      priceVariant({ priceHtCents: cents ?? 0, discountPercent: 0, dealPercent: 0 }, context.prices)
        .userTtcCents,
    );
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
      .map(([code, count]) => ({
        value: (code === 0 ? 'stock' : 'reorder') as Availability,
        products_count: count,
      }))
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
    price: { min: Math.floor(vat(raw.priceMinHt)), max: Math.ceil(vat(raw.priceMaxHt)) },
  };
}
