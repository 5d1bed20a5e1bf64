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
  normaliseEmail,
  RESET_TOKEN_TTL_MS,
  THROTTLE_POLICIES,
  throttleKey,
  VERIFICATION_PERIOD_MS,
  VERIFY_TOKEN_TTL_MS,
  type ThrottleScope,
} from './accounts.rules';
import {
  claimNotification,
  clearThrottle,
  consumeUserToken,
  countryById,
  deleteUserSessions,
  findUserByEmail,
  findUserById,
  insertUser,
  insertUserToken,
  queuePasswordReset,
  releaseAttempt,
  takePasswordResets,
  updateUser,
  type TokenPurpose,
  type UserRow,
} from './customers.repo';
import type { RegisterInput } from './customers.schema';
import { setCustomerNewsletter } from './newsletter.service';
import { passwordWeakness, type PasswordOwner } from './password-strength.rules';
import { hashPassword, hashToken, newToken, verifyPassword } from './secrets';
import { issueDeviceCookie, trustedDevice } from './devices';
import { closeSession, openSession, type AuthSession, type ClientInfo } from './sessions.service';
import { takeAttempt, tooManyAttempts, tryAttempt } from './throttle.service';

/** Where the links of account e-mails point (built by the web layer: paths per locale). */
export interface AccountUrls {
  verifyEmail(token: string, locale: Locale): string;
  resetPassword(token: string, locale: Locale): string;
  /** The page asking for a reset link (no token). */
  forgotPassword(locale: Locale): string;
  account(locale: Locale): string;
}

export interface AccountDeps {
  db: Db;
  now: () => Date;
  urls: AccountUrls;
  /** Runs a background sweep soon (the app's scheduler); absent in scripts and page tests. */
  kick?: (sweep: string) => void;
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
  const signupKey = context.client?.ip ? throttleKey.signups(context.client.ip) : null;
  if (signupKey) await takeAttempt(deps.db, 'signups', signupKey, now, 'signup_throttled');
  try {
    return await createAccount(deps, input, context, now);
  } catch (error) {
    // Only accounts actually created count against the address.
    if (signupKey) await releaseAttempt(deps.db, signupKey);
    throw error;
  }
}

async function createAccount(
  deps: AccountDeps,
  input: RegisterInput,
  context: { locale: Locale; countryIso: string; client?: ClientInfo },
  now: Date,
): Promise<SignedIn> {
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
