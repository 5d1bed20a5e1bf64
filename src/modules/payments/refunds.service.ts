/**
 * Refunds from the back office (docs/decisions/016-parcels-refunds.md). Three steps, so that no
 * database lock is held while the provider is asked:
 * 1. under the order's row lock, the amount is checked against what the customer paid minus
 *    what is already being or has been refunded, and the refund is written `pending` with a
 *    unique reference (two concurrent refunds cannot both pass the check);
 * 2. the provider of the last payment received refunds it, the reference as its idempotency
 *    key; only its "yes" makes the refund succeeded (money the owner recorded by hand —
 *    transfer, cheque, at the counter — is paid back by the shop: recorded). An order with no
 *    payment received has nothing to refund (409), whatever its status says;
 * 3. the outcome is written; a success moves the order to (partially) refunded and issues the
 *    refund's credit note. A refund left `pending` (the process stopped during step 2) is
 *    asked again with the same reference, which the provider does not pay twice.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../shared/http';
import { centsToEuros } from '../../shared/money';
import { recordAudit } from '../audit';
import { MONEY_IN, applyOrderEvent, lockOrder, type PaymentStatus } from '../orders';
import { paymentBalance, refundChannel } from './payments.rules';
import type { PaymentProvider } from './providers';
import { refundFollowers } from './refund-followers.service';
import { MANUAL_PROVIDER, payments, refunds } from './payments.tables';

export interface RefundDeps {
  db: Db;
  now: () => Date;
  /** Every provider in use, by code: the one that took the payment gives it back. */
  providers: ReadonlyMap<string, PaymentProvider>;
}

/** A refund in-process (amounts in cents; the API writes euros: `payments-wire.routes.ts`). */
export interface RefundCents {
  id: number;
  amount_cents: number;
  reason: string;
  status: 'pending' | 'succeeded' | 'failed';
  error: string | null;
  created_at: string;
  /** The refund's credit note (PDF at /api/invoices/{id}/download). */
  credit_note_id: number | null;
}

export async function listRefunds(db: Db, orderId: number): Promise<RefundCents[]> {
  const rows = await db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(refunds.createdAt, refunds.id);
  const creditNotes = await refundFollowers().creditNotesOfRefunds(
    db,
    rows.map((refund) => refund.id),
  );
  return rows.map((refund) => ({
    id: refund.id,
    amount_cents: refund.amountCents,
    reason: refund.reason,
    status: refund.status as RefundCents['status'],
    error: refund.error,
    created_at: refund.createdAt.toISOString(),
    credit_note_id: creditNotes.get(refund.id) ?? null,
  }));
}

/** The order's payments received, oldest first (gateway or recorded by hand). */
async function paidPayments(tx: Db, orderId: number) {
  return tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
    .orderBy(payments.updatedAt, payments.id);
}

/**
 * What the customer paid (the payments received: never a gift card, which is not given back
 * in cash, nor an amount merely due) and what refunds already took.
 */
async function refundable(tx: Db, orderId: number) {
  const received = await paidPayments(tx, orderId);
  const [row] = await tx
    .select({ taken: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, ['pending', 'succeeded'])));
  return {
    received,
    paid: paymentBalance(0, received).receivedCents,
    taken: row?.taken ?? 0,
  };
}

export async function refundOrder(
  deps: RefundDeps,
  orderId: number,
  input: { amount_cents: number; reason: string },
  actorUserId: number | null = null,
): Promise<RefundCents> {
  const now = deps.now();
  // 1. Reserve the amount under the order's lock.
  const { refund, payment } = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.status === 'not_ordered') throw notFound();
    if (!MONEY_IN.includes(order.paymentStatus as PaymentStatus))
      throw new HttpError(409, 'order_not_refundable');
    const { received, paid, taken } = await refundable(tx, order.id);
    // Through whom the money goes back (payments.rules.ts); nobody took any: nothing to give.
    const channel = refundChannel(received, MANUAL_PROVIDER);
    if (channel.kind === 'none') throw new HttpError(409, 'order_not_refundable');
    if (input.amount_cents > paid - taken)
      throw new HttpError(422, 'form_invalid', {
        amount_cents: [
          {
            key: 'refund_too_much',
            params: { max: String(centsToEuros(Math.max(0, paid - taken))) },
          },
        ],
      });
    const [{ count }] = (await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(refunds)
      .where(eq(refunds.orderId, orderId))) as [{ count: number }];
    const [row] = await tx
      .insert(refunds)
      .values({
        orderId,
        paymentId: channel.paymentId,
        reference: `R${orderId.toString(36)}X${(count + 1).toString(36)}`.toUpperCase(),
        amountCents: input.amount_cents,
        reason: input.reason,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    // The owner's decision is what is audited; the gateway's answer follows on the refund row.
    await recordAudit(tx, {
      actorUserId,
      action: 'order.refund',
      entity: 'order',
      entityId: orderId,
      before: { payment_status: order.paymentStatus, refunded_cents: taken },
      after: { refund_id: row!.id, reference: row!.reference, ...input },
    });
    return { refund: row!, payment: received.find((p) => p.id === channel.paymentId)! };
  });

  // 2. Whoever took the money gives it back (no lock held meanwhile). Only their "yes" makes
  // the refund succeeded; an answer that never came leaves it pending, asked again later.
  let outcome: { ok: boolean; providerRefundId?: string; error?: string };
  if (payment.provider === MANUAL_PROVIDER) {
    // The shop received it by hand and pays it back itself: the owner records that it did.
    outcome = { ok: true };
  } else {
    const provider = deps.providers.get(payment.provider);
    try {
      outcome = provider?.refund
        ? await provider.refund({
            reference: refund.reference,
            providerPaymentId: payment.providerPaymentId ?? undefined,
            amountCents: refund.amountCents,
            now,
          })
        : { ok: false, error: `no refund through ${payment.provider}` };
    } catch (error) {
      outcome = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }

  // 3. The outcome, the order's state and the credit note.
  await deps.db.transaction(async (tx) => {
    await tx
      .update(refunds)
      .set({
        status: outcome.ok ? 'succeeded' : 'failed',
        providerRefundId: outcome.providerRefundId ?? null,
        error: outcome.ok ? null : (outcome.error ?? 'refused').slice(0, 500),
        updatedAt: deps.now(),
      })
      .where(eq(refunds.id, refund.id));
    if (!outcome.ok) return;
    await lockOrder(tx, orderId);
    const { paid, taken } = await refundable(tx, orderId);
    await applyOrderEvent(tx, orderId, taken >= paid ? 'refund' : 'partial_refund', now);
    await refundFollowers().afterRefund(tx, refund, now);
  });
  const [dto] = (await listRefunds(deps.db, orderId)).filter((r) => r.id === refund.id);
  if (!outcome.ok)
    throw new HttpError(502, 'refund_failed', undefined, { details: { refund: dto } });
  return dto!;
}
