/**
 * Forgotten passwords: the request (same answer for any address), the `password-resets` sweep
 * sending the links, and the new password set with one.
 */
import type { Db } from '../../db/client';
import type { Locale } from '../../shared/locale';
import { enqueueEmail } from '../mail';
import { normaliseEmail, RESET_TOKEN_TTL_MS, throttleKey } from './accounts.rules';
import type { AccountDeps } from './accounts.contract';
import { assertStrongPassword, fieldError } from './account-checks.service';
import { issueToken } from './account-mail.service';
import {
  clearThrottle,
  consumeUserToken,
  deleteUserSessions,
  findUserByEmail,
  findUserById,
  queuePasswordReset,
  takePasswordResets,
  updateUser,
  type UserRow,
} from './customers.repo';
import { hashPassword, hashToken } from './secrets.service';
import { takeAttempt } from './throttle.service';

/**
 * Always the same answer and the same work, whether an account exists or not (no address
 * enumeration, by the answer or its timing): the address's e-mail budget is taken, the request
 * queued; the `password-resets` sweep (sendRequestedResetLinks) does the rest.
 */
export async function forgotPassword(deps: AccountDeps, email: string, locale: Locale) {
  const now = deps.now();
  await takeAttempt(
    deps.db,
    'emails',
    throttleKey.emails('password_reset', email),
    now,
    'too_many_emails',
  );
  await queuePasswordReset(deps.db, {
    email: normaliseEmail(email),
    locale,
    linkPrefix: deps.urls.resetPassword('', locale),
    requestedAt: now,
  });
  deps.kick?.(PASSWORD_RESET_SWEEP);
}

export const PASSWORD_RESET_SWEEP = 'password-resets';

/**
 * The `password-resets` sweep: each queued request of an existing account gets a new link (the
 * previous one stops working) and its e-mail, in the language it was asked in; requests for
 * unknown addresses are dropped. One transaction per batch: a crash sends nothing twice.
 */
export async function sendRequestedResetLinks(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    let sent = 0;
    for (const request of await takePasswordResets(t, 50)) {
      const user = await findUserByEmail(t, request.email);
      if (!user) continue;
      const locale = request.locale as Locale;
      const token = await issueToken(
        t,
        user.id,
        'password_reset',
        new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      );
      await enqueueEmail(t, {
        to: user.email,
        locale,
        template: 'password_reset',
        data: { firstname: user.firstname, link: request.linkPrefix + token },
      });
      sent += 1;
    }
    return sent;
  });
}

/**
 * Sets a new password with a reset link: the link works once, every open session ends (whoever
 * had the old password is out), and the login throttle of the account is lifted.
 */
export async function resetPassword(
  deps: AccountDeps,
  input: { token: string; password: string },
): Promise<UserRow> {
  const now = deps.now();
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const userId = await consumeUserToken(db, 'password_reset', hashToken(input.token), now);
    if (userId === null) throw fieldError(422, 'token', 'token_invalid');
    // The link came by e-mail: following it also proves the address.
    const current = await findUserById(db, userId);
    // Refused here, the transaction gives the link back: the customer tries another password.
    assertStrongPassword(input.password, current ?? {});
    const user = await updateUser(
      db,
      userId,
      { passwordHash, emailVerifiedAt: current?.emailVerifiedAt ?? now },
      now,
    );
    await deleteUserSessions(db, userId);
    // The owner proved the address: attempts on the account start again.
    await clearThrottle(db, throttleKey.account(user!.email));
    return user!;
  });
}
