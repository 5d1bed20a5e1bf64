/**
 * PRO companies (SPEC §7, decision 047): `GET /companies`, `GET /companies/{id}` (own only),
 * `POST /companies` and `PUT /companies/{id}` (details), `POST /companies/{id}/documents`
 * (multipart: `file` and `issued_on`). Thin: parse, call the use case, answer.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { parseId } from '../../shared/http';
import { parseBodyOrThrow } from '../../shared/validation';
import { readUpload, UPLOAD_PURPOSES, withFileUploads, type FileStorage } from '../media';
import { companyInput } from './company.contract';
import { addCompanyDocument, checkDocumentSubmission } from './company-documents.service';
import { getOwnCompany, listOwnCompanies, ownCompany, saveOwnCompany } from './companies.service';
import { requireSession } from './route-deps.routes';
import type { VatChecker } from './vies.adapter';

export interface CompanyRouteDeps {
  db: Db;
  now: () => Date;
  storage: FileStorage;
  vatChecker: VatChecker;
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

  await withFileUploads(api, (scope) => {
    scope.post('/companies/:id/documents', async (request, reply) => {
      const { userId } = requireSession(request);
      const { id } = request.params as { id?: string };
      const companyId = parseId(id);
      // Someone else's company: the same 404 as a missing one, before the body is read.
      await ownCompany(db, userId, companyId);
      const { files, fields } = await readUpload(request, UPLOAD_PURPOSES.company_document);
      const { issuedOn } = await checkDocumentSubmission(db, userId, companyId, fields, deps.now());
      const data = await addCompanyDocument(deps, userId, companyId, files[0]!, issuedOn);
      return reply.status(201).send({ data });
    });
  });
}
