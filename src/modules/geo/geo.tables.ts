import { boolean, char, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { Translated } from '../../shared/locale';

/** Countries the shop knows; `is_allowed` marks those it delivers to. */
export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  iso: char('iso', { length: 2 }).notNull().unique(),
  name: jsonb('name').$type<Translated>().notNull(),
  isAllowed: boolean('is_allowed').notNull().default(false),
  /** Standard VAT rate in basis points (2000 = 20 %), used when delivering there. */
  vatRateBp: integer('vat_rate_bp').notNull().default(2000),
  phonePrefix: text('phone_prefix'),
  position: integer('position').notNull().default(0),
});
