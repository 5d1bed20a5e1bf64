import { and, avg, count, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { photosOf } from './review-dto.service';
import { reviews } from './reviews.tables';

export interface ReviewsSummary {
  /** Average stars out of 5, one decimal; null while there is no review. */
  average: number | null;
  total: number;
}

/** GET /api/verified_reviews/summary: the shop-wide average and number of published reviews. */
export async function reviewsSummary(db: Db): Promise<ReviewsSummary> {
  const [row] = await db
    .select({ average: avg(reviews.stars), total: count() })
    .from(reviews)
    .where(eq(reviews.isPublished, true));
  const total = row?.total ?? 0;
  const average = total && row?.average != null ? Math.round(Number(row.average) * 10) / 10 : null;
  return { average, total };
}

/**
 * Per product of `productIds` (every product when omitted): `product_id`, `reviews_count` and
 * `reviews_avg` (2 decimals) of its published reviews, as a subquery the catalogue's read model
 * joins in its one rebuilding statement (what counts as a shown review is decided here).
 */
export function reviewStatsSql(productIds?: readonly number[]): SQL {
  const scope = productIds
    ? sql`and ${reviews.productId} = any(${`{${productIds.map((id) => Math.trunc(id)).join(',')}}`}::int[])`
    : sql``;
  return sql`select ${reviews.productId} as product_id, count(*)::int as reviews_count,
      round(avg(${reviews.stars}), 2) as reviews_avg
    from ${reviews} where ${reviews.isPublished} ${scope}
    group by ${reviews.productId}`;
}

export interface PublishedReview {
  id: number;
  productId: number;
  stars: number;
  title: string | null;
  comment: string;
  authorName: string;
  /** Written by a customer who received the product (decision 054). */
  verifiedPurchase: boolean;
  purchasedAt: Date | null;
  createdAt: Date;
  photos: Array<{ id: number; url: string }>;
}

/** The `perProduct` latest published reviews of each product, newest first. */
export async function latestReviews(
  db: Db,
  productIds: readonly number[],
  perProduct: number,
): Promise<Map<number, PublishedReview[]>> {
  const byProduct = new Map<number, PublishedReview[]>();
  if (productIds.length === 0) return byProduct;
  const ranked = db
    .select({
      id: reviews.id,
      productId: reviews.productId,
      stars: reviews.stars,
      title: reviews.title,
      comment: reviews.comment,
      authorName: reviews.authorName,
      verifiedPurchase: reviews.verifiedPurchase,
      purchasedAt: reviews.purchasedAt,
      createdAt: reviews.createdAt,
      n: sql<number>`row_number() over (partition by ${reviews.productId} order by ${reviews.createdAt} desc, ${reviews.id} desc)`.as(
        'n',
      ),
    })
    .from(reviews)
    .where(and(inArray(reviews.productId, [...productIds]), eq(reviews.isPublished, true)))
    .as('ranked');
  const rows = await db.select().from(ranked).where(lte(ranked.n, perProduct));
  const photos = await photosOf(
    db,
    rows.map((row) => row.id),
  );
  for (const { n: _n, ...review } of rows)
    byProduct.set(review.productId, [
      ...(byProduct.get(review.productId) ?? []),
      {
        ...review,
        createdAt: new Date(review.createdAt),
        purchasedAt: review.purchasedAt ? new Date(review.purchasedAt) : null,
        photos: photos.get(review.id) ?? [],
      },
    ]);
  for (const list of byProduct.values())
    list.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return byProduct;
}

/**
 * Rebuilds what lists show of products (their stars, counts and review sort) inside the
 * caller's transaction: the catalogue's `refreshProductListing`, passed in by whoever composes
 * the modules, since the catalogue depends on this module and not the other way round.
 */
export type RefreshListing = (tx: Db, productIds: readonly number[]) => Promise<void>;

/**
 * Publishes or withdraws a review; the product's listing (stars filter, facet counts, review
 * sort) follows in the same transaction. False when there is no such review.
 */
export async function setReviewPublished(
  tx: Db,
  reviewId: number,
  published: boolean,
  refreshListing: RefreshListing,
): Promise<boolean> {
  const [row] = await tx
    .update(reviews)
    .set({ isPublished: published, status: published ? 'published' : 'rejected' })
    .where(eq(reviews.id, reviewId))
    .returning({ productId: reviews.productId });
  if (!row) return false;
  await refreshListing(tx, [row.productId]);
  return true;
}
