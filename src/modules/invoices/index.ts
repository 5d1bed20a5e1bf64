/**
 * Invoices and credit notes (gap-free numbers, frozen documents, PDF), and what follows an
 * order's moves: its documents and the customer's order e-mails
 * (docs/decisions/015-invoices-and-order-emails.md).
 */
export { INVOICE_KINDS, type InvoiceKind } from './invoices.tables';
export {
  afterOrderEvent,
  afterOrderPlaced,
  afterParcelShipped,
  invoiceFollowers,
} from './order-hooks.service';
export { issueRefundCreditNote } from './invoicing.service';
export { creditNotesOfRefunds } from './invoices.repo';
export { followOrdersAndRefunds, invoiceRefundFollowers } from './followers.service';
export { sendTransferReminders } from './transfer-reminders.service';
export {
  getInvoice,
  invoicePdf,
  listInvoices,
  listInvoicesForOrder,
  type InvoiceDto,
} from './invoices.service';
export { registerInvoiceRoutes, type InvoiceRouteDeps } from './invoices.routes';
export { formatInvoiceNumber, invoiceYear } from './invoice.rules';
export { TRANSFER_REMINDER_DAYS } from './order-mail-data.rules';
export { missingShopSettings } from './shop-settings.repo';
export { customerInvoicesData } from './personal-data.service';
export { orderDocuments, type OrderDocumentRecord } from './order-documents.service';
export { resendOrderEmail } from './resend-order-mail.service';
export { registerResendOrderMailRoutes, resendEmailInput } from './resend-order-mail.routes';
