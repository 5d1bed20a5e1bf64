import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products, variants } from '../catalog/products.tables';
import { users } from '../customers/customers.tables';
import { uploads } from '../media/uploads.tables';
import { orders, orderVariants } from '../orders/orders.tables';

/**
 * Customer reviews of a product (1–5 stars, decision 054). Written by a customer who bought the
 * product in a delivered order (`verified_purchase`), one per order line; shown once staff
 * publish them (`status`). `is_published` is what lists and pages read (the catalogue's read
 * model joins it); it is true exactly when `status` is `published` (checked below).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // An erased account keeps its published reviews, anonymised (decision 054).
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderLineId: integer('order_line_id').references(() => orderVariants.id, {
      onDelete: 'set null',
    }),
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    locale: text('locale').notNull(),
    stars: smallint('stars').notNull(),
    title: text('title'),
    comment: text('comment').notNull().default(''),
    status: text('status').notNull().default('published'),
    isPublished: boolean('is_published').notNull().default(true),
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    /** When the reviewed order was placed (shown beside "Verified purchase"). */
    purchasedAt: timestamp('purchased_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    moderatedBy: integer('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId),
    index('reviews_user_idx').on(t.userId),
    index('reviews_status_idx').on(t.status, t.createdAt),
    // One review per order line (the line is one variant, so one product).
    uniqueIndex('reviews_order_line_uq').on(t.orderLineId),
    check('reviews_stars_ck', sql`${t.stars} between 1 and 5`),
    check('reviews_status_ck', sql`${t.status} in ('pending', 'published', 'rejected')`),
    check('reviews_published_ck', sql`${t.isPublished} = (${t.status} = 'published')`),
  ],
);

/** Photos sent with a review (uploads of purpose `review_photo`), in the order sent. */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.uploadId] })],
);

/**
 * Review invitations: one row per delivered order looked at by the invitation sweep, so each
 * order is considered once — `sent` (mail queued in the same transaction) or `skipped` (the
 * customer opted out, or has no address any more).
 */
export const reviewInvitations = pgTable(
  'review_invitations',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    outcome: text('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('review_invitations_outcome_ck', sql`${t.outcome} in ('sent', 'skipped')`)],
);
