/**
 * Product cards and what product pages share with them: a set of products loaded in a handful
 * of batched queries (never one query per product), priced for the reader.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pick, type Locale } from '../../shared/locale';
import { imagesByOwner } from '../media';
import { dealPercents } from '../promotions';
import { latestReviews as latestPublishedReviews } from '../reviews';
import { filterCatalogue } from './filter-catalogue.service';
import { variantFilterValues } from './filters.tables';
import { productListing } from './product-listing.tables';
import type { FilterValueProductDto, ImageDto, ReviewDto } from './products.contract';
import type { ProductCard, VariantCard } from './product-views.contract';
import { priceVariant, type PriceContext } from './pricing.rules';
import { productAssociations, productTranslations, products, variants } from './products.tables';
import { stockState } from './stock.rules';
import { compareBestVariant } from './variant-choice.rules';

export interface ProductReadContext {
  locale: Locale;
  prices: PriceContext;
}

export function imageDto(image: {
  url: string;
  extension: string;
  width: number | null;
  height: number | null;
}): ImageDto {
  return { url: image.url, extension: image.extension, width: image.width, height: image.height };
}

type VariantRow = typeof variants.$inferSelect;

function variantDto(
  v: VariantRow,
  locale: Locale,
  context: ProductReadContext,
  dealPercent: number,
  filterValueIds: number[],
  images: ImageDto[],
): VariantCard {
  const price = priceVariant(
    { priceHtCents: v.priceHtCents, discountPercent: v.discountPercent, dealPercent },
    context.prices,
  );
  return {
    id: v.id,
    product_id: v.productId,
    name: pick(v.name, locale),
    reference: v.reference,
    price_ht_cents: price.htCents,
    price_ttc_cents: price.ttcCents,
    user_price_ht_cents: price.userHtCents,
    user_price_ttc_cents: price.userTtcCents,
    active_discount: price.discountPercent,
    original_price_ttc_cents: price.originalTtcCents,
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
  variants: Map<number, Array<VariantCard & { position: number }>>;
  filterValuesOfVariant: Map<number, number[]>;
  productImages: Map<number, ImageDto[]>;
  deals: Map<number, number>;
}

/** Everything cards and pages need about a set of products, in six batched queries. */
export async function loadBundle(
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
  const byProduct = new Map<number, Array<VariantCard & { position: number }>>();
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

export function stripPosition({
  position: _position,
  ...variant
}: VariantCard & { position: number }): VariantCard {
  return variant;
}

export function cardOf(
  bundle: ProductBundle,
  row: ProductBundle['rows'][number],
  locale: Locale,
): ProductCard {
  const own = [...(bundle.variants.get(row.id) ?? [])].sort(compareBestVariant);
  const best = own[0];
  const from = best?.user_price_ttc_cents ?? 0;
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
    price_from_ttc_cents: from,
    images: bundle.productImages.get(row.id) ?? [],
    ...(best ? { variant: stripPosition(best) } : {}),
  };
}

/** Filter values a product's variants carry, for filters of the given ids (swatches). */
export async function filterValueProducts(
  db: Db,
  locale: Locale,
  bundle: ProductBundle,
  productId: number,
  filterIds: ReadonlySet<number> | null,
): Promise<FilterValueProductDto[]> {
  const own = bundle.variants.get(productId) ?? [];
  const valueIds = [...new Set(own.flatMap((v) => v.filter_value_ids))];
  if (valueIds.length === 0) return [];
  const catalogue = await filterCatalogue(db);
  return valueIds
    .flatMap((id) => {
      const value = catalogue.valueById.get(id);
      const filter = value && catalogue.filterById.get(value.filterId);
      return value && filter ? [{ value, filter }] : [];
    })
    .filter(({ filter }) => !filterIds || filterIds.has(filter.id))
    .sort(
      (a, b) =>
        a.filter.position - b.filter.position ||
        a.value.position - b.value.position ||
        a.value.id - b.value.id,
    )
    .map(({ value, filter }) => {
      const image = catalogue.images.get(value.id)?.[0];
      return {
        id: value.id,
        filter_value: {
          id: value.id,
          filter_id: value.filterId,
          name: pick(value.name, locale),
          color: value.color,
          image: image ? imageDto(image) : null,
        },
        use_images: filter.useImages,
        selectable_variants: own
          .filter((v) => v.filter_value_ids.includes(value.id) && v.stock_state !== 'out_of_stock')
          .map((v) => v.id),
      };
    });
}

/** The `perProduct` latest published reviews of each product, as the API shows them. */
export async function latestReviews(db: Db, productIds: readonly number[], perProduct: number) {
  const byProduct = new Map<number, ReviewDto[]>();
  for (const [productId, list] of await latestPublishedReviews(db, productIds, perProduct))
    byProduct.set(
      productId,
      list.map((r) => ({
        id: r.id,
        stars: r.stars,
        comment: r.comment,
        created_at: r.createdAt.toISOString(),
        user: { name: r.authorName },
      })),
    );
  return byProduct;
}

/** Cards for ids, in the order given; `include` adds variant, swatches, reviews, related. */
export async function productCards(
  db: Db,
  context: ProductReadContext,
  ids: readonly number[],
  include: ReadonlySet<string>,
): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const bundle = await loadBundle(db, context, ids, { activeOnly: true });
  const withReviews = include.has('reviews') || include.has('reviews.user');
  const [cardFilters, reviewsByProduct, related] = await Promise.all([
    include.has('filters')
      ? filterCatalogue(db).then((c) => c.filters.filter((f) => f.showOnProductCard))
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
  const result = new Map<number, ProductCard[]>();
  for (const link of links) {
    const card = byId.get(link.associatedProductId);
    if (card) result.set(link.productId, [...(result.get(link.productId) ?? []), card]);
  }
  return result;
}
