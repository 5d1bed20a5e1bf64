import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Brands: vehicle makes (type `vehicle`, e.g. Renault) and makers of the products sold
 * (type `product`). SPEC §7 lists them together and filters with `types=vehicle`.
 */
export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    type: text('type').$type<'vehicle' | 'product'>().notNull(),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The version a back-office form was read at: a save over a newer one is refused. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('brands_type_ck', sql`${t.type} in ('vehicle', 'product')`)],
);
