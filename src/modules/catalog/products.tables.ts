import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { Translated } from '../../shared/locale';
import { brands } from './brands.tables';
import { categories } from './categories.tables';
import { vehicles } from '../vehicles/vehicles.tables';

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    reference: text('reference').notNull().unique(),
    labelColor: text('label_color'),
    labelText: jsonb('label_text').$type<Translated>(),
    hasNewVariant: boolean('has_new_variant').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Merchandising boost: bumped products come first in the popularity sort. */
    bumped: boolean('bumped').notNull().default(false),
    /** Editorial score used by the popularity sort. */
    score: integer('score').notNull().default(0),
    salesCount: integer('sales_count').notNull().default(0),
    /**
     * Fitting at the showroom workshop, per unit, excl. tax; null when the product cannot be
     * fitted there. SPEC §5: only for deliveries in mainland France or Portugal.
     */
    assemblyPriceHtCents: integer('assembly_price_ht_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_brand_idx').on(t.brandId),
    check(
      'products_assembly_price_ck',
      sql`${t.assemblyPriceHtCents} is null or ${t.assemblyPriceHtCents} >= 0`,
    ),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    /** Search engines' title and description for the page; empty: the name and description. */
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locale] }),
    unique('product_translations_locale_slug_uq').on(t.locale, t.slug),
  ],
);

export const OUT_OF_STOCK_STATUSES = ['stock', 'reorder', 'sold_out', 'discontinued'] as const;
export type OutOfStockStatus = (typeof OUT_OF_STOCK_STATUSES)[number];

/** A purchasable variant (colour, material…) of a product. Prices: integer cents excl. tax. */
export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull().unique(),
    name: jsonb('name').$type<Translated>().notNull(),
    priceHtCents: integer('price_ht_cents').notNull(),
    /** Active discount in percent (0 = none), shown as `active_discount`. */
    discountPercent: smallint('discount_percent').notNull().default(0),
    quantityAvailable: integer('quantity_available').notNull().default(0),
    reorderDelayMin: smallint('reorder_delay_min'),
    reorderDelayMax: smallint('reorder_delay_max'),
    outOfStockStatus: text('out_of_stock_status')
      .$type<OutOfStockStatus>()
      .notNull()
      .default('stock'),
    weightGrams: integer('weight_grams').notNull().default(0),
    isNew: boolean('is_new').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('variants_product_idx').on(t.productId, t.position),
    // The back office finds orders by any part of a variant's reference (ILIKE '%…%').
    index('variants_reference_trgm').using('gin', sql`${t.reference} gin_trgm_ops`),
    check('variants_price_ck', sql`${t.priceHtCents} >= 0`),
    // Orders take stock with conditional updates; the database refuses a negative count anyway.
    check('variants_quantity_ck', sql`${t.quantityAvailable} >= 0`),
    check('variants_discount_ck', sql`${t.discountPercent} between 0 and 90`),
    check(
      'variants_oos_status_ck',
      sql`${t.outOfStockStatus} in ('stock', 'reorder', 'sold_out', 'discontinued')`,
    ),
    check(
      'variants_reorder_delay_ck',
      sql`${t.reorderDelayMin} is null or ${t.reorderDelayMax} is null or ${t.reorderDelayMax} >= ${t.reorderDelayMin}`,
    ),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId),
  ],
);

/** Which vehicles a product is made to fit. */
export const productVehicles = pgTable(
  'product_vehicles',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.vehicleId] }),
    index('product_vehicles_vehicle_idx').on(t.vehicleId),
  ],
);

/** Products shown together (added-to-cart carousel, "you may also like"). */
export const productAssociations = pgTable(
  'product_associations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    associatedProductId: integer('associated_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.associatedProductId] })],
);
