/**
 * Offline card gateway — the default provider on a laptop and in tests. Our own protocol (no
 * third party): `start` sends the buyer to the shop's hosted test page
 * `/paiement/test?ref=…&amount=…&sig=…` (path configurable), where
 *   sig = hex(HMAC-SHA256(secret, `${ref}|${amountCents}|${notifyUrl}`)).
 * The page (built elsewhere) checks that signature with `verifyOfflinePageSignature`, lets the
 * tester pick an outcome, and POSTs (or GETs) to the notify URL the fields produced by
 * `signOfflineNotification`, signed with
 *   sig = hex(HMAC-SHA256(secret, `${eventId}|${reference}|${outcome}|${declineReason}|${amountCents}`))
 * (`declineReason` empty when absent). No signed value may contain `|`, so the joined string is
 * unambiguous. Every signature comparison is constant-time.
 */
import { createHmac } from 'node:crypto';
import type {
  DeclineReason,
  NotificationVerdict,
  PaymentOutcome,
  PaymentProvider,
} from './provider.contract';
import {
  BAD_SIGNATURE,
  MALFORMED,
  assertCents,
  formFields,
  safeEqual,
} from './provider-shared.adapter';

export interface OfflineConfig {
  /** HMAC-SHA256 secret shared with the shop's test page. */
  secret: string;
  /** Where the test page lives (path or absolute URL). Default `/paiement/test`. */
  pagePath?: string;
}

export interface OfflineNotification {
  reference: string;
  outcome: PaymentOutcome;
  declineReason?: DeclineReason;
  amountCents: number;
  eventId: string;
}

const OUTCOMES: readonly PaymentOutcome[] = ['paid', 'refused', 'cancelled', 'pending_review'];
const DECLINE_REASONS: readonly DeclineReason[] = [
  'user_cancelled',
  'wrong_bank_details',
  'card_expiring',
  'technical',
];

function hmacHex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data, 'utf8').digest('hex');
}

function assertNoPipe(values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) {
    if (value.includes('|')) throw new RangeError(`${name} must not contain "|"`);
  }
}

/** The `sig` of the test page URL: HMAC-SHA256 (hex) over `ref|amountCents|notifyUrl`. */
export function offlinePageSignature(
  secret: string,
  reference: string,
  amountCents: number,
  notifyUrl: string,
): string {
  assertCents(amountCents);
  assertNoPipe({ reference });
  return hmacHex(secret, `${reference}|${amountCents}|${notifyUrl}`);
}

/** For the test page: is `sig` the one `start` produced for this reference, amount and notify URL? */
export function verifyOfflinePageSignature(
  secret: string,
  input: { reference: string; amountCents: number; notifyUrl: string; sig: string },
): boolean {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 0) return false;
  if (input.reference.includes('|')) return false;
  const expected = hmacHex(secret, `${input.reference}|${input.amountCents}|${input.notifyUrl}`);
  return safeEqual(expected, input.sig.toLowerCase());
}

function notificationSignature(secret: string, fields: Record<string, string>): string {
  return hmacHex(
    secret,
    [
      fields.eventId,
      fields.reference,
      fields.outcome,
      fields.declineReason ?? '',
      fields.amountCents,
    ].join('|'),
  );
}

/** The fields the test page sends to the notify URL (form-encoded), `sig` included. */
export function signOfflineNotification(
  secret: string,
  notification: OfflineNotification,
): Record<string, string> {
  assertCents(notification.amountCents);
  const fields: Record<string, string> = {
    eventId: notification.eventId,
    reference: notification.reference,
    outcome: notification.outcome,
    amountCents: String(notification.amountCents),
  };
  if (notification.declineReason) fields.declineReason = notification.declineReason;
  assertNoPipe(fields);
  return { ...fields, sig: notificationSignature(secret, fields) };
}

export function createOfflineProvider(config: OfflineConfig): PaymentProvider {
  if (!config.secret) throw new Error('offline provider: a secret is required');
  const pagePath = config.pagePath ?? '/paiement/test';

  return {
    code: 'offline',

    async start(request) {
      const sig = offlinePageSignature(
        config.secret,
        request.reference,
        request.amountCents,
        request.urls.notify,
      );
      const query = new URLSearchParams({
        ref: request.reference,
        amount: String(request.amountCents),
        sig,
      });
      return { kind: 'redirect', url: `${pagePath}${pagePath.includes('?') ? '&' : '?'}${query}` };
    },

    async verifyNotification(notification): Promise<NotificationVerdict> {
      const fields = formFields(notification);
      const sig = fields?.sig;
      if (!fields || !sig) return BAD_SIGNATURE;
      const signed = ['eventId', 'reference', 'outcome', 'amountCents', 'declineReason'];
      if (signed.some((name) => fields[name]?.includes('|'))) return BAD_SIGNATURE;
      if (!fields.eventId || !fields.reference || !fields.outcome || !fields.amountCents) {
        return BAD_SIGNATURE;
      }
      if (!safeEqual(notificationSignature(config.secret, fields), sig.toLowerCase())) {
        return BAD_SIGNATURE;
      }
      // Authenticated: now parse.
      const outcome = OUTCOMES.find((value) => value === fields.outcome);
      const declineReason = DECLINE_REASONS.find((value) => value === fields.declineReason);
      if (!outcome || (fields.declineReason !== undefined && !declineReason)) return MALFORMED;
      if (!/^\d{1,12}$/.test(fields.amountCents)) return MALFORMED;
      return {
        ok: true,
        eventId: fields.eventId,
        reference: fields.reference,
        outcome,
        amountCents: Number(fields.amountCents),
        ...(declineReason ? { declineReason } : {}),
      };
    },

    notificationAnswer(verdict) {
      return verdict.ok
        ? { status: 200, contentType: 'text/plain; charset=utf-8', body: 'OK' }
        : { status: 400, contentType: 'text/plain; charset=utf-8', body: verdict.reason };
    },

    async refund(input) {
      // The test gateway holds no money: a refund succeeds, identified by our reference.
      if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
        return { ok: false, error: 'INVALID_AMOUNT' };
      }
      return { ok: true, providerRefundId: `offline-refund-${input.reference}` };
    },
  };
}
