/**
 * Claims over HTTP (SPEC §7, decision 051): `GET/POST /supports`, `GET/PUT /supports/{id}`,
 * `POST /supports/{id}/support_messages` (multipart or JSON: adds a message and answers the
 * conversation; with no body it only answers it), and the back office's `/admin/supports…`
 * (permission `claims`). Thin: check who asks, read the body with the purpose's limits, call
 * the use case. Someone else's claim: 404 before any byte is read.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseId } from '../../shared/http';
import { requirePermission, requireSession } from '../customers';
import { readUpload, UPLOAD_PURPOSES, withFileUploads, type ReceivedFile } from '../media';
import {
  addCustomerMessage,
  checkClaimInput,
  checkCustomerMessage,
  getOwnClaim,
  listOwnClaims,
  openClaim,
  ownClaim,
  setOwnClaimState,
} from './support.service';
import {
  addStaffMessage,
  checkStaffMessage,
  claimInbox,
  setClaimStateByStaff,
  staffClaim,
} from './support-admin.service';
import type { SupportDeps, SupportUrls } from './support-messages.service';

export interface SupportRouteDeps extends Omit<SupportDeps, 'urls'> {
  urlsFor: (request: FastifyRequest) => SupportUrls;
}

/** The text fields and files of a multipart body, or a JSON body and no file. */
async function readBody(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; files: ReceivedFile[] }> {
  if (request.isMultipart())
    return readUpload(request, UPLOAD_PURPOSES.support_attachment, 'file', { optional: true });
  const body = request.body;
  return {
    fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {},
    files: [],
  };
}

const idOf = (request: FastifyRequest) => parseId((request.params as { id?: string }).id);

export async function registerSupportRoutes(api: FastifyInstance, deps: SupportRouteDeps) {
  const { db } = deps;
  const withUrls = (request: FastifyRequest): SupportDeps => ({
    ...deps,
    urls: deps.urlsFor(request),
  });

  api.get('/supports', async (request) => {
    const { userId } = requireSession(request);
    const data = await listOwnClaims(db, userId);
    return { data, meta: { total: data.length } };
  });

  api.get('/supports/:id', async (request) => {
    const { userId } = requireSession(request);
    return { data: await getOwnClaim(db, userId, idOf(request)) };
  });

  api.put('/supports/:id', async (request) => {
    const { userId } = requireSession(request);
    return {
      data: await setOwnClaimState(db, userId, idOf(request), request.body, deps.now()),
    };
  });

  api.get('/supports/:id/support_messages', async (request) => {
    const { userId } = requireSession(request);
    const { messages } = await getOwnClaim(db, userId, idOf(request));
    return { data: messages, meta: { total: messages.length } };
  });

  api.get('/admin/supports', async (request) => {
    await requirePermission(db, request.ctx.userId, 'claims');
    const query = request.query as { filter?: string; q?: string; page?: string };
    const data = await claimInbox(db, {
      filter: query.filter,
      q: query.q,
      page: Number(query.page ?? 1),
    });
    return { data: data.claims, meta: { ...data, claims: undefined } };
  });

  api.get('/admin/supports/:id', async (request) => {
    await requirePermission(db, request.ctx.userId, 'claims');
    return { data: await staffClaim(db, idOf(request)) };
  });

  api.put('/admin/supports/:id', async (request) => {
    const actor = await requirePermission(db, request.ctx.userId, 'claims');
    return {
      data: await setClaimStateByStaff(db, actor, idOf(request), request.body, deps.now()),
    };
  });

  await withFileUploads(api, (scope) => {
    scope.post('/supports', async (request, reply) => {
      const { userId } = requireSession(request);
      const { fields, files } = await readBody(request);
      const checked = await checkClaimInput(db, userId, fields);
      const data = await openClaim(withUrls(request), userId, checked, files);
      return reply.status(201).send({ data });
    });

    scope.post('/supports/:id/support_messages', async (request, reply) => {
      const { userId } = requireSession(request);
      const claimId = idOf(request);
      await ownClaim(db, userId, claimId);
      const empty =
        !request.isMultipart() &&
        (request.body === undefined ||
          request.body === null ||
          (typeof request.body === 'object' && Object.keys(request.body).length === 0));
      if (empty) {
        const { messages } = await getOwnClaim(db, userId, claimId);
        return { data: messages, meta: { total: messages.length } };
      }
      const { fields, files } = await readBody(request);
      const body = await checkCustomerMessage(db, userId, claimId, fields);
      const { messages } = await addCustomerMessage(
        withUrls(request),
        userId,
        claimId,
        body,
        files,
      );
      return reply.status(201).send({ data: messages, meta: { total: messages.length } });
    });

    scope.post('/admin/supports/:id/messages', async (request, reply) => {
      const actor = await requirePermission(db, request.ctx.userId, 'claims');
      const claimId = idOf(request);
      await staffClaim(db, claimId);
      const { fields, files } = await readBody(request);
      const input = await checkStaffMessage(db, claimId, fields);
      const data = await addStaffMessage(withUrls(request), actor, claimId, input, files);
      return reply.status(201).send({ data });
    });
  });
}
