/**
 * The JSON API's amounts: euros with two decimals (SPEC §3), made from the in-process shapes'
 * integer cents here and nowhere else. Field order follows the API's documented order so that
 * answers stay byte-for-byte what they were.
 */
import type { Db } from '../../db/client';
import type { ListQuery, ListQuerySpec } from '../../shared/api-query';
import { validationFailed } from '../../shared/http';
import { centsToEuros } from '../../shared/money';
import type { ProductReadContext } from './product-cards.service';
import type { ProductListCriteria } from './product-list.rules';
import type {
  ProductCard,
  ProductDetail,
  ProductListFacets,
  VariantCard,
} from './product-views.contract';
import type {
  ProductDetailDto,
  ProductDto,
  ProductFacets,
  ProductListBody,
  VariantDto,
} from './products.contract';
import {
  AVAILABILITIES,
  DISCOUNT_TYPES,
  MAX_PRODUCT_PAGE_SIZE,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
  parsePriceRange,
  type Availability,
  type DiscountType,
  type ProductSort,
} from './products.rules';
import { findProducts } from './products.service';

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
  'price_from_ht',
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

/** SPEC §7 parameters of GET /api/products as typed criteria, or a 422 naming each bad one. */
export function productListCriteria(query: ListQuery): ProductListCriteria {
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

  const [first] = query.sort;
  const sort = first ? (SORT_ALIASES[first.field] ?? (first.field as ProductSort)) : null;
  const include = new Set<'variant' | 'filters' | 'reviews' | 'related'>();
  for (const name of query.include)
    if (name === 'variant' || name === 'filters' || name === 'related') include.add(name);
    else if (name === 'reviews' || name === 'reviews.user') include.add('reviews');
  if (query.params.best_variant_and_discount === true) include.add('variant');
  return {
    search: typeof f.search === 'string' ? f.search : null,
    scopeCategoryId: (f.categoryId as number | undefined) ?? null,
    categoryIds: (f.categoriesIds as number[]) ?? [],
    vehicleIds: (f.vehiclesIds as number[]) ?? [],
    brandIds: (f.brandsIds as number[]) ?? [],
    filterValueIds: (f.filterValuesIds as number[]) ?? [],
    reviewStars: stars,
    availability: f.availability ? [f.availability as Availability] : [],
    priceMinCents,
    priceMaxCents,
    hasNewVariant: typeof f.has_new_variant === 'boolean' ? f.has_new_variant : null,
    discountTypes: discountTypes as DiscountType[],
    onlyProductIds: (f.ids as number[] | undefined) ?? null,
    dealId: (f.operation as number | undefined) ?? null,
    // Inactive products are not public: asking for them lists nothing.
    matchesNothing: f.is_active === false,
    sort: first?.descending && sort === 'priceAscending' ? 'priceDescending' : sort,
    page: query.page,
    limit: query.limit,
    facets: query.params.extraData === true,
    include,
  };
}

/** GET /api/products: the wire query through the typed one, answered in the API's envelope. */
export async function listProducts(
  db: Db,
  context: ProductReadContext,
  query: ListQuery,
): Promise<ProductListBody> {
  const page = await findProducts(db, context, productListCriteria(query));
  const fields = query.fields.products;
  const body: ProductListBody = {
    data: page.products.map((card) => {
      const wire = productWire(card);
      return fields ? pickFields(wire, fields) : wire;
    }),
    meta: { total: page.total, page: page.page, limit: page.limit, last_page: page.lastPage },
  };
  if (page.facets) body.extraData = facetsWire(page.facets);
  return body;
}

function pickFields(card: ProductDto, fields: readonly string[]): ProductDto {
  const keep = new Set([...fields, 'id', 'variant', 'filter_value_products', 'reviews', 'related']);
  return Object.fromEntries(
    Object.entries(card).filter(([key]) => keep.has(key)),
  ) as unknown as ProductDto;
}

export function variantWire(v: VariantCard): VariantDto {
  return {
    id: v.id,
    product_id: v.product_id,
    name: v.name,
    reference: v.reference,
    price_ht: centsToEuros(v.price_ht_cents),
    price_ttc: centsToEuros(v.price_ttc_cents),
    user_price_ht: centsToEuros(v.user_price_ht_cents),
    user_price_ttc: centsToEuros(v.user_price_ttc_cents),
    active_discount: v.active_discount,
    original_price_ttc: centsToEuros(v.original_price_ttc_cents),
    original_price_ht: centsToEuros(v.original_price_ht_cents),
    quantity_available: v.quantity_available,
    reorder_delay_min: v.reorder_delay_min,
    reorder_delay_max: v.reorder_delay_max,
    out_of_stock_status: v.out_of_stock_status,
    stock_state: v.stock_state,
    filter_value_ids: v.filter_value_ids,
    images: v.images,
  };
}

/** A card in euros; keys absent from the card (fields picked, includes not asked) stay absent. */
export function productWire(card: ProductCard): ProductDto {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(card)) {
    if (key === 'price_from_ttc_cents') out.price_from_ttc = centsToEuros(value as number);
    else if (key === 'price_from_ht_cents') out.price_from_ht = centsToEuros(value as number);
    else if (key === 'variant') out.variant = variantWire(value as VariantCard);
    else if (key === 'related') out.related = (value as ProductCard[]).map(productWire);
    else out[key] = value;
  }
  return out as unknown as ProductDto;
}

export function productDetailWire(detail: ProductDetail): ProductDetailDto {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(detail)) {
    if (key === 'price_from_ttc_cents') out.price_from_ttc = centsToEuros(value as number);
    else if (key === 'price_from_ht_cents') out.price_from_ht = centsToEuros(value as number);
    else if (key === 'variant') out.variant = variantWire(value as VariantCard);
    else if (key === 'variants') out.variants = (value as VariantCard[]).map(variantWire);
    else if (key === 'assembly_price_ht_cents')
      out.assembly_price_ht = value === null ? null : centsToEuros(value as number);
    else if (key === 'assembly_price_ttc_cents')
      out.assembly_price_ttc = value === null ? null : centsToEuros(value as number);
    else out[key] = value;
  }
  return out as unknown as ProductDetailDto;
}

/** The sidebar's price bounds: whole euros around the cheapest and dearest "from" price. */
export function facetsWire(facets: ProductListFacets): ProductFacets {
  return {
    ...facets,
    price: {
      min: Math.floor(centsToEuros(facets.price.minCents)),
      max: Math.ceil(centsToEuros(facets.price.maxCents)),
    },
  };
}
