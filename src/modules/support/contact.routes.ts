/**
 * Contact API (SPEC §7 `POST /contacts`, decision 052): a message as JSON, or as multipart with
 * an optional `attachment` file; and the back office's `GET /admin/contacts`,
 * `GET /admin/contacts/{id}` and `PATCH /admin/contacts/{id}` (permission `claims`; anyone else
 * gets the back office's 404). Thin: parse, call the use case, answer.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { parseId } from '../../shared/http';
import { parseBodyOrThrow } from '../../shared/validation';
import { requirePermission } from '../customers';
import { readUpload, UPLOAD_PURPOSES, withFileUploads, type FileStorage } from '../media';
import { contactCounts, contactMessage, listContactMessages } from './contact-admin.service';
import { CONTACT_PAGE_SIZE } from './contact-admin.service';
import { contactInput, contactListInput, contactStatusInput } from './contact.contract';
import { sendContactMessage, setContactStatus, type ContactUrls } from './contact.service';

export interface ContactRouteDeps {
  db: Db;
  storage: FileStorage;
  now: () => Date;
  urlsFor: (request: FastifyRequest) => ContactUrls;
}

export async function registerContactRoutes(api: FastifyInstance, deps: ContactRouteDeps) {
  const { db } = deps;

  await withFileUploads(api, (scope) => {
    scope.post('/contacts', async (request, reply) => {
      let body: unknown = request.body;
      let attachment = null;
      if (request.isMultipart()) {
        const { files, fields } = await readUpload(
          request,
          UPLOAD_PURPOSES.contact_attachment,
          'attachment',
          { optional: true },
        );
        body = fields;
        attachment = files[0] ?? null;
      }
      const input = parseBodyOrThrow(contactInput, body);
      const { id } = await sendContactMessage(
        { db, storage: deps.storage, now: deps.now, urls: deps.urlsFor(request) },
        input,
        { ip: request.ip, userId: request.ctx.userId, locale: request.ctx.locale },
        attachment,
      );
      return reply.status(201).send({ data: { id }, message: 'ok' });
    });
  });

  api.get('/admin/contacts', async (request) => {
    await requirePermission(db, request.ctx.userId, 'claims');
    const query = parseBodyOrThrow(contactListInput, request.query);
    const [list, counts] = await Promise.all([listContactMessages(db, query), contactCounts(db)]);
    return {
      data: list.rows,
      meta: { total: list.total, page: list.page, limit: CONTACT_PAGE_SIZE, counts },
    };
  });

  api.get('/admin/contacts/:id', async (request) => {
    await requirePermission(db, request.ctx.userId, 'claims');
    const { id } = request.params as { id?: string };
    return { data: await contactMessage(db, parseId(id)) };
  });

  api.patch('/admin/contacts/:id', async (request) => {
    const actor = await requirePermission(db, request.ctx.userId, 'claims');
    const { id } = request.params as { id?: string };
    const messageId = parseId(id);
    const { status } = parseBodyOrThrow(contactStatusInput, request.body);
    await setContactStatus(db, actor, messageId, status, deps.now());
    return { data: await contactMessage(db, messageId) };
  });
}
