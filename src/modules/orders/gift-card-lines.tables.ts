import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { giftCards } from '../promotions/promotions.tables';
import { orders } from './orders.tables';

/**
 * Gift cards bought in the cart (docs/decisions/056): a line of the order beside its product
 * lines, holding the amount and who the card is for. VAT-free (a multi-purpose voucher: the
 * VAT is due when it is spent). Once the order is paid the promotions module issues the card
 * (`gift_card_id`); it is e-mailed on `deliver_on` (`sent_at`). A cancelled order's unsent card
 * is switched off (`voided_at`).
 */
export const orderGiftCards = pgTable(
  'order_gift_cards',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /** `self`: the card is mailed to the buyer; `other`: to the recipient's address. */
    recipientKind: text('recipient_kind').notNull(),
    recipientName: text('recipient_name'),
    recipientEmail: text('recipient_email'),
    senderName: text('sender_name'),
    message: text('message'),
    /** The day (Paris) the card is e-mailed. */
    deliverOn: date('deliver_on', { mode: 'string' }).notNull(),
    giftCardId: integer('gift_card_id').references(() => giftCards.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_gift_cards_order_idx').on(t.orderId),
    // A card is issued for one line only.
    uniqueIndex('order_gift_cards_card_uq').on(t.giftCardId),
    // The sending sweep reads the issued cards still waiting for their day.
    index('order_gift_cards_due_idx')
      .on(t.deliverOn)
      .where(sql`${t.giftCardId} is not null and ${t.sentAt} is null and ${t.voidedAt} is null`),
    check('order_gift_cards_amount_ck', sql`${t.amountCents} between 1000 and 50000`),
    check('order_gift_cards_kind_ck', sql`${t.recipientKind} in ('self', 'other')`),
  ],
);
