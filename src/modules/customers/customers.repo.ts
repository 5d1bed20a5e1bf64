/** SQL of accounts: users, sessions, e-mail tokens, login throttling. */
import { and, eq, gt, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { preparedStatement, type Db } from '../../db/client';
import { THROTTLE_WINDOW_MS, type ThrottleCounter, type ThrottlePolicy } from './accounts.rules';
import {
  companies,
  loginFailures,
  passwordResetRequests,
  sessions,
  signingKeys,
  userTokens,
  users,
} from './customers.tables';

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

/** Countries belong to the geo module; the account services read them through here. */
export { countryById } from '../geo';

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

// --- throttling -------------------------------------------------------------------------------

/**
 * Reserves one attempt under the key if its policy lets it go now, in one statement: the
 * conditional upsert locks the row, so concurrent attempts are counted one by one and none
 * slips past the policy. Returns the attempts reserved in the window, or null when refused
 * (the caller then reads the counter to say how long to wait). The condition is the SQL
 * reading of `throttleWaitMs` (accounts.rules.ts): window over, or fewer than `free`
 * attempts, or the last one at least the policy's delay ago.
 */
export async function reserveAttempt(
  db: Db,
  key: string,
  policy: ThrottlePolicy,
  now: Date,
): Promise<number | null> {
  const at = now.toISOString();
  const windowOver = sql`${loginFailures.windowStart} <= ${at}::timestamptz - ${THROTTLE_WINDOW_MS} * interval '1 millisecond'`;
  const [row] = await db
    .insert(loginFailures)
    .values({ key, windowStart: now, failures: 1, lastAttemptAt: now })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${windowOver} then 1 else ${loginFailures.failures} + 1 end`,
        windowStart: sql`case when ${windowOver} then ${at}::timestamptz else ${loginFailures.windowStart} end`,
        notifiedAt: sql`case when ${windowOver} then null else ${loginFailures.notifiedAt} end`,
        lastAttemptAt: now,
      },
      setWhere: sql`${windowOver}
        or ${loginFailures.failures} < ${policy.free}
        or ${loginFailures.lastAttemptAt} <= ${at}::timestamptz - least(
             ${policy.firstDelayMs}::float8 * power(2, ${loginFailures.failures} - ${policy.free}),
             ${policy.maxDelayMs}::float8) * interval '1 millisecond'`,
    })
    .returning({ failures: loginFailures.failures });
  return row?.failures ?? null;
}

export async function readThrottle(db: Db, key: string): Promise<ThrottleCounter | null> {
  const [row] = await db
    .select({
      windowStart: loginFailures.windowStart,
      failures: loginFailures.failures,
      lastAttemptAt: loginFailures.lastAttemptAt,
    })
    .from(loginFailures)
    .where(eq(loginFailures.key, key));
  return row ?? null;
}

/** A reserved attempt that succeeded gives its place back (it was not a failure). */
export async function releaseAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(loginFailures)
    .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` })
    .where(eq(loginFailures.key, key));
}

export async function clearThrottle(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

/**
 * Marks the key's window as notified, once: true for the one caller that should send the
 * e-mail (at least `threshold` attempts in the window, not yet notified in it).
 */
export async function claimNotification(
  db: Db,
  key: string,
  threshold: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(loginFailures)
    .set({ notifiedAt: now })
    .where(
      and(
        eq(loginFailures.key, key),
        gte(loginFailures.failures, threshold),
        isNull(loginFailures.notifiedAt),
      ),
    )
    .returning({ key: loginFailures.key });
  return rows.length > 0;
}

export async function deleteOldLoginFailures(db: Db, before: Date): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.windowStart, before));
}

// --- signing keys ----------------------------------------------------------------------------

/** The named key, created (256 random bits) by whichever process asks first. */
export async function signingKey(db: Db, name: string, fresh: string): Promise<string> {
  await db.insert(signingKeys).values({ name, secret: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(signingKeys).where(eq(signingKeys.name, name));
  return row!.secret;
}

// --- password-reset requests -----------------------------------------------------------------

export async function queuePasswordReset(
  db: Db,
  values: { email: string; locale: string; linkPrefix: string; requestedAt: Date },
): Promise<void> {
  await db.insert(passwordResetRequests).values(values);
}

/** Takes a batch of queued requests, oldest first (in the caller's transaction). */
export async function takePasswordResets(db: Db, limit: number) {
  return db
    .delete(passwordResetRequests)
    .where(
      sql`${passwordResetRequests.id} in (select id from ${passwordResetRequests} order by id limit ${limit} for update skip locked)`,
    )
    .returning();
}

/** The e-mail of each of these accounts (lists of orders show who placed them). */
export async function userEmails(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.email]));
}
