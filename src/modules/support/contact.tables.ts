import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../customers/customers.tables';
import { uploads } from '../media/uploads.tables';

/**
 * Messages of the contact form (SPEC §2 /contact, §7 `POST /contacts`; decision 052): who wrote
 * (a visitor or a signed-in customer), about what, and whether the customer service handled
 * it. The attachment is a private upload (purpose `contact_attachment`) read by staff only.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** One of CONTACT_SUBJECTS (contact.rules.ts). */
    subject: text('subject').notNull(),
    /** The order it is about, as the sender typed it (a visitor may not have an account). */
    orderNumber: text('order_number'),
    message: text('message').notNull(),
    attachmentUploadId: integer('attachment_upload_id').references(() => uploads.id, {
      onDelete: 'set null',
    }),
    /** The signed-in customer who sent it (the GDPR erasure removes the messages themselves). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The page's language: the acknowledgement's, and the reply's the staff should write. */
    locale: text('locale').notNull(),
    status: text('status').notNull().default('unhandled'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledByUserId: integer('handled_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('contact_messages_status_ck', sql`${t.status} in ('unhandled', 'handled')`),
    check(
      'contact_messages_subject_ck',
      sql`${t.subject} in ('order', 'product', 'fitting', 'pro', 'other')`,
    ),
    // The back office's queue: unhandled first, newest first.
    index('contact_messages_status_idx').on(t.status, t.createdAt),
    // A person's messages (GDPR export and erasure) by address, any case.
    index('contact_messages_email_idx').on(sql`lower(${t.email})`),
    // The shop-wide burst guard counts the last minute's messages.
    index('contact_messages_created_idx').on(t.createdAt),
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
