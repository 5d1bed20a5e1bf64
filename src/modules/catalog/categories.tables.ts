import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/**
 * Domains (top level, `parent_id` null) → categories → subcategories, one tree.
 * Names, slugs and SEO texts live in `category_translations`.
 */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'cascade',
    }),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The back office's stale-edit check: a save names the version it was read at. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.position)],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    subtitle: text('subtitle'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    description: text('description'),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.locale] }),
    unique('category_translations_locale_slug_uq').on(t.locale, t.slug),
  ],
);

/**
 * Slugs a category had before a rename, per language: the storefront resolves category pages
 * by their slug trail, so an old link (bookmarks, search engines) redirects to the current one.
 */
export const categorySlugHistory = pgTable(
  'category_slug_history',
  {
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.slug, t.categoryId] })],
);
