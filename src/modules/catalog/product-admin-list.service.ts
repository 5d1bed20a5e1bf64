/**
 * The back office's products list: found by name (in the staff's language, else French) or by
 * a product's or variant's reference, filtered by category (and its subcategories), brand,
 * vehicle, stock state and activity, newest save first, one page at a time (server paginated so
 * a filtered view is a URL to share). Reads the catalogue's own tables, not the storefront's
 * read model: switched-off products are listed too.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Locale } from '../../shared/locale';
import { LOW_STOCK_THRESHOLD } from './back-office-reads.service';
import type { AdminProductFilter, AdminProductRow } from './product-admin.contract';

export const ADMIN_PRODUCTS_PAGE_SIZE = 25;

function conditions(filter: AdminProductFilter): SQL[] {
  const where: SQL[] = [];
  const q = filter.q?.trim();
  if (q) {
    const like = `%${q.replace(/[%_\\]/g, '\\$&')}%`;
    where.push(sql`(p.reference ilike ${like}
      or exists (select 1 from product_translations t where t.product_id = p.id and t.name ilike ${like})
      or exists (select 1 from variants v where v.product_id = p.id and v.reference ilike ${like}))`);
  }
  if (filter.categoryId !== undefined)
    where.push(sql`exists (
      with recursive tree(id) as (
        select ${filter.categoryId}::int
        union all select c.id from categories c join tree on c.parent_id = tree.id)
      select 1 from product_categories pc where pc.product_id = p.id and pc.category_id in (select id from tree))`);
  if (filter.brandId !== undefined) where.push(sql`p.brand_id = ${filter.brandId}`);
  if (filter.vehicleId !== undefined)
    where.push(
      sql`exists (select 1 from product_vehicles pv where pv.product_id = p.id and pv.vehicle_id = ${filter.vehicleId})`,
    );
  else if (filter.vehicleIds !== undefined)
    where.push(
      filter.vehicleIds.length === 0
        ? sql`false`
        : sql`exists (select 1 from product_vehicles pv where pv.product_id = p.id
            and pv.vehicle_id = any(${`{${filter.vehicleIds.join(',')}}`}::int[]))`,
    );
  if (filter.active !== undefined) where.push(sql`p.is_active = ${filter.active}`);
  if (filter.stock === 'out') where.push(sql`coalesce(s.stock, 0) = 0`);
  if (filter.stock === 'low')
    where.push(sql`coalesce(s.stock, 0) between 1 and ${LOW_STOCK_THRESHOLD}`);
  if (filter.stock === 'in_stock') where.push(sql`coalesce(s.stock, 0) > ${LOW_STOCK_THRESHOLD}`);
  return where;
}

interface ListRow {
  id: number;
  reference: string;
  name: string | null;
  brand: string | null;
  is_active: boolean;
  variants: number | null;
  stock: number | null;
  min_price: number | null;
  updated_at: string;
}

export async function listAdminProducts(
  db: Db,
  locale: Locale,
  filter: AdminProductFilter,
): Promise<{ rows: AdminProductRow[]; total: number; page: number; pageSize: number }> {
  const where = conditions(filter);
  const whereSql = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const from = sql`from products p
    left join (select product_id, count(*)::int as variants, sum(quantity_available)::int as stock,
                      min(price_ht_cents)::int as min_price
                 from variants group by product_id) s on s.product_id = p.id
    ${whereSql}`;
  const page = Math.max(1, filter.page);
  const [rowsResult, countResult] = await Promise.all([
    db.execute(sql`select p.id, p.reference, p.is_active, s.variants, s.stock, s.min_price,
        to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at,
        (select b.name from brands b where b.id = p.brand_id) as brand,
        coalesce((select name from product_translations where product_id = p.id and locale = ${locale}),
                 (select name from product_translations where product_id = p.id and locale = 'fr')) as name
      ${from}
      order by p.updated_at desc, p.id desc
      limit ${ADMIN_PRODUCTS_PAGE_SIZE} offset ${(page - 1) * ADMIN_PRODUCTS_PAGE_SIZE}`),
    db.execute(sql`select count(*)::int as n ${from}`),
  ]);
  const rows = (rowsResult as unknown as { rows: ListRow[] }).rows;
  const count = (countResult as unknown as { rows: Array<{ n: number }> }).rows;
  return {
    rows: rows.map((r) => ({
      id: r.id,
      reference: r.reference,
      name: r.name ?? r.reference,
      brand: r.brand,
      is_active: r.is_active,
      variants: r.variants ?? 0,
      stock: r.stock ?? 0,
      min_price_ht_cents: r.min_price,
      updated_at: r.updated_at,
    })),
    total: Number(count[0]?.n ?? 0),
    page,
    pageSize: ADMIN_PRODUCTS_PAGE_SIZE,
  };
}
