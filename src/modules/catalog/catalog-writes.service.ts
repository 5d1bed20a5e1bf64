/**
 * The catalogue's writers of what product lists filter, count and sort on (SPEC §4, §9): a
 * variant's price, discount, stock and out-of-stock status, a product switched on or off.
 * Each runs inside the caller's transaction (the back office's) and rebuilds the read model of
 * the touched product before it commits, so the very next list agrees with the change. The
 * database's checks keep the values in range (price ≥ 0, discount 0–90 %, stock ≥ 0).
 * Each answers false when there is no such row (nothing changed).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshListingStock, refreshProductListing } from './product-listing.repo';
import { products, variants, type OutOfStockStatus } from './products.tables';

type VariantChange = Partial<
  Pick<
    typeof variants.$inferInsert,
    | 'priceHtCents'
    | 'discountPercent'
    | 'quantityAvailable'
    | 'outOfStockStatus'
    | 'reorderDelayMin'
    | 'reorderDelayMax'
    | 'isActive'
  >
>;

async function changeVariant(
  tx: Db,
  variantId: number,
  change: VariantChange,
  refresh: (tx: Db, productIds: readonly number[]) => Promise<void> = refreshProductListing,
): Promise<boolean> {
  const [row] = await tx
    .update(variants)
    .set(change)
    .where(eq(variants.id, variantId))
    .returning({ productId: variants.productId });
  if (!row) return false;
  await refresh(tx, [row.productId]);
  return true;
}

/** The variant's price excl. tax, integer cents. */
export function setVariantPrice(tx: Db, variantId: number, priceHtCents: number) {
  return changeVariant(tx, variantId, { priceHtCents });
}

/** The variant's own discount, percent (0 = none). */
export function setVariantDiscount(tx: Db, variantId: number, discountPercent: number) {
  return changeVariant(tx, variantId, { discountPercent });
}

/** The variant's counted stock (a stock-taking; orders move it with takeStock / returnStock). */
export function setVariantStock(tx: Db, variantId: number, quantityAvailable: number) {
  return changeVariant(tx, variantId, { quantityAvailable }, refreshListingStock);
}

/** What happens once the variant's stock is empty, and the reorder delay when reordered. */
export function setVariantOutOfStockStatus(
  tx: Db,
  variantId: number,
  status: OutOfStockStatus,
  reorderDelay: { min: number | null; max: number | null } = { min: null, max: null },
) {
  return changeVariant(tx, variantId, {
    outOfStockStatus: status,
    reorderDelayMin: reorderDelay.min,
    reorderDelayMax: reorderDelay.max,
  });
}

/** A variant offered for sale or withdrawn. */
export function setVariantActive(tx: Db, variantId: number, active: boolean) {
  return changeVariant(tx, variantId, { isActive: active });
}

/** A product offered for sale or withdrawn (its page, lists and suggestions follow). */
export async function setProductActive(
  tx: Db,
  productId: number,
  active: boolean,
): Promise<boolean> {
  const [row] = await tx
    .update(products)
    .set({ isActive: active, updatedAt: sql`now()` })
    .where(eq(products.id, productId))
    .returning({ id: products.id });
  if (!row) return false;
  await refreshProductListing(tx, [row.id]);
  return true;
}
