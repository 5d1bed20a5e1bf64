import type { Database, Db } from '../client';
import {
  images,
  productAssociations,
  productCategories,
  productTranslations,
  productVehicles,
  products,
  reviews,
  variantFilterValues,
  variants,
} from '../schema';
import { insertMany, insertReturningIds } from './batch';
import { type DraftContext, Drafter, type ProductDraft } from './product-draft';
import { type ImageRow, imageRow } from './images-plan';
import { streamFor } from './random';
import { coreRangeItems, coreVehicles, draftCoreProduct } from './core-range';

/** Products drafted and written per transaction: bounded memory whatever the scale. */
export const PRODUCT_CHUNK = 500;
const LINK_STREAM = 2;

export interface ProductIndex {
  /** Database id of product #i. */
  ids: Int32Array;
  /** Leaf category (index into ctx.leaves) of product #i. */
  leafOf: Uint16Array;
}

export interface ProductCounts {
  products: number;
  variants: number;
  reviews: number;
  images: number;
}

async function insertChunk(
  db: Db,
  drafts: ProductDraft[],
  ctx: DraftContext,
  counts: ProductCounts,
): Promise<number[]> {
  const ids = await insertReturningIds(
    db,
    products,
    drafts.map((d) => ({
      brandId: d.brandId,
      reference: d.reference,
      labelColor: d.labelColor,
      labelText: d.labelText,
      hasNewVariant: d.hasNewVariant,
      bumped: d.bumped,
      score: d.score,
      salesCount: d.salesCount,
      assemblyPriceHtCents: d.assemblyPriceHtCents,
      createdAt: d.createdAt,
      updatedAt: d.createdAt,
    })),
  );
  await insertMany(
    db,
    productTranslations,
    drafts.flatMap((d, i) =>
      d.translations.map((t) => ({
        productId: ids[i]!,
        locale: t.locale,
        name: t.name,
        slug: `${t.slugBase}-${ids[i]}`,
        description: t.description,
      })),
    ),
  );
  const variantRows = drafts.flatMap((d, i) =>
    d.variants.map((v, position) => ({
      productId: ids[i]!,
      reference: v.reference,
      name: v.name,
      priceHtCents: v.priceHtCents,
      discountPercent: v.discountPercent,
      quantityAvailable: v.quantityAvailable,
      reorderDelayMin: v.reorderDelayMin,
      reorderDelayMax: v.reorderDelayMax,
      outOfStockStatus: v.outOfStockStatus,
      weightGrams: v.weightGrams,
      isNew: v.isNew,
      position,
      createdAt: d.createdAt,
    })),
  );
  const variantIds = await insertReturningIds(db, variants, variantRows);
  const flatVariants = drafts.flatMap((d) => d.variants);
  await insertMany(
    db,
    variantFilterValues,
    flatVariants.flatMap((v, i) =>
      v.filterValueIds.map((filterValueId) => ({ variantId: variantIds[i]!, filterValueId })),
    ),
  );
  await insertMany(
    db,
    productCategories,
    drafts.map((d, i) => ({
      productId: ids[i]!,
      categoryId: ctx.leaves[d.leafIndex]!.id,
      position: 0,
    })),
  );
  await insertMany(
    db,
    productVehicles,
    drafts.flatMap((d, i) => d.vehicleIds.map((vehicleId) => ({ productId: ids[i]!, vehicleId }))),
  );
  const reviewRows = drafts.flatMap((d, i) => d.reviews.map((r) => ({ productId: ids[i]!, ...r })));
  await insertMany(db, reviews, reviewRows);
  const imageRows: ImageRow[] = [
    ...drafts.flatMap((d, i) =>
      d.images.map((image, position) => imageRow('product', ids[i]!, image, position)),
    ),
    ...flatVariants.map((v, i) => imageRow('variant', variantIds[i]!, v.image)),
  ];
  await insertMany(db, images, imageRows);
  counts.products += drafts.length;
  counts.variants += variantRows.length;
  counts.reviews += reviewRows.length;
  counts.images += imageRows.length;
  return ids;
}

