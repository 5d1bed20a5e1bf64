import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Translated } from '../../shared/locale';
import { products } from '../catalog/products.tables';
import { users } from '../customers/customers.tables';

/** What a question is about (fitting, sizing, care, delivery…): a name per language. */
export const questionGroups = pgTable('question_groups', {
  id: serial('id').primaryKey(),
  identifier: text('identifier').notNull().unique(),
  name: jsonb('name').$type<Translated>().notNull(),
  position: integer('position').notNull().default(0),
});

/**
 * A customer's question about a product and the shop's answer (decision 053). Shown on the
 * product page only once answered and published; the asker is kept while their account is,
 * then forgotten (null) with the published question kept.
 */
export const productQuestions = pgTable(
  'product_questions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    groupId: integer('question_group_id').references(() => questionGroups.id, {
      onDelete: 'set null',
    }),
    locale: text('locale').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'),
    answer: text('answer'),
    answeredByUserId: integer('answered_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    isPublished: boolean('is_published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_questions_product_idx').on(t.productId, t.isPublished),
    index('product_questions_status_idx').on(t.status, t.createdAt),
    index('product_questions_user_idx').on(t.userId),
    check('product_questions_status_ck', sql`${t.status} in ('pending', 'answered', 'rejected')`),
    // Only an answered question can be on show.
    check(
      'product_questions_published_ck',
      sql`not ${t.isPublished} or (${t.status} = 'answered' and ${t.answer} is not null)`,
    ),
  ],
);
