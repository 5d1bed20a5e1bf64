/**
 * What a category's structured data states (SPEC §2: AggregateRating when rated, AggregateOffer
 * with count, low and high price in EUR): one aggregate over the product-list read model, at
 * regular prices (a deal lasts days; crawlers keep what they read for longer).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addVat } from '../../shared/money';

export interface CategoryOffers {
  offerCount: number;
  /** Integer cents incl. tax of the cheapest and dearest card prices. */
  lowPriceCents: number;
  highPriceCents: number;
  /** Average stars (1–5) over every review of the category's products, null without any. */
  ratingValue: number | null;
  ratingCount: number;
}

export async function categoryOffers(
  db: Db,
  categoryId: number,
  vatRateBp: number,
): Promise<CategoryOffers> {
  const result = (await db.execute(sql`
    select count(*)::int as offers,
           min(min_price_ht_cents)::int as low, max(min_price_ht_cents)::int as high,
           sum(reviews_count)::int as ratings,
           sum(reviews_avg_stars * reviews_count) / nullif(sum(reviews_count), 0) as stars
      from product_listing
     where is_active and category_ids @> array[${categoryId}::int]`)) as unknown as {
    rows: Array<{
      offers: number;
      low: number | null;
      high: number | null;
      ratings: number | null;
      stars: string | null;
    }>;
  };
  const row = result.rows[0]!;
  const ttc = (cents: number | null) => (cents === null ? 0 : addVat(cents, vatRateBp));
  return {
    offerCount: Number(row.offers),
    lowPriceCents: ttc(row.low),
    highPriceCents: ttc(row.high),
    ratingValue: row.stars === null ? null : Math.round(Number(row.stars) * 100) / 100,
    ratingCount: Number(row.ratings ?? 0),
  };
}
