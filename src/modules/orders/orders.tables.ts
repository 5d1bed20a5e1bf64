import { MAX_LINE_QUANTITY } from './cart.contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { variants } from '../catalog/products.tables';
import { addresses, type AddressSnapshot } from '../customers/addresses.tables';
import { users } from '../customers/customers.tables';
import { giftCards, promoCodes } from '../promotions/promotions.tables';
import { shippingMethodRanges } from '../shipping/shipping.tables';

export type { AddressSnapshot };

/** The relay point chosen for a relay delivery, as the carrier described it. */
export interface RelayPointSnapshot {
  id: string;
  name: string;
  address: string;
  post_code: string;
  city: string;
  country_iso: string;
}

/**
 * Orders, carts included: a cart is an order in status `not_ordered` (SPEC §3, §4). A visitor's
 * cart is found by sha256 of the order-token cookie; a customer's by their id — one current
 * cart each (partial unique indexes). A saved cart keeps its lines under a name and stops being
 * current. Prices of a cart are read live from the catalogue; placing the order freezes them
 * on its lines. A cart whose customer account is deleted has no owner left: the abandoned-cart
 * sweep removes it with the visitors' old carts.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Human-readable number, given when the order is placed. */
    number: text('number').unique(),
    status: text('status').notNull().default('not_ordered'),
    paymentStatus: text('payment_status').notNull().default('none'),
    shippingStatus: text('shipping_status').notNull().default('not_shipped'),
    /** Language of the customer's e-mails and documents about this order. */
    locale: text('locale').notNull().default('fr'),
    /** Name of a saved cart (`POST /orders/{id}/save`); a saved cart is not the current one. */
    savedName: text('saved_name'),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    shippingAddressId: integer('shipping_address_id').references(() => addresses.id, {
      onDelete: 'set null',
    }),
    shippingAddress: jsonb('shipping_address').$type<AddressSnapshot>(),
    billingAddressId: integer('billing_address_id').references(() => addresses.id, {
      onDelete: 'set null',
    }),
    billingAddress: jsonb('billing_address').$type<AddressSnapshot>(),
    // Restrict: an order keeps the delivery it was charged for; a range in use is switched
    // off, not removed (docs/decisions/034).
    shippingMethodRangeId: integer('shipping_method_range_id').references(
      () => shippingMethodRanges.id,
      { onDelete: 'restrict' },
    ),
    relayPoint: jsonb('relay_point').$type<RelayPointSnapshot>(),
    paymentMethod: text('payment_method'),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, {
      onDelete: 'set null',
    }),
    loyaltyPointsUsed: integer('loyalty_points_used').notNull().default(0),
    giftCardId: integer('gift_card_id').references(() => giftCards.id, { onDelete: 'set null' }),
    /** VAT country and rate, and every amount, frozen when the order is placed. */
    vatCountry: char('vat_country', { length: 2 }),
    vatRateBp: integer('vat_rate_bp'),
    totals: jsonb('totals').$type<Record<string, unknown>>(),
    totalTtcCents: integer('total_ttc_cents'),
    customerInstructions: text('customer_instructions'),
    isGift: boolean('is_gift').notNull().default(false),
    userAgent: text('user_agent'),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_guest_cart_uq')
      .on(t.tokenHash)
      .where(sql`${t.status} = 'not_ordered' and ${t.savedAt} is null and ${t.userId} is null`),
    uniqueIndex('orders_user_cart_uq')
      .on(t.userId)
      .where(sql`${t.status} = 'not_ordered' and ${t.savedAt} is null`),
    index('orders_user_idx').on(t.userId, t.createdAt),
    // The back office's work queues (dashboard counters, filtered lists) read the few orders
    // still awaited or in progress, never the finished history.
    index('orders_work_idx')
      .on(t.status, t.shippingStatus)
      .where(sql`${t.status} in ('awaiting_payment', 'open', 'paid')`),
    // The back office's sales over a period (dashboard) read placed orders by date.
    index('orders_placed_at_idx')
      .on(t.placedAt)
      .where(sql`${t.status} <> 'not_ordered'`),
    // Removing a delivery range checks no order uses it (the foreign key), and the back
    // office's delivery page asks which ranges are in use.
    index('orders_shipping_range_idx')
      .on(t.shippingMethodRangeId)
      .where(sql`${t.shippingMethodRangeId} is not null`),
    // The back office's orders list, newest first (its default, and the CSV export's keyset):
    // read in index order from the top or from the last row exported, never sorted whole.
    index('orders_placed_list_idx')
      .on(sql`${t.placedAt} desc nulls last`, sql`${t.id} desc`)
      .where(sql`${t.status} <> 'not_ordered'`),
    // The back office's text search finds placed orders by any part of their number or of the
    // names on their addresses (ILIKE '%…%'; a guest's order has no other name).
    index('orders_number_trgm').using('gin', sql`${t.number} gin_trgm_ops`),
    index('orders_billing_names_trgm')
      .using('gin', sql`${addressNamesText(t.billingAddress)} gin_trgm_ops`)
      .where(sql`${t.status} <> 'not_ordered'`),
    index('orders_shipping_names_trgm')
      .using('gin', sql`${addressNamesText(t.shippingAddress)} gin_trgm_ops`)
      .where(sql`${t.status} <> 'not_ordered'`),
    // Abandoned visitor carts are purged by age: the sweep reads them by update date.
    index('orders_cart_updated_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'not_ordered'`),
    check(
      'orders_status_ck',
      sql`${t.status} in ('not_ordered', 'open', 'awaiting_payment', 'pending', 'paid', 'partially_paid', 'not_paid', 'cancelled', 'finished', 'closed')`,
    ),
  ],
);

