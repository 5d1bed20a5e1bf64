/**
 * The batched load behind product cards and pages: a set of products, their active variants
 * priced for the reader, filter values, pictures and deals, in six queries whatever the count.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pick, type Locale } from '../../shared/locale';
import { imagesByOwner } from '../media';
import { dealPercentOfVariant, dealPercents, type DealScope } from '../promotions';
import { variantFilterValues } from './filters.tables';
import { productListing } from './product-listing.tables';
import type { ImageDto } from './products.contract';
import type { VariantCard } from './product-views.contract';
import { priceVariant, type PriceContext } from './pricing.rules';
import { productTranslations, products, variants } from './products.tables';
import { stockState } from './stock.rules';

export interface ProductReadContext {
  locale: Locale;
  prices: PriceContext;
}

export function imageDto(
  image: {
    url: string;
    extension: string;
    width: number | null;
    height: number | null;
    alt?: Partial<Record<Locale, string>>;
  },
  locale?: Locale,
): ImageDto {
  const alt = locale ? image.alt?.[locale] : undefined;
  return {
    url: image.url,
    extension: image.extension,
    width: image.width,
    height: image.height,
    ...(alt ? { alt } : {}),
  };
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
    original_price_ht_cents: price.originalHtCents,
    quantity_available: v.quantityAvailable,
    reorder_delay_min: v.reorderDelayMin,
    reorder_delay_max: v.reorderDelayMax,
    out_of_stock_status: v.outOfStockStatus,
    stock_state: stockState(v, 1).state,
    filter_value_ids: filterValueIds,
    images,
  };
}

export interface ProductBundle {
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
  /** The running deals of each product (a deal may be for one variant only). */
  deals: Map<number, DealScope[]>;
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
      dealPercentOfVariant(dealMap.get(v.productId) ?? [], v.productId, v.id),
      (filterValuesOfVariant.get(v.id) ?? []).sort((a, b) => a - b),
      (variantImages.get(v.id) ?? []).map((image) => imageDto(image, locale)),
    );
    byProduct.set(v.productId, [
      ...(byProduct.get(v.productId) ?? []),
      { ...dto, position: v.position },
    ]);
  }
  const order = new Map(list.map((id, index) => [id, index]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const imagesOut = new Map<number, ImageDto[]>();
  for (const [id, list] of productImages)
    imagesOut.set(
      id,
      list.map((image) => imageDto(image, locale)),
    );
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
