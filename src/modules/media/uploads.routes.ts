import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { HttpError, notFound, parseId, validationFailed } from '../../shared/http';
import { downloadName, fileTypeOf } from './file-types.rules';
import { readUpload, withFileUploads } from './multipart.routes';
import type { FileStorage } from './storage.adapter';
import {
  mayAccessUpload,
  UPLOAD_PURPOSES,
  type UploadPurposeName,
  type UploadStaffPermission,
} from './upload-purposes.rules';
import { deleteUpload, findUpload, storeUploads, uploadDto } from './uploads.service';
import type { UploadRow } from './uploads.tables';

/** What an editor may send to POST /admin/uploads. */
const ADMIN_PURPOSES = ['catalogue_image', 'catalogue_document'] as const;

export interface UploadRouteDeps {
  db: Db;
  storage: FileStorage;
  now: () => Date;
  /** Whether this user holds the back-office permission (customers' `requirePermission`). */
  staffAllows: (userId: number | null, permission: UploadStaffPermission) => Promise<boolean>;
  /**
   * State rules of later features for DELETE /uploads/{id}, by purpose ("a company document
   * only while pending"): run in the deleting transaction on the locked row; false → 409.
   */
  deleteRules?: Partial<Record<UploadPurposeName, (tx: Db, row: UploadRow) => Promise<boolean>>>;
  /**
   * Readers other than the uploader and staff, by purpose: the customer of a claim reads the
   * files staff attached to it (decision 051). Answers whether this user may read the file.
   */
  readRules?: Partial<
    Record<UploadPurposeName, (db: Db, row: UploadRow, userId: number) => Promise<boolean>>
  >;
}

/**
 * Uploads (docs/decisions/039): a back-office picture of the catalogue, the download of a file
 * by its uploader or by staff, and its removal. Other routes that take files register through
 * `withFileUploads` and `readUpload` like `POST /admin/uploads` here.
 */
export async function registerUploadRoutes(
  api: FastifyInstance,
  deps: UploadRouteDeps,
): Promise<void> {
  const { db, storage } = deps;

  await withFileUploads(api, (scope) => {
    scope.post('/admin/uploads', async (request, reply) => {
      // `?purpose=catalogue_document`: a product's PDF; by default a catalogue picture.
      const asked = (request.query as { purpose?: unknown }).purpose;
      const purposeName = ADMIN_PURPOSES.find((name) => name === (asked ?? 'catalogue_image'));
      const purpose = UPLOAD_PURPOSES[purposeName ?? 'catalogue_image'];
      // The permission first: nobody else gets to send ten megabytes.
      const actor = request.ctx.userId;
      if (!(await deps.staffAllows(actor, purpose.staffPermission))) throw notFound();
      if (!purposeName) throw validationFailed({ purpose: [{ key: 'invalid_value' }] });
      const { files } = await readUpload(request, purpose);
      const rows = await storeUploads(db, storage, {
        purpose: purposeName,
        files,
        ownerUserId: actor,
        auditActorUserId: actor,
        now: deps.now(),
      });
      return reply.status(201).send({ data: uploadDto(rows[0]!) });
    });
  });

  /** The upload when this request may see it; 404 otherwise (as for a missing one). */
  async function visibleUpload(userId: number | null, rawId: string | undefined) {
    const row = await findUpload(db, parseId(rawId));
    if (!row) throw notFound();
    const purpose = UPLOAD_PURPOSES[row.purpose as UploadPurposeName];
    const staffAllowed = purpose ? await deps.staffAllows(userId, purpose.staffPermission) : false;
    if (mayAccessUpload(row, { userId, staffAllowed })) return row;
    const rule = deps.readRules?.[row.purpose as UploadPurposeName];
    if (userId !== null && rule && (await rule(db, row, userId))) return row;
    throw notFound();
  }

  api.get('/uploads/:id/download', async (request, reply) => {
    const { id } = request.params as { id?: string };
    const row = await visibleUpload(request.ctx.userId, id);
    const file = await storage.read(row.storageKey);
    if (!file) throw notFound();
    const name = downloadName(row.originalName, fileTypeOf(row.contentType));
    // `?inline=1`: a PDF or a picture shown in a frame of the shop's own pages (the back
    // office's company queue, decision 047): no script, no other resource, framed by this
    // origin only. Other types are always downloaded.
    const inline =
      (request.query as { inline?: string }).inline === '1' &&
      ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'].includes(row.contentType);
    if (inline)
      reply
        .header(
          'content-security-policy',
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
        )
        .header('x-frame-options', 'SAMEORIGIN');
    return reply
      .type(row.contentType)
      .header('content-length', String(file.size))
      .header(
        'content-disposition',
        `${inline ? 'inline' : 'attachment'}; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      )
      .header('x-content-type-options', 'nosniff')
      .header(
        'cache-control',
        row.visibility === 'private' ? 'private, no-store' : 'public, max-age=86400',
      )
      .send(file.body);
  });

  api.delete('/uploads/:id', async (request, reply) => {
    const { id } = request.params as { id?: string };
    const userId = request.ctx.userId;
    const row = await visibleUpload(userId, id);
    const rule = deps.deleteRules?.[row.purpose as UploadPurposeName];
    const outcome = await deleteUpload(db, storage, row.id, {
      // A back-office file, or staff removing someone else's: a back-office write, audited.
      auditActorUserId:
        UPLOAD_PURPOSES[row.purpose as UploadPurposeName]?.audited || row.ownerUserId !== userId
          ? userId
          : undefined,
      allowed: rule,
    });
    if (outcome.refused)
      throw new HttpError(409, outcome.inUse ? 'upload_in_use' : 'upload_locked');
    if (outcome.storageError)
      request.log.error(
        { err: outcome.storageError, key: row.storageKey },
        'upload row removed, its file could not be',
      );
    return reply.status(204).send();
  });
}
