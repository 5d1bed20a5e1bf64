/**
 * Claims' inputs and answers (SPEC §3, §7; decision 051), shared by the API and the pages.
 * Unknown fields are refused; messages are keys of src/shared/messages.ts.
 */
import { z } from 'zod';
import type { ClaimAwaiting, ClaimState, InboxFilter } from './support.rules';
import { CLAIM_LIMITS } from './support.rules';

const requiredText = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'too_long' });

/** Blank → none; else one of the customer's orders (checked by the service). */
const optionalId = z
  .union([z.string(), z.number()], { error: 'invalid_integer' })
  .optional()
  .nullable()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value === '') return null;
    const n = Number(value);
    if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message: 'invalid_integer' });
      return z.NEVER;
    }
    return n;
  });

/** `POST /supports` (JSON, or the text fields of a multipart body with `file`). */
export const claimInput = z.strictObject({
  title: requiredText(CLAIM_LIMITS.title),
  message: requiredText(CLAIM_LIMITS.body),
  order_id: optionalId,
});
export type ClaimInput = z.infer<typeof claimInput>;

/** `POST /supports/{id}/support_messages` (text fields beside the files). */
export const claimMessageInput = z.strictObject({
  message: requiredText(CLAIM_LIMITS.body),
});

/** Staff's message: a reply, or an internal note (`internal=1`). */
export const staffMessageInput = z.strictObject({
  message: requiredText(CLAIM_LIMITS.body),
  internal: z
    .union([z.boolean(), z.enum(['0', '1', 'true', 'false', 'on'])], { error: 'invalid_value' })
    .optional()
    .transform((v) => v === true || v === '1' || v === 'true' || v === 'on'),
});

/** `PUT /supports/{id}`: close or reopen. */
export const claimStateInput = z.strictObject({
  state: z.enum(['open', 'closed'], { error: 'invalid_value' }),
});

export interface ClaimFileDto {
  id: number;
  url: string;
  original_name: string;
  content_type: string;
  size: number;
}

export interface ClaimMessageDto {
  id: number;
  author: 'customer' | 'staff';
  /** Staff's first name for the customer; the full name in the back office. */
  author_name: string | null;
  message: string;
  /** Staff only: a note the customer never sees (absent from the customer's answers). */
  internal?: boolean;
  files: ClaimFileDto[];
  created_at: string;
}

/** One claim in a list (and `/auth/me?include=supports`). */
export interface ClaimSummaryDto {
  id: number;
  title: string;
  state: ClaimState;
  closed: boolean;
  awaiting: ClaimAwaiting;
  order_id: number | null;
  order_number: string | null;
  created_at: string;
  updated_at: string;
}

export interface ClaimDto extends ClaimSummaryDto {
  /** The claim's first message (SPEC §3: title, message, attached file). */
  message: string;
  file: ClaimFileDto | null;
  messages: ClaimMessageDto[];
}

/** The back office's list row: the customer named. */
export interface InboxClaimDto extends ClaimSummaryDto {
  customer: { id: number; name: string; email: string };
  messages_count: number;
}

export interface InboxPage {
  filter: InboxFilter;
  q: string;
  page: number;
  pageSize: number;
  total: number;
  claims: InboxClaimDto[];
  counts: Record<Exclude<InboxFilter, 'all'>, number>;
}

export interface StaffClaimDto extends ClaimDto {
  customer: { id: number; name: string; email: string; locale: string };
}
