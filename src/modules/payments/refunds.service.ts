/**
 * Refunds from the back office (docs/decisions/016-parcels-refunds.md). Three steps, so that no
 * database lock is held while the provider is asked:
 * 1. under the order's row lock, the amount is checked against what the customer paid minus
 *    what is already being or has been refunded, and the refund is written `pending` with a
 *    unique reference (two concurrent refunds cannot both pass the check);
 * 2. the provider of the payment refunds it, the reference as its idempotency key (money taken
 *    outside a gateway — transfer, cheque, at the store — is paid back by the shop: recorded);
 * 3. the outcome is written; a success moves the order to (partially) refunded and issues the
 *    refund's credit note. A refund left `pending` (the process stopped during step 2) is
 *    asked again with the same reference, which the provider does not pay twice.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../shared/http';
import { euros } from '../catalog';
import { invoices } from '../invoices/invoices.tables';
import { issueRefundCreditNote } from '../invoices';
import { applyOrderEvent, type PaymentStatus } from '../orders';
import { orders } from '../orders/orders.tables';
import type { PaymentProvider } from './providers';
import { payments, refunds } from './payments.tables';

/** Money is in: a refund can take some back. */
const MONEY_IN: readonly PaymentStatus[] = ['paid', 'partially_paid', 'partially_refunded'];

export interface RefundDeps {
  db: Db;
  now: () => Date;
  /** Every provider in use, by code: the one that took the payment gives it back. */
  providers: ReadonlyMap<string, PaymentProvider>;
}

export interface RefundDto {
  id: number;
  amount: number;
  reason: string;
  status: 'pending' | 'succeeded' | 'failed';
  error: string | null;
  created_at: string;
  /** The refund's credit note (PDF at /api/invoices/{id}/download). */
  credit_note_id: number | null;
}

export async function listRefunds(db: Db, orderId: number): Promise<RefundDto[]> {
  const rows = await db
    .select({ refund: refunds, creditNoteId: invoices.id })
    .from(refunds)
    .leftJoin(invoices, eq(invoices.refundId, refunds.id))
    .where(eq(refunds.orderId, orderId))
    .orderBy(refunds.createdAt, refunds.id);
  return rows.map(({ refund, creditNoteId }) => ({
    id: refund.id,
    amount: euros(refund.amountCents),
    reason: refund.reason,
    status: refund.status as RefundDto['status'],
    error: refund.error,
    created_at: refund.createdAt.toISOString(),
    credit_note_id: creditNoteId,
  }));
}

/** What the customer paid (by any means but a gift card) and what refunds already took. */
async function refundable(tx: Db, order: typeof orders.$inferSelect) {
  const paid = (order.totals as { amountDueCents?: number } | null)?.amountDueCents ?? 0;
  const [row] = await tx
    .select({ taken: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), inArray(refunds.status, ['pending', 'succeeded'])));
  return { paid, taken: row?.taken ?? 0 };
}

export async function refundOrder(
  deps: RefundDeps,
  orderId: number,
  input: { amount_cents: number; reason: string },
): Promise<RefundDto> {
  const now = deps.now();
  // 1. Reserve the amount under the order's lock.
  const { refund, payment } = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.status === 'not_ordered') throw notFound();
    if (!MONEY_IN.includes(order.paymentStatus as PaymentStatus))
      throw new HttpError(409, 'order_not_refundable');
    const { paid, taken } = await refundable(tx, order);
    if (input.amount_cents > paid - taken)
      throw new HttpError(422, 'form_invalid', {
        amount_cents: [
          { key: 'refund_too_much', params: { max: String(euros(Math.max(0, paid - taken))) } },
        ],
      });
    const [lastPaid] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
      .orderBy(desc(payments.updatedAt), desc(payments.id))
      .limit(1);
    const [{ count }] = (await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(refunds)
      .where(eq(refunds.orderId, orderId))) as [{ count: number }];
    const [row] = await tx
      .insert(refunds)
      .values({
        orderId,
        paymentId: lastPaid?.id ?? null,
        reference: `R${orderId.toString(36)}X${(count + 1).toString(36)}`.toUpperCase(),
        amountCents: input.amount_cents,
        reason: input.reason,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { refund: row!, payment: lastPaid ?? null };
  });

  // 2. The provider gives the money back (no lock held meanwhile).
  let outcome: { ok: boolean; providerRefundId?: string; error?: string } = { ok: true };
  if (payment) {
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
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    const { paid, taken } = await refundable(tx, order!);
    await applyOrderEvent(tx, orderId, taken >= paid ? 'refund' : 'partial_refund', now);
    await issueRefundCreditNote(tx, refund, now);
  });
  const [dto] = (await listRefunds(deps.db, orderId)).filter((r) => r.id === refund.id);
  if (!outcome.ok)
    throw new HttpError(502, 'refund_failed', undefined, { details: { refund: dto } });
  return dto!;
}
