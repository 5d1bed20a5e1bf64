/**
 * What a cart needs to know about its variants, read live (a cart shows today's price and stock,
 * never a copy): names in the reader's language, the reader's price, stock, pictures and the
 * product page. One query whatever the number of lines: every cart request reads it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pick } from '../../shared/locale';
import { imagesFromJson, imagesJsonOf } from '../media';
import { activeDealPercentOf } from '../promotions';
import { imageDto, type ProductReadContext } from './product-cards.service';
import type { ImageDto } from './products.contract';
import { priceVariant, type VariantPrice } from './pricing.rules';
import { productTiers } from './pro-tiers.repo';
import type { ProTier } from './pro-tiers.rules';
import { productTranslations, products, variants, type OutOfStockStatus } from './products.tables';

export interface CartVariant {
  id: number;
  productId: number;
  reference: string;
  name: string;
  /** Orderable: the variant and its product are both active. */
  isActive: boolean;
  price: VariantPrice;
  quantityAvailable: number;
  outOfStockStatus: OutOfStockStatus;
  reorderDelayMin: number | null;
  reorderDelayMax: number | null;
  weightGrams: number;
  /** Workshop fitting per unit excl. tax (SPEC §5); null when the product offers none. */
  assemblyPriceHtCents: number | null;
  product: { id: number; name: string; slug: string; reference: string };
  /** The variant's pictures, else the product's (SPEC §2 fallback order). */
  images: ImageDto[];
  /** The PRO quantity tiers of its product (decision 048); empty for anyone but a PRO. */
  proTiers: ProTier[];
}

export async function cartVariants(
  db: Db,
  context: ProductReadContext,
  variantIds: readonly number[],
): Promise<Map<number, CartVariant>> {
  const result = new Map<number, CartVariant>();
  const ids = [...new Set(variantIds)];
  if (ids.length === 0) return result;
  const rows = await db
    .select({
      variant: variants,
      productActive: products.isActive,
      productReference: products.reference,
      assemblyPriceHtCents: products.assemblyPriceHtCents,
      productName: productTranslations.name,
      productSlug: productTranslations.slug,
      // The variant's own deal or its product's (a deal may be for one variant only).
      dealPercent: activeDealPercentOf(products.id, variants.id),
      // The variant's pictures, else the product's (SPEC §2 fallback order).
      images: sql<unknown>`coalesce(${imagesJsonOf('variant', variants.id)}, ${imagesJsonOf('product', products.id)})`,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(
      productTranslations,
      and(
        eq(productTranslations.productId, products.id),
        eq(productTranslations.locale, context.locale),
      ),
    )
    .where(inArray(variants.id, ids));
  // Only a PRO's cart reads the tiers: consumers pay no extra query.
  const tiers = context.prices.pro
    ? await productTiers(db, [...new Set(rows.map((row) => row.variant.productId))])
    : null;
  for (const { variant: v, ...row } of rows) {
    result.set(v.id, {
      id: v.id,
      productId: v.productId,
      reference: v.reference,
      name: pick(v.name, context.locale),
      isActive: v.isActive && row.productActive,
      price: priceVariant(
        {
          priceHtCents: v.priceHtCents,
          discountPercent: v.discountPercent,
          dealPercent: row.dealPercent,
        },
        context.prices,
      ),
      quantityAvailable: v.quantityAvailable,
      outOfStockStatus: v.outOfStockStatus,
      reorderDelayMin: v.reorderDelayMin,
      reorderDelayMax: v.reorderDelayMax,
      weightGrams: v.weightGrams,
      assemblyPriceHtCents: row.assemblyPriceHtCents,
      product: {
        id: v.productId,
        name: row.productName,
        slug: row.productSlug,
        reference: row.productReference,
      },
      images: imagesFromJson(row.images).map((image) => imageDto(image)),
      proTiers: tiers?.get(v.productId) ?? [],
    });
  }
  return result;
}

type VariantRow = typeof variants.$inferSelect;

export type SaleableVariant = Pick<
  CartVariant,
  | 'id'
  | 'isActive'
  | 'quantityAvailable'
  | 'outOfStockStatus'
  | 'reorderDelayMin'
  | 'reorderDelayMax'
  | 'assemblyPriceHtCents'
>;

/**
 * One variant's sale facts in a single statement: what a cart write checks inside its
 * transaction (one connection runs one statement at a time there, so no parallel reads).
 */
export async function saleableVariant(db: Db, variantId: number): Promise<SaleableVariant | null> {
  const [row] = await db
    .select({
      id: variants.id,
      variantActive: variants.isActive,
      productActive: products.isActive,
      quantityAvailable: variants.quantityAvailable,
      outOfStockStatus: variants.outOfStockStatus,
      reorderDelayMin: variants.reorderDelayMin,
      reorderDelayMax: variants.reorderDelayMax,
      assemblyPriceHtCents: products.assemblyPriceHtCents,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(variants.id, variantId));
  if (!row) return null;
  const { variantActive, productActive, ...rest } = row;
  return { ...rest, isActive: variantActive && productActive };
}

/** Each variant's reference and name in every language (order lines in the back office). */
export async function variantLabels(
  db: Db,
  variantIds: readonly number[],
): Promise<Map<number, { reference: string; name: VariantRow['name'] }>> {
  const ids = [...new Set(variantIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: variants.id, reference: variants.reference, name: variants.name })
    .from(variants)
    .where(inArray(variants.id, ids));
  return new Map(rows.map(({ id, ...label }) => [id, label]));
}

/**
 * Variant ids by reference, compared without regard to case (quick order by reference): the
 * map's keys are the references upper-cased as asked. One query for the whole list; when two
 * references differ only by case, the exact spelling wins, else the lowest id.
 */
export async function variantIdsByReferences(
  db: Db,
  references: readonly string[],
): Promise<Map<string, number>> {
  const keys = [...new Set(references.map((reference) => reference.toUpperCase()))];
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ id: variants.id, reference: variants.reference })
    .from(variants)
    .where(inArray(sql`upper(${variants.reference})`, keys))
    .orderBy(variants.id);
  const found = new Map<string, number>();
  for (const row of rows) {
    const key = row.reference.toUpperCase();
    if (!found.has(key) || row.reference === key) found.set(key, row.id);
  }
  return found;
}

/**
 * The product of each variant, with its name and slug in `locale` (French when missing): what
 * a review, its invitation and the review form name (decision 054). One query.
 */
export async function variantProducts(
  db: Db,
  variantIds: readonly number[],
  locale: string,
): Promise<Map<number, { productId: number; name: string; slug: string }>> {
  const ids = [...new Set(variantIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: variants.id,
      productId: variants.productId,
      locale: productTranslations.locale,
      name: productTranslations.name,
      slug: productTranslations.slug,
    })
    .from(variants)
    .innerJoin(productTranslations, eq(productTranslations.productId, variants.productId))
    .where(and(inArray(variants.id, ids), inArray(productTranslations.locale, [locale, 'fr'])));
  const found = new Map<number, { productId: number; name: string; slug: string }>();
  for (const row of rows)
    if (!found.has(row.id) || row.locale === locale)
      found.set(row.id, { productId: row.productId, name: row.name, slug: row.slug });
  return found;
}
