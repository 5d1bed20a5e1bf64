/**
 * Pure rules of payments (no database, no clock: `now` comes in), table-tested beside.
 *
 * 1. How a verified provider notification may move a payment attempt. Providers resend, reorder
 *    and sometimes contradict themselves: a "refused" or "cancelled" arriving after "paid" must
 *    not turn money received into money missing (the order would look unpaid and a refund would
 *    skip the gateway). So `paid` is final for notifications — the late one is kept in the log
 *    and changes nothing —, the same outcome twice is a duplicate, and a decline may still be
 *    followed by a success for the same attempt (the money did move, it must be recorded).
 * 2. Through whom a refund goes: the gateway that took the last payment, or the shop itself
 *    for money it received by hand; never "nobody".
 * 3. What a payment recorded by the owner (transfer, cheque, counter) does to the order.
 */
import type { PaymentOutcome } from './providers';

export const PAYMENT_ROW_STATUSES = [
  'started',
  'paid',
  'refused',
  'cancelled',
  'pending_review',
] as const;
export type PaymentRowStatus = (typeof PAYMENT_ROW_STATUSES)[number];

export type PaymentMove =
  /** The attempt takes the notified outcome; the order moves accordingly. */
  | { kind: 'move'; to: PaymentOutcome }
  /** Already in that state: nothing to do (a repeat under another event id). */
  | { kind: 'duplicate' }
  /** Out of order or contradictory: stored in the notification log, the payment keeps its state. */
  | { kind: 'kept' };

/** From each status, the outcomes a notification may still bring (`null`: none). */
const NOTIFICATION_MOVES: Record<PaymentRowStatus, readonly PaymentOutcome[]> = {
  started: ['paid', 'refused', 'cancelled', 'pending_review'],
  pending_review: ['paid', 'refused', 'cancelled'],
  // A decline then a success of the same attempt: the money moved, it counts.
  refused: ['paid'],
  cancelled: ['paid'],
  // Money received is never undone by a notification; only a refund gives it back.
  paid: [],
};

export function paymentMove(current: PaymentRowStatus, outcome: PaymentOutcome): PaymentMove {
  if (current === outcome) return { kind: 'duplicate' };
  return NOTIFICATION_MOVES[current].includes(outcome)
    ? { kind: 'move', to: outcome }
    : { kind: 'kept' };
}

export interface PaidPayment {
  id: number;
  provider: string;
  amountCents: number;
}

export type RefundChannel =
  /** The gateway that took this payment gives the money back; its answer decides. */
  | { kind: 'provider'; paymentId: number; provider: string }
  /** Money the shop received by hand is paid back by the shop (transfer, cheque, cash). */
  | { kind: 'shop'; paymentId: number }
  /** No payment was received: there is nothing anyone could give back. */
  | { kind: 'none' };

/**
 * Through whom a refund goes: the latest paid payment (payments listed oldest first). A
 * `manual` payment is the shop's own money; any other is refunded by its gateway.
 */
export function refundChannel(paidPayments: readonly PaidPayment[], manualProvider: string) {
  const last = paidPayments.at(-1);
  if (!last) return { kind: 'none' } satisfies RefundChannel;
  return (
    last.provider === manualProvider
      ? { kind: 'shop', paymentId: last.id }
      : { kind: 'provider', paymentId: last.id, provider: last.provider }
  ) satisfies RefundChannel;
}

/** What the customer owes, has paid (payments counted once each) and still owes. */
export function paymentBalance(dueCents: number, paidPayments: readonly { amountCents: number }[]) {
  const receivedCents = paidPayments.reduce((sum, p) => sum + p.amountCents, 0);
  return { dueCents, receivedCents, remainingCents: Math.max(0, dueCents - receivedCents) };
}

export type ReceivedPaymentDecision =
  | { ok: true; event: 'payment_succeeded' | 'payment_partially_received'; remainingCents: number }
  | { ok: false; reason: 'nothing_due' | 'too_much'; maxCents: number };

/**
 * A payment the owner records: more than what is still due is refused (a typo, or the same
 * transfer twice); what covers the rest makes the order paid, less leaves it partially paid.
 */
export function receivedPayment(
  dueCents: number,
  receivedCents: number,
  amountCents: number,
): ReceivedPaymentDecision {
  const remaining = dueCents - receivedCents;
  if (remaining <= 0) return { ok: false, reason: 'nothing_due', maxCents: 0 };
  if (amountCents > remaining) return { ok: false, reason: 'too_much', maxCents: remaining };
  return {
    ok: true,
    event: amountCents === remaining ? 'payment_succeeded' : 'payment_partially_received',
    remainingCents: remaining - amountCents,
  };
}

/** The calendar day of an instant in the shop's time zone (YYYY-MM-DD). */
export function shopDay(instant: Date, timeZone = 'Europe/Paris'): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/**
 * The day the money arrived, as the owner typed it (YYYY-MM-DD): not a day that does not
 * exist, not before the order was placed, not in the future (shop's time zone).
 */
export function receivedOnProblem(
  receivedOn: string,
  placedAt: Date | null,
  now: Date,
): 'invalid_date' | 'date_in_future' | 'date_before_order' | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(receivedOn);
  if (!match) return 'invalid_date';
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== receivedOn)
    return 'invalid_date';
  if (receivedOn > shopDay(now)) return 'date_in_future';
  if (placedAt && receivedOn < shopDay(placedAt)) return 'date_before_order';
  return null;
}
