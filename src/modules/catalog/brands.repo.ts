import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
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
