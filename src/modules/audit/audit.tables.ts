import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every write of the back office: who (the acting user), when, what (action on an entity) and
 * the entity before and after, as JSON. Written in the transaction of the write it records, so
 * a rolled-back action leaves no row. `actor_user_id` names no foreign key on purpose: the log
 * outlives accounts (an erased customer, a removed staff member) and is never rewritten, but for
 * taking an erased customer's data out of the snapshots (redactAuditEntries, decision 033).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: integer('actor_user_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_actor_idx').on(t.actorUserId, t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);
