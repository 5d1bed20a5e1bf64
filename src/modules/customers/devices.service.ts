/**
 * Trusted devices (OWASP "device cookies"): a successful login leaves in the browser a signed,
 * long-lived cookie naming the account, a random nonce and the date it was issued. A login
 * from that browser skips the account-wide slow-down of an attack, so the owner is never locked
 * out by strangers; a device that keeps failing loses that trust (its nonce is throttled).
 * Signed with HMAC-SHA256 under a key kept in the database (every process shares it).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { DEVICE_COOKIE_MAX_AGE_MS } from './accounts.rules';
import { sign, verifySignature } from './signer.service';

const KEY_NAME = 'trusted_device';

/** A new cookie value for the account: `userId.nonce.issuedSeconds.signature`. */
export async function issueDeviceCookie(db: Db, userId: number, now: Date): Promise<string> {
  const payload = `${userId}.${randomBytes(16).toString('base64url')}.${Math.floor(now.getTime() / 1000)}`;
  return `${payload}.${await sign(db, KEY_NAME, payload)}`;
}

/** The nonce of a genuine, unexpired cookie of this account; null for anything else. */
export async function trustedDevice(
  db: Db,
  cookie: string | null | undefined,
  userId: number,
  now: Date,
): Promise<string | null> {
  if (!cookie || cookie.length > 200) return null;
  const match = /^(\d{1,10})\.([\w-]{10,40})\.(\d{1,12})\.([\w-]{43})$/.exec(cookie);
  if (!match || Number(match[1]) !== userId) return null;
  const issuedMs = Number(match[3]) * 1000;
  if (issuedMs > now.getTime() + 60_000 || now.getTime() - issuedMs > DEVICE_COOKIE_MAX_AGE_MS)
    return null;
  const genuine = await verifySignature(
    db,
    KEY_NAME,
    `${match[1]}.${match[2]}.${match[3]}`,
    match[4]!,
  );
  return genuine ? match[2]! : null;
}
