import type { FastifyInstance } from 'fastify';
import { MEDIA_URL_PREFIX, safeRelativePath, type FileStorage } from './storage.adapter';
import { PRIVATE_PREFIX } from './upload-purposes.rules';

/** A year, in seconds: a stored file never changes under the same name. */
const ONE_YEAR_S = 31_536_000;

/**
 * `GET /media/{key}`: a public file read from the storage (local folder or S3-compatible), so
 * every app process serves what any of them stored. Its content type is the key's; cached a
 * year with an ETag (304 on `If-None-Match`); a missing file, a private key or a path leaving
 * the storage answer 404. Resized variants (`/media/r/…`) have their own route, whose static
 * segment wins over this wildcard.
 */
export function registerMediaFileRoutes(app: FastifyInstance, storage: FileStorage): void {
  app.get(`${MEDIA_URL_PREFIX}*`, async (request, reply) => {
    const key = servableKey((request.params as { '*'?: string })['*'] ?? '');
    const file = key ? await storage.read(key) : null;
    if (!file) return reply.callNotFound();
    reply
      .header('cache-control', `public, max-age=${ONE_YEAR_S}`)
      .header('etag', file.etag)
      .header('last-modified', file.lastModified.toUTCString())
      .header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === file.etag) {
      file.body.destroy();
      return reply.status(304).send();
    }
    return reply.type(file.contentType).header('content-length', String(file.size)).send(file.body);
  });
}

/** The storage key a /media/ path names, or null (escape, the private folder, empty). */
export function servableKey(path: string): string | null {
  try {
    const key = safeRelativePath(path);
    return key.startsWith(PRIVATE_PREFIX) ? null : key;
  } catch {
    return null;
  }
}
