/**
 * The back office's review queue (decision 054, permission `claims`, checked by the caller):
 * pending, published and rejected reviews with their photos; publishing or rejecting (with a
 * reason) moves the product's stars and count in lists at once (the catalogue's listing,
 * passed in), is written to the audit log, and a rejection deletes the photos.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError } from '../../shared/http';
import { recordAudit } from '../audit';
import { forgetUploads, removeStoredFiles, type FileStorage } from '../media';
import { reviewDtos } from './review-dto.service';
import type { ReviewDecisionInput, ReviewDto, ReviewStatus } from './reviews.contract';
import { setReviewPublished, type RefreshListing } from './reviews.service';
import { reviewPhotos, reviews } from './reviews.tables';

export const REVIEW_QUEUE_PAGE_SIZE = 20;

export async function reviewQueue(
  db: Db,
  status: ReviewStatus,
  page: number,
): Promise<{ data: ReviewDto[]; total: number; counts: Record<ReviewStatus, number> }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(and(eq(reviews.status, status), eq(reviews.verifiedPurchase, true)))
      .orderBy(status === 'pending' ? reviews.createdAt : desc(reviews.createdAt), reviews.id)
      .limit(REVIEW_QUEUE_PAGE_SIZE)
      .offset((Math.max(1, page) - 1) * REVIEW_QUEUE_PAGE_SIZE),
    db
      .select({ status: reviews.status, n: count() })
      .from(reviews)
      .where(eq(reviews.verifiedPurchase, true))
      .groupBy(reviews.status),
  ]);
  const counts: Record<ReviewStatus, number> = { pending: 0, published: 0, rejected: 0 };
  for (const row of totals) counts[row.status as ReviewStatus] = row.n;
  return { data: await reviewDtos(db, rows), total: counts[status], counts };
}

export interface ModerationDeps {
  storage?: FileStorage;
  refreshListing: RefreshListing;
  /** Empties the caches of lists and pages once committed (the catalogue's notifier). */
  catalogueChanged: () => void;
}

/** Publishes or rejects a review; the same decision twice is a 409, an unknown id a 404. */
export async function decideReview(
  db: Db,
  deps: ModerationDeps,
  actorUserId: number,
  reviewId: number,
  decision: ReviewDecisionInput,
  now: Date,
): Promise<ReviewDto> {
  const target: ReviewStatus = decision.decision === 'publish' ? 'published' : 'rejected';
  const { row, files } = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [before] = await t.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
    if (!before) throw new HttpError(404, 'not_found');
    if (before.status === target) throw new HttpError(409, 'review_not_pending');
    await setReviewPublished(t, reviewId, target === 'published', deps.refreshListing);
    const [after] = await t
      .update(reviews)
      .set({
        status: target,
        rejectionReason: decision.decision === 'reject' ? decision.reason : null,
        moderatedBy: actorUserId,
        moderatedAt: now,
      })
      .where(eq(reviews.id, reviewId))
      .returning();
    // A rejected review's photos are not kept: nobody will ever be shown them.
    let files: string[] = [];
    if (target === 'rejected') {
      const photos = await t
        .select({ id: reviewPhotos.uploadId })
        .from(reviewPhotos)
        .where(eq(reviewPhotos.reviewId, reviewId));
      files = await forgetUploads(
        t,
        photos.map((photo) => photo.id),
      );
    }
    await recordAudit(t, {
      actorUserId,
      action: target === 'published' ? 'review.publish' : 'review.reject',
      entity: 'review',
      entityId: reviewId,
      before: { status: before.status },
      after: {
        status: target,
        ...(decision.decision === 'reject' ? { reason: decision.reason } : {}),
        ...(files.length > 0 ? { photos_deleted: files.length } : {}),
      },
    });
    return { row: after!, files };
  });
  if (deps.storage) await removeStoredFiles(deps.storage, files);
  deps.catalogueChanged();
  return (await reviewDtos(db, [row]))[0]!;
}
