/**
 * SQL for the sitemap's catalogue sections: active products with a slug in a language, read by
 * keyset on the product id (never the whole catalogue at once), and the vehicle × category pairs
 * that have products. Both drivers answer raw SQL with `{ rows }`.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

type Rows<T> = { rows: T[] };

/**
 * Active products with a slug in `locale`, in id order: their count and the ids at the given
 * positions (0-based) of that order (`k = 0` and `k = first + j × every`, the first product of
 * every sitemap part). One pass over the products index, a few rows out.
 */
export async function productKeysetMarks(
  db: Db,
  locale: string,
  first: number,
  every: number,
): Promise<{ total: number; marks: Array<{ position: number; id: number }> }> {
  const result = (await db.execute(sql`
    select s.position, s.id, s.total
      from (select p.id,
                   (row_number() over (order by p.id) - 1)::int as position,
                   (count(*) over ())::int as total
              from products p
              join product_translations t on t.product_id = p.id and t.locale = ${locale}
             where p.is_active) s
     where s.position = 0
        or (s.position >= ${first} and (s.position - ${first}) % ${every} = 0)
     order by s.position`)) as unknown as Rows<{ position: number; id: number; total: number }>;
  return {
    total: result.rows.length > 0 ? Number(result.rows[0]!.total) : 0,
    marks: result.rows.map((row) => ({ position: Number(row.position), id: Number(row.id) })),
  };
}

/**
 * Per locale: how many active products have a slug there, and the longest slug as an upper
 * bound of its URL-encoded length (a slug with a character outside ASCII counts three per byte,
 * `%XX`; seeded and slugified slugs are plain ASCII). One pass over the translations, no regex:
 * a regular expression per row tripled the cost.
 */
export async function productSlugStats(
  db: Db,
): Promise<Array<{ locale: string; total: number; longest: number }>> {
  const result = (await db.execute(sql`
    select t.locale, count(*)::int as total,
           max(case when octet_length(t.slug) = char_length(t.slug) then octet_length(t.slug)
                    else 3 * octet_length(t.slug) end)::int as longest
      from products p
      join product_translations t on t.product_id = p.id
     where p.is_active
     group by t.locale`)) as unknown as Rows<{ locale: string; total: number; longest: number }>;
  return result.rows.map((row) => ({
    locale: row.locale,
    total: Number(row.total),
    longest: Number(row.longest),
  }));
}

export interface ProductSitemapRow {
  id: number;
  /** `products.updated_at` as a W3C datetime to the second, UTC (`2025-03-01T10:20:30Z`). */
  lastmod: string;
  /** The product's slug in every locale it is translated into. */
  slugs: Record<string, string>;
}

/**
 * Up to `limit` active products with a slug in `locale`, ids in `[fromId, beforeId)`, id order
 * (keyset: the next batch starts after the last id). One merge join of the two primary keys,
 * grouped per product: the range is repeated on the translations so their index scan starts
 * there too instead of at the first product. Text columns only (the date formatted and the
 * slugs as JSON by Postgres): parsing dates and arrays in the driver cost 5× the query.
 */
export async function productSitemapRows(
  db: Db,
  locale: string,
  range: { fromId: number; beforeId: number | null; limit: number },
): Promise<ProductSitemapRow[]> {
  const before =
    range.beforeId === null
      ? sql``
      : sql`and p.id < ${range.beforeId} and a.product_id < ${range.beforeId}`;
  const result = (await db.execute(sql`
    select p.id,
           to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as lastmod,
           json_object_agg(a.locale, a.slug)::text as slugs
      from products p
      join product_translations a on a.product_id = p.id
     where p.is_active and p.id >= ${range.fromId} and a.product_id >= ${range.fromId} ${before}
     group by p.id
    having bool_or(a.locale = ${locale})
     order by p.id
     limit ${range.limit}`)) as unknown as Rows<{ id: number; lastmod: string; slugs: string }>;
  return result.rows.map((row) => ({
    id: Number(row.id),
    lastmod: row.lastmod,
    slugs: JSON.parse(row.slugs) as Record<string, string>,
  }));
}

/**
 * Every (active vehicle of an active brand, category) pair for which an active product fits the
 * vehicle and sits in the category or one of its descendants (a category lists its subtree).
 * Whether the category and its ancestors are active is left to the caller (its slug trails).
 */
export async function vehicleCategoryPairs(
  db: Db,
): Promise<Array<{ brand: string; vehicle: string; categoryId: number }>> {
  const result = (await db.execute(sql`
    with recursive direct as (
      select distinct pv.vehicle_id, pc.category_id
        from product_vehicles pv
        join products p on p.id = pv.product_id and p.is_active
        join product_categories pc on pc.product_id = pv.product_id
    ), up (vehicle_id, category_id) as (
      select vehicle_id, category_id from direct
      union
      select up.vehicle_id, c.parent_id
        from up join categories c on c.id = up.category_id
       where c.parent_id is not null
    )
    select b.slug as brand, v.slug as vehicle, up.category_id
      from up
      join vehicles v on v.id = up.vehicle_id and v.is_active
      join brands b on b.id = v.brand_id and b.is_active
     order by v.id, up.category_id`)) as unknown as Rows<{
    brand: string;
    vehicle: string;
    category_id: number;
  }>;
  return result.rows.map((row) => ({
    brand: row.brand,
    vehicle: row.vehicle,
    categoryId: Number(row.category_id),
  }));
}
