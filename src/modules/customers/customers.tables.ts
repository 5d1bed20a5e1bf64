import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Translated } from '../../shared/locale';
import { countries } from '../geo/geo.tables';

/** Forms of address offered at registration (`GET /api/genders`). */
export const genders = pgTable('genders', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<Translated>().notNull(),
  position: integer('position').notNull().default(0),
});

/**
 * Customers and the back office's people. `role`: customer, admin (the owner), staff, editor
 * (staff-roles.rules.ts). The customer number shown in the account is the id.
 * `password_hash` is an Argon2id PHC string; null for accounts created by a social login.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role').notNull().default('customer'),
    genderId: integer('gender_id').references(() => genders.id),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    phone: text('phone'),
    fixedPhone: text('fixed_phone'),
    company: text('company'),
    vatNumber: text('vat_number'),
    siret: text('siret'),
    newsletter: boolean('newsletter').notNull().default(false),
    /** False once the customer followed "no more review invitations" (decision 054). */
    reviewInvitations: boolean('review_invitations').notNull().default(true),
    countryId: integer('country_id').references(() => countries.id),
    /** Language of the e-mails we send (the one used at registration, then the last chosen). */
    locale: text('locale').notNull().default('fr'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** SPEC §4: an account whose e-mail is still unverified after this date is disabled. */
    verificationEmailExpiresAt: timestamp('verification_email_expires_at', { withTimezone: true }),
    /**
     * Set by the back office (decision 033): the account cannot sign in and its sessions were
     * revoked at that moment. Null: the account works.
     */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    check('users_role_ck', sql`${t.role} in ('customer', 'admin', 'staff', 'editor')`),
    // The back office finds accounts by any part of the e-mail or the name (ILIKE '%…%').
    index('users_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_name_trgm').using('gin', sql`${userNameText(t)} gin_trgm_ops`),
  ],
);

/**
 * The name a search looks into: "first last first", so that both "Alice Durand" and
 * "Durand Alice" are parts of it (one trigram index serves both orders).
 */
export function userNameText(t: { firstname: AnyPgColumn; lastname: AnyPgColumn }) {
  return sql`(${t.firstname} || ' ' || ${t.lastname} || ' ' || ${t.firstname})`;
}

/**
 * Signed-in sessions: only sha256(token) is stored, so a database leak reveals no usable token.
 * Revocation deletes the row. An administrator acting as a customer gets a session of the
 * customer whose `impersonator_session_id` points at the administrator's own session.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end, whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    impersonatorSessionId: bigint('impersonator_session_id', { mode: 'number' }).references(
      (): AnyPgColumn => sessions.id,
      { onDelete: 'cascade' },
    ),
    impersonationId: integer('impersonation_id').references(() => impersonations.id),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use tokens sent by e-mail (verification, password reset), stored hashed. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_tokens_user_idx').on(t.userId, t.purpose),
    check('user_tokens_purpose_ck', sql`${t.purpose} in ('verify_email', 'password_reset')`),
  ],
);

/**
 * Throttle counters, one row per key and fixed window, so the limits hold across processes
 * without Redis: failed logins per (account, address) pair, per account, per address and per
 * trusted device; wrong current passwords per customer; e-mails per recipient; sign-ups per
 * address (keys in accounts.rules.ts). `failures` counts attempts reserved in the window (a
 * success gives its attempt back); `last_attempt_at` spaces out the slowed ones;
 * `notified_at` records the e-mail telling the owner, once per window. Old windows are deleted
 * by a sweep.
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').notNull().primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  failures: integer('failures').notNull().default(0),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
});

/**
 * Password-reset links asked for and not yet sent: the request only queues the address, so it
 * does the same work whether an account exists or not (timing tells nothing); the
 * `password-resets` sweep looks the account up, issues the link and queues the e-mail.
 */
export const passwordResetRequests = pgTable('password_reset_requests', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  locale: text('locale').notNull(),
  /** The reset page's URL up to `token=` (origin and language of the request). */
  linkPrefix: text('link_prefix').notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Keys the shop signs with (the trusted-device cookie), created at first use and shared by
 * every process through the database.
 */
export const signingKeys = pgTable('signing_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A customer's company (PRO accounts, decision 047). A user is professional only when its
 * status is 'verified' (SPEC §4); statuses and their transitions in company.rules.ts. The
 * company's name, SIRET and VAT number are the user's own fields (`users.company`,
 * `users.siret`, `users.vat_number`, SPEC §3): `name` here mirrors `users.company`, written in
 * the same transaction. The VIES answer is kept with the number it was for, so a number changed
 * later is never taken as checked.
 */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status').notNull().default('to_complete'),
    activity: text('activity'),
    billingAddress: text('billing_address'),
    billingAddressComplement: text('billing_address_complement'),
    billingPostCode: text('billing_post_code'),
    billingCity: text('billing_city'),
    billingCountryId: integer('billing_country_id').references(() => countries.id),
    /** The administrator's reason when rejected (shown to the customer). */
    rejectionReason: text('rejection_reason'),
    vatCheckStatus: text('vat_check_status'),
    vatCheckedNumber: text('vat_checked_number'),
    vatCheckedAt: timestamp('vat_checked_at', { withTimezone: true }),
    vatCheckName: text('vat_check_name'),
    vatCheckAddress: text('vat_check_address'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'companies_status_ck',
      sql`${t.status} in ('to_complete', 'pending', 'verified', 'rejected')`,
    ),
    check(
      'companies_vat_check_ck',
      sql`${t.vatCheckStatus} is null or ${t.vatCheckStatus} in ('valid', 'invalid', 'unavailable')`,
    ),
    index('companies_status_idx').on(t.status),
  ],
);

/** Every time an administrator acted as a customer: who, whom, when, until when. */
export const impersonations = pgTable(
  'impersonations',
  {
    id: serial('id').primaryKey(),
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => users.id),
    customerUserId: integer('customer_user_id')
      .notNull()
      .references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('impersonations_admin_idx').on(t.adminUserId)],
);

/**
 * Loyalty points, as a ledger: earned when an order is paid, spent on an order, given back when
 * that order is cancelled. The balance is the sum. `order_id` names the order without a foreign
 * key (orders belong to another module that references this one); (order, reason) is unique, so
 * an order earns or spends once.
 */
export const loyaltyPointsActions = pgTable(
  'loyalty_points_actions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('loyalty_points_actions_user_idx').on(t.userId),
    uniqueIndex('loyalty_points_actions_order_uq').on(t.orderId, t.reason),
    check(
      'loyalty_points_actions_reason_ck',
      sql`${t.reason} in ('order_paid', 'order_used', 'order_cancelled', 'adjustment')`,
    ),
  ],
);
