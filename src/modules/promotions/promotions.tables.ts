import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { Translated } from '../../shared/locale';
import { products, variants } from '../catalog/products.tables';

/**
 * Promo codes: -5 % to -20 % (SPEC §9) or a fixed amount (`value_cents`; exactly one of the two),
 * inside an optional validity window, for what
 * `applies_to` says: every product (`all`), the products of `category_ids` and their
 * subcategories, or the `product_ids` (docs/decisions/022-promo-scope-and-gift-cards.md).
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: jsonb('name').$type<Translated>().notNull(),
    subtitle: jsonb('subtitle').$type<Translated>(),
    /** Percent off (5–20); null for a fixed-amount code. */
    valuePercent: smallint('value_percent'),
    /** Fixed amount off in cents, in the basis the customer reads; null for a percent code. */
    valueCents: integer('value_cents'),
    isFeatured: boolean('is_featured').notNull().default(false),
    isProOnly: boolean('is_pro_only').notNull().default(false),
    minAmountCents: integer('min_amount_cents').notNull().default(0),
    maxUses: integer('max_uses'),
    /** How many placed orders of one customer may carry the code; null: no limit. */
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    usesCount: integer('uses_count').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    appliesTo: text('applies_to')
      .$type<'all' | 'categories' | 'products'>()
      .notNull()
      .default('all'),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Bumped by every back-office save: an editor's form older than it is refused. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'promo_codes_value_ck',
      sql`(${t.valuePercent} is null) <> (${t.valueCents} is null)
        and (${t.valuePercent} is null or ${t.valuePercent} between 5 and 20)
        and (${t.valueCents} is null or ${t.valueCents} > 0)`,
    ),
    check(
      'promo_codes_scope_ck',
      sql`(${t.appliesTo} = 'all')
        or (${t.appliesTo} = 'categories' and cardinality(${t.categoryIds}) > 0)
        or (${t.appliesTo} = 'products' and cardinality(${t.productIds}) > 0)`,
    ),
    check(
      'promo_codes_window_ck',
      sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);

/**
 * Deals ("bons plans"): a discounted product for a limited time — every variant of it, or the
 * one `variant_id` names (docs/decisions/046-deals-per-variant.md).
 */
export const deals = pgTable(
  'deals',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    /** One variant of the product only; null: every variant. Goes with its variant. */
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'cascade' }),
    discountPercent: smallint('discount_percent').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('deals_discount_ck', sql`${t.discountPercent} between 1 and 90`),
    check('deals_window_ck', sql`${t.endsAt} > ${t.startsAt}`),
    // A variant deal names its product too: every product-wide read keeps working.
    check('deals_variant_product_ck', sql`${t.variantId} is null or ${t.productId} is not null`),
    index('deals_product_idx').on(t.productId),
  ],
);

export const dealTranslations = pgTable(
  'deal_translations',
  {
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.dealId, t.locale] }),
    unique('deal_translations_locale_slug_uq').on(t.locale, t.slug),
  ],
);

/**
 * Gift cards: a code worth an amount, spent over one or several orders until its balance is
 * used or it expires. A gift card pays (it is a means of payment, not a discount: VAT is due on
 * the whole order).
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    initialCents: integer('initial_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who the card was issued for (optional): shown in the back office only. */
    recipientEmail: text('recipient_email'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'gift_cards_balance_ck',
      sql`${t.balanceCents} >= 0 and ${t.balanceCents} <= ${t.initialCents}`,
    ),
  ],
);
