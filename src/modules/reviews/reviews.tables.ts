import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { products } from '../catalog/products.tables';

/** Verified customer reviews of a product (1–5 stars); writing reviews comes with accounts. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    locale: text('locale').notNull(),
    stars: smallint('stars').notNull(),
    comment: text('comment').notNull().default(''),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId),
    check('reviews_stars_ck', sql`${t.stars} between 1 and 5`),
  ],
);
