/**
 * Reviews over HTTP (decision 054): the shop-wide summary (SPEC §7 verified_reviews), a
 * customer writing a review (`POST /api/reviews/product/{id}`, JSON or multipart with up to
 * three `photos`), their own reviews, and the back office's queue and decisions (permission
 * `claims`, checked by the `allow` passed in: customers sit above this module).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { HttpError, parseId } from '../../shared/http';
import { parseBodyOrThrow } from '../../shared/validation';
import { readUpload, UPLOAD_PURPOSES, withFileUploads, type ReceivedFile } from '../media';
import { decideReview, reviewQueue, type ModerationDeps } from './review-moderation.service';
import { reviewDtos } from './review-dto.service';
import { reviewsOfCustomer, writeReview, type ReviewWriteDeps } from './review-writing.service';
import { reviewDecisionInput, reviewInput, type ReviewStatus } from './reviews.contract';
import { reviewsSummary } from './reviews.service';

export interface ReviewRouteDeps extends ReviewWriteDeps, Omit<ModerationDeps, 'storage'> {
  now: () => Date;
  /** Refuses (404) anyone without the `claims` permission. */
  allow: (userId: number | null) => Promise<void>;
}

const queueQuery = z.object({
  status: z.enum(['pending', 'published', 'rejected']).default('pending'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export function registerReviewRoutes(app: FastifyInstance, db: Db, deps?: ReviewRouteDeps) {
  app.get('/verified_reviews/summary', async () => ({ data: await reviewsSummary(db) }));
  if (!deps) return;

  const signedIn = (userId: number | null | undefined): number => {
    if (!userId) throw new HttpError(401, 'unauthenticated');
    return userId;
  };

  app.get('/reviews/mine', async (request) => {
    const userId = signedIn(request.ctx.userId);
    return { data: await reviewDtos(db, await reviewsOfCustomer(db, userId)) };
  });

  app.get<{ Querystring: Record<string, string> }>('/admin/reviews', async (request) => {
    await deps.allow(request.ctx.userId ?? null);
    const query = parseBodyOrThrow(queueQuery, request.query);
    const queue = await reviewQueue(db, query.status as ReviewStatus, query.page);
    return { data: queue.data, meta: { total: queue.total, counts: queue.counts } };
  });

  app.post<{ Params: { id: string } }>('/admin/reviews/:id/decision', async (request) => {
    await deps.allow(request.ctx.userId ?? null);
    const input = parseBodyOrThrow(reviewDecisionInput, request.body);
    const data = await decideReview(
      db,
      { ...deps },
      request.ctx.userId!,
      parseId(request.params.id),
      input,
      deps.now(),
    );
    return { data };
  });

  return withFileUploads(app, (scope) => {
    scope.post<{ Params: { id: string } }>('/reviews/product/:id', async (request, reply) => {
      // A visitor is told to sign in before anything is read.
      const userId = signedIn(request.ctx.userId);
      const productId = parseId(request.params.id);
      let body: unknown = request.body;
      let photos: ReceivedFile[] = [];
      if (request.isMultipart()) {
        const upload = await readUpload(request, UPLOAD_PURPOSES.review_photo, 'photos', {
          optional: true,
        });
        body = upload.fields;
        photos = upload.files;
      }
      const input = parseBodyOrThrow(reviewInput, body);
      const data = await writeReview(db, deps, {
        userId,
        productId,
        locale: request.ctx.locale,
        input,
        photos,
        now: deps.now(),
      });
      return reply.status(201).send({ data });
    });
  });
}
