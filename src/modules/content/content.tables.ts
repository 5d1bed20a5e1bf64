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
} from 'drizzle-orm/pg-core';

/** Editable text blocks per locale (home_banner_label, home_banner_url, description_footer…). */
export const texts = pgTable(
  'texts',
  {
    id: serial('id').primaryKey(),
    identifier: text('identifier').notNull(),
    locale: text('locale').notNull(),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('texts_identifier_locale_uq').on(t.identifier, t.locale)],
);

/** Shop settings as key/value; only `is_public` ones are readable without being an administrator. */
export const configurations = pgTable('configurations', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  value: text('value').notNull(),
  isPublic: boolean('is_public').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Background pictures and banners, selected by tag and shown inside a date window. */
export const wallpapers = pgTable('wallpapers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  tags: text('tags').array().notNull().default([]),
  linkUrl: text('link_url'),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

/** Home page slides; title and link per locale. */
export const sliders = pgTable('sliders', {
  id: serial('id').primaryKey(),
  tags: text('tags').array().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

export const sliderTranslations = pgTable(
  'slider_translations',
  {
    sliderId: integer('slider_id')
      .notNull()
      .references(() => sliders.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    linkUrl: text('link_url'),
  },
  (t) => [primaryKey({ columns: [t.sliderId, t.locale] })],
);

export const articleTypes = pgTable('article_types', {
  id: serial('id').primaryKey(),
  identifier: text('identifier').notNull().unique(),
  position: integer('position').notNull().default(0),
});

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    articleTypeId: integer('article_type_id').references(() => articleTypes.id, {
      onDelete: 'set null',
    }),
    isActive: boolean('is_active').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('articles_published_idx').on(t.publishedAt)],
);

export const articleTranslations = pgTable(
  'article_translations',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    body: text('body').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.locale] }),
    unique('article_translations_locale_slug_uq').on(t.locale, t.slug),
  ],
);

export const faqEntries = pgTable('faq_entries', {
  id: serial('id').primaryKey(),
  groupIdentifier: text('group_identifier').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

export const faqTranslations = pgTable(
  'faq_translations',
  {
    faqEntryId: integer('faq_entry_id')
      .notNull()
      .references(() => faqEntries.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [primaryKey({ columns: [t.faqEntryId, t.locale] })],
);
