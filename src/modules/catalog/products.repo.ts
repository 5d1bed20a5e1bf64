/**
 * The SQL of product lists: one statement answers a page of ids, the total and (when asked)
 * every facet count, reading the `product_listing` read model through its GIN indexes.
 *
 * Facets follow what shoppers expect: the count next to a value is the number of products the
 * list would show if that value were ticked too — each facet is counted with every *other*
 * active facet applied, never its own. The rows matching the hard conditions (scope, vehicle,
 * search…) are computed once (`base`), with one boolean per active facet; each count is then
 * a pass over that small set.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { runningDealPercentsSql } from '../promotions';
import { intArray, SEARCH_CONFIG } from './product-listing.repo';
import { priceBoundExclTax, type ProductCriteria } from './products.rules';
import {
  AVAILABILITY_CODE as VARIANT_AVAILABILITY,
  availabilityCodeSql,
  LIST_AVAILABILITY_CODE,
} from './stock.rules';
import { bestVariantOrderSql } from './variant-choice.rules';

export interface ListResult {
  total: number;
  ids: number[];
  facets?: RawFacets;
}

export interface RawFacets {
  filterValues: Array<[number, number]>;
  brands: Array<[number, number]>;
  stars: Array<[number, number]>;
  availability: Array<[number, number]>;
  categories: Array<[number, number]>;
  /** Lowest and highest "from" price excl. tax, cents (null when nothing matches). */
  priceMinHt: number | null;
  priceMaxHt: number | null;
}

type FacetKey = string; // 'c' | 'b' | 's' | 'a' | 'p' | `v${filterId}`

const SOLD_OUT = sql.raw(String(VARIANT_AVAILABILITY.out_of_stock));

/** The best variant under a live deal: compareBestVariant's order, in SQL. */
const BEST_VARIANT_ORDER = sql.raw(
  bestVariantOrderSql({
    availability: 'v.availability',
    netPrice: 'v.net',
    position: 'v.position',
    id: 'v.id',
  }),
);

