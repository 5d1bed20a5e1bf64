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
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../customers/customers.tables';
import { orders } from '../orders/orders.tables';

/** The provider of a payment the owner recorded by hand (transfer, cheque, cash at the counter). */
export const MANUAL_PROVIDER = 'manual';

/**
 * One row per payment attempt: what was asked of which provider, under which reference, and
 * what came of it. An order may have several (a declined card, then PayPal). Money received
 * outside a gateway (a transfer, a cheque, cash at the counter) is a `manual` row recorded by
 * the owner, `paid` from the start: the bank's or cheque's reference in `provider_payment_id`,
 * the day it arrived in `received_on`, who recorded it in `recorded_by`.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The payment method chosen (monetico, paypal, limonetik_3x…). */
    method: text('method').notNull(),
    /** The gateway that handled it (offline on a laptop). */
    provider: text('provider').notNull(),
    /** Our reference sent to the provider: unique, 12 alphanumerics at most (Monetico). */
    reference: text('reference').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('started'),
    declineReason: text('decline_reason'),
    providerPaymentId: text('provider_payment_id'),
    receivedOn: date('received_on', { mode: 'string' }),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    // The same transfer or cheque recorded twice (a double click, two tabs) is one payment.
    uniqueIndex('payments_manual_reference_uq')
      .on(t.orderId, t.providerPaymentId)
      .where(sql`${t.provider} = 'manual'`),
    check(
      'payments_status_ck',
      sql`${t.status} in ('started', 'paid', 'refused', 'cancelled', 'pending_review')`,
    ),
    check('payments_amount_ck', sql`${t.amountCents} >= 0`),
  ],
);

/**
 * Every verified provider notification, stored before it is acted on, in the same transaction:
 * the unique (provider, event id) makes a repeated or concurrent notification a no-op.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    outcome: text('outcome').notNull(),
    /** What it did to the order: applied, duplicate, refused by the state table, unknown payment. */
    result: text('result').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('payment_notifications_event_uq').on(t.provider, t.eventId)],
);

/**
 * Money given back to a customer through the provider that took it. `reference` is unique and
 * sent to the provider as the refund's idempotency key: asking twice refunds once. A refund is
 * `pending` while the provider is asked, then `succeeded` or `failed` (with the provider's
 * error); a succeeded refund has its credit note (invoices.refund_id).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The payment refunded (null for money taken outside a gateway: transfer, cheque, store). */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    reference: text('reference').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    check('refunds_status_ck', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check('refunds_amount_ck', sql`${t.amountCents} > 0`),
  ],
);
