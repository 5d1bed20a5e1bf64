/**
 * The contact form's input (decision 052): the same schema for `POST /api/contacts` (JSON or
 * multipart) and the /contact page's action; and what the back office reads. Pure.
 */
import { z } from 'zod';
import { isLocale } from '../../shared/locale';
import { CONTACT_LIMITS, CONTACT_STATUSES, CONTACT_SUBJECTS } from './contact.rules';
import type { ContactStatus, ContactSubject } from './contact.rules';

const requiredText = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'too_long' });

export const contactInput = z.strictObject({
  name: requiredText(CONTACT_LIMITS.name),
  email: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(CONTACT_LIMITS.email, { error: 'too_long' })
    .pipe(z.email({ error: 'invalid_email' })),
  subject: z.enum(CONTACT_SUBJECTS, { error: 'invalid_value' }),
  order_number: z
    .string({ error: 'invalid_value' })
    .trim()
    .max(CONTACT_LIMITS.orderNumber, { error: 'too_long' })
    .regex(/^[\w-]*$/, { error: 'invalid_value' })
    .optional()
    .nullable()
    .transform((value) => value || null),
  message: requiredText(CONTACT_LIMITS.message).refine(
    (value) => value.length >= CONTACT_LIMITS.messageMin,
    { error: 'message_too_short' },
  ),
  locale: z
    .string()
    .optional()
    .refine((value) => value === undefined || isLocale(value), { error: 'invalid_value' }),
  /** The honeypot: people never see it, robots fill it. */
  website: z.string().max(500).optional(),
});
export type ContactInput = z.output<typeof contactInput>;

/** The back office's list: a status filter, a search, a page. */
export const contactListInput = z.strictObject({
  status: z.enum([...CONTACT_STATUSES, 'all'], { error: 'invalid_value' }).optional(),
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
export type ContactListQuery = z.output<typeof contactListInput>;

export const contactStatusInput = z.strictObject({
  status: z.enum(CONTACT_STATUSES, { error: 'invalid_value' }),
});

export interface ContactAttachmentDto {
  id: number;
  url: string;
  original_name: string;
  content_type: string;
  size: number;
}

export interface ContactMessageDto {
  id: number;
  name: string;
  email: string;
  subject: ContactSubject;
  order_number: string | null;
  message: string;
  locale: string;
  customer_id: number | null;
  status: ContactStatus;
  handled_at: string | null;
  handled_by: number | null;
  created_at: string;
  attachment: ContactAttachmentDto | null;
}
