import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../customers/customers.tables';
import { orders } from './orders.tables';

/**
 * Staff's internal notes on a placed order (the back office's order page): who wrote what,
 * when. Never shown to the customer, never sent. The author may be removed later: the note
 * stays, unsigned.
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_notes_order_idx').on(t.orderId, t.createdAt),
    check('order_notes_body_ck', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);
