/**
 * A customer writes a review (decision 054): only about a product they received (a delivered
 * or picked-up order of theirs), one review per order line, with up to three photos. The
 * review waits for moderation (`pending`); nothing is stored when it is refused. The orders
 * and customers modules sit above this one: what they know comes in as `ReviewWriteDeps`.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError } from '../../shared/http';
import type { Locale } from '../../shared/locale';
import { storeUploads, type FileStorage, type ReceivedFile } from '../media';
import { reviewDtos } from './review-dto.service';
import type { ReviewDto, ReviewInput } from './reviews.contract';
import { reviewableLine, reviewAuthorName, type PurchasedLine } from './reviews.rules';
import { reviewPhotos, reviews } from './reviews.tables';

export interface ReviewWriteDeps {
  storage: FileStorage;
  /** The customer's bought lines of the product (orders' `purchasedLines`). */
  purchases: (db: Db, userId: number, productId: number) => Promise<PurchasedLine[]>;
  /** The customer's names, to sign the review "Marie D." (customers). */
  author: (db: Db, userId: number) => Promise<{ firstname: string; lastname: string } | null>;
}

/** Order line ids among `lineIds` that already carry a review. */
export async function reviewedLineIds(db: Db, lineIds: readonly number[]): Promise<Set<number>> {
  if (lineIds.length === 0) return new Set();
  const rows = await db
    .select({ line: reviews.orderLineId })
    .from(reviews)
    .where(inArray(reviews.orderLineId, [...lineIds]));
  return new Set(rows.flatMap((row) => (row.line === null ? [] : [row.line])));
}

export async function writeReview(
  db: Db,
  deps: ReviewWriteDeps,
  request: {
    userId: number;
    productId: number;
    locale: Locale;
    input: ReviewInput;
    photos: readonly ReceivedFile[];
    now: Date;
  },
): Promise<ReviewDto> {
  const { userId, productId, input } = request;
  const lines = await deps.purchases(db, userId, productId);
  const verdict = reviewableLine(
    lines,
    await reviewedLineIds(
      db,
      lines.map((line) => line.orderLineId),
    ),
    productId,
    input.order_line_id,
  );
  if (!verdict.ok) throw new HttpError(verdict.status, verdict.key);
  const author = await deps.author(db, userId);
  if (!author) throw new HttpError(404, 'not_found');
  const values = {
    productId,
    userId,
    orderId: verdict.line.orderId,
    orderLineId: verdict.line.orderLineId,
    variantId: verdict.line.variantId,
    authorName: reviewAuthorName(author.firstname, author.lastname),
    locale: request.locale,
    stars: input.stars,
    title: input.title,
    comment: input.comment,
    status: 'pending',
    isPublished: false,
    verifiedPurchase: true,
    purchasedAt: verdict.line.placedAt,
    createdAt: request.now,
  };
  let saved: typeof reviews.$inferSelect | undefined;
  const insert = async (tx: Db, uploadIds: number[]) => {
    [saved] = await tx.insert(reviews).values(values).returning();
    if (uploadIds.length > 0)
      await tx
        .insert(reviewPhotos)
        .values(
          uploadIds.map((uploadId, position) => ({ reviewId: saved!.id, uploadId, position })),
        );
  };
  try {
    if (request.photos.length > 0)
      await storeUploads(db, deps.storage, {
        purpose: 'review_photo',
        files: request.photos,
        ownerUserId: userId,
        now: request.now,
        alongside: (tx, rows) =>
          insert(
            tx,
            rows.map((row) => row.id),
          ),
      });
    else await db.transaction((tx) => insert(tx as unknown as Db, []));
  } catch (error) {
    // Two submissions of the same line at once: the unique line index keeps one.
    if ((error as { code?: string }).code === '23505')
      throw new HttpError(409, 'review_already_written');
    throw error;
  }
  return (await reviewDtos(db, [saved!]))[0]!;
}

/** The customer's own reviews (account and write pages: what is pending, what was published). */
export async function reviewsOfCustomer(db: Db, userId: number, productId?: number) {
  return db
    .select()
    .from(reviews)
    .where(
      and(
        eq(reviews.userId, userId),
        productId === undefined ? undefined : eq(reviews.productId, productId),
      ),
    );
}
