/**
 * The account e-mails carrying a link: single-use tokens (only their hash is stored), the
 * verification link and the welcome e-mail, queued in the caller's transaction.
 */
import type { Db } from '../../db/client';
import type { Locale } from '../../shared/locale';
import { enqueueEmail } from '../mail';
import { VERIFY_TOKEN_TTL_MS } from './accounts.rules';
import type { AccountDeps, AccountUrls } from './accounts.contract';
import { insertUserToken, type TokenPurpose, type UserRow } from './customers.repo';
import { hashToken, newToken } from './secrets.service';

export async function issueToken(db: Db, userId: number, purpose: TokenPurpose, expiresAt: Date) {
  const token = newToken();
  await insertUserToken(db, { userId, purpose, tokenHash: hashToken(token), expiresAt });
  return token;
}

export async function sendVerificationEmail(db: Db, deps: AccountDeps, user: UserRow, now: Date) {
  const locale = user.locale as Locale;
  const token = await issueToken(
    db,
    user.id,
    'verify_email',
    new Date(now.getTime() + VERIFY_TOKEN_TTL_MS),
  );
  await enqueueEmail(db, {
    to: user.email,
    locale,
    template: 'verify_email',
    data: { firstname: user.firstname, link: deps.urls.verifyEmail(token, locale) },
  });
}

/** The welcome e-mail, once the address is confirmed (link or a provider that vouches for it). */
export async function sendWelcomeEmail(db: Db, urls: AccountUrls, user: UserRow) {
  const locale = user.locale as Locale;
  await enqueueEmail(db, {
    to: user.email,
    locale,
    template: 'welcome',
    data: { firstname: user.firstname, link: urls.account(locale) },
  });
}