/** Drafts and writes `scale` products, one transaction per chunk. */
export async function seedProducts(
  database: Database,
  ctx: DraftContext,
  scale: number,
  onChunk: (done: number) => void,
): Promise<{ index: ProductIndex; counts: ProductCounts }> {
  const drafter = new Drafter(ctx);
  const index: ProductIndex = { ids: new Int32Array(scale), leafOf: new Uint16Array(scale) };
  const counts: ProductCounts = { products: 0, variants: 0, reviews: 0, images: 0 };
  for (let start = 0; start < scale; start += PRODUCT_CHUNK) {
    const drafts: ProductDraft[] = [];
    for (let i = start; i < Math.min(scale, start + PRODUCT_CHUNK); i++)
      drafts.push(drafter.draft(i));
    const ids = await database.db.transaction(async (tx) =>
      insertChunk(tx as unknown as Db, drafts, ctx, counts),
    );
    drafts.forEach((d, k) => {
      index.ids[d.index] = ids[k]!;
      index.leafOf[d.index] = d.leafIndex;
    });
    onChunk(start + drafts.length);
  }
  return { index, counts };
}

/** 3–6 associated products each: same leaf category first, then same domain, then anything. */
export async function seedAssociations(
  database: Database,
  ctx: DraftContext,
  index: ProductIndex,
  onChunk: (done: number) => void,
): Promise<number> {
  const scale = index.ids.length;
  const byLeaf: number[][] = ctx.leaves.map(() => []);
  const byDomain = new Map<string, number[]>();
  for (let i = 0; i < scale; i++) {
    const leaf = ctx.leaves[index.leafOf[i]!]!;
    byLeaf[index.leafOf[i]!]!.push(i);
    const list = byDomain.get(leaf.domain) ?? [];
    list.push(i);
    byDomain.set(leaf.domain, list);
  }
  let total = 0;
  for (let start = 0; start < scale; start += PRODUCT_CHUNK * 2) {
    const rows: (typeof productAssociations.$inferInsert)[] = [];
    for (let i = start; i < Math.min(scale, start + PRODUCT_CHUNK * 2); i++) {
      const rng = streamFor(LINK_STREAM, i);
      const wanted = rng.int(3, 6);
      const picked = new Set<number>();
      const leaf = ctx.leaves[index.leafOf[i]!]!;
      for (const pool of [byLeaf[index.leafOf[i]!]!, byDomain.get(leaf.domain)!]) {
        for (
          let attempt = 0;
          attempt < wanted * 3 && picked.size < wanted && pool.length > 1;
          attempt++
        ) {
          const other = pool[rng.int(0, pool.length - 1)]!;
          if (other !== i) picked.add(other);
        }
      }
      for (let attempt = 0; attempt < wanted * 3 && picked.size < wanted && scale > 1; attempt++) {
        const other = rng.int(0, scale - 1);
        if (other !== i) picked.add(other);
      }
      [...picked].forEach((other, position) =>
        rows.push({ productId: index.ids[i]!, associatedProductId: index.ids[other]!, position }),
      );
    }
    await database.db.transaction(async (tx) => {
      total += await insertMany(tx as unknown as Db, productAssociations, rows);
    });
    onChunk(Math.min(scale, start + PRODUCT_CHUNK * 2));
  }
  return total;
}

/**
 * Writes the core range (core-range.ts) after the random products, in one transaction, and links
 * each product to the other products made for the same vehicle (what goes with a seat cover).
 */
export async function seedCoreRange(
  database: Database,
  ctx: DraftContext,
): Promise<{ ids: number[]; counts: ProductCounts }> {
  const drafter = new Drafter(ctx);
  const drafts: ProductDraft[] = [];
  const byVehicle: number[][] = [];
  coreVehicles(ctx.vehicles.all).forEach((vehicle, n) => {
    const mine: number[] = [];
    for (const item of coreRangeItems(n)) {
      mine.push(drafts.length);
      drafts.push(draftCoreProduct(drafter, ctx, drafts.length, item, vehicle));
    }
    byVehicle.push(mine);
  });
  const counts: ProductCounts = { products: 0, variants: 0, reviews: 0, images: 0 };
  const ids = await database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const written = await insertChunk(db, drafts, ctx, counts);
    const rows: (typeof productAssociations.$inferInsert)[] = [];
    for (const group of byVehicle)
      for (const k of group)
        group
          .filter((other) => other !== k)
          .slice(0, 6)
          .forEach((other, position) =>
            rows.push({
              productId: written[k]!,
              associatedProductId: written[other]!,
              position,
            }),
          );
    await insertMany(db, productAssociations, rows);
    return written;
  });
  return { ids, counts };
}