/** "Firstname Lastname" of an address snapshot (empty parts left empty), as searched. */
export function addressNamesText(address: AnyPgColumn) {
  return sql`(coalesce(${address}->>'firstname', '') || ' ' || coalesce(${address}->>'lastname', ''))`;
}

/** Order numbers (`2026-001042`): a sequence, so two orders placed at once never share one. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1001 });

// The line limits are the cart contract's (checked by its schema, enforced here too).
export { MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart.contract';

/** Cart and order lines: one per variant (quantities add up), frozen prices once placed. */
export const orderVariants = pgTable(
  'order_variants',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    /** Unit price excl. tax after discounts, frozen when the order is placed (null in a cart). */
    unitPriceHtCents: integer('unit_price_ht_cents'),
    /**
     * Of `quantity`, what was not in stock when the order was placed (variants sold on reorder):
     * cancelling gives back only what was taken.
     */
    backorderedQuantity: integer('backordered_quantity').notNull().default(0),
    /** The customer asked for the fitting at the showroom workshop (products that offer it). */
    withAssembly: boolean('with_assembly').notNull().default(false),
    /** Fitting price per unit excl. tax, frozen when the order is placed (null in a cart). */
    assemblyUnitPriceHtCents: integer('assembly_unit_price_ht_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('order_variants_order_variant_uq').on(t.orderId, t.variantId),
    index('order_variants_variant_idx').on(t.variantId),
    check(
      'order_variants_quantity_ck',
      sql`${t.quantity} between 1 and ${sql.raw(String(MAX_LINE_QUANTITY))}`,
    ),
  ],
);

/**
 * Parcels sent for an order, with the carrier's tracking number (several parcels are possible:
 * a back-ordered line ships later). Recorded from the back office; the customer sees them on
 * the order's page.
 */
export const orderShipments = pgTable(
  'order_shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    /** The carrier's public tracking page for this parcel, when it has one. */
    trackingUrl: text('tracking_url'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_shipments_order_idx').on(t.orderId),
    unique('order_shipments_tracking_uq').on(t.orderId, t.carrier, t.trackingNumber),
  ],
);
