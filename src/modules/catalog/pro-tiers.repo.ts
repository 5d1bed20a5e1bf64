/**
 * PRO quantity tiers (decision 048): the editors' reads and writes, and the tiers that apply to
 * products — their own and those of every category they are in, ancestors included (a tier on
 * a domain covers its whole subtree, like a promo code's scope).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categoryAncestry } from './product-categories.repo';
import { intArray } from './product-listing.repo';
import { effectiveTiers, type ProTier } from './pro-tiers.rules';
import { proQuantityTiers } from './pro-tiers.tables';

type Owner = { productId: number } | { categoryId: number };

const ownerColumn = (owner: Owner) =>
  'productId' in owner
    ? eq(proQuantityTiers.productId, owner.productId)
    : eq(proQuantityTiers.categoryId, owner.categoryId);

/** A product's or a category's own tiers, by quantity. */
export async function ownTiers(db: Db, owner: Owner): Promise<ProTier[]> {
  return db
    .select({ minQuantity: proQuantityTiers.minQuantity, percent: proQuantityTiers.percent })
    .from(proQuantityTiers)
    .where(ownerColumn(owner))
    .orderBy(asc(proQuantityTiers.minQuantity));
}

/** Replaces a product's or a category's tiers with these (none = no tier); in the caller's transaction. */
export async function replaceTiers(tx: Db, owner: Owner, tiers: readonly ProTier[]) {
  await tx.delete(proQuantityTiers).where(ownerColumn(owner));
  if (tiers.length === 0) return;
  await tx.insert(proQuantityTiers).values(
    tiers.map((tier) => ({
      ...('productId' in owner ? { productId: owner.productId } : { categoryId: owner.categoryId }),
      minQuantity: tier.minQuantity,
      percent: tier.percent,
    })),
  );
}

/**
 * Each product's effective tiers (its own and its categories', the better at each threshold),
 * in one statement; a product without any maps to an empty list.
 */
export async function productTiers(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, ProTier[]>> {
  const result = new Map<number, ProTier[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return result;
  const answer = (await db.execute(sql`
    ${categoryAncestry(productIds)}
    select t.product_id as product_id, t.min_quantity, t.percent, 'product' as source
      from pro_quantity_tiers t
     where t.product_id = any(${intArray(productIds)}::int[])
    union all
    select a.product_id, t.min_quantity, t.percent, 'category'
      from ancestry a join pro_quantity_tiers t on t.category_id = a.category_id`)) as unknown as {
    rows: { product_id: number; min_quantity: number; percent: number; source: string }[];
  };
  const own = new Map<number, { product: ProTier[]; category: ProTier[] }>();
  for (const row of answer.rows) {
    const id = Number(row.product_id);
    const entry = own.get(id) ?? { product: [], category: [] };
    const tier = { minQuantity: Number(row.min_quantity), percent: Number(row.percent) };
    (row.source === 'product' ? entry.product : entry.category).push(tier);
    own.set(id, entry);
  }
  for (const [id, entry] of own) result.set(id, effectiveTiers(entry.product, entry.category));
  return result;
}
