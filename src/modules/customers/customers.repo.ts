/** SQL of accounts: users, sessions, e-mail tokens, login throttling. */
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { preparedStatement, type Db } from '../../db/client';
import { countries } from '../geo/geo.tables';
import { companies, loginFailures, sessions, userTokens, users } from './customers.tables';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type TokenPurpose = 'verify_email' | 'password_reset';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Inserts the user; null when the e-mail is already taken (unique index, race-safe). */
export async function insertUser(db: Db, values: NewUser): Promise<UserRow | null> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<NewUser>,
  now: Date,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

export async function companyStatusOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ status: companies.status })
    .from(companies)
    .where(eq(companies.userId, userId));
  return row?.status ?? null;
}

export async function countryById(db: Db, id: number) {
  const [row] = await db.select().from(countries).where(eq(countries.id, id));
  return row ?? null;
}

// --- sessions -------------------------------------------------------------------------------

export async function insertSession(
  db: Db,
  values: typeof sessions.$inferInsert,
): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

/** Every signed-in request asks this first. */
export async function findSessionByHash(db: Db, tokenHash: string): Promise<SessionRow | null> {
  const statement = preparedStatement(db, 'session_by_hash', (handle) =>
    handle
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sql.placeholder('hash')))
      .prepare('session_by_hash'),
  );
  const [row] = await statement.execute({ hash: tokenHash });
  return row ?? null;
}

export async function touchSession(db: Db, id: number, now: Date): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Db, id: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteOtherSessions(db: Db, userId: number, keepId: number): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)));
}

/** SPEC §4: the sessions of accounts disabled for an unverified e-mail end too (sweep). */
export async function deleteSessionsOfDisabledAccounts(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(
      sql`${sessions.userId} in (select ${users.id} from ${users} where ${users.emailVerifiedAt} is null and ${users.verificationEmailExpiresAt} <= ${now.toISOString()})`,
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/** Sessions past their absolute end or idle for too long (sweep). */
export async function deleteExpiredSessions(db: Db, now: Date, idleBefore: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(
      sql`${sessions.expiresAt} <= ${now.toISOString()} or ${sessions.lastUsedAt} < ${idleBefore.toISOString()}`,
    )
    .returning({ id: sessions.id });
  return rows.length;
}

// --- e-mail tokens ----------------------------------------------------------------------------

export async function insertUserToken(
  db: Db,
  values: { userId: number; purpose: TokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  // One live link per purpose: asking again makes the older ones useless.
  await db
    .delete(userTokens)
    .where(and(eq(userTokens.userId, values.userId), eq(userTokens.purpose, values.purpose)));
  await db.insert(userTokens).values(values);
}

/**
 * Uses a token once: marks it used and returns its user, in one statement, so two requests
 * racing with the same link cannot both succeed. Null when unknown, used or expired.
 */
export async function consumeUserToken(
  db: Db,
  purpose: TokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId });
  return row?.userId ?? null;
}

export async function deleteStaleTokens(db: Db, now: Date): Promise<void> {
  await db.delete(userTokens).where(lt(userTokens.expiresAt, now));
}

// --- login throttling ------------------------------------------------------------------------

/**
 * Reserves one login attempt for the key before the password is checked, and returns the
 * attempts counted in the window (a new window starts when the current one is over). Counting
 * before hashing keeps the bound exact even when many attempts arrive at once.
 */
export async function reserveLoginAttempt(
  db: Db,
  key: string,
  now: Date,
  windowStartedBefore: Date,
): Promise<number> {
  const before = windowStartedBefore.toISOString();
  const [row] = await db
    .insert(loginFailures)
    .values({ key, windowStart: now, failures: 1 })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${loginFailures.windowStart} < ${before} then 1 else ${loginFailures.failures} + 1 end`,
        windowStart: sql`case when ${loginFailures.windowStart} < ${before} then ${now.toISOString()}::timestamptz else ${loginFailures.windowStart} end`,
      },
    })
    .returning({ failures: loginFailures.failures });
  return row!.failures;
}

/** A successful login gives its reserved attempt back (it was not a failure). */
export async function releaseLoginAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(loginFailures)
    .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` })
    .where(eq(loginFailures.key, key));
}

export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

export async function deleteOldLoginFailures(db: Db, before: Date): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.windowStart, before));
}
