/**
 * The back office's customers (issue 16, decision 033): the list, one account's page and its
 * edit (disabling, enabling and signing out: customer-access.service.ts). Every function checks the
 * 'customers' permission of `actorUserId` itself (a visitor, a customer, an editor: the back
 * office's 404) and every write is audited in its own transaction. A back-office account may be
 * edited or disabled by the owner only, never the shop's last owner nor oneself.
 */
import { and, asc, count, desc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../shared/http';
import { recordAudit } from '../audit';
import { countriesByIds } from '../geo';
import { sessionIsActive } from './accounts.rules';
import { addresses, newsletterSubscriptions } from './addresses.tables';
import type {
  AccountState,
  CustomerDetail,
  CustomerListQuery,
  CustomerListRow,
  CustomerUpdate,
} from './customer-admin.contract';
import { findUserByEmail, findUserById, type UserRow } from './customers.repo';
import { loyaltyPointsActions, sessions, users } from './customers.tables';
import { loyaltyBalance } from './loyalty.service';
import { setCustomerNewsletter } from './newsletter.service';
import { requirePermission } from './permissions.service';
import { isErased } from './personal-data.service';
import { staffRoleOf } from './staff-roles.rules';

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

function accountState(user: UserRow): AccountState {
  if (isErased(user)) return 'erased';
  if (user.disabledAt) return 'disabled';
  if (!user.emailVerifiedAt) return 'unverified';
  return 'active';
}

/** Customers matching `search` (e-mail, names, customer number), newest first, one page. */
export async function listCustomersPage(
  db: Db,
  actorUserId: number | null,
  query: CustomerListQuery,
): Promise<{ rows: CustomerListRow[]; total: number; page: number; limit: number }> {
  await requirePermission(db, actorUserId, 'customers');
  const term = query.search;
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where: SQL | undefined = and(
    eq(users.role, 'customer'),
    term
      ? or(
          ilike(users.email, pattern),
          ilike(users.firstname, pattern),
          ilike(users.lastname, pattern),
          sql`(${users.firstname} || ' ' || ${users.lastname}) ilike ${pattern}`,
          /^\d{1,9}$/.test(term) ? eq(users.id, Number(term)) : undefined,
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    rows: rows.map((u) => ({
      id: u.id,
      email: u.email,
      firstname: u.firstname,
      lastname: u.lastname,
      created_at: u.createdAt.toISOString(),
      email_verified: u.emailVerifiedAt !== null,
      disabled: u.disabledAt !== null,
      erased: isErased(u),
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    limit: query.limit,
  };
}

export async function detailOf(db: Db, user: UserRow, now: Date): Promise<CustomerDetail> {
  const [addressRows, loyaltyRows, balance, sessionRows, [subscription]] = await Promise.all([
    db.select().from(addresses).where(eq(addresses.userId, user.id)).orderBy(asc(addresses.id)),
    db
      .select()
      .from(loyaltyPointsActions)
      .where(eq(loyaltyPointsActions.userId, user.id))
      .orderBy(desc(loyaltyPointsActions.createdAt), desc(loyaltyPointsActions.id))
      .limit(100),
    loyaltyBalance(db, user.id),
    db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(desc(sessions.lastUsedAt)),
    db
      .select({ status: newsletterSubscriptions.status })
      .from(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = lower(${user.email})`),
  ]);
  const countryOf = await countriesByIds(
    db,
    addressRows.map((a) => a.countryId),
  );
  return {
    id: user.id,
    role: staffRoleOf(user.role) ?? 'customer',
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    phone: user.phone,
    company: user.company,
    locale: user.locale,
    created_at: user.createdAt.toISOString(),
    email_verified_at: iso(user.emailVerifiedAt),
    disabled_at: iso(user.disabledAt),
    state: accountState(user),
    newsletter: {
      subscribed: user.newsletter,
      status: (subscription?.status as CustomerDetail['newsletter']['status']) ?? null,
    },
    addresses: addressRows.map((a) => ({
      id: a.id,
      name: a.name,
      firstname: a.firstname,
      lastname: a.lastname,
      company: a.company,
      address: a.address,
      address_complement: a.addressComplement,
      post_code: a.postCode,
      city: a.city,
      country_iso: countryOf.get(a.countryId)?.iso ?? null,
      phone: a.phone,
    })),
    loyalty: {
      balance,
      history: loyaltyRows.map((l) => ({
        points: l.points,
        reason: l.reason,
        order_id: l.orderId,
        created_at: l.createdAt.toISOString(),
      })),
    },
    sessions: sessionRows
      .filter((s) => sessionIsActive(s, now))
      .map((s) => ({
        id: s.id,
        created_at: s.createdAt.toISOString(),
        last_used_at: s.lastUsedAt.toISOString(),
        expires_at: s.expiresAt.toISOString(),
        user_agent: s.userAgent,
        ip: s.ip,
        impersonated: s.impersonatorSessionId !== null,
      })),
  };
}

/** One account as the back office sees it; 404 for an unknown id. */
export async function customerDetail(
  db: Db,
  actorUserId: number | null,
  customerId: number,
  now: Date,
): Promise<CustomerDetail> {
  await requirePermission(db, actorUserId, 'customers');
  const user = await findUserById(db, customerId);
  if (!user) throw notFound();
  return detailOf(db, user, now);
}

/**
 * The account locked for a change by `actor`: 404 when unknown; a back-office account only
 * for the owner (409 `staff_account_owner_only`).
 */
export async function accountForChange(tx: Db, actorId: number, customerId: number) {
  const [user] = await tx.select().from(users).where(eq(users.id, customerId)).for('update');
  if (!user) throw notFound();
  if (user.role !== 'customer') {
    const actor = await findUserById(tx, actorId);
    if (staffRoleOf(actor?.role) !== 'owner') throw new HttpError(409, 'staff_account_owner_only');
  }
  return user;
}

const editable = (user: UserRow) => ({
  firstname: user.firstname,
  lastname: user.lastname,
  email: user.email,
  phone: user.phone,
  newsletter: user.newsletter,
});

/**
 * Names, e-mail (unique, any case: 422 `email_taken` on `email`), phone and newsletter consent.
 * An e-mail change carries the account's newsletter subscription over to the new address.
 */
export async function updateCustomerByStaff(
  db: Db,
  actorUserId: number | null,
  customerId: number,
  input: CustomerUpdate,
  now: Date,
): Promise<CustomerDetail> {
  const actorId = await requirePermission(db, actorUserId, 'customers');
  const updated = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const user = await accountForChange(t, actorId, customerId);
    if (isErased(user)) throw new HttpError(409, 'customer_already_erased');
    const emailChanged = input.email.toLowerCase() !== user.email.toLowerCase();
    if (emailChanged) {
      const other = await findUserByEmail(t, input.email);
      if (other && other.id !== user.id)
        throw new HttpError(422, 'form_invalid', { email: [{ key: 'email_taken' }] });
      // A guest's unconfirmed or old consent under the new address gives way to the account's.
      await t
        .delete(newsletterSubscriptions)
        .where(
          and(
            sql`lower(${newsletterSubscriptions.email}) = lower(${input.email})`,
            or(isNull(newsletterSubscriptions.userId), ne(newsletterSubscriptions.userId, user.id)),
          ),
        );
      await t
        .update(newsletterSubscriptions)
        .set({ email: input.email, updatedAt: now })
        .where(sql`lower(${newsletterSubscriptions.email}) = lower(${user.email})`);
    }
    const [row] = await t
      .update(users)
      .set({
        firstname: input.firstname,
        lastname: input.lastname,
        email: input.email,
        phone: input.phone,
        updatedAt: now,
      })
      .where(eq(users.id, user.id))
      .returning();
    if (input.newsletter !== user.newsletter)
      await setCustomerNewsletter(t, row!, input.newsletter, now);
    const after = { ...editable(row!), newsletter: input.newsletter };
    const before = editable(user);
    const changed = Object.keys(after).filter(
      (key) => before[key as keyof typeof before] !== after[key as keyof typeof after],
    );
    if (changed.length > 0)
      await recordAudit(t, {
        actorUserId: actorId,
        action: 'customer.update',
        entity: 'user',
        entityId: user.id,
        before: Object.fromEntries(changed.map((k) => [k, before[k as keyof typeof before]])),
        after: Object.fromEntries(changed.map((k) => [k, after[k as keyof typeof after]])),
      });
    return (await findUserById(t, user.id))!;
  });
  return detailOf(db, updated, now);
}
