import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from '../catalog/products.tables';
import { countries } from '../geo/geo.tables';
import { users } from './customers.tables';

/** An address as it was when the customer chose it: the order keeps it whatever they edit later. */
export interface AddressSnapshot {
  firstname: string;
  lastname: string;
  company: string | null;
  address: string;
  address_complement: string | null;
  floor: string | null;
  building: string | null;
  city: string;
  post_code: string;
  country_id: number;
  country_iso: string;
  phone: string;
  fixed_phone: string | null;
}

/** A customer's delivery and billing addresses (SPEC §3). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The customer's label ("Maison", "Atelier"). */
    name: text('name').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    company: text('company'),
    address: text('address').notNull(),
    addressComplement: text('address_complement'),
    floor: text('floor'),
    building: text('building'),
    city: text('city').notNull(),
    postCode: text('post_code').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    /** Mobile phone, E.164: required for delivery (SPEC §5). */
    phone: text('phone').notNull(),
    fixedPhone: text('fixed_phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

/**
 * Favorite products of a customer, or of a visitor identified by the favorite-token cookie
 * (stored hashed); a visitor's favorites move to the account at login.
 */
export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestTokenHash: text('guest_token_hash'),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favorites_user_product_uq').on(t.userId, t.productId),
    uniqueIndex('favorites_guest_product_uq').on(t.guestTokenHash, t.productId),
    check('favorites_owner_ck', sql`(${t.userId} is null) <> (${t.guestTokenHash} is null)`),
  ],
);

/**
 * Recently viewed products (SPEC §7 `/visits`) of a customer, or of a visitor identified by
 * the visit-token cookie (stored hashed): one row per product, its last view; at most
 * `MAX_VISITS` per owner (visits.service.ts), the oldest dropped (docs/decisions/038).
 */
export const visits = pgTable(
  'visits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestTokenHash: text('guest_token_hash'),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('visits_user_product_uq').on(t.userId, t.productId),
    uniqueIndex('visits_guest_product_uq').on(t.guestTokenHash, t.productId),
    index('visits_user_idx').on(t.userId, t.visitedAt),
    index('visits_guest_idx').on(t.guestTokenHash, t.visitedAt),
    check('visits_owner_ck', sql`(${t.userId} is null) <> (${t.guestTokenHash} is null)`),
  ],
);

/**
 * Newsletter consent per e-mail address: a guest subscribes with an address (double opt-in by
 * e-mail link), a customer from the account. `status`: pending, enabled, disabled.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    /** sha256 of the opt-in link's token (guests). */
    confirmTokenHash: text('confirm_token_hash'),
    locale: text('locale').notNull().default('fr'),
    /** ISO country of the subscriber when they signed up (geo-IP or their choice); null: unknown. */
    country: text('country'),
    /** When the subscription was last switched on (the consent's date, for the export). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_email_uq').on(sql`lower(${t.email})`),
    check('newsletter_status_ck', sql`${t.status} in ('pending', 'enabled', 'disabled')`),
  ],
);
