import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../customers/customers.tables';
import { orders } from '../orders/orders.tables';
import { refunds } from '../payments/payments.tables';

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** One line as invoiced: amounts excl. tax, in cents (negative on a credit note). */
export interface InvoiceLine {
  reference: string;
  name: string;
  quantity: number;
  unitHtCents: number;
  vatRateBp: number;
  totalHtCents: number;
}

export interface InvoiceVatLine {
  rateBp: number;
  baseHtCents: number;
  vatCents: number;
}

/** The seller's legal mentions when the invoice was issued (configuration `seller_*`). */
export interface SellerSnapshot {
  name: string;
  legalForm: string;
  capital: string;
  address: string[];
  siret: string;
  rcs: string;
  vatNumber: string;
  email: string | null;
  phone: string | null;
}

/** The buyer as billed: the order's billing address and the account's company data. */
export interface BuyerSnapshot {
  customerNumber: number | null;
  name: string;
  company: string | null;
  address: string[];
  countryIso: string;
  email: string | null;
  vatNumber: string | null;
}

/** Everything else the document prints: the order, discounts, shipping, payment. */
export interface InvoiceDetails {
  orderNumber: string;
  orderPlacedAt: string;
  /** Language of the customer (a second line of labels on the PDF). */
  locale: string;
  paymentMethod: string | null;
  /** `paid`: the invoice is settled (acquittée); `due`: paid at pickup (order `open`). */
  settlement: 'paid' | 'due';
  productsHtCents: number;
  promoPercent: number | null;
  promoDiscountHtCents: number;
  loyaltyDiscountHtCents: number;
  shippingMethod: string | null;
  shippingHtCents: number;
  paymentFeesHtCents: number;
  giftCardUsedCents: number;
  /** Paid with loyalty points (absent on invoices issued before points became a payment). */
  loyaltyUsedCents?: number;
  amountDueCents: number;
  /** Why there is no VAT: intra-EU reverse charge or export; null when VAT is charged. */
  vatExemption: 'reverse_charge' | 'export' | null;
}

/**
 * Invoices and credit notes (French "factures" and "avoirs"): legal documents, frozen when
 * issued — amounts, lines, seller and buyer are copies, never read again from the order or the
 * configuration. Numbers are gap-free per kind and year (`F2026-000001`, `A2026-000001`),
 * taken from `invoice_counters` in the issuing transaction. One invoice per order and one
 * credit note per order (unique), the credit note pointing at the invoice it cancels. Amounts
 * of a credit note are negative, so sums over the table are revenue.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The owner, for the customer's list and downloads (null once the account is deleted). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    creditOf: integer('credit_of').references((): AnyPgColumn => invoices.id, {
      onDelete: 'restrict',
    }),
    /** The refund a credit note records (null for the credit note of a cancellation). */
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    currency: char('currency', { length: 3 }).notNull().default('EUR'),
    totalHtCents: integer('total_ht_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalTtcCents: integer('total_ttc_cents').notNull(),
    vatBreakdown: jsonb('vat_breakdown').$type<InvoiceVatLine[]>().notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    details: jsonb('details').$type<InvoiceDetails>().notNull(),
    seller: jsonb('seller').$type<SellerSnapshot>().notNull(),
    buyer: jsonb('buyer').$type<BuyerSnapshot>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One invoice per order, one credit note per cancellation, one per refund.
    uniqueIndex('invoices_order_invoice_uq')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('invoices_order_cancellation_uq')
      .on(t.orderId)
      .where(sql`${t.kind} = 'credit_note' and ${t.refundId} is null`),
    uniqueIndex('invoices_refund_uq').on(t.refundId),
    check('invoices_refund_ck', sql`${t.refundId} is null or ${t.kind} = 'credit_note'`),
    unique('invoices_kind_year_sequence_uq').on(t.kind, t.year, t.sequence),
    index('invoices_user_idx').on(t.userId, t.issuedAt),
    check('invoices_kind_ck', sql`${t.kind} in ('invoice', 'credit_note')`),
    check('invoices_credit_of_ck', sql`(${t.kind} = 'credit_note') = (${t.creditOf} is not null)`),
    check('invoices_sequence_ck', sql`${t.sequence} >= 1`),
  ],
);

/**
 * The last number given per kind and year. Taking a number updates this row (`UPDATE …
 * RETURNING`, which locks it until the transaction ends): a rolled-back transaction gives its
 * number back, so the sequence has no gap — unlike a Postgres SEQUENCE.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: text('kind').$type<InvoiceKind>().notNull(),
    year: integer('year').notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

/** Notices sent once per order outside its moves (the transfer reminder): the sweep's memory. */
export const orderNotices = pgTable(
  'order_notices',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'transfer_reminder'>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.kind] }),
    check('order_notices_kind_ck', sql`${t.kind} in ('transfer_reminder')`),
  ],
);
