/**
 * The back office's newsletter list query (decision 052): the same for
 * `GET /api/admin/newsletter_subscriptions` and the page. Pure.
 */
import { z } from 'zod';
import { NEWSLETTER_STATUSES } from './newsletter-admin.rules';

export const newsletterListInput = z.strictObject({
  status: z.enum(NEWSLETTER_STATUSES, { error: 'invalid_value' }).optional(),
  search: z
    .string({ error: 'invalid_value' })
    .max(100, { error: 'too_long' })
    .optional()
    .transform((value) => value?.trim() ?? ''),
  page: z
    .string({ error: 'invalid_integer' })
    .regex(/^\d{1,6}$/, { error: 'invalid_integer' })
    .optional()
    .transform((value) => Math.max(1, Number(value ?? '1'))),
});
export type NewsletterListInput = z.output<typeof newsletterListInput>;
