/**
 * A company's documents (decision 047, SPEC §5): a private upload (purpose `company_document`)
 * dated less than 3 months ago, sent by the company's owner; sending one puts the company in
 * the administrators' queue (pending). Removing one is allowed while the company waits
 * (to_complete, pending), through `DELETE /api/uploads/{id}` and the state rule below.
 */
import type { Db } from '../../db/client';
import { HttpError, validationFailed } from '../../shared/http';
import { storeUploads, type FileStorage, type ReceivedFile, type UploadRow } from '../media';
import {
  companyTransition,
  documentDateRefusal,
  isCompanyStatus,
  parisDay,
  statusAfterDocumentRemoved,
} from './company.rules';
import { companyDocumentFields, type CompanyDto } from './company.contract';
import {
  companyById,
  companyOfUpload,
  documentCount,
  insertCompanyDocument,
  updateCompany,
} from './companies.repo';
import { companyDtos, ownCompany } from './companies.service';
import { enqueueCompanyEmail } from './company-review.service';
import type { AccountUrls } from './accounts.contract';
import { parseBodyOrThrow } from '../../shared/validation';

/**
 * Checks the text fields and the company before any byte is stored: the issue date (valid, not
 * in the future, less than 3 months old), the company's details complete, and a status that
 * takes documents (not verified).
 */
export async function checkDocumentSubmission(
  db: Db,
  userId: number,
  companyId: number,
  fields: Record<string, string>,
  now: Date,
): Promise<{ issuedOn: string }> {
  const { issued_on: issuedOn } = parseBodyOrThrow(companyDocumentFields, fields);
  const refusal = documentDateRefusal(issuedOn, parisDay(now));
  if (refusal) throw validationFailed({ issued_on: [{ key: refusal }] });
  const company = await ownCompany(db, userId, companyId);
  const [dto] = await companyDtos(db, [company]);
  if (!isCompanyStatus(company.status) || !companyTransition(company.status, 'submit_document'))
    throw new HttpError(409, 'company_locked');
  if (dto!.missing_fields.length > 0)
    throw new HttpError(422, 'company_incomplete', {
      ...Object.fromEntries(dto!.missing_fields.map((f) => [f, [{ key: 'required' as const }]])),
    });
  return { issuedOn };
}

/**
 * Stores the file privately and links it to the company in one transaction, moving the company
 * to pending (re-checked on the locked row: an administrator may have decided meanwhile).
 */
export async function addCompanyDocument(
  deps: {
    db: Db;
    storage: FileStorage;
    now: () => Date;
    /** Links of the "document received" e-mail (sent when the company enters the queue). */
    urls?: Pick<AccountUrls, 'account' | 'professional'>;
  },
  userId: number,
  companyId: number,
  file: ReceivedFile,
  issuedOn: string,
): Promise<CompanyDto> {
  const now = deps.now();
  await storeUploads(deps.db, deps.storage, {
    purpose: 'company_document',
    files: [file],
    ownerUserId: userId,
    now,
    alongside: async (tx, rows) => {
      const company = await companyById(tx, companyId, true);
      const next =
        company && isCompanyStatus(company.status)
          ? companyTransition(company.status, 'submit_document')
          : null;
      if (!company || company.userId !== userId || !next)
        throw new HttpError(409, 'company_locked');
      await insertCompanyDocument(tx, {
        companyId,
        uploadId: rows[0]!.id,
        issuedOn,
        createdAt: now,
      });
      if (next !== company.status) {
        await updateCompany(tx, companyId, {
          status: next,
          statusChangedAt: now,
          rejectionReason: null,
        });
        if (deps.urls) await enqueueCompanyEmail(tx, deps.urls, userId, 'company_received');
      }
    },
  });
  return (await companyDtos(deps.db, [(await companyById(deps.db, companyId))!]))[0]!;
}

/**
 * `DELETE /api/uploads/{id}` of a company document (media's state rule, run on the locked
 * upload in its transaction): only while the company waits; the last document of a pending
 * company takes it back to to_complete. A file of no company (left by a failed request) may go.
 */
export async function companyDocumentDeleteRule(tx: Db, upload: UploadRow): Promise<boolean> {
  const company = await companyOfUpload(tx, upload.id);
  if (!company) return true;
  if (!isCompanyStatus(company.status)) return false;
  const left = (await documentCount(tx, company.id)) - 1;
  const next = statusAfterDocumentRemoved(company.status, left);
  if (next === null) return false;
  if (next !== company.status)
    await updateCompany(tx, company.id, { status: next, statusChangedAt: new Date() });
  return true;
}
