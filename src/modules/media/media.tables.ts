import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Images of any catalogue record (brand, category, product, variant, filter value, wallpaper…),
 * stored once on disk and referenced by URL. `owner_type` + `owner_id` keep one table for all
 * owners instead of a join table per owner; `location` is the SPEC's customization.location.identifier.
 */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    ownerType: text('owner_type').notNull(),
    ownerId: integer('owner_id').notNull(),
    url: text('url').notNull(),
    extension: text('extension').notNull(),
    width: integer('width'),
    height: integer('height'),
    location: text('location'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('images_owner_idx').on(t.ownerType, t.ownerId, t.position)],
);

export type ImageOwnerType =
  | 'brand'
  | 'category'
  | 'product'
  | 'variant'
  | 'filter_value'
  | 'wallpaper'
  | 'slider'
  | 'promo_code'
  | 'deal'
  | 'article';
