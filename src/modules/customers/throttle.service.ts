/**
 * Throttles as use cases see them: reserve an attempt under a scope's policy or answer 429 with
 * `Retry-After` and a translated wait. The counters are in the database (customers.repo.ts), so
 * the bounds hold across processes.
 */
import type { Db } from '../../db/client';
import { HttpError } from '../../shared/http';
import type { MessageKey } from '../../shared/messages';
import {
  retryAfterSeconds,
  THROTTLE_POLICIES,
  throttleKey,
  throttleWaitMs,
  waitText,
  type ThrottleScope,
} from './accounts.rules';
import { readThrottle, reserveAttempt } from './customers.repo';

/** The 429 of a refused attempt: how long to wait, in the header and in the message. */
export function tooManyAttempts(messageKey: MessageKey, waitMs: number): HttpError {
  const seconds = retryAfterSeconds(waitMs);
  return new HttpError(429, messageKey, undefined, {
    params: { wait: waitText(seconds) },
    retryAfterSeconds: seconds,
  });
}

/** Reserves an attempt, or returns how long the caller must wait (ms, at least 1 s). */
export async function tryAttempt(
  db: Db,
  scope: ThrottleScope,
  key: string,
  now: Date,
): Promise<{ ok: true; count: number } | { ok: false; waitMs: number }> {
  const policy = THROTTLE_POLICIES[scope];
  const count = await reserveAttempt(db, key, policy, now);
  if (count !== null) return { ok: true, count };
  const waitMs = throttleWaitMs(policy, await readThrottle(db, key), now);
  return { ok: false, waitMs: Math.max(waitMs, 1000) };
}

/** Reserves an attempt or throws the 429 with `messageKey`. */
export async function takeAttempt(
  db: Db,
  scope: ThrottleScope,
  key: string,
  now: Date,
  messageKey: MessageKey,
): Promise<number> {
  const attempt = await tryAttempt(db, scope, key, now);
  if (!attempt.ok) throw tooManyAttempts(messageKey, attempt.waitMs);
  return attempt.count;
}

/** A gift card balance check from `ip` (decision 056): 10 per window, then 429. */
export async function takeGiftCardCheck(db: Db, ip: string, now: Date): Promise<void> {
  await takeAttempt(
    db,
    'giftCardChecks',
    throttleKey.giftCardCheck(ip),
    now,
    'gift_card_check_throttled',
  );
}
