/**
 * PRO companies (SPEC §7, decision 047): `GET /companies`, `GET /companies/{id}` (own only),
 * `POST /companies` and `PUT /companies/{id}` (details), `POST /companies/{id}/documents`
 * (multipart: `file` and `issued_on`); the back office's `GET /admin/companies` (queue) and
 * `POST /admin/companies/{id}/decision`. Thin: parse, call the use case, answer.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccountUrls } from './accounts.contract';
import type { Db } from '../../db/client';
import { parseId } from '../../shared/http';
import { parseBodyOrThrow } from '../../shared/validation';
import { readUpload, UPLOAD_PURPOSES, withFileUploads, type FileStorage } from '../media';
import { companyDecisionInput, companyInput } from './company.contract';
import { companyQueue, decideCompany } from './company-review.service';
import { requirePermission } from './permissions.service';
import { addCompanyDocument, checkDocumentSubmission } from './company-documents.service';
import { getOwnCompany, listOwnCompanies, ownCompany, saveOwnCompany } from './companies.service';
import { requireSession } from './route-deps.routes';
import type { VatChecker } from './vies.adapter';

export interface CompanyRouteDeps {
  db: Db;
  now: () => Date;
  storage: FileStorage;
  vatChecker: VatChecker;
  /** Links of the company e-mails, for the origin the request came to. */
  urlsFor: (request: FastifyRequest) => Pick<AccountUrls, 'account' | 'professional'>;
}

export async function registerCompanyRoutes(api: FastifyInstance, deps: CompanyRouteDeps) {
  const { db } = deps;

  api.get('/companies', async (request) => {
    const { userId } = requireSession(request);
    const data = await listOwnCompanies(db, userId);
    return { data, meta: { total: data.length } };
  });

  api.get('/companies/:id', async (request) => {
    const { userId } = requireSession(request);
    const { id } = request.params as { id?: string };
    return { data: await getOwnCompany(db, userId, parseId(id)) };
  });

  api.post('/companies', async (request, reply) => {
    const { userId } = requireSession(request);
    const input = parseBodyOrThrow(companyInput, request.body);
    return reply.status(201).send({ data: await saveOwnCompany(deps, userId, input) });
  });

  api.put('/companies/:id', async (request) => {
    const { userId } = requireSession(request);
    const { id } = request.params as { id?: string };
    const companyId = parseId(id);
    const input = parseBodyOrThrow(companyInput, request.body);
    return { data: await saveOwnCompany(deps, userId, input, companyId) };
  });

  // The back office's queue (permission `customers`; anyone else gets the back office's 404).
  api.get('/admin/companies', async (request) => {
    await requirePermission(db, request.ctx.userId, 'customers');
    const status = (request.query as { 'filter[status]'?: string })['filter[status]'];
    const data = await companyQueue(db, status ?? 'pending');
    return { data, meta: { total: data.length } };
  });

  api.post('/admin/companies/:id/decision', async (request) => {
    const actor = await requirePermission(db, request.ctx.userId, 'customers');
    const { id } = request.params as { id?: string };
    const companyId = parseId(id);
    const input = parseBodyOrThrow(companyDecisionInput, request.body);
    const urls = deps.urlsFor(request);
    return { data: await decideCompany({ ...deps, urls }, actor, companyId, input) };
  });

  await withFileUploads(api, (scope) => {
    scope.post('/companies/:id/documents', async (request, reply) => {
      const { userId } = requireSession(request);
      const { id } = request.params as { id?: string };
      const companyId = parseId(id);
      // Someone else's company: the same 404 as a missing one, before the body is read.
      await ownCompany(db, userId, companyId);
      const { files, fields } = await readUpload(request, UPLOAD_PURPOSES.company_document);
      const { issuedOn } = await checkDocumentSubmission(db, userId, companyId, fields, deps.now());
      const data = await addCompanyDocument(
        { ...deps, urls: deps.urlsFor(request) },
        userId,
        companyId,
        files[0]!,
        issuedOn,
      );
      return reply.status(201).send({ data });
    });
  });
}
