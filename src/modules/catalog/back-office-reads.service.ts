/**
 * What the back office's dashboard asks the catalogue: how many variants run low or are sold
 * out, and which product and categories a sold variant belongs to (the orders module sums the
 * sales by variant; the names are the catalogue's).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../shared/like';
import type { Locale } from '../../shared/locale';
import { intArray } from './product-listing.repo';
import { variants } from './products.tables';

/**
 * A variant with this many units or fewer (and at least one) runs low. A constant until the
 * settings page gives it a key: small stock of made-to-fit goods, reordered weekly.
 */
export const LOW_STOCK_THRESHOLD = 3;

export interface StockAlertCounts {
  /** On sale, counted stock, 1 to `threshold` units left. */
  lowStock: number;
  /** On sale, no unit left and not orderable (status `sold_out`). */
  soldOut: number;
}

/**
 * Variants on sale (variant and product active) whose stock is counted: a variant sold as
 * always available (status `stock`) never runs out for a shopper, and a discontinued one is
 * not to be reordered — neither is an alert.
 */
export async function stockAlertCounts(
  db: Db,
  threshold: number = LOW_STOCK_THRESHOLD,
): Promise<StockAlertCounts> {
  const rows = (await db.execute(sql`
    select count(*) filter (where v.quantity_available between 1 and ${threshold})::int as low,
           count(*) filter (where v.quantity_available = 0 and v.out_of_stock_status = 'sold_out')::int as sold_out
      from variants v join products p on p.id = v.product_id
     where v.is_active and p.is_active and v.out_of_stock_status in ('reorder', 'sold_out')`)) as unknown as {
    rows: { low: number; sold_out: number }[];
  };
  const row = rows.rows[0];
  return { lowStock: Number(row?.low ?? 0), soldOut: Number(row?.sold_out ?? 0) };
}

export interface VariantSalesLabel {
  productId: number;
  productName: string;
  /** The categories the product is listed in (its sales count in each). */
  categories: { id: number; name: string }[];
}

/** Product and category names of these variants, in `locale` (French when untranslated). */
export async function variantSalesLabels(
  db: Db,
  variantIds: readonly number[],
  locale: Locale,
): Promise<Map<number, VariantSalesLabel>> {
  const ids = [...new Set(variantIds)];
  if (ids.length === 0) return new Map();
  const result = (await db.execute(sql`
    select v.id as variant_id, v.product_id,
           coalesce(pt.name, pf.name, '') as product_name,
           coalesce((select json_agg(json_build_object('id', pc.category_id,
                                     'name', coalesce(ct.name, cf.name, '')) order by pc.category_id)
                       from product_categories pc
                       left join category_translations ct on ct.category_id = pc.category_id and ct.locale = ${locale}
                       left join category_translations cf on cf.category_id = pc.category_id and cf.locale = 'fr'
                      where pc.product_id = v.product_id), '[]'::json) as categories
      from variants v
      left join product_translations pt on pt.product_id = v.product_id and pt.locale = ${locale}
      left join product_translations pf on pf.product_id = v.product_id and pf.locale = 'fr'
     where v.id = any(${intArray(ids)}::int[])`)) as unknown as {
    rows: {
      variant_id: number;
      product_id: number;
      product_name: string;
      categories: { id: number; name: string }[] | string;
    }[];
  };
  return new Map(
    result.rows.map((row) => [
      Number(row.variant_id),
      {
        productId: Number(row.product_id),
        productName: row.product_name,
        categories:
          typeof row.categories === 'string'
            ? (JSON.parse(row.categories) as VariantSalesLabel['categories'])
            : row.categories,
      },
    ]),
  );
}

/**
 * Ids of the variants whose reference contains `text` (case-insensitive), as a subquery for
 * another module's statement (`… in (<this>)`): the back office's orders list finds the orders
 * holding one of them, however many match. Served by the trigram index on the reference.
 */
export function variantIdsByReferenceSql(text: string): SQL {
  return sql`select ${variants.id} from ${variants} where ${variants.reference} ilike ${containsPattern(text)}`;
}
