import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Locale } from '../../shared/locale';
import { uploads } from './uploads.tables';

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

/**
 * Public files attached to a catalogue record (a product's fitting instructions, data sheets):
 * like `images`, one table for every owner. The bytes are an upload's (public, PDF); the row
 * gives it a title per language and a place in the owner's list. An upload a document uses
 * cannot be deleted (the foreign key, checked first by `deleteUpload` to answer 409).
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    ownerType: text('owner_type').notNull(),
    ownerId: integer('owner_id').notNull(),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'restrict' }),
    title: jsonb('title').notNull().$type<Partial<Record<Locale, string>>>(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_owner_idx').on(t.ownerType, t.ownerId, t.position),
    index('documents_upload_idx').on(t.uploadId),
  ],
);

export type DocumentOwnerType = 'product';
