import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray } from './product-listing.repo';

/**
 * `with recursive ancestry(product_id, category_id)`: each product's categories and all their
 * ancestors, for a statement to select from (promo-code scopes, PRO tiers of a category).
 */
export const categoryAncestry = (productIds: readonly number[]) => sql`
    with recursive ancestry(product_id, category_id) as (
      select product_id, category_id from product_categories
       where product_id = any(${intArray(productIds)}::int[])
      union
      select a.product_id, c.parent_id
        from ancestry a join categories c on c.id = a.category_id
       where c.parent_id is not null
    )`;

/**
 * Every category each product is in, with all their ancestors (a promo code for a domain covers
 * its whole subtree), read from the source tables in one statement; a product in no category
 * maps to an empty list.
 */
export async function productCategoryIds(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return result;
  const answer = (await db.execute(sql`
    ${categoryAncestry(productIds)}
    select product_id, array_agg(distinct category_id) as category_ids
      from ancestry group by product_id`)) as unknown as {
    rows: { product_id: number; category_ids: number[] }[];
  };
  for (const row of answer.rows) result.set(Number(row.product_id), row.category_ids.map(Number));
  return result;
}

/** The names, in `locale`, of the categories or products a promo code is for (its message). */
export async function scopeNames(
  db: Db,
  locale: string,
  scope: { categoryIds: readonly number[]; productIds: readonly number[] },
): Promise<string[]> {
  const answer = (await db.execute(sql`
    select name from (
      select t.name, 0 as kind, c.position as rank from category_translations t
        join categories c on c.id = t.category_id
       where t.locale = ${locale} and t.category_id = any(${intArray(scope.categoryIds)}::int[])
      union all
      select name, 1, product_id from product_translations
       where locale = ${locale} and product_id = any(${intArray(scope.productIds)}::int[])
    ) named order by kind, rank, name`)) as unknown as { rows: { name: string }[] };
  return answer.rows.map((row) => row.name);
}