export async function queryProductList(
  db: Db,
  criteria: ProductCriteria,
  options: { facets: boolean; facetCategoryIds: readonly number[]; typoTolerant: boolean },
): Promise<ListResult> {
  const hard: SQL[] = [sql`l.is_active`];
  if (criteria.scopeCategoryId !== null)
    hard.push(sql`l.category_ids @> array[${criteria.scopeCategoryId}::int]`);
  if (criteria.vehicleIds.length)
    hard.push(sql`l.vehicle_ids && ${intArray(criteria.vehicleIds)}::int[]`);
  if (criteria.onlyProductIds !== null)
    hard.push(sql`l.product_id = any(${intArray(criteria.onlyProductIds)}::int[])`);
  if (criteria.hasNewVariant !== null)
    hard.push(sql`l.has_new_variant = ${criteria.hasNewVariant}`);
  if (criteria.discountTypes.length) {
    const alternatives: SQL[] = [];
    if (criteria.discountTypes.includes('percentage'))
      alternatives.push(sql`'percentage' = any(l.discount_types)`);
    if (criteria.discountTypes.includes('deal'))
      alternatives.push(sql`l.product_id in (select product_id from live_deals)`);
    hard.push(sql`(${sql.join(alternatives, sql` or `)})`);
  }
  const search = criteria.search;
  const config = sql.raw(`'${SEARCH_CONFIG[criteria.locale]}'::regconfig`);
  if (search) {
    const textMatch = options.typoTolerant
      ? sql`select ps.product_id from product_search ps
             where ps.locale = ${criteria.locale} and ${search.plain} <% ps.plain_text`
      : search.tsquery
        ? sql`select ps.product_id from product_search ps
               where ps.locale = ${criteria.locale}
                 and ps.document @@ to_tsquery(${config}, ${search.tsquery})`
        : sql`select null::int where false`;
    hard.push(sql`l.product_id in (${textMatch}
      union all select r.product_id from product_listing r
                 where r.reference_keys @> array[${search.reference}::text])`);
  }

  // One boolean column per active facet.
  const facetColumns: Array<[FacetKey, SQL]> = [];
  if (criteria.categoryIds.length)
    facetColumns.push(['c', sql`l.category_ids && ${intArray(criteria.categoryIds)}::int[]`]);
  if (criteria.brandIds.length)
    facetColumns.push(['b', sql`l.brand_id = any(${intArray(criteria.brandIds)}::int[])`]);
  if (criteria.reviewStars.length)
    facetColumns.push(['s', sql`l.review_stars = any(${intArray(criteria.reviewStars)}::int[])`]);
  if (criteria.availability.length) {
    const codes = criteria.availability.map((a) => LIST_AVAILABILITY_CODE[a]);
    facetColumns.push(['a', sql`l.availability = any(${intArray(codes)}::int[])`]);
  }
  if (criteria.priceMinCents !== null || criteria.priceMaxCents !== null) {
    const bounds: SQL[] = [];
    if (criteria.priceMinCents !== null)
      bounds.push(
        sql`lp.min_price_ht_cents >= ${priceBoundExclTax(criteria.priceMinCents, criteria.vatRateBp, 'min')}`,
      );
    if (criteria.priceMaxCents !== null)
      bounds.push(
        sql`lp.min_price_ht_cents <= ${priceBoundExclTax(criteria.priceMaxCents, criteria.vatRateBp, 'max')}`,
      );
    facetColumns.push(['p', sql.join(bounds, sql` and `)]);
  }
  for (const [filterId, values] of criteria.filterValueGroups)
    facetColumns.push([`v${filterId}`, sql`l.filter_value_ids && ${intArray(values)}::int[]`]);

  const column = (key: FacetKey) => sql.raw(`f_${key}`);
  const all = (except?: (key: FacetKey) => boolean) => {
    const parts = facetColumns
      .filter(([key]) => !except?.(key))
      .map(([key]) => sql`b.${column(key)}`);
    return parts.length ? sql.join(parts, sql` and `) : sql`true`;
  };

  const relevance = search && !criteria.sortExplicit;
  const order = orderBy(criteria, Boolean(relevance));
  const base = sql`
    select l.product_id, l.brand_id, l.category_ids, l.filter_value_ids, l.review_stars,
           l.availability, lp.min_price_ht_cents, l.bumped, l.score, l.sales_count, l.created_at,
           l.reviews_avg_stars, l.reviews_count,
           ${relevance ? sql`(l.reference_keys @> array[${search!.reference}::text])` : sql`false`} as exact,
           ${
             relevance && search!.tsquery && !options.typoTolerant
               ? sql`coalesce((select ts_rank(ps.document, to_tsquery(${config}, ${search!.tsquery}))
                        from product_search ps
                       where ps.product_id = l.product_id and ps.locale = ${criteria.locale}), 0)`
               : relevance && options.typoTolerant
                 ? sql`coalesce((select word_similarity(${search!.plain}, ps.plain_text)
                        from product_search ps
                       where ps.product_id = l.product_id and ps.locale = ${criteria.locale}), 0)`
                 : sql`0`
           } as rank
           ${
             facetColumns.length
               ? sql`, ${sql.join(
                   facetColumns.map(([key, condition]) => sql`(${condition}) as ${column(key)}`),
                   sql`, `,
                 )}`
               : sql``
           }
      from product_listing l
      left join (select distinct product_id from live_deals) d on d.product_id = l.product_id
      cross join lateral (
        select case when d.product_id is null then l.min_price_ht_cents
                    else coalesce((select v.net from (
                             select v.price_ht_cents - round(v.price_ht_cents
                                      * greatest(v.discount_percent, coalesce(
                                          -- the variant's best deal: its product's or its own
                                          (select max(ld.percent) from live_deals ld
                                            where ld.product_id = v.product_id
                                              and (ld.variant_id is null or ld.variant_id = v.id)),
                                          0)) / 100.0)::int as net,
                                    ${sql.raw(availabilityCodeSql('v'))} as availability,
                                    v.position, v.id
                               from variants v
                              where v.product_id = l.product_id and v.is_active) v
                            -- the best variant, as in the read model: cheapest buyable one first
                            order by ${BEST_VARIANT_ORDER}
                            limit 1),
                           l.min_price_ht_cents) end as min_price_ht_cents) lp
     where ${sql.join(hard, sql` and `)}`;

  const offset = (criteria.page - 1) * criteria.limit;
  const pageIds = sql`(select coalesce(array_agg(product_id order by n), '{}') from (
      select b.product_id, row_number() over (order by ${order}) as n
        from base b where ${all()}
       order by ${order} limit ${criteria.limit} offset ${offset}) page)`;
  const total = sql`(select count(*)::int from base b where ${all()})`;

  let facets = sql``;
  if (options.facets) {
    const groups = [...criteria.filterValueGroups.keys()];
    const valueCondition = groups.length
      ? sql.join(
          groups.map(
            (filterId) => sql`(fv.filter_id = ${filterId} or b.${column(`v${filterId}`)})`,
          ),
          sql` and `,
        )
      : sql`true`;
    const pairs = (select: SQL) =>
      sql`(select coalesce(json_agg(json_build_array(k, n)), '[]') from (${select}) x)`;
    facets = sql`,
      ${pairs(sql`select u.id as k, count(*)::int as n
          from base b cross join lateral unnest(b.filter_value_ids) as u(id)
          join filter_values fv on fv.id = u.id
         where ${all((key) => key.startsWith('v'))} and ${valueCondition}
         group by u.id`)} as filter_values,
      ${pairs(sql`select b.brand_id as k, count(*)::int as n from base b
         where ${all((key) => key === 'b')} and b.brand_id is not null group by b.brand_id`)} as brands,
      ${pairs(sql`select b.review_stars as k, count(*)::int as n from base b
         where ${all((key) => key === 's')} and b.review_stars > 0 group by b.review_stars`)} as stars,
      ${pairs(sql`select b.availability as k, count(*)::int as n from base b
         where ${all((key) => key === 'a')} and b.availability < ${SOLD_OUT} group by b.availability`)} as availability,
      ${
        options.facetCategoryIds.length
          ? pairs(sql`select u.id as k, count(*)::int as n
              from base b cross join lateral unnest(b.category_ids) as u(id)
             where ${all((key) => key === 'c')}
               and u.id = any(${intArray(options.facetCategoryIds)}::int[])
             group by u.id`)
          : sql`'[]'::json`
      } as categories,
      (select json_build_array(min(b.min_price_ht_cents), max(b.min_price_ht_cents))
         from base b where ${all((key) => key === 'p')}) as price`;
  }

  // The read model's price is the best variant's with its own discount; an active deal
  // (time-bound, so not stored) lowers it at query time, as on the cards (pricing.rules.ts:
  // the better of the two wins), and may change which variant is the cheapest. A deal for one
  // variant lowers that variant only (046).
  const statement = sql`with live_deals as (${runningDealPercentsSql()}), base as materialized (${base})
    select ${total} as total, ${pageIds} as ids ${facets}`;
  const result = (await db.execute(statement)) as unknown as {
    rows: Array<Record<string, unknown>>;
  };
  const row = result.rows[0]!;
  const listResult: ListResult = {
    total: Number(row.total),
    ids: (row.ids as number[]).map(Number),
  };
  if (options.facets) {
    const json = <T>(value: unknown): T =>
      (typeof value === 'string' ? JSON.parse(value) : value) as T;
    const price = json<[number | null, number | null]>(row.price);
    listResult.facets = {
      filterValues: json(row.filter_values),
      brands: json(row.brands),
      stars: json(row.stars),
      availability: json(row.availability),
      categories: json(row.categories),
      priceMinHt: price[0],
      priceMaxHt: price[1],
    };
  }
  return listResult;
}

function orderBy(criteria: ProductCriteria, relevance: boolean): SQL {
  const strength = sql`(coalesce(b.reviews_avg_stars, 0) * b.reviews_count / (b.reviews_count + 5.0))`;
  const popularity = sql`(b.availability = ${SOLD_OUT}), b.bumped desc, ${strength} desc, b.score desc`;
  const tail = sql`b.product_id desc`;
  const head = relevance ? sql`b.exact desc, b.rank desc, ` : sql``;
  switch (criteria.sort) {
    case 'bestSales':
      return sql`${head}b.sales_count desc, ${tail}`;
    case 'newest':
      return sql`${head}b.created_at desc, ${tail}`;
    case 'bestReviews':
      return sql`${head}b.reviews_avg_stars desc nulls last, b.reviews_count desc, ${tail}`;
    case 'priceAscending':
      return sql`${head}b.min_price_ht_cents asc, ${tail}`;
    case 'priceDescending':
      return sql`${head}b.min_price_ht_cents desc, ${tail}`;
    default:
      return sql`${head}${popularity}, ${tail}`;
  }
}
