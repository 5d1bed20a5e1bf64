/**
 * Maintenance of the product-list read model (`product_listing`, `product_search`): one SQL
 * statement each, rebuilding the rows of the given products (or of all) from the source tables.
 * `refreshProductListing` runs inside the transaction of any write to products, variants, their
 * categories, vehicles, filter values or reviews (the catalogue's writers and takeStock /
 * returnStock do; docs/decisions/024-module-ownership.md).
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterCommit } from '../../db/after-commit';
import type { Db } from '../../db/client';
import { reviewStatsSql } from '../reviews';
import { AVAILABILITY_CODE, availabilityCodeSql } from './stock.rules';
import { bestVariantOrderSql } from './variant-choice.rules';

/**
 * In-process listeners told after a catalogue change committed (the API's response cache, the
 * page memos and the page cache empty themselves). Their entries are keyed by URL, and a list
 * may show any product: a change empties them all. Other processes see the change when their
 * 30 s caches expire. They live on `globalThis`: the pages' server bundle carries its own copy
 * of this module, and a change made by a page (an order placed at checkout) must reach the
 * API's caches too, and the reverse.
 */
const LISTENERS = Symbol.for('sellerie.catalogueChangeListeners');

function changeListeners(): Set<() => void> {
  const holder = globalThis as { [LISTENERS]?: Set<() => void> };
  return (holder[LISTENERS] ??= new Set());
}

export function onCatalogueChange(listener: () => void): () => void {
  changeListeners().add(listener);
  return () => changeListeners().delete(listener);
}

/**
 * Tells the listeners. Writers call `afterCommit(tx, notifyCatalogueChange)` (refreshProductListing
 * does): once per transaction, after its commit, never for a rolled-back change.
 */
export function notifyCatalogueChange(): void {
  for (const listener of changeListeners()) listener();
}

/** Postgres text-search configuration (stemmer) per shop language. */
export const SEARCH_CONFIG = {
  fr: 'french',
  en: 'english',
  es: 'spanish',
  de: 'german',
  it: 'italian',
  pt: 'portuguese',
} as const;

/** A literal `{1,2,3}` for `::int[]` (ids are integers we produced: nothing to escape). */
export function intArray(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}

/** The read model's best variant (the card's price): compareBestVariant's order, in SQL. */
const BEST_VARIANT_ORDER = bestVariantOrderSql({
  availability: 'v.availability',
  netPrice: 'v.net_ht_cents',
  position: 'v.position',
  id: 'v.id',
});

/**
 * Rebuilds the read-model rows of `productIds` (every product when omitted) in one transaction
 * (a savepoint when `db` is already a transaction: call it inside the transaction that changed
 * the source rows, so the listing commits with the change), so readers see the old rows or
 * the new ones, never a mix.
 *
 * The listing rows are locked first: a concurrent transaction refreshing the same product
 * (another order of it) is waited for, and this statement's snapshot, taken after the wait,
 * includes its change — otherwise the later commit could write a listing computed before the
 * earlier one and leave it stale.
 *
 * Tells the in-process listeners once the caller's transaction has committed (`afterCommit`):
 * a read between the refresh and the commit would otherwise cache the rows of before, and a
 * rolled-back change would empty the caches for nothing.
 */
