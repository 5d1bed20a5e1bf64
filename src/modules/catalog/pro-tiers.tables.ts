import { check, index, integer, pgTable, serial, timestamp, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { categories } from './categories.tables';
import { products } from './products.tables';

/**
 * Extra quantity discounts for verified PRO customers (SPEC §1, decision 048): "from
 * `min_quantity` units of one cart line, `percent` % off" — set on a product or on a category
 * (exactly one of the two). Owned by the catalog module: the product and category editors
 * write it, the cart reads it through the catalog's cart variants.
 */
export const proQuantityTiers = pgTable(
  'pro_quantity_tiers',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull(),
    percent: integer('percent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pro_quantity_tiers_product_idx').on(table.productId),
    index('pro_quantity_tiers_category_idx').on(table.categoryId),
    unique('pro_quantity_tiers_product_min').on(table.productId, table.minQuantity),
    unique('pro_quantity_tiers_category_min').on(table.categoryId, table.minQuantity),
    check(
      'pro_quantity_tiers_one_owner',
      sql`(${table.productId} is null) <> (${table.categoryId} is null)`,
    ),
    check('pro_quantity_tiers_min_quantity', sql`${table.minQuantity} between 2 and 99`),
    check('pro_quantity_tiers_percent', sql`${table.percent} between 1 and 50`),
  ],
);
