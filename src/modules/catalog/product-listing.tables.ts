import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { products } from './products.tables';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The product-list read model: one row per product with everything a list filters, counts and
 * sorts on, denormalised from products, variants, categories (with ancestors), vehicles, filter
 * values, reviews and deals. Rebuilt per product by `refreshProductListing` whenever one of
 * those changes, so a list with facets reads one table through GIN indexes instead of joining
 * seven (see docs/decisions/007-product-listing.md).
 */
export const productListing = pgTable(
  'product_listing',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull(),
    brandId: integer('brand_id'),
    /** Categories the product is in, and all their ancestors (a domain lists its subtree). */
    categoryIds: integer('category_ids').array().notNull(),
    vehicleIds: integer('vehicle_ids').array().notNull(),
    /** Filter values of the product's active variants. */
    filterValueIds: integer('filter_value_ids').array().notNull(),
    /** Upper-cased product and variant references, for exact-reference search hits. */
    referenceKeys: text('reference_keys').array().notNull(),
    /** The variant shown on the card: the cheapest one that can be bought, after discount. */
    bestVariantId: integer('best_variant_id'),
    /**
     * `min`: the best variant's price after discount (what the card shows, what price filters
     * and sorts use); `max`: the dearest variant's. Cents excl. tax.
     */
    minPriceHtCents: integer('min_price_ht_cents').notNull(),
    maxPriceHtCents: integer('max_price_ht_cents').notNull(),
    /** Best own discount of the variants in percent (deals are time-bound: applied at query time). */
    bestDiscountPercent: smallint('best_discount_percent').notNull(),
    /** 'percentage' (a variant's own discount), 'deal' (an active deal). */
    discountTypes: text('discount_types').array().notNull(),
    hasNewVariant: boolean('has_new_variant').notNull(),
    /** 0 available now, 1 on reorder, 2 out of stock: the best of the variants (SPEC §4). */
    availability: smallint('availability').notNull(),
    reviewsCount: integer('reviews_count').notNull(),
    reviewsAvgStars: numeric('reviews_avg_stars', { precision: 3, scale: 2 }),
    /** The average rounded to whole stars, the bucket of the review-stars facet (0 = none). */
    reviewStars: smallint('review_stars').notNull(),
    bumped: boolean('bumped').notNull(),
    score: integer('score').notNull(),
    salesCount: integer('sales_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_listing_categories_gin').using('gin', t.categoryIds),
    index('product_listing_vehicles_gin').using('gin', t.vehicleIds),
    index('product_listing_filter_values_gin').using('gin', t.filterValueIds),
    index('product_listing_references_gin').using('gin', t.referenceKeys),
    index('product_listing_brand_idx').on(t.brandId),
    index('product_listing_created_idx').on(t.createdAt),
  ],
);

/**
 * Full-text search documents, one per product and language: stemmed with that language's
 * Postgres text-search configuration (accents removed first), plus the plain unaccented text
 * for typo-tolerant trigram matching.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    document: tsvector('document').notNull(),
    /** Lower-cased, unaccented name, variant names and references. */
    plainText: text('plain_text').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locale] }),
    index('product_search_document_gin').using('gin', t.document),
    index('product_search_trgm_gin').using('gin', sql`${t.plainText} gin_trgm_ops`),
  ],
);
