import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { parseVariantPath, VARIANT_URL_PREFIX } from './image-variants.rules';
import { createImageVariantService, type ImageVariantOptions } from './image-variants.service';

/** A year, in milliseconds (what `send` expects). */
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * `GET /media/r/{size}/{original}.{format}`: a resized variant, rendered on its first request
 * and then served from disk (`Cache-Control: public, max-age=31536000, immutable`, ETag and
 * Last-Modified, 304s and ranges by @fastify/send). Any size outside the allow-list, any path
 * that is not a plain relative path to an existing original, answers 404.
 *
 * Register it next to the `/media/` static handler: its static `r/` segment wins over that
 * handler's `/media/*` wildcard in Fastify's router.
 */
export async function registerImageVariantRoutes(
  app: FastifyInstance,
  options: ImageVariantOptions,
): Promise<void> {
  const service = createImageVariantService(options);
  await mkdir(service.cacheDir, { recursive: true });
  await app.register(async (scope) => {
    // Only for `reply.sendFile` in this scope: serves no route of its own.
    await scope.register(fastifyStatic, { root: service.cacheDir, serve: false, index: false });
    scope.get(`${VARIANT_URL_PREFIX}*`, async (request, reply) => {
      const variant = request.url.startsWith(VARIANT_URL_PREFIX)
        ? parseVariantPath(request.url.slice(VARIANT_URL_PREFIX.length))
        : null;
      if (!variant) return reply.callNotFound();
      const file = await service.file(variant);
      if (!file) return reply.callNotFound();
      return reply.sendFile(file.relativePath, service.cacheDir, {
        maxAge: ONE_YEAR_MS,
        immutable: true,
        etag: true,
        lastModified: true,
      });
    });
  });
}
