/** Reviews as the API and the pages show them, with their photos (one query for the photos). */
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findUploads, uploadUrl } from '../media';
import type { ReviewDto, ReviewPhotoDto, ReviewStatus } from './reviews.contract';
import { reviewPhotos, reviews } from './reviews.tables';

type ReviewRow = typeof reviews.$inferSelect;

/** Photo lists by review id, in the order they were sent. */
export async function photosOf(
  db: Db,
  reviewIds: readonly number[],
): Promise<Map<number, ReviewPhotoDto[]>> {
  const byReview = new Map<number, ReviewPhotoDto[]>();
  if (reviewIds.length === 0) return byReview;
  const links = await db
    .select()
    .from(reviewPhotos)
    .where(inArray(reviewPhotos.reviewId, [...reviewIds]))
    .orderBy(asc(reviewPhotos.reviewId), asc(reviewPhotos.position));
  const files = new Map(
    (
      await findUploads(
        db,
        links.map((link) => link.uploadId),
      )
    ).map((row) => [row.id, row]),
  );
  for (const link of links) {
    const file = files.get(link.uploadId);
    if (!file) continue;
    byReview.set(link.reviewId, [
      ...(byReview.get(link.reviewId) ?? []),
      { id: file.id, url: uploadUrl(file) },
    ]);
  }
  return byReview;
}

export function reviewDto(row: ReviewRow, photos: ReviewPhotoDto[] = []): ReviewDto {
  return {
    id: row.id,
    product_id: row.productId,
    order_id: row.orderId,
    order_line_id: row.orderLineId,
    stars: row.stars,
    title: row.title,
    comment: row.comment,
    author_name: row.authorName,
    locale: row.locale,
    status: row.status as ReviewStatus,
    verified_purchase: row.verifiedPurchase,
    purchased_at: row.purchasedAt ? new Date(row.purchasedAt).toISOString() : null,
    rejection_reason: row.rejectionReason,
    moderated_at: row.moderatedAt ? new Date(row.moderatedAt).toISOString() : null,
    created_at: new Date(row.createdAt).toISOString(),
    photos,
  };
}

export async function reviewDtos(db: Db, rows: readonly ReviewRow[]): Promise<ReviewDto[]> {
  const photos = await photosOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => reviewDto(row, photos.get(row.id)));
}
