/**
 * An administrator acting inside a customer's session (SPEC §6). The customer session is a
 * real session of the customer whose `impersonator_session_id` names the administrator's own
 * session; the administrator's token waits in the `admin_logged_in_user` cookie. Every use is
 * recorded in `impersonations` (who, whom, when, until when).
 */
import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../shared/http';
import { recordAudit } from '../audit';
import { findUserByEmail, findUserById } from './customers.repo';
import { impersonations, sessions, users } from './customers.tables';
import {
  closeSession,
  openSession,
  resolveSession,
  type AuthSession,
  type ClientInfo,
} from './sessions.service';
import { requirePermission } from './permissions.service';

export interface CustomerSummary {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  created_at: string;
  email_verified: boolean;
}

/** Customers matching a search (e-mail, names, customer number), newest first. */
export async function searchCustomers(
  db: Db,
  query: string,
  limit = 50,
): Promise<CustomerSummary[]> {
  const term = query.trim().slice(0, 100);
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.role, 'customer'),
        term
          ? or(
              ilike(users.email, pattern),
              ilike(users.firstname, pattern),
              ilike(users.lastname, pattern),
              /^\d{1,9}$/.test(term) ? eq(users.id, Number(term)) : undefined,
            )
          : undefined,
      ),
    )
    .orderBy(sql`${users.createdAt} desc`, asc(users.id))
    .limit(limit);
  return rows.map((u) => ({
    id: u.id,
    email: u.email,
    firstname: u.firstname,
    lastname: u.lastname,
    created_at: u.createdAt.toISOString(),
    email_verified: u.emailVerifiedAt !== null,
  }));
}

/** Opens a session of the customer for the administrator; returns its token. */
export async function startImpersonation(
  db: Db,
  admin: AuthSession | null,
  customerId: number,
  now: Date,
  client: ClientInfo = {},
) {
  if (!admin || admin.impersonatorSessionId !== null) throw notFound();
  const adminId = await requirePermission(db, admin.userId, 'customers');
  const customer = await findUserById(db, customerId);
  if (!customer || customer.role !== 'customer') throw notFound();
  // Acting as a disabled account would reopen what disabling closed (decision 033).
  if (customer.disabledAt) throw new HttpError(409, 'customer_disabled');
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [record] = await t
      .insert(impersonations)
      .values({ adminUserId: adminId, customerUserId: customer.id, startedAt: now })
      .returning({ id: impersonations.id });
    const opened = await openSession(t, customer.id, now, client, {
      impersonatorSessionId: admin.sessionId,
      impersonationId: record!.id,
    });
    await recordAudit(t, {
      actorUserId: adminId,
      action: 'customer.impersonate',
      entity: 'user',
      entityId: customer.id,
      after: { impersonation_id: record!.id, email: customer.email },
    });
    return { ...opened, customer };
  });
}

/**
 * Leaves the customer's session: it is closed and recorded as ended; the administrator's
 * session comes back when its token (admin cookie) still names the session that started it.
 * Returns whether the administrator's session is still valid.
 */
export async function stopImpersonation(
  db: Db,
  current: AuthSession | null,
  adminToken: string | null,
  now: Date,
): Promise<{ adminSessionValid: boolean }> {
  if (!current || current.impersonatorSessionId === null) {
    throw new HttpError(409, 'invalid_value');
  }
  const [row] = await db
    .select({ impersonationId: sessions.impersonationId })
    .from(sessions)
    .where(eq(sessions.id, current.sessionId));
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const ended = row?.impersonationId
      ? await t
          .update(impersonations)
          .set({ endedAt: now })
          .where(and(eq(impersonations.id, row.impersonationId), isNull(impersonations.endedAt)))
          .returning()
      : [];
    for (const record of ended)
      await recordAudit(t, {
        actorUserId: record.adminUserId,
        action: 'customer.impersonate_stop',
        entity: 'user',
        entityId: record.customerUserId,
        after: { impersonation_id: record.id },
      });
    await closeSession(t, current.sessionId);
  });
  const admin = adminToken ? await resolveSession(db, adminToken, now) : null;
  return { adminSessionValid: admin?.sessionId === current.impersonatorSessionId };
}

/**
 * Makes `email` an owner of the shop (role `admin`; the back-office set-up, `npm run
 * admin:create`): promotes an existing account, or creates one with the given password.
 * Returns whether it was created.
 */
export async function ensureAdministrator(
  db: Db,
  input: { email: string; passwordHash: string | null; firstname: string; lastname: string },
  now: Date,
): Promise<'created' | 'promoted'> {
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    await db.update(users).set({ role: 'admin', updatedAt: now }).where(eq(users.id, existing.id));
    return 'promoted';
  }
  await db.insert(users).values({
    email: input.email,
    passwordHash: input.passwordHash,
    role: 'admin',
    firstname: input.firstname,
    lastname: input.lastname,
    emailVerifiedAt: now,
    termsAcceptedAt: now,
    privacyAcceptedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  return 'created';
}