export async function refreshProductListing(db: Db, productIds?: readonly number[]) {
  if (productIds && productIds.length === 0) return;
  const scope = productIds ? sql`${intArray(productIds)}::int[]` : sql`null::int[]`;
  const inScope = (column: SQL) =>
    productIds ? sql`${column} = any(${intArray(productIds)}::int[])` : sql`true`;
  await db.transaction(async (tx) => {
    if (productIds)
      await tx.execute(sql`select product_id from product_listing
        where product_id = any(${intArray(productIds)}::int[]) order by product_id for update`);
    await tx.execute(sql`
      with recursive ancestry(category_id, ancestor_id) as (
        select id, id from categories
        union all
        select a.category_id, c.parent_id
          from ancestry a join categories c on c.id = a.ancestor_id
         where c.parent_id is not null
      ),
      target as (
        select p.* from products p where ${inScope(sql`p.id`)}
      ),
      variant_rows as (
        select v.*,
               -- SPEC §4: available now (some stock, or sold as always in stock), reorder, or out of stock.
               ${sql.raw(availabilityCodeSql('v'))} as availability,
               v.price_ht_cents - round(v.price_ht_cents * v.discount_percent / 100.0)::int as net_ht_cents
          from variants v
         where v.is_active and ${inScope(sql`v.product_id`)}
      ),
      -- Per-product aggregates as grouped passes joined on product_id, not subqueries run once
      -- per product over the whole scope (quadratic: a full refresh of 1,200 products took 10 s, 4,000 of 20,000 over 3 min).
      -- The variant a card shows and the price lists filter and sort on: the cheapest one
      -- that can be bought (out of stock only when nothing else is left).
      best as (
        select distinct on (v.product_id) v.product_id, v.id, v.net_ht_cents from variant_rows v
         order by v.product_id, ${sql.raw(BEST_VARIANT_ORDER)}
      ),
      agg as (
        select v.product_id, min(v.net_ht_cents) as min_price, max(v.net_ht_cents) as max_price,
               max(v.discount_percent) as best_discount, bool_or(v.is_new) as any_new,
               min(v.availability) as availability, array_agg(upper(v.reference)) as refs
          from variant_rows v group by v.product_id
      ),
      values_agg as (
        select v.product_id,
               array_agg(distinct vfv.filter_value_id order by vfv.filter_value_id) as ids
          from variant_rows v join variant_filter_values vfv on vfv.variant_id = v.id
         group by v.product_id
      ),
      categories_agg as (
        select pc.product_id, array_agg(distinct a.ancestor_id order by a.ancestor_id) as ids
          from product_categories pc
          join ancestry a on a.category_id = pc.category_id
          join categories c on c.id = pc.category_id and c.is_active
         where ${inScope(sql`pc.product_id`)}
         group by pc.product_id
      ),
      vehicles_agg as (
        select pv.product_id, array_agg(pv.vehicle_id order by pv.vehicle_id) as ids
          from product_vehicles pv where ${inScope(sql`pv.product_id`)}
         group by pv.product_id
      ),
      review_agg as (${reviewStatsSql(productIds)})
      insert into product_listing (
        product_id, is_active, brand_id, category_ids, vehicle_ids, filter_value_ids, reference_keys,
        best_variant_id, min_price_ht_cents, max_price_ht_cents, best_discount_percent,
        discount_types, has_new_variant, availability, reviews_count, reviews_avg_stars,
        review_stars, bumped, score, sales_count, created_at, refreshed_at)
      select p.id,
             p.is_active and best.id is not null,
             p.brand_id,
             coalesce(ci.ids, '{}'),
             coalesce(vi.ids, '{}'),
             coalesce(fv.ids, '{}'),
             array[upper(p.reference)] || coalesce(agg.refs, '{}'),
             best.id,
             coalesce(best.net_ht_cents, 0),
             coalesce(agg.max_price, 0),
             coalesce(agg.best_discount, 0),
             case when coalesce(agg.best_discount, 0) > 0 then array['percentage'] else '{}'::text[] end,
             p.has_new_variant or coalesce(agg.any_new, false),
             coalesce(agg.availability, ${sql.raw(String(AVAILABILITY_CODE.out_of_stock))}),
             coalesce(r.reviews_count, 0),
             r.reviews_avg,
             coalesce(round(r.reviews_avg)::smallint, 0),
             p.bumped, p.score, p.sales_count, p.created_at, now()
        from target p
        left join best on best.product_id = p.id
        left join agg on agg.product_id = p.id
        left join values_agg fv on fv.product_id = p.id
        left join categories_agg ci on ci.product_id = p.id
        left join vehicles_agg vi on vi.product_id = p.id
        left join review_agg r on r.product_id = p.id
      on conflict (product_id) do update set
        is_active = excluded.is_active, brand_id = excluded.brand_id,
        category_ids = excluded.category_ids, vehicle_ids = excluded.vehicle_ids,
        filter_value_ids = excluded.filter_value_ids, reference_keys = excluded.reference_keys,
        best_variant_id = excluded.best_variant_id,
        min_price_ht_cents = excluded.min_price_ht_cents,
        max_price_ht_cents = excluded.max_price_ht_cents,
        best_discount_percent = excluded.best_discount_percent,
        discount_types = excluded.discount_types, has_new_variant = excluded.has_new_variant,
        availability = excluded.availability, reviews_count = excluded.reviews_count,
        reviews_avg_stars = excluded.reviews_avg_stars, review_stars = excluded.review_stars,
        bumped = excluded.bumped, score = excluded.score, sales_count = excluded.sales_count,
        created_at = excluded.created_at, refreshed_at = excluded.refreshed_at`);

    await tx.execute(sql`
      delete from product_search where ${scope} is null or product_id = any(${scope})`);
    await tx.execute(sql`
      insert into product_search (product_id, locale, document, plain_text)
      select pt.product_id, pt.locale,
             setweight(to_tsvector(cfg.config, unaccent(pt.name)), 'A') ||
             setweight(to_tsvector(cfg.config, unaccent(coalesce(vn.names, ''))), 'B') ||
             setweight(to_tsvector('simple', coalesce(b.name, '')), 'B') ||
             setweight(to_tsvector('simple', lower(p.reference || ' ' || coalesce(vn.refs, ''))), 'A'),
             lower(unaccent(pt.name || ' ' || coalesce(vn.names, '') || ' ' || p.reference))
        from product_translations pt
        join products p on p.id = pt.product_id
        join (values ('fr', 'french'::regconfig), ('en', 'english'::regconfig),
                     ('es', 'spanish'::regconfig), ('de', 'german'::regconfig),
                     ('it', 'italian'::regconfig), ('pt', 'portuguese'::regconfig))
             as cfg(locale, config) on cfg.locale = pt.locale
        left join brands b on b.id = p.brand_id
        left join lateral (
          select string_agg(coalesce(v.name ->> pt.locale, v.name ->> 'fr'), ' ') as names,
                 string_agg(v.reference, ' ') as refs
            from variants v where v.product_id = p.id and v.is_active
        ) vn on true
       where ${scope} is null or pt.product_id = any(${scope})
       -- Rows of one language side by side: a broad search reads a few thousand pages, not one
       -- page per match (4× faster cold at 100,000 products).
       order by pt.locale, pt.product_id`);
  });
  afterCommit(db, notifyCatalogueChange);
}

