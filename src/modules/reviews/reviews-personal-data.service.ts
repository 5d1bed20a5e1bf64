/**
 * GDPR for reviews (decisions 031 and 054). Export: every review the customer wrote, with its
 * status and photos. Erasure: a published review stays (other customers relied on it; the
 * stars stay in the product's average) but loses its author — the name becomes empty (pages
 * say "Verified customer") and the link to the account goes; a review not published (pending
 * or rejected) is deleted with its photos, whose bytes the caller removes once committed.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { forgetUploads } from '../media';
import { reviewDtos } from './review-dto.service';
import { reviewPhotos, reviews } from './reviews.tables';

export async function customerReviewsData(db: Db, userId: number) {
  const rows = await db.select().from(reviews).where(eq(reviews.userId, userId));
  return (await reviewDtos(db, rows)).map(({ rejection_reason: _internal, ...review }) => review);
}

export async function forgetReviewAuthor(
  tx: Db,
  userId: number,
): Promise<{ anonymised: number; deleted: number; files: string[] }> {
  const unpublished = await tx
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), ne(reviews.status, 'published')));
  const ids = unpublished.map((row) => row.id);
  const photos =
    ids.length === 0
      ? []
      : await tx
          .select({ id: reviewPhotos.uploadId })
          .from(reviewPhotos)
          .where(inArray(reviewPhotos.reviewId, ids));
  const files = await forgetUploads(
    tx,
    photos.map((photo) => photo.id),
  );
  if (ids.length > 0) await tx.delete(reviews).where(inArray(reviews.id, ids));
  const anonymised = await tx
    .update(reviews)
    .set({ authorName: '', userId: null })
    .where(eq(reviews.userId, userId))
    .returning({ id: reviews.id });
  return { anonymised: anonymised.length, deleted: ids.length, files };
}
