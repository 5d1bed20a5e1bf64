/** Logging in with e-mail and password, under the credential-stuffing throttles. */
import type { Db } from '../../db/client';
import { HttpError } from '../../shared/http';
import type { Locale } from '../../shared/locale';
import { enqueueEmail } from '../mail';
import {
  accountDisabled,
  THROTTLE_POLICIES,
  throttleKey,
  type ThrottleScope,
} from './accounts.rules';
import type { AccountDeps, SignedIn } from './accounts.contract';
import {
  claimNotification,
  clearThrottle,
  findUserByEmail,
  releaseAttempt,
  type UserRow,
} from './customers.repo';
import { verifyPassword } from './secrets.service';
import { issueDeviceCookie, trustedDevice } from './devices.service';
import { closeSession, openSession, type AuthSession, type ClientInfo } from './sessions.service';
import { tooManyAttempts, tryAttempt } from './throttle.service';

/** What a password login needs of the client beyond the session's: the trusted-device cookie. */
export interface LoginClient extends ClientInfo {
  device?: string | null;
}

export interface PasswordSignedIn extends SignedIn {
  /** The trusted-device cookie to set (renewed at every login). */
  deviceCookie: string;
}

/**
 * Logs in with e-mail and password (OWASP credential-stuffing defences). Before any hashing:
 * - from a trusted device of the account (its signed cookie), only that device's own failures
 *   count: strangers attacking the account never keep its owner out;
 * - otherwise the (account, address) pair is slowed after 5 failures, the address is limited
 *   across accounts, and once the account is under attack (20 failures in the hour from
 *   anywhere) logins from unknown devices are spaced account-wide — a short wait, never a lock;
 *   the owner is told by e-mail, once per window.
 * A wrong password and an unknown address answer the same, in the same time. `previous` (the
 * session the browser already had) is closed: a login always rotates the token.
 */
export async function login(
  deps: AccountDeps,
  credentials: { email: string; password: string },
  client: LoginClient = {},
  previous?: AuthSession | null,
): Promise<PasswordSignedIn> {
  const now = deps.now();
  const db = deps.db;
  const user = await findUserByEmail(db, credentials.email);
  const nonce = user ? await trustedDevice(db, client.device, user.id, now) : null;
  const reserved: string[] = [];
  const deviceAttempt = nonce
    ? await tryAttempt(db, 'device', throttleKey.device(nonce), now)
    : null;
  if (deviceAttempt?.ok) reserved.push(throttleKey.device(nonce!));
  else {
    const keys: Array<[ThrottleScope, string]> = [
      ['pair', throttleKey.pair(credentials.email, client.ip ?? '-')],
      ['account', throttleKey.account(credentials.email)],
    ];
    if (client.ip) keys.push(['ip', throttleKey.ip(client.ip)]);
    for (const [scope, key] of keys) {
      const attempt = await tryAttempt(db, scope, key, now);
      if (!attempt.ok) {
        // What was reserved for this refused try is given back: it was never checked.
        for (const taken of reserved) await releaseAttempt(db, taken);
        throw tooManyAttempts('login_throttled', attempt.waitMs);
      }
      reserved.push(key);
    }
  }

  const valid = await verifyPassword(user?.passwordHash ?? null, credentials.password);
  if (!user || !valid) {
    if (user) await warnOwnerOfAttack(deps, user, now);
    throw new HttpError(401, 'invalid_credentials');
  }
  // Success: the pair and the device start again; the account and the address get the
  // attempt back (an attack on the account goes on being slowed for others).
  for (const key of reserved) {
    if (key.startsWith('pair:') || key.startsWith('device:')) await clearThrottle(db, key);
    else await releaseAttempt(db, key);
  }
  // Disabled by the back office (decision 033): said only to whoever knows the password.
  if (user.disabledAt) throw new HttpError(403, 'account_disabled');
  if (accountDisabled(user, now)) throw new HttpError(403, 'account_disabled_unverified');
  if (previous) await closeSession(db, previous.sessionId);
  const opened = await openSession(db, user.id, now, client);
  return { ...opened, user, deviceCookie: await issueDeviceCookie(db, user.id, now) };
}

/** Once the account is under attack, its owner hears of it: one e-mail per window. */
async function warnOwnerOfAttack(deps: AccountDeps, user: UserRow, now: Date) {
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const key = throttleKey.account(user.email);
    if (!(await claimNotification(db, key, THROTTLE_POLICIES.account.free, now))) return;
    const locale = user.locale as Locale;
    await enqueueEmail(db, {
      to: user.email,
      locale,
      template: 'login_attack',
      data: { firstname: user.firstname, link: deps.urls.forgotPassword(locale) },
    });
  });
}
