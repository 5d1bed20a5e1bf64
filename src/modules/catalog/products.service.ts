/**
 * Product reads: lists with facets (GET /api/products), cards, the product page, suggestions
 * and variants. Lists resolve to ids through the read model (products.repo.ts), then the page
 * of cards is hydrated with a handful of batched queries — never one query per product.
 */
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ListQuery, ListQuerySpec } from '../../shared/api-query';
import { validationFailed } from '../../shared/http';
import { pick, type Locale } from '../../shared/locale';
import { imagesByOwner } from '../media';
import { deals } from '../promotions/promotions.tables';
import { reviews } from '../reviews/reviews.tables';
import { vehicles } from '../vehicles/vehicles.tables';
import { brands } from './brands.tables';
import { activeCategories } from './categories.repo';
import { buildCategoryTree } from './categories.rules';
import { categoryTranslations, categories } from './categories.tables';
import { filterValues, filters, variantFilterValues } from './filters.tables';
import { productListing } from './product-listing.tables';
import type {
  FilterValueProductDto,
  ImageDto,
  ProductDetailDto,
  ProductDto,
  ProductFacets,
  ProductListBody,
  ReviewDto,
  VariantDto,
} from './products.contract';
import { filterOfValues, queryProductList } from './products.repo';
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
import { priceVariant, type PriceContext } from './pricing.rules';
import {
  productAssociations,
  productCategories,
  productTranslations,
  productVehicles,
  products,
  variants,
} from './products.tables';
import { stockState } from './stock.rules';
import { chooseVariant, compareBestVariant } from './variant-choice.rules';

export { chooseVariant };

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

export interface ProductReadContext {
  locale: Locale;
  prices: PriceContext;
}

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
  const criteria = productCriteria(query, context, await filterOfValues(db));
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
    const dealIds = await dealProductIds(db, criteria.operation);
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

/** Products of an active deal ("operation"). */
async function dealProductIds(db: Db, dealId: number): Promise<number[]> {
  const now = new Date();
  const rows = await db
    .select({ productId: deals.productId })
    .from(deals)
    .where(
      and(
        eq(deals.id, dealId),
        eq(deals.isActive, true),
        lte(deals.startsAt, now),
        gt(deals.endsAt, now),
      ),
    );
  return rows.map((r) => r.productId).filter((id): id is number => id !== null);
}

