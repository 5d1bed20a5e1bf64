import { avg, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
