import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Locale } from '../../shared/locale';

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
    /** Text alternative per language, written by the back office; null: the owner's name is used. */
    alt: jsonb('alt').$type<Partial<Record<Locale, string>>>(),
    /** The upload the picture came from (back office); null for the seed's own files. */
    uploadId: integer('upload_id'),
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
