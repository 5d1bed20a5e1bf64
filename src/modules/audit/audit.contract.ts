/**
 * The audit log's shapes: what a writer records, the viewer's filters (the same for the API's
 * query and the page's URL) and one entry as read back. Pure.
 */
import { z } from 'zod';

export interface AuditRecord {
  /** The acting user (the signed-in owner or staff member); null for the shop itself. */
  actorUserId: number | null;
  /** What was done, `entity.verb`: `order.cancel`, `payment.record`, `staff.invite`… */
  action: string;
  /** What it was done to: `order`, `user`, `staff_invitation`… */
  entity: string;
  entityId: string | number | null;
  /** The entity before and after, as JSON (only the fields the action touched). */
  before?: unknown;
  after?: unknown;
}

export interface AuditEntryDto {
  id: number;
  actor_user_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
  created_at: string;
}

export const AUDIT_PAGE_SIZE = 50;

const word = z
  .string()
  .trim()
  .max(60, { error: 'too_long' })
  .regex(/^[a-z_.]*$/, { error: 'invalid_value' })
  .optional()
  .transform((value) => value || undefined);
const day = z
  .string()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, { error: 'invalid_date' })
  .optional()
  .transform((value) => value || undefined);

/** The viewer's filters: actor, entity, action, from/to days (inclusive, UTC), page. */
export const auditFilterInput = z.object({
  actor: z
    .string()
    .regex(/^\d{0,9}$/, { error: 'invalid_integer' })
    .optional()
    .transform((value) => (value ? Number(value) : undefined)),
  entity: word,
  action: word,
  from: day,
  to: day,
  page: z
    .string()
    .regex(/^\d{1,6}$/, { error: 'invalid_integer' })
    .optional()
    .transform((value) => Math.max(1, Number(value ?? '1'))),
});
export type AuditFilter = z.output<typeof auditFilterInput>;
