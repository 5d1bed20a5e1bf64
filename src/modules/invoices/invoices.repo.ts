/** The only SQL of invoices: numbering, issuing, and the owner's reads. */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { InvoiceDraft } from './invoice.rules';
import { invoiceCounters, invoices, orderNotices, type InvoiceKind } from './invoices.tables';

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The next sequence of a kind and year, taken inside the caller's transaction: the counter row
 * is created at 1 or incremented, and stays locked until the transaction ends. Concurrent
 * issuers wait in turn; a rollback returns the number. Gap-free, unlike a SEQUENCE.
 */
export async function takeSequence(tx: Db, kind: InvoiceKind, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ kind, year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.kind, invoiceCounters.year],
      set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` },
    })
    .returning({ sequence: invoiceCounters.lastSequence });
  return row!.sequence;
}

/** The order's invoice, or the credit note of its cancellation (refunds have their own). */
export async function findInvoiceOfOrder(
  tx: Db,
  orderId: number,
  kind: InvoiceKind,
): Promise<InvoiceRow | null> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind), isNull(invoices.refundId)));
  return row ?? null;
}

export async function insertInvoice(
  tx: Db,
  values: InvoiceDraft & {
    orderId: number;
    userId: number | null;
    number: string;
    year: number;
    sequence: number;
    issuedAt: Date;
    creditOf: number | null;
    refundId?: number | null;
  },
): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  return row!;
}

/** The customer's invoices and credit notes, newest first. */
export async function listOwnedInvoices(
  db: Db,
  userId: number,
  options: { orderId?: number; limit: number; offset: number },
): Promise<{ rows: InvoiceRow[]; total: number }> {
  const where = and(
    eq(invoices.userId, userId),
    options.orderId === undefined ? undefined : eq(invoices.orderId, options.orderId),
  );
  const rows = await db
    .select()
    .from(invoices)
    .where(where)
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(options.limit)
    .offset(options.offset);
  const total = await db.$count(invoices, where);
  return { rows, total };
}

/** An invoice its owner may read; null for anyone else's (answered as not found). */
export async function findOwnedInvoice(
  db: Db,
  userId: number,
  id: number,
): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
  return row ?? null;
}

export async function findInvoice(db: Db, id: number): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row ?? null;
}

/** Records a notice once; true when this call recorded it (false: it was already sent). */
export async function recordNotice(
  tx: Db,
  orderId: number,
  kind: 'transfer_reminder',
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(orderNotices)
    .values({ orderId, kind, sentAt: now })
    .onConflictDoNothing()
    .returning({ orderId: orderNotices.orderId });
  return rows.length > 0;
}

/** The credit note of each of these refunds that has one, keyed by refund id. */
export async function creditNotesOfRefunds(
  db: Db,
  refundIds: readonly number[],
): Promise<Map<number, number>> {
  if (refundIds.length === 0) return new Map();
  const rows = await db
    .select({ id: invoices.id, refundId: invoices.refundId })
    .from(invoices)
    .where(inArray(invoices.refundId, [...refundIds]));
  return new Map(rows.flatMap((row) => (row.refundId === null ? [] : [[row.refundId, row.id]])));
}
