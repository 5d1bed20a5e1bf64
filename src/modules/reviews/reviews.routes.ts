import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { reviewsSummary } from './reviews.service';

export function registerReviewRoutes(app: FastifyInstance, db: Db) {
  app.get('/verified_reviews/summary', async () => ({ data: await reviewsSummary(db) }));
}
