/**
 * Account rules (SPEC §4, §5), pure: no database, no clock (the time is passed in).
 * The password rule is the one source of truth that the API enforces and every form displays.
 */

// The password rule lives in src/shared so the forms can tick it live in the browser.
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  unmetPasswordRules,
  type PasswordRule,
} from '../../shared/password-rules';

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

/** How long a customer has to confirm their e-mail before the account is disabled. */
export const VERIFICATION_PERIOD_MS = 14 * DAY_MS;
export const VERIFY_TOKEN_TTL_MS = 14 * DAY_MS;
export const RESET_TOKEN_TTL_MS = HOUR_MS;

/** Sessions: ended by 14 days without activity, and after 30 days whatever happens. */
export const SESSION_IDLE_MS = 14 * DAY_MS;
export const SESSION_ABSOLUTE_MS = 30 * DAY_MS;
/** `last_used_at` is written at most this often (not one write per request). */
export const SESSION_TOUCH_EVERY_MS = 5 * 60_000;

export interface SessionTimes {
  lastUsedAt: Date;
  expiresAt: Date;
}

export function sessionIsActive(session: SessionTimes, now: Date): boolean {
  return (
    now.getTime() < session.expiresAt.getTime() &&
    now.getTime() - session.lastUsedAt.getTime() < SESSION_IDLE_MS
  );
}

export function sessionNeedsTouch(session: SessionTimes, now: Date): boolean {
  return now.getTime() - session.lastUsedAt.getTime() >= SESSION_TOUCH_EVERY_MS;
}

export interface VerificationState {
  emailVerifiedAt: Date | null;
  verificationEmailExpiresAt: Date | null;
}

/** SPEC §4: an account whose e-mail is unverified after the stated date is disabled. */
export function accountDisabled(user: VerificationState, now: Date): boolean {
  return (
    user.emailVerifiedAt === null &&
    user.verificationEmailExpiresAt !== null &&
    now.getTime() >= user.verificationEmailExpiresAt.getTime()
  );
}

/**
 * Throttling (OWASP Authentication and Credential Stuffing cheat sheets): slow guessing down
 * without ever locking the owner out. Counters live per key in fixed one-hour windows; an
 * attempt is reserved before any password is hashed, so a burst cannot slip past a bound.
 *
 * A policy lets `free` attempts through in the window, then spaces the next ones: each waits
 * `firstDelayMs`, doubling after every further attempt, up to `maxDelayMs`. With a delay as long
 * as the window, it is a plain limit of `free` per window.
 */
export interface ThrottlePolicy {
  free: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

export const THROTTLE_WINDOW_MS = HOUR_MS;
const limitOf = (free: number): ThrottlePolicy => ({
  free,
  firstDelayMs: THROTTLE_WINDOW_MS,
  maxDelayMs: THROTTLE_WINDOW_MS,
});

export const THROTTLE_POLICIES = {
  /** One account from one address: 5 tries, then 1 s, 2 s, 4 s … up to 15 min between tries. */
  pair: { free: 5, firstDelayMs: 1_000, maxDelayMs: 15 * 60_000 },
  /**
   * One account from every address (an attack from many machines): past 20 failures the
   * account is under attack — its owner is told by e-mail — and logins from devices that never
   * signed in to it are spaced by 30 s, account-wide. Never a lock: a trusted device skips it,
   * a new one waits half a minute at most.
   */
  account: { free: 20, firstDelayMs: 30_000, maxDelayMs: 30_000 },
  /** One address trying many accounts. */
  ip: limitOf(300),
  /** A trusted device that keeps failing (a stolen cookie) loses its trust for the window. */
  device: limitOf(10),
  /** Wrong current passwords when changing it, per customer: 5 tries, then slowed. */
  currentPassword: { free: 5, firstDelayMs: 1_000, maxDelayMs: 15 * 60_000 },
  /** E-mails we send to one address for one purpose (reset, verification, newsletter). */
  emails: limitOf(3),
  /** Accounts created from one address. */
  signups: limitOf(20),
  /**
   * Contact-form messages (decision 052), per address and per sender's e-mail: 5 at once, then
   * one every 10 minutes — a person writing again is never stuck, a script is slowed to a crawl.
   */
  contact: { free: 5, firstDelayMs: 10 * 60_000, maxDelayMs: 10 * 60_000 },
  /** Product questions one customer asks (decision 053). */
  questions: limitOf(10),
  /** Gift card balance checks from one address (guessing codes, decision 056). */
  giftCardChecks: limitOf(10),
} as const satisfies Record<string, ThrottlePolicy>;
export type ThrottleScope = keyof typeof THROTTLE_POLICIES;

export interface ThrottleCounter {
  windowStart: Date;
  /** Attempts reserved in the window. */
  failures: number;
  lastAttemptAt: Date;
}

/** How long the next attempt must wait (0: it may go now). */
export function throttleWaitMs(
  policy: ThrottlePolicy,
  counter: ThrottleCounter | null,
  now: Date,
): number {
  if (!counter) return 0;
  const windowEnd = counter.windowStart.getTime() + THROTTLE_WINDOW_MS;
  if (now.getTime() >= windowEnd || counter.failures < policy.free) return 0;
  const delay = Math.min(
    policy.firstDelayMs * 2 ** (counter.failures - policy.free),
    policy.maxDelayMs,
  );
  return Math.max(0, Math.min(counter.lastAttemptAt.getTime() + delay, windowEnd) - now.getTime());
}

/** The `Retry-After` of a refused attempt, in whole seconds (at least 1). */
export function retryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}

/** The wait as people read it: "30 s", "12 min". */
export function waitText(seconds: number): string {
  return seconds < 90 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`;
}

/** The counter keys: one per scope and subject (the e-mail compared without case). */
export const throttleKey = {
  pair: (email: string, ip: string) => `pair:${normaliseEmail(email)}|${ip}`,
  account: (email: string) => `account:${normaliseEmail(email)}`,
  ip: (ip: string) => `ip:${ip}`,
  device: (nonce: string) => `device:${nonce}`,
  currentPassword: (userId: number) => `current_password:${userId}`,
  emails: (purpose: string, email: string) => `mail:${purpose}:${normaliseEmail(email)}`,
  signups: (ip: string) => `signup:${ip}`,
  /** Newsletter sign-ups from one address (a bot typing strangers' addresses), counted as signups. */
  newsletter: (ip: string) => `newsletter:${ip}`,
  /** Contact-form messages from one address, and from one sender's e-mail. */
  contactIp: (ip: string) => `contact:ip:${ip}`,
  contactEmail: (email: string) => `contact:mail:${normaliseEmail(email)}`,
  giftCardCheck: (ip: string) => `gift-card-check:${ip}`,
};

/** A trusted-device cookie lives a year (renewed at every login from that device). */
export const DEVICE_COOKIE_MAX_AGE_MS = 365 * DAY_MS;

/** E-mail addresses are compared without case and surrounding spaces. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** SPEC §4: professional only with a company whose status is 'verified'. */
export function isProfessional(companyStatus: string | null | undefined): boolean {
  return companyStatus === 'verified';
}
