/** Confirming the e-mail address: the link's token, and sending a new link on request. */
import type { Db } from '../../db/client';
import { HttpError } from '../../shared/http';
import { throttleKey } from './accounts.rules';
import type { AccountDeps } from './accounts.contract';
import { fieldError } from './account-checks.service';
import { sendVerificationEmail, sendWelcomeEmail } from './account-mail.service';
import {
  consumeUserToken,
  findUserByEmail,
  findUserById,
  updateUser,
  type UserRow,
} from './customers.repo';
import { hashToken } from './secrets.service';
import { takeAttempt } from './throttle.service';

/** Confirms the e-mail address with the link's token; the welcome e-mail follows. */
export async function verifyEmail(deps: AccountDeps, token: string): Promise<UserRow> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const userId = await consumeUserToken(db, 'verify_email', hashToken(token), now);
    if (userId === null) throw fieldError(422, 'token', 'token_invalid');
    const before = await findUserById(db, userId);
    if (before?.emailVerifiedAt) return before;
    const user = (await updateUser(db, userId, { emailVerifiedAt: now }, now))!;
    await sendWelcomeEmail(db, deps.urls, user);
    return user;
  });
}

/**
 * Sends a new verification link: to the signed-in customer (422 when already verified), or to
 * an address typed on the login page (same answer whatever the address, like forgot-password).
 */
export async function resendVerification(
  deps: AccountDeps,
  who: { userId: number } | { email: string },
): Promise<void> {
  const now = deps.now();
  const budget = (email: string) =>
    takeAttempt(
      deps.db,
      'emails',
      throttleKey.emails('verify_email', email),
      now,
      'too_many_emails',
    );
  // A typed address takes its budget before the look-up: the same work for any address.
  if ('email' in who) await budget(who.email);
  const user =
    'userId' in who
      ? await findUserById(deps.db, who.userId)
      : await findUserByEmail(deps.db, who.email);
  if (!user) return;
  if (user.emailVerifiedAt) {
    if ('userId' in who) throw new HttpError(422, 'already_verified');
    return;
  }
  if ('userId' in who) await budget(user.email);
  await deps.db.transaction(async (tx) =>
    sendVerificationEmail(tx as unknown as Db, deps, user, now),
  );
}
