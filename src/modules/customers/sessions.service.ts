/**
 * Sessions: opaque random tokens stored hashed (GUIDE "Sessions"). The same token signs API
 * calls (`Authorization: Bearer`) and pages (the HttpOnly auth cookie).
 */
import type { Db } from '../../db/client';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  sessionIsActive,
  sessionNeedsTouch,
} from './accounts.rules';
import {
  deleteExpiredSessions,
  deleteSession,
  findSessionByHash,
  insertSession,
  touchSession,
} from './customers.repo';
import { hashToken, newToken } from './secrets.service';

export interface AuthSession {
  sessionId: number;
  userId: number;
  /** The administrator's own session when an administrator acts as this customer. */
  impersonatorSessionId: number | null;
}

export interface ClientInfo {
  ip?: string;
  userAgent?: string;
}

/** Opens a session; the token is returned once and never stored in clear. */
export async function openSession(
  db: Db,
  userId: number,
  now: Date,
  client: ClientInfo = {},
  impersonation?: { impersonatorSessionId: number; impersonationId: number },
): Promise<{ token: string; session: AuthSession; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  const row = await insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    ip: client.ip ?? null,
    impersonatorSessionId: impersonation?.impersonatorSessionId ?? null,
    impersonationId: impersonation?.impersonationId ?? null,
  });
  return {
    token,
    expiresAt,
    session: {
      sessionId: row.id,
      userId,
      impersonatorSessionId: row.impersonatorSessionId ?? null,
    },
  };
}

/** The live session of a token, or null (unknown, expired or idle too long: then deleted). */
export async function resolveSession(
  db: Db,
  token: string,
  now: Date,
): Promise<AuthSession | null> {
  if (token.length < 16 || token.length > 512) return null;
  const row = await findSessionByHash(db, hashToken(token));
  if (!row) return null;
  if (!sessionIsActive(row, now)) {
    await deleteSession(db, row.id);
    return null;
  }
  if (sessionNeedsTouch(row, now)) await touchSession(db, row.id, now);
  return {
    sessionId: row.id,
    userId: row.userId,
    impersonatorSessionId: row.impersonatorSessionId ?? null,
  };
}

export async function closeSession(db: Db, sessionId: number): Promise<void> {
  await deleteSession(db, sessionId);
}

/** Sweep: forget sessions that can no longer be used. */
export async function purgeExpiredSessions(db: Db, now: Date): Promise<number> {
  return deleteExpiredSessions(db, now, new Date(now.getTime() - SESSION_IDLE_MS));
}
