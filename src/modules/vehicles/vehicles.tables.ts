import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { brands } from '../catalog/brands.tables';

/** A vehicle model generation of a brand, e.g. Renault Clio IV (2012–2019). */
export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    generation: text('generation'),
    slug: text('slug').notNull(),
    yearFrom: smallint('year_from'),
    yearTo: smallint('year_to'),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** The version a back-office form was read at: a save over a newer one is refused. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('vehicles_brand_slug_uq').on(t.brandId, t.slug),
    index('vehicles_brand_idx').on(t.brandId, t.position),
    check(
      'vehicles_years_ck',
      sql`${t.yearTo} is null or ${t.yearFrom} is null or ${t.yearTo} >= ${t.yearFrom}`,
    ),
  ],
);
