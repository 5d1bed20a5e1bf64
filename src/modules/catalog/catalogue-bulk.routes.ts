/**
 * Back office, permission 'catalogue' (docs/decisions/041): the catalogue as CSV and its
 * import — `POST /admin/catalogue/imports` takes the file as the body (`text/csv`) and answers
 * the dry run; `POST /admin/catalogue/imports/{sha256}/apply` writes the checked file.
 * Anyone else gets the back office's 404, before the body is looked at.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../shared/http';
import { catalogueCsvChunks } from './catalogue-export.service';
import { IMPORT_MAX_BYTES } from './catalogue-import.rules';
import { applyCatalogueImport, checkCatalogueImport } from './catalogue-import.service';

export interface CatalogueBulkDeps {
  db: Db;
  now: () => Date;
  /** The customers module's `requirePermission(db, userId, 'catalogue')` (404 for others). */
  allow: (userId: number | null) => Promise<number>;
}

const MAX_MB = String(IMPORT_MAX_BYTES / 1024 / 1024);

export async function registerCatalogueBulkRoutes(api: FastifyInstance, deps: CatalogueBulkDeps) {
  api.get('/admin/catalogue/export.csv', async (request, reply) => {
    await deps.allow(request.ctx.userId);
    const day = deps.now().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="catalogue-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(catalogueCsvChunks(deps.db)));
  });

  await api.register(async (scope) => {
    // Only this scope reads a raw file body; one byte over the limit so "too large" is ours.
    for (const type of [
      'text/csv',
      'text/plain',
      'application/octet-stream',
      'application/vnd.ms-excel',
    ])
      scope.addContentTypeParser(
        type,
        { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES + 1 },
        (_request, body, done) => done(null, body),
      );
    scope.addHook('onRequest', async (request) => {
      await deps.allow(request.ctx.userId);
    });
    scope.setErrorHandler((error, _request, reply) => {
      const code = (error as { code?: string }).code;
      if (code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        throw new HttpError(413, 'catalogue_import_too_large', undefined, {
          params: { max: MAX_MB },
        });
      if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
        throw new HttpError(415, 'catalogue_import_not_csv');
      if (code === 'FST_ERR_CTP_EMPTY_BODY') throw new HttpError(422, 'catalogue_import_empty');
      void reply;
      throw error;
    });

    scope.post('/admin/catalogue/imports', async (request) => {
      const actor = await deps.allow(request.ctx.userId);
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw new HttpError(415, 'catalogue_import_not_csv');
      const { file_name: fileName } = request.query as { file_name?: string };
      const check = await checkCatalogueImport(deps.db, {
        actorUserId: actor,
        fileName: typeof fileName === 'string' ? fileName : 'catalogue.csv',
        bytes: body,
      });
      if ('refused' in check) {
        if (check.refused === 'too_large')
          throw new HttpError(413, 'catalogue_import_too_large', undefined, {
            params: { max: MAX_MB },
          });
        if (check.refused === 'empty_file') throw new HttpError(422, 'catalogue_import_empty');
        throw new HttpError(415, 'catalogue_import_not_csv');
      }
      return { data: check };
    });

    scope.post<{ Params: { sha256: string } }>(
      '/admin/catalogue/imports/:sha256/apply',
      async (request) => {
        const actor = await deps.allow(request.ctx.userId);
        const { sha256 } = request.params;
        if (!/^[0-9a-f]{64}$/.test(sha256)) throw notFound();
        const outcome = await applyCatalogueImport(deps.db, actor, sha256);
        if (outcome.ok) {
          const { ok: _ok, ...done } = outcome;
          return { data: done };
        }
        switch (outcome.reason) {
          case 'unknown':
            throw new HttpError(404, 'catalogue_import_unknown');
          case 'applied':
            throw new HttpError(409, 'catalogue_import_applied');
          case 'stale':
            throw new HttpError(409, 'catalogue_import_stale', undefined, {
              details: { changes: outcome.changes },
            });
          case 'errors':
            throw new HttpError(422, 'catalogue_import_has_errors', undefined, {
              details: { errors: outcome.errors },
            });
        }
      },
    );
  });
}
