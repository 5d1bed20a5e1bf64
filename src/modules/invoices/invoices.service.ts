/**
 * The customer's invoices and credit notes: their list, those of one order (for the account's
 * order page), and the PDF. Every read is checked against the owner: another customer's id
 * answers as if it did not exist (404).
 */
import type { Db } from '../../db/client';
import { notFound } from '../../shared/http';
import { centsToEuros } from '../../shared/money';
import { renderInvoicePdf, type PdfOptions } from './invoice-pdf.templates';
import { findInvoice, findOwnedInvoice, listOwnedInvoices, type InvoiceRow } from './invoices.repo';
import type { InvoiceKind } from './invoices.tables';

export interface InvoiceDto {
  id: number;
  kind: InvoiceKind;
  number: string;
  order_id: number;
  order_number: string;
  /** For a credit note: the id of the invoice it cancels. */
  credit_of: number | null;
  issued_at: string;
  currency: string;
  total_ht: number;
  total_vat: number;
  total_ttc: number;
  download_url: string;
}

export function invoiceDto(row: InvoiceRow): InvoiceDto {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    order_id: row.orderId,
    order_number: row.details.orderNumber,
    credit_of: row.creditOf,
    issued_at: row.issuedAt.toISOString(),
    currency: row.currency,
    total_ht: centsToEuros(row.totalHtCents),
    total_vat: centsToEuros(row.vatCents),
    total_ttc: centsToEuros(row.totalTtcCents),
    download_url: `/api/invoices/${row.id}/download`,
  };
}

export async function listInvoices(
  db: Db,
  userId: number,
  query: { page: number; limit: number; orderId?: number },
): Promise<{ data: InvoiceDto[]; total: number }> {
  const { rows, total } = await listOwnedInvoices(db, userId, {
    orderId: query.orderId,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { data: rows.map(invoiceDto), total };
}

/** The invoice and credit note of one of the customer's orders (empty for anyone else's). */
export async function listInvoicesForOrder(
  db: Db,
  userId: number,
  orderId: number,
): Promise<InvoiceDto[]> {
  const { rows } = await listOwnedInvoices(db, userId, { orderId, limit: 10, offset: 0 });
  return rows.map(invoiceDto);
}

export async function getInvoice(db: Db, userId: number, id: number): Promise<InvoiceDto> {
  const row = await findOwnedInvoice(db, userId, id);
  if (!row) throw notFound();
  return invoiceDto(row);
}

export async function invoicePdf(
  db: Db,
  userId: number,
  id: number,
  options: PdfOptions = {},
): Promise<{ filename: string; pdf: Buffer }> {
  const invoice = await findOwnedInvoice(db, userId, id);
  if (!invoice) throw notFound();
  const cancelled = invoice.creditOf === null ? null : await findInvoice(db, invoice.creditOf);
  const pdf = await renderInvoicePdf(
    {
      invoice,
      cancels: cancelled ? { number: cancelled.number, issuedAt: cancelled.issuedAt } : null,
    },
    options,
  );
  return { filename: `${invoice.number}.pdf`, pdf };
}