/** The categories the sidebar offers: children of the page's category, or the domains. */
async function facetCategoryCandidates(db: Db, locale: Locale, scopeCategoryId: number | null) {
  const forest = buildCategoryTree(await activeCategories(db, locale));
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
  const [filterRows, valueRows, brandRows] = await Promise.all([
    db.select().from(filters).orderBy(asc(filters.position), asc(filters.id)),
    valueCounts.size
      ? db
          .select()
          .from(filterValues)
          .where(inArray(filterValues.id, [...valueCounts.keys()]))
          .orderBy(asc(filterValues.position), asc(filterValues.id))
      : Promise.resolve([]),
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
  const images = await imagesByOwner(
    db,
    'filter_value',
    valueRows.map((v) => v.id),
  );
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

function imageDto(image: {
  url: string;
  extension: string;
  width: number | null;
  height: number | null;
}): ImageDto {
  return { url: image.url, extension: image.extension, width: image.width, height: image.height };
}

type VariantRow = typeof variants.$inferSelect;

/** Best active deal per product, percent. */
async function dealPercents(db: Db, productIds: readonly number[]): Promise<Map<number, number>> {
  const result = new Map<number, number>();
  if (productIds.length === 0) return result;
  const now = new Date();
  const rows = await db
    .select({ productId: deals.productId, percent: deals.discountPercent })
    .from(deals)
    .where(
      and(
        inArray(deals.productId, [...productIds]),
        eq(deals.isActive, true),
        lte(deals.startsAt, now),
        gt(deals.endsAt, now),
      ),
    );
  for (const row of rows)
    if (row.productId !== null)
      result.set(row.productId, Math.max(result.get(row.productId) ?? 0, row.percent));
  return result;
}

function variantDto(
  v: VariantRow,
  locale: Locale,
  context: ProductReadContext,
  dealPercent: number,
  filterValueIds: number[],
  images: ImageDto[],
): VariantDto {
  const price = priceVariant(
    { priceHtCents: v.priceHtCents, discountPercent: v.discountPercent, dealPercent },
    context.prices,
  );
  return {
    id: v.id,
    product_id: v.productId,
    name: pick(v.name, locale),
    reference: v.reference,
    price_ht: euros(price.htCents),
    price_ttc: euros(price.ttcCents),
    user_price_ht: euros(price.userHtCents),
    user_price_ttc: euros(price.userTtcCents),
    active_discount: price.discountPercent,
    original_price_ttc: euros(price.originalTtcCents),
    quantity_available: v.quantityAvailable,
    reorder_delay_min: v.reorderDelayMin,
    reorder_delay_max: v.reorderDelayMax,
    out_of_stock_status: v.outOfStockStatus,
    stock_state: stockState(v, 1).state,
    filter_value_ids: filterValueIds,
    images,
  };
}

interface ProductBundle {
  rows: Array<{
    id: number;
    reference: string;
    brandId: number | null;
    labelColor: string | null;
    labelText: Record<string, string> | null;
    hasNewVariant: boolean;
    name: string;
    slug: string;
    description: string;
    reviewsCount: number;
    reviewsAvgStars: string | null;
  }>;
  variants: Map<number, Array<VariantDto & { position: number }>>;
  filterValuesOfVariant: Map<number, number[]>;
  productImages: Map<number, ImageDto[]>;
  deals: Map<number, number>;
}

/** Everything cards and pages need about a set of products, in six batched queries. */
async function loadBundle(
  db: Db,
  context: ProductReadContext,
  ids: readonly number[],
  options: { activeOnly: boolean },
): Promise<ProductBundle> {
  const { locale } = context;
  const list = [...ids];
  const [rows, variantRows, dealMap, productImages] = await Promise.all([
    db
      .select({
        id: products.id,
        reference: products.reference,
        brandId: products.brandId,
        labelColor: products.labelColor,
        labelText: products.labelText,
        hasNewVariant: productListing.hasNewVariant,
        name: productTranslations.name,
        slug: productTranslations.slug,
        description: productTranslations.description,
        reviewsCount: productListing.reviewsCount,
        reviewsAvgStars: productListing.reviewsAvgStars,
      })
      .from(products)
      .innerJoin(productListing, eq(productListing.productId, products.id))
      .innerJoin(
        productTranslations,
        and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale)),
      )
      .where(
        and(
          inArray(products.id, list),
          options.activeOnly ? eq(productListing.isActive, true) : undefined,
        ),
      ),
    db
      .select()
      .from(variants)
      .where(and(inArray(variants.productId, list), eq(variants.isActive, true)))
      .orderBy(asc(variants.position), asc(variants.id)),
    dealPercents(db, list),
    imagesByOwner(db, 'product', list),
  ]);
  const variantIds = variantRows.map((v) => v.id);
  const [links, variantImages] = await Promise.all([
    variantIds.length
      ? db
          .select()
          .from(variantFilterValues)
          .where(inArray(variantFilterValues.variantId, variantIds))
      : Promise.resolve([]),
    imagesByOwner(db, 'variant', variantIds),
  ]);
  const filterValuesOfVariant = new Map<number, number[]>();
  for (const link of links)
    filterValuesOfVariant.set(link.variantId, [
      ...(filterValuesOfVariant.get(link.variantId) ?? []),
      link.filterValueId,
    ]);
  const byProduct = new Map<number, Array<VariantDto & { position: number }>>();
  for (const v of variantRows) {
    const dto = variantDto(
      v,
      locale,
      context,
      dealMap.get(v.productId) ?? 0,
      (filterValuesOfVariant.get(v.id) ?? []).sort((a, b) => a - b),
      (variantImages.get(v.id) ?? []).map(imageDto),
    );
    byProduct.set(v.productId, [
      ...(byProduct.get(v.productId) ?? []),
      { ...dto, position: v.position },
    ]);
  }
  const order = new Map(list.map((id, index) => [id, index]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const imagesOut = new Map<number, ImageDto[]>();
  for (const [id, list] of productImages) imagesOut.set(id, list.map(imageDto));
  return {
    rows: rows as ProductBundle['rows'],
    variants: byProduct,
    filterValuesOfVariant,
    productImages: imagesOut,
    deals: dealMap,
  };
}

function stripPosition({
  position: _position,
  ...variant
}: VariantDto & { position: number }): VariantDto {
  return variant;
}

function cardOf(
  bundle: ProductBundle,
  row: ProductBundle['rows'][number],
  locale: Locale,
): ProductDto {
  const own = [...(bundle.variants.get(row.id) ?? [])].sort(compareBestVariant);
  const best = own[0];
  const from = best?.user_price_ttc ?? 0;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    reference: row.reference,
    brand_id: row.brandId,
    label_color: row.labelColor,
    label_text: row.labelText ? pick(row.labelText as Record<Locale, string>, locale) : null,
    has_new_variant: row.hasNewVariant,
    discount: own.reduce((max, v) => Math.max(max, v.active_discount), 0),
    reviews_avg_stars: row.reviewsAvgStars === null ? null : Number(row.reviewsAvgStars),
    reviews_count: row.reviewsCount,
    price_from_ttc: from,
    images: bundle.productImages.get(row.id) ?? [],
    ...(best ? { variant: stripPosition(best) } : {}),
  };
}

/** Filter values a product's variants carry, for filters of the given ids (swatches). */
async function filterValueProducts(
  db: Db,
  locale: Locale,
  bundle: ProductBundle,
  productId: number,
  filterIds: ReadonlySet<number> | null,
): Promise<FilterValueProductDto[]> {
  const own = bundle.variants.get(productId) ?? [];
  const valueIds = [...new Set(own.flatMap((v) => v.filter_value_ids))];
  if (valueIds.length === 0) return [];
  const [rows, images] = await Promise.all([
    db
      .select({
        id: filterValues.id,
        filterId: filterValues.filterId,
        name: filterValues.name,
        color: filterValues.color,
        position: filterValues.position,
        useImages: filters.useImages,
        filterPosition: filters.position,
      })
      .from(filterValues)
      .innerJoin(filters, eq(filters.id, filterValues.filterId))
      .where(inArray(filterValues.id, valueIds))
      .orderBy(asc(filters.position), asc(filterValues.position), asc(filterValues.id)),
    imagesByOwner(db, 'filter_value', valueIds),
  ]);
  return rows
    .filter((r) => !filterIds || filterIds.has(r.filterId))
    .map((r) => {
      const image = images.get(r.id)?.[0];
      return {
        id: r.id,
        filter_value: {
          id: r.id,
          filter_id: r.filterId,
          name: pick(r.name, locale),
          color: r.color,
          image: image ? imageDto(image) : null,
        },
        use_images: r.useImages,
        selectable_variants: own
          .filter((v) => v.filter_value_ids.includes(r.id) && v.stock_state !== 'out_of_stock')
          .map((v) => v.id),
      };
    });
}

async function latestReviews(db: Db, productIds: readonly number[], perProduct: number) {
  const byProduct = new Map<number, ReviewDto[]>();
  if (productIds.length === 0) return byProduct;
  const ranked = db
    .select({
      id: reviews.id,
      productId: reviews.productId,
      stars: reviews.stars,
      comment: reviews.comment,
      authorName: reviews.authorName,
      createdAt: reviews.createdAt,
      n: sql<number>`row_number() over (partition by ${reviews.productId} order by ${reviews.createdAt} desc, ${reviews.id} desc)`.as(
        'n',
      ),
    })
    .from(reviews)
    .where(and(inArray(reviews.productId, [...productIds]), eq(reviews.isPublished, true)))
    .as('ranked');
  const rows = await db.select().from(ranked).where(lte(ranked.n, perProduct));
  for (const r of rows)
    byProduct.set(r.productId, [
      ...(byProduct.get(r.productId) ?? []),
      {
        id: r.id,
        stars: r.stars,
        comment: r.comment,
        created_at: new Date(r.createdAt).toISOString(),
        user: { name: r.authorName },
      },
    ]);
  for (const list of byProduct.values())
    list.sort((a, b) => b.created_at.localeCompare(a.created_at));
  return byProduct;
}

/** Cards for ids, in the order given; `include` adds variant, swatches, reviews, related. */
export async function productCards(
  db: Db,
  context: ProductReadContext,
  ids: readonly number[],
  include: ReadonlySet<string>,
): Promise<ProductDto[]> {
  if (ids.length === 0) return [];
  const bundle = await loadBundle(db, context, ids, { activeOnly: true });
  const withReviews = include.has('reviews') || include.has('reviews.user');
  const [cardFilters, reviewsByProduct, related] = await Promise.all([
    include.has('filters')
      ? db.select({ id: filters.id }).from(filters).where(eq(filters.showOnProductCard, true))
      : Promise.resolve(null),
    withReviews ? latestReviews(db, ids, 3) : Promise.resolve(null),
    include.has('related') ? relatedProducts(db, context, ids) : Promise.resolve(null),
  ]);
  const cardFilterIds = cardFilters ? new Set(cardFilters.map((f) => f.id)) : null;
  return Promise.all(
    bundle.rows.map(async (row) => {
      const card = cardOf(bundle, row, context.locale);
      if (!include.has('variant')) delete card.variant;
      if (cardFilterIds)
        card.filter_value_products = await filterValueProducts(
          db,
          context.locale,
          bundle,
          row.id,
          cardFilterIds,
        );
      if (reviewsByProduct) card.reviews = reviewsByProduct.get(row.id) ?? [];
      if (related) card.related = related.get(row.id) ?? [];
      return card;
    }),
  );
}

async function relatedProducts(db: Db, context: ProductReadContext, ids: readonly number[]) {
  const links = await db
    .select()
    .from(productAssociations)
    .where(inArray(productAssociations.productId, [...ids]))
    .orderBy(asc(productAssociations.position));
  const cards = await productCards(
    db,
    context,
    [...new Set(links.map((l) => l.associatedProductId))],
    new Set(['variant']),
  );
  const byId = new Map(cards.map((c) => [c.id, c]));
  const result = new Map<number, ProductDto[]>();
  for (const link of links) {
    const card = byId.get(link.associatedProductId);
    if (card) result.set(link.productId, [...(result.get(link.productId) ?? []), card]);
  }
  return result;
}

export const productQuerySpec: ListQuerySpec = {
  includes: productsQuerySpec.includes,
  params: {
    filter_value_products: 'intList',
    current_filter_value_product_id: 'int',
    variant: 'int',
  },
};

/** GET /api/products/{id}: null when the product does not exist or is not on sale. */
export async function getProductDetail(
  db: Db,
  context: ProductReadContext,
  id: number,
  request: {
    variantId?: number;
    selected?: number[];
    chosen?: number;
    include?: ReadonlySet<string>;
  } = {},
): Promise<ProductDetailDto | null> {
  const { locale } = context;
  const bundle = await loadBundle(db, context, [id], { activeOnly: true });
  const row = bundle.rows[0];
  if (!row) return null;
  const card = cardOf(bundle, row, locale);
  const ordered = [...(bundle.variants.get(id) ?? [])].sort(compareBestVariant);
  const chosen = chooseVariant(ordered, request);
  const [slugRows, brand, categoryRows, vehicleRows, filterRows, swatches, reviewsByProduct] =
    await Promise.all([
      db
        .select({ locale: productTranslations.locale, slug: productTranslations.slug })
        .from(productTranslations)
        .where(eq(productTranslations.productId, id)),
      row.brandId === null
        ? Promise.resolve([])
        : db
            .select({ id: brands.id, name: brands.name, slug: brands.slug })
            .from(brands)
            .where(eq(brands.id, row.brandId)),
      db
        .select({
          id: categories.id,
          name: categoryTranslations.name,
          slug: categoryTranslations.slug,
        })
        .from(productCategories)
        .innerJoin(
          categories,
          and(eq(categories.id, productCategories.categoryId), eq(categories.isActive, true)),
        )
        .innerJoin(
          categoryTranslations,
          and(
            eq(categoryTranslations.categoryId, categories.id),
            eq(categoryTranslations.locale, locale),
          ),
        )
        .where(eq(productCategories.productId, id))
        .orderBy(asc(productCategories.position)),
      db
        .select({
          id: vehicles.id,
          name: vehicles.name,
          generation: vehicles.generation,
          yearFrom: vehicles.yearFrom,
          yearTo: vehicles.yearTo,
          slug: vehicles.slug,
          brandSlug: brands.slug,
          brandName: brands.name,
        })
        .from(productVehicles)
        .innerJoin(
          vehicles,
          and(eq(vehicles.id, productVehicles.vehicleId), eq(vehicles.isActive, true)),
        )
        .innerJoin(brands, eq(brands.id, vehicles.brandId))
        .where(eq(productVehicles.productId, id))
        .orderBy(asc(brands.name), asc(vehicles.position))
        .limit(200),
      db.select().from(filters).orderBy(asc(filters.position)),
      filterValueProducts(db, locale, bundle, id, null),
      latestReviews(db, [id], 20),
    ]);
  const usedFilters = new Set(swatches.map((s) => s.filter_value.filter_id));
  return {
    ...card,
    ...(chosen ? { variant: stripPosition(chosen) } : {}),
    description: row.description,
    slugs: Object.fromEntries(slugRows.map((r) => [r.locale, r.slug])),
    brand: brand[0] ?? null,
    categories: categoryRows,
    variants: [...(bundle.variants.get(id) ?? [])]
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map(stripPosition),
    filter_value_products: swatches,
    current_filter_value_product_id: request.chosen ?? null,
    filters: filterRows
      .filter((f) => usedFilters.has(f.id))
      .map((f) => ({
        id: f.id,
        name: pick(f.name, locale),
        use_images: f.useImages,
        images_hide_names: f.imagesHideNames,
      })),
    documentation: [],
    questions: [],
    reviews: reviewsByProduct.get(id) ?? [],
    vehicles: vehicleRows.map((v) => ({
      id: v.id,
      label: `${v.brandName} ${v.name}${v.generation ? ` ${v.generation}` : ''}${
        v.yearFrom ? ` (${v.yearFrom}–${v.yearTo ?? ''})` : ''
      }`,
      brand_slug: v.brandSlug,
      slug: v.slug,
    })),
  };
}

/** GET /api/products/suggestions/{id}: associated products, then popular ones of its category. */
export async function productSuggestions(
  db: Db,
  context: ProductReadContext,
  id: number,
  limit = 12,
): Promise<ProductDto[] | null> {
  const [exists] = await db
    .select({ id: productListing.productId })
    .from(productListing)
    .where(and(eq(productListing.productId, id), eq(productListing.isActive, true)));
  if (!exists) return null;
  const [associated, category] = await Promise.all([
    db
      .select({ id: productAssociations.associatedProductId })
      .from(productAssociations)
      .where(eq(productAssociations.productId, id))
      .orderBy(asc(productAssociations.position)),
    db
      .select({ id: productCategories.categoryId })
      .from(productCategories)
      .where(eq(productCategories.productId, id))
      .orderBy(asc(productCategories.position))
      .limit(1),
  ]);
  const ids = associated.map((a) => a.id);
  if (ids.length < limit && category[0]) {
    const popular = await queryProductList(
      db,
      {
        ...emptyCriteria(context),
        scopeCategoryId: category[0].id,
        limit: limit + ids.length + 1,
      },
      { facets: false, facetCategoryIds: [], typoTolerant: false },
    );
    for (const candidate of popular.ids)
      if (candidate !== id && !ids.includes(candidate)) ids.push(candidate);
  }
  return productCards(
    db,
    context,
    ids.filter((p) => p !== id).slice(0, limit),
    new Set(['variant']),
  );
}

function emptyCriteria(context: ProductReadContext): ProductCriteria {
  return {
    locale: context.locale,
    vatRateBp: context.prices.vatRateBp,
    search: null,
    scopeCategoryId: null,
    categoryIds: [],
    vehicleIds: [],
    brandIds: [],
    filterValueGroups: new Map(),
    reviewStars: [],
    availability: [],
    priceMinCents: null,
    priceMaxCents: null,
    hasNewVariant: null,
    discountTypes: [],
    onlyProductIds: null,
    sort: 'popularity',
    sortExplicit: false,
    page: 1,
    limit: PRODUCT_PAGE_SIZE,
  };
}

export const variantsQuerySpec: ListQuerySpec = {
  filters: { ids: 'intList', product_id: 'int' },
  sorts: ['position', 'id'],
  defaultSort: 'position',
};

/** GET /api/variants: active variants of active products, by ids or product. */
export async function listVariants(db: Db, context: ProductReadContext, query: ListQuery) {
  const ids = query.filter.ids as number[] | undefined;
  const productId = query.filter.product_id as number | undefined;
  if (!ids && productId === undefined)
    throw validationFailed({ 'filter[ids]': [{ key: 'required' }] });
  const rows = await db
    .select({ productId: variants.productId })
    .from(variants)
    .innerJoin(
      productListing,
      and(eq(productListing.productId, variants.productId), eq(productListing.isActive, true)),
    )
    .where(
      and(
        ids ? inArray(variants.id, ids) : undefined,
        productId !== undefined ? eq(variants.productId, productId) : undefined,
        eq(variants.isActive, true),
      ),
    );
  const productIds = [...new Set(rows.map((r) => r.productId))];
  const bundle = productIds.length
    ? await loadBundle(db, context, productIds, { activeOnly: true })
    : null;
  let list = bundle ? [...bundle.variants.values()].flat() : [];
  if (ids) list = list.filter((v) => ids.includes(v.id));
  list.sort((a, b) =>
    query.sort[0]?.field === 'id'
      ? a.id - b.id
      : a.product_id - b.product_id || a.position - b.position || a.id - b.id,
  );
  if (query.sort[0]?.descending) list.reverse();
  const total = list.length;
  const page = list
    .slice((query.page - 1) * query.limit, query.page * query.limit)
    .map(stripPosition);
  return { data: page, total };
}
