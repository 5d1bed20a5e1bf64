import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../customers/customers.tables';
import { uploads } from '../media/uploads.tables';
import { orders } from '../orders/orders.tables';

/**
 * A customer's claim (SPEC §3, §4; decision 051): a title, optionally one of their placed
 * orders, open or closed. `awaiting` says whose turn it is (`us`: the shop has to answer,
 * `customer`): derived by support.rules.ts from the last message that is not a staff note,
 * stored so the back office's filters and the dashboard's counter are one indexed count.
 * An erased customer's claims go with them (personal data, decision 031).
 */
export const supportClaims = pgTable(
  'support_claims',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The order's number when the claim was opened: lists show it without asking orders. */
    orderNumber: text('order_number'),
    title: text('title').notNull(),
    state: text('state').notNull().default('open'),
    awaiting: text('awaiting').notNull().default('us'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last message (notes included) or state change: lists sort on it. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check('support_claims_state_ck', sql`${t.state} in ('open', 'closed')`),
    check('support_claims_awaiting_ck', sql`${t.awaiting} in ('us', 'customer')`),
    check('support_claims_title_ck', sql`char_length(${t.title}) between 1 and 150`),
    index('support_claims_user_idx').on(t.userId, t.updatedAt),
    index('support_claims_inbox_idx').on(t.state, t.awaiting, t.updatedAt),
  ],
);

/**
 * One message of a claim: written by the customer or by staff (`author_kind`; the author's
 * account may be removed later, the message stays). `internal`: a staff note, never shown to
 * the customer, never sent, and not counted for whose turn it is.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => supportClaims.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorKind: text('author_kind').notNull(),
    body: text('body').notNull(),
    internal: boolean('internal').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('support_messages_author_ck', sql`${t.authorKind} in ('customer', 'staff')`),
    check('support_messages_body_ck', sql`char_length(${t.body}) between 1 and 5000`),
    check('support_messages_note_ck', sql`not ${t.internal} or ${t.authorKind} = 'staff'`),
    index('support_messages_claim_idx').on(t.claimId, t.id),
  ],
);

/** The files of a message: private uploads (media, purpose `support_attachment`). */
export const supportMessageFiles = pgTable(
  'support_message_files',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => supportMessages.id, { onDelete: 'cascade' }),
    uploadId: integer('upload_id')
      .notNull()
      .unique()
      .references(() => uploads.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.uploadId] })],
);

export type SupportClaimRow = typeof supportClaims.$inferSelect;
export type SupportMessageRow = typeof supportMessages.$inferSelect;
