import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { Translated } from '../../shared/locale';

export const SHIPPING_KINDS = ['home', 'express', 'relay', 'store'] as const;
export type ShippingKind = (typeof SHIPPING_KINDS)[number];

/**
 * Ways to deliver (SPEC §4): home delivery, express, relay point, pickup at the shop. `carrier`
 * names the adapter that lists relay points and, later, prints labels.
 */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    carrier: text('carrier').notNull(),
    kind: text('kind').$type<ShippingKind>().notNull(),
    name: jsonb('name').$type<Translated>().notNull(),
    description: jsonb('description').$type<Translated>().notNull(),
    /** Free shipping (configuration `free_shipping`) applies to this method. */
    freeShippingEligible: boolean('free_shipping_eligible').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('shipping_methods_kind_ck', sql`${t.kind} in ('home', 'express', 'relay', 'store')`),
  ],
);

/**
 * What a method costs, by destination and parcel weight: a range covers `[min, max)` grams for
 * a set of countries. The price is excl. tax; the destination's VAT is added like on products.
 */
export const shippingMethodRanges = pgTable(
  'shipping_method_ranges',
  {
    id: serial('id').primaryKey(),
    shippingMethodId: integer('shipping_method_id')
      .notNull()
      .references(() => shippingMethods.id, { onDelete: 'cascade' }),
    countryIsos: text('country_isos').array().notNull(),
    minWeightGrams: integer('min_weight_grams').notNull().default(0),
    maxWeightGrams: integer('max_weight_grams').notNull(),
    priceHtCents: integer('price_ht_cents').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('shipping_method_ranges_method_idx').on(t.shippingMethodId),
    check(
      'shipping_method_ranges_weight_ck',
      sql`${t.minWeightGrams} >= 0 and ${t.maxWeightGrams} > ${t.minWeightGrams}`,
    ),
    check('shipping_method_ranges_price_ck', sql`${t.priceHtCents} >= 0`),
  ],
);
