/**
 * The professional account page's actions (decision 047), as plain forms: save the company,
 * send a document (multipart, the file and its date), remove a document. Same services and
 * checks as the API; refusals come back as HttpErrors the page translates.
 */
import type { AppLoadContext } from 'react-router';
import {
  addCompanyDocument,
  checkDocumentSubmission,
  companyDocumentDeleteRule,
  companyInput,
  listOwnCompanies,
  saveOwnCompany,
} from '../../modules/customers';
import { deleteUpload, receiveFormFile } from '../../modules/media';
import { HttpError, notFound } from '../../shared/http';
import { parseBodyOrThrow } from '../../shared/validation';
import { field } from './forms.server';

export const COMPANY_FIELDS = [
  'name',
  'siret',
  'vat_number',
  'activity',
  'billing_address',
  'billing_address_complement',
  'billing_post_code',
  'billing_city',
  'billing_country_id',
] as const;

export async function saveCompanyForm(context: AppLoadContext, userId: number, form: FormData) {
  const input = parseBodyOrThrow(
    companyInput,
    Object.fromEntries(COMPANY_FIELDS.map((name) => [name, field(form, name) ?? ''])),
  );
  const [existing] = await listOwnCompanies(context.database.db, userId);
  const deps = { db: context.database.db, vatChecker: context.vatChecker, now: context.now };
  return saveOwnCompany(deps, userId, input, existing?.id);
}

export async function sendDocumentForm(context: AppLoadContext, userId: number, form: FormData) {
  const db = context.database.db;
  const [company] = await listOwnCompanies(db, userId);
  if (!company) throw new HttpError(422, 'company_incomplete');
  const file = form.get('file');
  const issuedOn = field(form, 'issued_on') ?? '';
  if (!file || typeof file === 'string' || file.size === 0)
    throw new HttpError(422, 'upload_missing', { file: [{ key: 'required' }] });
  // The date and the company first: a refused request stores nothing.
  await checkDocumentSubmission(db, userId, company.id, { issued_on: issuedOn }, context.now());
  const received = receiveFormFile('company_document', {
    name: file.name,
    bytes: new Uint8Array(await file.arrayBuffer()),
  });
  if ('key' in received)
    throw new HttpError(
      received.status,
      received.key,
      { file: [{ key: received.key, params: received.params }] },
      { params: received.params },
    );
  return addCompanyDocument(
    { db, storage: context.storage!, now: context.now, urls: context.accountUrls },
    userId,
    company.id,
    received,
    issuedOn,
  );
}

/** Removes one of the customer's own documents (the same rule as `DELETE /api/uploads/{id}`). */
export async function deleteDocumentForm(context: AppLoadContext, userId: number, form: FormData) {
  const db = context.database.db;
  const [company] = await listOwnCompanies(db, userId);
  const id = Number(field(form, 'upload_id'));
  if (!company || !company.uploads.some((upload) => upload.id === id)) throw notFound();
  const outcome = await deleteUpload(db, context.storage!, id, {
    allowed: companyDocumentDeleteRule,
  });
  if (outcome.refused) throw new HttpError(409, 'company_locked');
}
