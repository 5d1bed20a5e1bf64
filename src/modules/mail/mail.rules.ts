/** Pure rules of the mail module: retry schedule and which mailer a configuration gets. */

/** A mail is given up (status `failed`) after this many failed attempts. */
export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 6 * 60 * 60_000;

export type AfterFailure = { status: 'failed' } | { status: 'pending'; nextAttemptAt: Date };

/**
 * What becomes of a mail whose attempt number `attempts` (1 = first try) just failed:
 * retried after 1 min × 2^(attempts − 1), at most 6 h, or given up after MAX_ATTEMPTS
 * (1, 2, 4 … 64 min: about two hours of retries, enough for an SMTP outage or a restart).
 */
export function afterFailure(attempts: number, now: Date): AfterFailure {
  if (attempts >= MAX_ATTEMPTS) return { status: 'failed' };
  const delay = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
  return { status: 'pending', nextAttemptAt: new Date(now.getTime() + delay) };
}

/**
 * - `smtp`: SMTP_URL is set;
 * - `dev`: no SMTP_URL in demo mode — mail goes to the `dev_mailbox` table, readable at
 *   /dev/mailbox (docs/decisions/019-demo-and-production-modes.md);
 * - `none`: production mode without SMTP: nothing is sent, mail waits in the outbox.
 * `devMailbox` (tests) forces `dev` (true) or forbids it (false: `dev` becomes `none`).
 */
export type MailTransport = 'smtp' | 'dev' | 'none';

export function mailTransport(options: {
  smtpUrl?: string;
  mode: 'demo' | 'production';
  devMailbox?: boolean;
}): MailTransport {
  if (options.devMailbox === true) return 'dev';
  if (options.smtpUrl) return 'smtp';
  if (options.devMailbox === false || options.mode === 'production') return 'none';
  return 'dev';
}

/** A plausible single address: no spaces or line breaks (header injection), one @, ≤ 254. */
export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/.test(value);
}

/**
 * An address in the `.invalid` top-level domain, reserved so that it can never receive mail
 * (RFC 2606, RFC 6761): an erased customer's placeholder (`erased-<id>@invalid`). Mail to it is
 * not queued at all, so the change that caused it (an order paid, cancelled, shipped) goes on
 * and nothing about that person is written to the outbox again.
 */
export function isUndeliverableAddress(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at < 0) return false;
  const domain = value
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  return domain === 'invalid' || domain.endsWith('.invalid');
}