/**
 * After a stock move only (takeStock, returnStock, a counted stock): rewrites the columns of
 * the listing rows that stock decides — the availability, the variant a card shows and its
 * price (the best variant prefers one that can be bought) — instead of rebuilding the whole
 * row and the search rows (categories, vehicles, filter values, reviews, names: unchanged).
 * Same locking as `refreshProductListing`, and its caller holds the variants' row locks.
 */
export async function refreshListingStock(db: Db, productIds: readonly number[]) {
  if (productIds.length === 0) return;
  const ids = intArray(productIds);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select product_id from product_listing
      where product_id = any(${ids}::int[]) order by product_id for update`);
    await tx.execute(sql`
      with variant_rows as (
        select v.product_id, v.id, v.position,
               ${sql.raw(availabilityCodeSql('v'))} as availability,
               v.price_ht_cents - round(v.price_ht_cents * v.discount_percent / 100.0)::int as net_ht_cents
          from variants v
         where v.is_active and v.product_id = any(${ids}::int[])
      ),
      best as (
        select distinct on (v.product_id) v.product_id, v.id, v.net_ht_cents from variant_rows v
         order by v.product_id, ${sql.raw(BEST_VARIANT_ORDER)}
      ),
      agg as (
        select v.product_id, min(v.availability) as availability
          from variant_rows v group by v.product_id
      )
      update product_listing l
         set best_variant_id = best.id, min_price_ht_cents = best.net_ht_cents,
             availability = agg.availability, refreshed_at = now()
        from best join agg on agg.product_id = best.product_id
       where l.product_id = best.product_id`);
  });
  afterCommit(db, notifyCatalogueChange);
}
