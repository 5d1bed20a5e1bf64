/**
 * GDPR for one account (issue 16): what this module holds about a customer, for the export
 * (right of access, art. 15) and its erasure (right to erasure, art. 17). The back office
 * composes these with the orders' and invoices' parts in one transaction; what is kept and why
 * is in docs/decisions/031-gdpr-export-and-erase.md. Secrets (password hash, token hashes) are
 * never exported nor written to the audit log.
 */
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../shared/http';
import { throttleKey } from './accounts.rules';
import { addresses, favorites, newsletterSubscriptions, visits } from './addresses.tables';
import {
  companies,
  loginFailures,
  loyaltyPointsActions,
  sessions,
  users,
  userTokens,
} from './customers.tables';
import type { UserRow } from './customers.repo';
import { companyDtos } from './companies.service';
import { userIdentities } from './social.tables';

/** The address an erased account keeps: unique, and no e-mail can ever reach it. */
export const erasedEmail = (userId: number) => `erased-${userId}@invalid`;

export const isErased = (user: Pick<UserRow, 'id' | 'email'>) =>
  user.email === erasedEmail(user.id);

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The account row a customer may be handed: everything but the password hash. */
function accountPart(user: UserRow) {
  return {
    id: user.id,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    phone: user.phone,
    fixed_phone: user.fixedPhone,
    company: user.company,
    vat_number: user.vatNumber,
    siret: user.siret,
    gender_id: user.genderId,
    country_id: user.countryId,
    locale: user.locale,
    newsletter: user.newsletter,
    has_password: user.passwordHash !== null,
    terms_accepted_at: iso(user.termsAcceptedAt),
    privacy_accepted_at: iso(user.privacyAcceptedAt),
    email_verified_at: iso(user.emailVerifiedAt),
    created_at: iso(user.createdAt),
    updated_at: iso(user.updatedAt),
  };
}

/** The customer the back office acts on: 404 for an unknown id, never for a staff member. */
async function customerOr404(db: Db, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  return user;
}

/** Everything this module holds about the account, without secrets. */
export async function customerPersonalData(db: Db, userId: number) {
  const user = await customerOr404(db, userId);
  const [addressRows, favoriteRows, newsletterRows, loyaltyRows, sessionRows, identityRows] =
    await Promise.all([
      db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id)),
      db.select().from(favorites).where(eq(favorites.userId, userId)).orderBy(asc(favorites.id)),
      db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.userId, userId)),
      db
        .select()
        .from(loyaltyPointsActions)
        .where(eq(loyaltyPointsActions.userId, userId))
        .orderBy(asc(loyaltyPointsActions.id)),
      db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.id)),
      db.select().from(userIdentities).where(eq(userIdentities.userId, userId)),
    ]);
  // Throttle counters are keyed by the e-mail (the account key) or by the customer's id.
  const visitRows = await db
    .select()
    .from(visits)
    .where(eq(visits.userId, userId))
    .orderBy(asc(visits.id));
  const failureRows = await db
    .select()
    .from(loginFailures)
    .where(
      inArray(loginFailures.key, [
        throttleKey.account(user.email),
        throttleKey.currentPassword(userId),
      ]),
    );
  // The PRO company as its owner reads it (details, VIES check, documents' names and dates).
  const company = (
    await companyDtos(db, await db.select().from(companies).where(eq(companies.userId, userId)))
  )[0];
  return {
    account: accountPart(user),
    role: user.role,
    company: company ?? null,
    addresses: addressRows.map((a) => ({
      name: a.name,
      firstname: a.firstname,
      lastname: a.lastname,
      company: a.company,
      address: a.address,
      address_complement: a.addressComplement,
      floor: a.floor,
      building: a.building,
      city: a.city,
      post_code: a.postCode,
      country_id: a.countryId,
      phone: a.phone,
      fixed_phone: a.fixedPhone,
      created_at: iso(a.createdAt),
      updated_at: iso(a.updatedAt),
    })),
    favorites: favoriteRows.map((f) => ({
      product_id: f.productId,
      created_at: iso(f.createdAt),
    })),
    visits: visitRows.map((v) => ({ product_id: v.productId, visited_at: iso(v.visitedAt) })),
    newsletter: newsletterRows.map((n) => ({
      email: n.email,
      status: n.status,
      locale: n.locale,
      created_at: iso(n.createdAt),
      updated_at: iso(n.updatedAt),
    })),
    loyalty_points: loyaltyRows.map((l) => ({
      points: l.points,
      reason: l.reason,
      order_id: l.orderId,
      created_at: iso(l.createdAt),
    })),
    sessions: sessionRows.map((s) => ({
      created_at: iso(s.createdAt),
      last_used_at: iso(s.lastUsedAt),
      expires_at: iso(s.expiresAt),
      user_agent: s.userAgent,
      ip: s.ip,
      impersonated: s.impersonatorSessionId !== null,
    })),
    social_logins: identityRows.map((i) => ({
      provider: i.provider,
      email: i.email,
      created_at: iso(i.createdAt),
    })),
    login_failures: failureRows.map((f) => ({
      window_start: iso(f.windowStart),
      failures: f.failures,
      last_attempt_at: iso(f.lastAttemptAt),
    })),
  };
}

