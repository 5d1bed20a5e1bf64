/**
 * Issuing invoices and credit notes, always inside the transaction that moves the order (the
 * order row is locked by the caller, so two moves of one order never issue twice; the unique
 * (order, kind) constraint guards it anyway). Once per order: a repeated call returns the
 * document already issued.
 */
import type { Db } from '../../db/client';
import {
  creditNoteDraft,
  refundCreditNoteDraft,
  formatInvoiceNumber,
  invoiceDraft,
  invoiceYear,
  type InvoiceDraft,
} from './invoice.rules';
import { findInvoiceOfOrder, insertInvoice, takeSequence, type InvoiceRow } from './invoices.repo';
import type { OrderSnapshot } from '../orders';
import { sellerSnapshot } from './shop-settings.repo';

async function issue(
  tx: Db,
  draft: InvoiceDraft,
  order: { id: number; userId: number | null },
  now: Date,
  creditOf: number | null,
  refundId: number | null = null,
): Promise<InvoiceRow> {
  const year = invoiceYear(now);
  const sequence = await takeSequence(tx, draft.kind, year);
  return insertInvoice(tx, {
    ...draft,
    refundId,
    orderId: order.id,
    userId: order.userId,
    number: formatInvoiceNumber(draft.kind, year, sequence),
    year,
    sequence,
    issuedAt: now,
    creditOf,
  });
}

/** The order's invoice, issued now unless it already has one. */
export async function issueInvoice(
  tx: Db,
  snapshot: OrderSnapshot,
  now: Date,
): Promise<InvoiceRow> {
  const { order } = snapshot;
  const existing = await findInvoiceOfOrder(tx, order.id, 'invoice');
  if (existing) return existing;
  const draft = invoiceDraft(
    {
      number: order.number!,
      placedAt: order.placedAt!,
      locale: snapshot.locale,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      vatCountry: order.vatCountry,
      vatRateBp: order.vatRateBp ?? 0,
      totals: snapshot.totals,
      billingAddress: order.billingAddress ?? order.shippingAddress,
      customer: snapshot.customer,
      lines: snapshot.lines.map((line) => ({
        id: line.id,
        reference: line.reference,
        name: line.names.fr ?? line.reference,
        quantity: line.quantity,
      })),
      shippingMethod: snapshot.shipping?.name.fr ?? null,
    },
    await sellerSnapshot(tx),
  );
  return issue(tx, draft, order, now, null);
}

/**
 * The credit note cancelling the order's invoice in full, when it has one and no credit note
 * yet; null when nothing was invoiced (nothing to cancel).
 */
export async function issueCreditNote(
  tx: Db,
  order: { id: number; userId: number | null },
  now: Date,
): Promise<InvoiceRow | null> {
  const invoice = await findInvoiceOfOrder(tx, order.id, 'invoice');
  if (!invoice) return null;
  const existing = await findInvoiceOfOrder(tx, order.id, 'credit_note');
  if (existing) return existing;
  return issue(
    tx,
    creditNoteDraft(invoice),
    { id: order.id, userId: invoice.userId },
    now,
    invoice.id,
  );
}

/**
 * The credit note of a refund (one per refund), against the order's invoice; null when the
 * order was never invoiced (nothing to credit).
 */
export async function issueRefundCreditNote(
  tx: Db,
  refund: { id: number; orderId: number; amountCents: number; reason: string },
  now: Date,
): Promise<InvoiceRow | null> {
  const invoice = await findInvoiceOfOrder(tx, refund.orderId, 'invoice');
  if (!invoice) return null;
  return issue(
    tx,
    refundCreditNoteDraft(invoice, refund),
    { id: refund.orderId, userId: invoice.userId },
    now,
    invoice.id,
    refund.id,
  );
}
