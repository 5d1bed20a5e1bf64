/**
 * Product cards and what product pages share with them: a set of products loaded in a handful
 * of batched queries (never one query per product), priced for the reader.
 */
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pick, type Locale } from '../../shared/locale';
import { latestReviews as latestPublishedReviews } from '../reviews';
import { filterCatalogue } from './filter-catalogue.service';
import {
  imageDto,
  loadBundle,
  stripPosition,
  type ProductBundle,
  type ProductReadContext,
} from './product-bundle.service';
import type { FilterValueProductDto, ReviewDto } from './products.contract';
import type { ProductCard } from './product-views.contract';
import { productAssociations } from './products.tables';
import { compareBestVariant } from './variant-choice.rules';

// The batched load moved to product-bundle.service.ts; the pages' services still import it here.
export { imageDto, loadBundle, stripPosition, type ProductReadContext };

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
    price_from_ht_cents: best?.user_price_ht_cents ?? 0,
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
        title: r.title,
        comment: r.comment,
        created_at: r.createdAt.toISOString(),
        user: { name: r.authorName },
        verified_purchase: r.verifiedPurchase,
        purchased_at: r.purchasedAt ? r.purchasedAt.toISOString() : null,
        photos: r.photos,
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
