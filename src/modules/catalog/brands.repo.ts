import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands } from './brands.tables';

export type BrandType = 'vehicle' | 'product';
export interface BrandFilter {
  types?: BrandType[];
  ids?: number[];
  slug?: string;
}
export type BrandSort = { field: 'position' | 'name' | 'id'; descending: boolean };

function where(filter: BrandFilter): SQL | undefined {
  return and(
    eq(brands.isActive, true),
    filter.types?.length ? inArray(brands.type, filter.types) : undefined,
    filter.ids?.length ? inArray(brands.id, filter.ids) : undefined,
    filter.slug ? eq(brands.slug, filter.slug) : undefined,
  );
}

export async function findBrands(
  db: Db,
  filter: BrandFilter,
  sort: BrandSort[],
  page: { limit: number; offset: number },
) {
  const orderBy = [...sort, { field: 'id' as const, descending: false }].map((s) =>
    s.descending ? desc(brands[s.field]) : asc(brands[s.field]),
  );
  return db
    .select({
      id: brands.id,
      name: brands.name,
      slug: brands.slug,
      type: brands.type,
      position: brands.position,
    })
    .from(brands)
    .where(where(filter))
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countBrands(db: Db, filter: BrandFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(brands).where(where(filter));
  return row?.total ?? 0;
}

/**
 * Active products per brand: for a vehicle make, the products that fit at least one of its
 * models; for a product maker, the products it makes. One query for a whole page of brands.
 */
export async function productCounts(
  db: Db,
  brandIds: readonly number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (brandIds.length === 0) return counts;
  const ids = sql.join(
    brandIds.map((id) => sql`${id}`),
    sql`, `,
  );
  // Both drivers answer raw SQL with `{ rows }`.
  const result = (await db.execute(sql`
    select v.brand_id, count(distinct p.id)::int as products_count
      from vehicles v
      join product_vehicles pv on pv.vehicle_id = v.id
      join products p on p.id = pv.product_id and p.is_active
     where v.brand_id in (${ids})
     group by v.brand_id
    union all
    select p.brand_id, count(*)::int
      from products p
     where p.is_active and p.brand_id in (${ids})
     group by p.brand_id`)) as unknown as {
    rows: Array<{ brand_id: number; products_count: number }>;
  };
  for (const row of result.rows) {
    counts.set(row.brand_id, (counts.get(row.brand_id) ?? 0) + Number(row.products_count));
  }
  return counts;
}

export interface BrandSummary {
  id: number;
  name: string;
  slug: string;
  type: BrandType;
  isActive: boolean;
}

/**
 * Brands by ids, slugs, type and activity (each criterion optional), in name order (then id):
 * how the vehicles module reads the makes its models belong to.
 */
export function brandSummaries(
  db: Db,
  filter: {
    ids?: readonly number[];
    slugs?: readonly string[];
    type?: BrandType;
    activeOnly?: boolean;
  },
): Promise<BrandSummary[]> {
  if (filter.ids?.length === 0 || filter.slugs?.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: brands.id,
      name: brands.name,
      slug: brands.slug,
      type: brands.type,
      isActive: brands.isActive,
    })
    .from(brands)
    .where(
      and(
        filter.ids ? inArray(brands.id, [...filter.ids]) : undefined,
        filter.slugs ? inArray(brands.slug, [...filter.slugs]) : undefined,
        filter.type ? eq(brands.type, filter.type) : undefined,
        filter.activeOnly ? eq(brands.isActive, true) : undefined,
      ),
    )
    .orderBy(asc(brands.name), asc(brands.id));
}
