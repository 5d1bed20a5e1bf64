/** An order's invoice and credit notes, for the back office (no customer scoping: staff only). */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, type InvoiceKind } from './invoices.tables';

export interface OrderDocumentRecord {
  id: number;
  kind: InvoiceKind;
  number: string;
  issued_at: string;
  total_ttc_cents: number;
  /** A refund's credit note: that refund. */
  refund_id: number | null;
}

export async function orderDocuments(db: Db, orderId: number): Promise<OrderDocumentRecord[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    number: row.number,
    issued_at: row.issuedAt.toISOString(),
    total_ttc_cents: row.totalTtcCents,
    refund_id: row.refundId,
  }));
}
