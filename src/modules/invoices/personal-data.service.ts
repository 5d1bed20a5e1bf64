/**
 * GDPR (issue 16): the list of a customer's invoices and credit notes for the data export.
 * The erasure keeps them untouched, buyer snapshot included: French accounting law keeps
 * them ten years (decision 031).
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from './invoices.tables';

export async function customerInvoicesData(db: Db, userId: number) {
  const rows = await db
    .select({
      number: invoices.number,
      kind: invoices.kind,
      issuedAt: invoices.issuedAt,
      currency: invoices.currency,
      totalHtCents: invoices.totalHtCents,
      vatCents: invoices.vatCents,
      totalTtcCents: invoices.totalTtcCents,
    })
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  return rows.map((r) => ({
    number: r.number,
    kind: r.kind,
    issued_at: r.issuedAt.toISOString(),
    currency: r.currency,
    total_ht_cents: r.totalHtCents,
    vat_cents: r.vatCents,
    total_ttc_cents: r.totalTtcCents,
  }));
}
