import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Translated } from '../../shared/locale';
import { variants } from './products.tables';

/** Product list facets. Type 1: checkbox list; type 2: numeric range slider. */
export const filters = pgTable(
  'filters',
  {
    id: serial('id').primaryKey(),
    identifier: text('identifier').notNull().unique(),
    name: jsonb('name').$type<Translated>().notNull(),
    filterTypeId: smallint('filter_type_id').notNull().default(1),
    useImages: boolean('use_images').notNull().default(false),
    imagesHideNames: boolean('images_hide_names').notNull().default(false),
    startsOpened: boolean('starts_opened').notNull().default(false),
    showOnProductCard: boolean('show_on_product_card').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** The back office's stale-edit check. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('filters_type_ck', sql`${t.filterTypeId} in (1, 2)`)],
);

export const filterValues = pgTable(
  'filter_values',
  {
    id: serial('id').primaryKey(),
    filterId: integer('filter_id')
      .notNull()
      .references(() => filters.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<Translated>().notNull(),
    /** Swatch colour (#rrggbb) for colour filters. */
    color: text('color'),
    /** Value on the slider for numeric range filters. */
    numericValue: numeric('numeric_value'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('filter_values_filter_idx').on(t.filterId, t.position)],
);

/** Which filter values describe a variant (the SPEC's filter_value_products). */
export const variantFilterValues = pgTable(
  'variant_filter_values',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    filterValueId: integer('filter_value_id')
      .notNull()
      .references(() => filterValues.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.filterValueId] }),
    index('variant_filter_values_value_idx').on(t.filterValueId),
  ],
);
