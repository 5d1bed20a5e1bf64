/**
 * How many products each category's page lists, optionally for given vehicles: what decides
 * which category chips a page shows (categories.rules.ts `chipsWithProducts`). Same conditions
 * as the product list itself (products.repo.ts): active listing rows, the category or one of its
 * descendants (category_ids holds the ancestors), any of the vehicles.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chipsWithProducts } from './categories.rules';
import { intArray } from './product-listing.repo';

export async function productCountsByCategory(
  db: Db,
  categoryIds: readonly number[],
  scope: { vehicleIds?: readonly number[] } = {},
): Promise<Map<number, number>> {
  if (categoryIds.length === 0) return new Map();
  const vehicles = scope.vehicleIds?.length
    ? sql`and l.vehicle_ids && ${intArray(scope.vehicleIds)}::int[]`
    : sql``;
  const result = (await db.execute(sql`
    select c.id, count(l.product_id)::int as n
      from unnest(${intArray(categoryIds)}::int[]) as c(id)
      join product_listing l on l.is_active and l.category_ids @> array[c.id] ${vehicles}
     group by c.id`)) as unknown as { rows: Array<{ id: number; n: number }> };
  return new Map(result.rows.map((r) => [Number(r.id), Number(r.n)]));
}

/** `chips` without those whose page would list no product (for the vehicles, if given). */
export async function categoryChipsWithProducts<T extends { id: number }>(
  db: Db,
  chips: readonly T[],
  scope: { vehicleIds?: readonly number[] } = {},
): Promise<T[]> {
  const counts = await productCountsByCategory(
    db,
    chips.map((c) => c.id),
    scope,
  );
  return chipsWithProducts(chips, counts);
}
