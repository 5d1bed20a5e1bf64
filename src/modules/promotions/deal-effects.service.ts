/**
 * What running deals do to prices, for the catalogue's reads. A deal's effect is computed when
 * read, from its stored window (`starts_at` ≤ now < `ends_at`) — never stored in the
 * catalogue's read model — so a deal starts and ends on time with no sweep to run, and every
 * list, card and cart agrees with the clock (docs/decisions/024-module-ownership.md).
 */
import { and, eq, gt, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { afterCommit } from '../../db/after-commit';
import { dealsByProduct, type DealScope } from './deal-scope.rules';
import { deals } from './promotions.tables';

/** A deal runs while switched on and `starts_at` ≤ now < `ends_at`. */
export const runningAt = (now: Date) =>
  and(eq(deals.isActive, true), lte(deals.startsAt, now), gt(deals.endsAt, now));

/**
 * The best running deal of a variant as a column of a bigger select (0 without one): the same
 * rule as `dealPercents` (deal-scope.rules.ts), for reads that cannot afford another round trip.
 */
export function activeDealPercentOf(productId: SQLWrapper, variantId: SQLWrapper): SQL<number> {
  return sql<number>`(select coalesce(max(d.discount_percent), 0)::int from ${deals} d
    where d.product_id = ${productId} and (d.variant_id is null or d.variant_id = ${variantId})
      and d.is_active and d.starts_at <= now() and d.ends_at > now())`;
}

/**
 * `product_id`, `variant_id` (null: every variant), `percent`: the best running deal of each
 * product or variant that has one, as a subquery (a `with` of the product-list statement).
 * A variant's deal is the best row of its product whose `variant_id` is null or its own.
 */
export function runningDealPercentsSql(): SQL {
  return sql`select product_id, variant_id, max(discount_percent) as percent from ${deals}
     where is_active and starts_at <= now() and ends_at > now() and product_id is not null
     group by product_id, variant_id`;
}

/**
 * The running deals of the products, grouped by product: read a variant's percent with
 * `dealPercentOfVariant(map.get(productId) ?? [], productId, variantId)`.
 */
export async function dealPercents(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, DealScope[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: deals.productId,
      variantId: deals.variantId,
      percent: deals.discountPercent,
    })
    .from(deals)
    .where(and(inArray(deals.productId, [...productIds]), runningAt(new Date())));
  return dealsByProduct(rows);
}

/** The products of a running deal ("operation"); none when it is not running. */
export async function runningDealProductIds(db: Db, dealId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: deals.productId })
    .from(deals)
    .where(and(eq(deals.id, dealId), runningAt(new Date())));
  return rows.map((r) => r.productId).filter((id): id is number => id !== null);
}

/**
 * Tells the catalogue's caches that prices moved (the API's 30 s response cache, the page
 * caches): the catalogue's `notifyCatalogueChange`, passed in by whoever composes the modules,
 * since the catalogue depends on this module and not the other way round.
 */
export type CatalogueChanged = () => void;

/**
 * Switches a deal on or off. Nothing is stored in the catalogue's read model (deal effects are
 * read live), but answers cached with or without it must go: `catalogueChanged` empties the
 * caches once the caller's transaction has committed. False when there is no such deal.
 */
export async function setDealActive(
  db: Db,
  dealId: number,
  active: boolean,
  catalogueChanged: CatalogueChanged,
): Promise<boolean> {
  const rows = await db
    .update(deals)
    .set({ isActive: active })
    .where(eq(deals.id, dealId))
    .returning({ id: deals.id });
  if (rows.length > 0) afterCommit(db, catalogueChanged);
  return rows.length > 0;
}
