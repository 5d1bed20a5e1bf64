import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './customers.tables';

/**
 * Invitations to the back office: the owner names an e-mail address and a role; the invitee
 * opens the e-mailed single-use link (only its sha256 is kept) and sets a password, or — when
 * the address already has an account — gets the role on that account. Not a `user_tokens` row:
 * there is no user yet when the invitation is sent.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Accepted (the account exists and has the role) or withdrawn: the link is dead. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    acceptedUserId: integer('accepted_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_invitations_email_idx').on(sql`lower(${t.email})`),
    check('staff_invitations_role_ck', sql`${t.role} in ('admin', 'staff', 'editor')`),
  ],
);
