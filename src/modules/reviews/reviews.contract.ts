/**
 * A review's inputs and answers (decision 054), shared by the API and the pages. Unknown
 * fields are refused (a customer cannot send `status`); messages are keys of
 * src/shared/messages.ts.
 */
import { z } from 'zod';
import { REVIEW_LIMITS } from './reviews.rules';

const text = (max: number) =>
  z.string({ error: 'invalid_value' }).trim().max(max, { error: 'too_long' });

/** Stars come as a number (JSON) or a string (forms, multipart): whole numbers 1–5 only. */
const stars = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number({ error: 'review_stars_invalid' })
    .int({ error: 'review_stars_invalid' })
    .min(1, { error: 'review_stars_invalid' })
    .max(5, { error: 'review_stars_invalid' }),
);

const optionalId = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).positive().optional(),
);

export const reviewInput = z.strictObject({
  stars,
  title: text(REVIEW_LIMITS.titleMax)
    .optional()
    .nullable()
    .transform((value) => value || null),
  comment: text(REVIEW_LIMITS.commentMax).min(REVIEW_LIMITS.commentMin, { error: 'required' }),
  /** Which order line is reviewed; the oldest delivered line not reviewed yet when absent. */
  order_line_id: optionalId,
});
export type ReviewInput = z.infer<typeof reviewInput>;

export const reviewDecisionInput = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('publish') }),
  z.strictObject({
    decision: z.literal('reject'),
    reason: text(500).min(1, { error: 'required' }),
  }),
]);
export type ReviewDecisionInput = z.infer<typeof reviewDecisionInput>;

export type ReviewStatus = 'pending' | 'published' | 'rejected';

export interface ReviewPhotoDto {
  id: number;
  url: string;
}

/** A review as its author and the back office see it. */
export interface ReviewDto {
  id: number;
  product_id: number;
  order_id: number | null;
  order_line_id: number | null;
  stars: number;
  title: string | null;
  comment: string;
  author_name: string;
  locale: string;
  status: ReviewStatus;
  verified_purchase: boolean;
  purchased_at: string | null;
  rejection_reason: string | null;
  moderated_at: string | null;
  created_at: string;
  photos: ReviewPhotoDto[];
}
