/**
 * GDPR from the back office (issue 16): a customer's data export and erasure. Each module
 * hands over its own part (customers: account, addresses, favorites, newsletter, loyalty,
 * sessions; orders; invoices; claims, contact messages, product questions, reviews); this
 * service composes them, so none of those modules needs to
 * know the others; the erasure also clears the person out of the mail tables and the audit
 * log's snapshots. Both actions are written to the audit log in the same transaction. The
 * caller checks the 'customers' permission and passes the actor's id.
 */
import type { Db } from '../../db/client';
import { HttpError } from '../../shared/http';
import { recordAudit, redactAuditEntries } from '../audit';
import { customerPersonalData, erasePersonalData } from '../customers';
import { customerInvoicesData } from '../invoices';
import { forgetRecipient } from '../mail';
import {
  forgetPrivateUploads,
  forgetPrivateUploadsOf,
  forgetUploads,
  removeStoredFiles,
  type FileStorage,
} from '../media';
import { customerOrdersData, forgetCustomerOrders } from '../orders';
import { contactMessagesOf, forgetContactMessagesOf } from '../support';
import { customerQuestionsData, forgetQuestionAsker } from '../questions';
import { customerReviewsData, forgetReviewAuthor } from '../reviews';
import { customerClaimsData, forgetCustomerClaims } from '../support';

/** The export's format version: a reader of an old file knows what to expect. */
export const CUSTOMER_EXPORT_VERSION = 1;

export async function exportCustomerData(
  db: Db,
  actorUserId: number,
  customerId: number,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const personal = await customerPersonalData(t, customerId);
    // A back-office account is not a customer: the same 404 as an unknown id.
    if (personal.role !== 'customer') throw new HttpError(404, 'not_found');
    const { role: _role, ...customer } = personal;
    const data = {
      format: 'customer-data',
      version: CUSTOMER_EXPORT_VERSION,
      exported_at: now.toISOString(),
      ...customer,
      orders: await customerOrdersData(t, customerId),
      invoices: await customerInvoicesData(t, customerId),
      claims: await customerClaimsData(t, customerId),
      // Contact-form messages sent from the account or with its address (decision 052).
      contact_messages: await contactMessagesOf(t, {
        userId: customerId,
        email: personal.account.email,
      }),
      product_questions: await customerQuestionsData(t, customerId),
      reviews: await customerReviewsData(t, customerId),
    };
    await recordAudit(t, {
      actorUserId,
      action: 'customer.export',
      entity: 'user',
      entityId: customerId,
    });
    return data;
  });
}

/**
 * Erases a customer's personal data, keeping placed orders and invoices (decision 031).
 * `confirm` must repeat the customer's id: a slip of the finger erases nothing.
 */
export async function eraseCustomer(
  db: Db,
  actorUserId: number,
  customerId: number,
  confirm: string,
  now: Date,
  /** Where their private files' bytes are (absent in page tests: the rows still go). */
  storage?: FileStorage,
) {
  if (confirm.trim() !== String(customerId))
    throw new HttpError(422, 'form_invalid', { confirm: [{ key: 'invalid_value' }] });
  const { result, files } = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const { removed, forgotten } = await erasePersonalData(t, customerId, now);
    // Their claims (decision 051): the conversations and every file in them, staff's included.
    const claimFiles = await forgetCustomerClaims(t, customerId);
    const claimKeys = await forgetPrivateUploads(t, claimFiles);
    // Their contact messages and the files sent with them (decision 052), before the uploads.
    const contact = await forgetContactMessagesOf(t, {
      userId: customerId,
      email: forgotten.email,
    });
    // Their company documents (and any private file of theirs): personal data, not records
    // the law requires the shop to keep.
    const privateFiles = await forgetPrivateUploadsOf(t, customerId);
    // Reviews (decision 054): published ones stay, anonymised; the others go with their photos.
    const reviews = await forgetReviewAuthor(t, customerId);
    const files = [
      ...claimKeys,
      ...(await forgetUploads(t, contact.uploadIds)),
      ...privateFiles,
      ...reviews.files,
    ];
    const orders = await forgetCustomerOrders(t, customerId);
    // Questions never shown go; published ones stay, no longer tied to them (decision 053).
    const questions = await forgetQuestionAsker(t, customerId);
    // What other modules keep about the person: mails to them and the log's snapshots
    // (decision 033). Placed orders and invoices stay as they are: the law requires them.
    await forgetRecipient(t, forgotten.email, forgotten.placeholder);
    await redactAuditEntries(t, {
      person: { entity: 'user', id: customerId },
      related: [{ entity: 'order', ids: orders.kept_order_ids }],
      values: [...forgotten.values, ...orders.deleted_notes, ...questions],
    });
    await recordAudit(t, {
      actorUserId,
      action: 'customer.erase',
      entity: 'user',
      entityId: customerId,
      before: {
        ...removed,
        carts: orders.carts_deleted,
        private_files: privateFiles.length,
        contact_messages: contact.removed,
        reviews_deleted: reviews.deleted,
        reviews_anonymised: reviews.anonymised,
        review_photos: reviews.files.length,
      },
      after: { erased: true, orders_kept: orders.orders_kept },
    });
    return { result: { id: customerId, erased: true, orders_kept: orders.orders_kept }, files };
  });
  // Bytes after the commit: a failed removal leaves an unlinked file, never a half-erased person.
  if (storage) await removeStoredFiles(storage, files);
  return result;
}
