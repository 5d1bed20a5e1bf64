import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

/**
 * E-mails waiting to be sent (docs/decisions/012-email.md). Written by `enqueueEmail` in the
 * caller's transaction, so a mail exists iff the change that caused it committed; the mail
 * sweep renders and sends due rows, with retries. Only template + data are stored: the text is
 * rendered at send time from mail.templates.ts.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    locale: text('locale').notNull(),
    template: text('template').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** Files sent with the mail (a gift card's PDF), rendered when queued: base64 content. */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    /** Failed sending attempts so far. */
    attempts: integer('attempts').notNull().default(0),
    /** Due from then; a sweep that claims a row moves it forward (a lease) while it sends. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('email_outbox_status_ck', sql`${t.status} in ('pending', 'sent', 'failed')`),
    // The sweep's question, "pending rows due now, oldest first", reads only this small index.
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    // An order's e-mails (the back office's timeline): order mails carry its number.
    index('email_outbox_order_number_idx').on(sql`(${t.data} ->> 'number')`),
  ],
);

/** What the development mailer "sent" (no SMTP_URL): read at /dev/mailbox. */
export const devMailbox = pgTable('dev_mailbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  /** The names of the files the mail carried. */
  attachments: jsonb('attachments').$type<string[]>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
