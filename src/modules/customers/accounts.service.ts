/**
 * Account use cases: register, log in, verify the e-mail, reset the password. Permission and
 * throttling checks live here so the JSON API and the page actions share them.
 */
import type { Db } from '../../db/client';
import { HttpError } from '../../shared/http';
import type { Locale } from '../../shared/locale';
import type { MessageKey } from '../../shared/messages';
import { enqueueEmail } from '../mail';
import {
  accountDisabled,
  isThrottled,
  normaliseEmail,
  RESET_TOKEN_TTL_MS,
  THROTTLE_WINDOW_MS,
  VERIFICATION_PERIOD_MS,
  VERIFY_TOKEN_TTL_MS,
} from './accounts.rules';
import {
  clearLoginFailures,
  consumeUserToken,
  countryById,
  deleteUserSessions,
  findUserByEmail,
  findUserById,
  insertUser,
  insertUserToken,
  releaseLoginAttempt,
  reserveLoginAttempt,
  updateUser,
  type TokenPurpose,
  type UserRow,
} from './customers.repo';
import type { RegisterInput } from './customers.schema';
import { setCustomerNewsletter } from './newsletter.service';
import { passwordWeakness, type PasswordOwner } from './password-strength.rules';
import { hashPassword, hashToken, newToken, verifyPassword } from './secrets';
import { closeSession, openSession, type AuthSession, type ClientInfo } from './sessions.service';

/** Where the links of account e-mails point (built by the web layer: paths per locale). */
export interface AccountUrls {
  verifyEmail(token: string, locale: Locale): string;
  resetPassword(token: string, locale: Locale): string;
  account(locale: Locale): string;
}

export interface AccountDeps {
  db: Db;
  now: () => Date;
  urls: AccountUrls;
}

export interface SignedIn {
  token: string;
  expiresAt: Date;
  session: AuthSession;
  user: UserRow;
}

const fieldError = (status: number, field: string, key: MessageKey) =>
  new HttpError(status, 'form_invalid', { [field]: [{ key }] });

/** Refuses a common password or one made of the owner's e-mail or name (422 on `password`). */
export function assertStrongPassword(password: string, owner: PasswordOwner): void {
  const weakness = passwordWeakness(password, owner);
  if (weakness) throw fieldError(422, 'password', weakness);
}

export async function register(
  deps: AccountDeps,
  input: RegisterInput,
  context: { locale: Locale; countryIso: string; client?: ClientInfo },
): Promise<SignedIn> {
  const now = deps.now();
  assertStrongPassword(input.password, input);
  if (input.country_id != null) {
    const country = await countryById(deps.db, input.country_id);
    if (!country?.isAllowed) throw fieldError(422, 'country_id', 'country_not_allowed');
  }
  const passwordHash = await hashPassword(input.password);
  const locale = (input.locale as Locale | undefined) ?? context.locale;
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const user = await insertUser(db, {
      email: input.email,
      passwordHash,
      firstname: input.firstname,
      lastname: input.lastname,
      genderId: input.gender_id ?? null,
      phone: input.phone,
      company: input.company,
      newsletter: input.newsletter,
      countryId: input.country_id ?? (await countryIdOfIso(db, context.countryIso)),
      locale,
      termsAcceptedAt: now,
      privacyAcceptedAt: now,
      verificationEmailExpiresAt: new Date(now.getTime() + VERIFICATION_PERIOD_MS),
      createdAt: now,
      updatedAt: now,
    });
    if (!user) throw fieldError(422, 'email', 'email_taken');
    if (input.newsletter) await setCustomerNewsletter(db, user, true, now);
    await sendVerificationEmail(db, deps, user, now);
    const opened = await openSession(db, user.id, now, context.client);
    return { ...opened, user };
  });
}

async function countryIdOfIso(db: Db, iso: string): Promise<number | null> {
  const rows = await db.query.countries.findFirst({
    where: (c, { and, eq }) => and(eq(c.iso, iso), eq(c.isAllowed, true)),
  });
  return rows?.id ?? null;
}

async function issueToken(db: Db, userId: number, purpose: TokenPurpose, expiresAt: Date) {
  const token = newToken();
  await insertUserToken(db, { userId, purpose, tokenHash: hashToken(token), expiresAt });
  return token;
}

async function sendVerificationEmail(db: Db, deps: AccountDeps, user: UserRow, now: Date) {
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

const throttleKeys = (email: string, ip: string | undefined) => ({
  account: `account:${normaliseEmail(email)}`,
  ip: ip ? `ip:${ip}` : null,
});

/**
 * Logs in with e-mail and password. Throttled per account and per client address before any
 * hashing; a wrong password and an unknown address answer the same, in the same time.
 * `previous` (the session the browser already had) is closed: a login always rotates the token.
 */
export async function login(
  deps: AccountDeps,
  credentials: { email: string; password: string },
  client: ClientInfo = {},
  previous?: AuthSession | null,
): Promise<SignedIn> {
  const now = deps.now();
  const keys = throttleKeys(credentials.email, client.ip);
  const windowStartedBefore = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const accountAttempts = await reserveLoginAttempt(
    deps.db,
    keys.account,
    now,
    windowStartedBefore,
  );
  const ipAttempts = keys.ip
    ? await reserveLoginAttempt(deps.db, keys.ip, now, windowStartedBefore)
    : 0;
  if (isThrottled('account', accountAttempts) || isThrottled('ip', ipAttempts))
    throw new HttpError(429, 'login_throttled');

  const user = await findUserByEmail(deps.db, credentials.email);
  const valid = await verifyPassword(user?.passwordHash ?? null, credentials.password);
  if (!user || !valid) throw new HttpError(401, 'invalid_credentials');
  // Success: the account's count starts again; the address gets its attempt back.
  await clearLoginFailures(deps.db, keys.account);
  if (keys.ip) await releaseLoginAttempt(deps.db, keys.ip);
  if (accountDisabled(user, now)) throw new HttpError(403, 'account_disabled_unverified');
  if (previous) await closeSession(deps.db, previous.sessionId);
  const opened = await openSession(deps.db, user.id, now, client);
  return { ...opened, user };
}

/** Always the same answer, whether an account exists or not (no address enumeration). */
export async function forgotPassword(deps: AccountDeps, email: string, locale?: Locale) {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const now = deps.now();
  const mailLocale = locale ?? (user.locale as Locale);
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const token = await issueToken(
      db,
      user.id,
      'password_reset',
      new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    );
    await enqueueEmail(db, {
      to: user.email,
      locale: mailLocale,
      template: 'password_reset',
      data: { firstname: user.firstname, link: deps.urls.resetPassword(token, mailLocale) },
    });
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
    await clearLoginFailures(db, throttleKeys(user!.email, undefined).account);
    return user!;
  });
}

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
  const user =
    'userId' in who
      ? await findUserById(deps.db, who.userId)
      : await findUserByEmail(deps.db, who.email);
  if (!user) return;
  if (user.emailVerifiedAt) {
    if ('userId' in who) throw new HttpError(422, 'already_verified');
    return;
  }
  await deps.db.transaction(async (tx) =>
    sendVerificationEmail(tx as unknown as Db, deps, user, now),
  );
}