/**
 * Erases the account's personal data inside the caller's transaction: the row is kept (orders
 * and invoices point at it) but anonymised and made unusable — no password, no social login,
 * no session, no token, a placeholder e-mail nobody can reset a password for. Refuses a
 * back-office account (its role must go first) and an account already erased (409). Returns
 * what was removed, without secrets, for the audit log (`removed`), and the erased values
 * (`forgotten`) for the caller to hide in other modules' records — never to be logged.
 */
export async function erasePersonalData(tx: Db, userId: number, now: Date) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw notFound();
  if (user.role !== 'customer') throw new HttpError(409, 'erase_staff_refused');
  if (isErased(user)) throw new HttpError(409, 'customer_already_erased');

  const removedAddresses = await tx
    .delete(addresses)
    .where(eq(addresses.userId, userId))
    .returning();
  const removedFavorites = await tx
    .delete(favorites)
    .where(eq(favorites.userId, userId))
    .returning({ id: favorites.id });
  // Recently viewed products: browsing history, nothing the shop must keep.
  const removedVisits = await tx
    .delete(visits)
    .where(eq(visits.userId, userId))
    .returning({ id: visits.id });
  const removedNewsletter = await tx
    .delete(newsletterSubscriptions)
    .where(
      or(
        eq(newsletterSubscriptions.userId, userId),
        // A guest subscription with the same address is the same person's consent.
        sql`lower(${newsletterSubscriptions.email}) = lower(${user.email})`,
      ),
    )
    .returning({ status: newsletterSubscriptions.status });
  const removedSessions = await tx
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  await tx.delete(userTokens).where(eq(userTokens.userId, userId));
  const removedIdentities = await tx
    .delete(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .returning({ provider: userIdentities.provider });
  await tx.delete(companies).where(eq(companies.userId, userId));
  await tx
    .delete(loginFailures)
    .where(
      inArray(loginFailures.key, [
        throttleKey.account(user.email),
        throttleKey.currentPassword(userId),
      ]),
    );
  await tx
    .update(users)
    .set({
      email: erasedEmail(userId),
      passwordHash: null,
      firstname: '',
      lastname: '',
      phone: null,
      fixedPhone: null,
      company: null,
      vatNumber: null,
      siret: null,
      genderId: null,
      newsletter: false,
      emailVerifiedAt: null,
      // Unverified past this date = disabled at login (accountDisabled), a second lock.
      verificationEmailExpiresAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));

  // The audit row says which fields were wiped, not their values: copying the erased data
  // into the log would keep exactly what the customer asked to remove.
  const wiped = Object.entries({
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    phone: user.phone,
    fixed_phone: user.fixedPhone,
    company: user.company,
    vat_number: user.vatNumber,
    siret: user.siret,
    password: user.passwordHash,
  })
    .filter(([, value]) => value !== null && value !== '')
    .map(([field]) => field);
  // The values themselves, for the caller to find elsewhere (audit snapshots, mails) and
  // hide there; never logged.
  const values = [
    user.email,
    user.firstname,
    user.lastname,
    `${user.firstname} ${user.lastname}`,
    user.phone,
    user.fixedPhone,
    user.company,
    user.vatNumber,
    user.siret,
    ...removedAddresses.flatMap((a) => [
      a.firstname,
      a.lastname,
      a.company,
      a.address,
      a.addressComplement,
      a.phone,
      a.fixedPhone,
    ]),
  ].filter((value): value is string => typeof value === 'string' && value.trim() !== '');
  return {
    removed: {
      account_fields: wiped,
      addresses: removedAddresses.length,
      favorites: removedFavorites.length,
      visits: removedVisits.length,
      newsletter: removedNewsletter.map((n) => n.status),
      sessions: removedSessions.length,
      social_logins: removedIdentities.map((i) => i.provider),
    },
    forgotten: {
      email: user.email,
      placeholder: erasedEmail(userId),
      values: [...new Set(values)],
    },
  };
}
