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
 * Login throttling. Attempts that did not succeed are counted in fixed one-hour windows per
 * key: per account (SPEC: at most 100 failures an hour) and per client address (stops one
 * machine from trying many accounts). Past the limit, login is refused before any password
 * is hashed.
 */
export const THROTTLE_WINDOW_MS = HOUR_MS;
export const THROTTLE_LIMITS = { account: 100, ip: 300 } as const;
export type ThrottleScope = keyof typeof THROTTLE_LIMITS;

/** Past the limit (attempts counted in the window, this one included), login is refused. */
export function isThrottled(scope: ThrottleScope, attemptsInWindow: number): boolean {
  return attemptsInWindow > THROTTLE_LIMITS[scope];
}

/** E-mail addresses are compared without case and surrounding spaces. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** SPEC §4: professional only with a company whose status is 'verified'. */
export function isProfessional(companyStatus: string | null | undefined): boolean {
  return companyStatus === 'verified';
}
