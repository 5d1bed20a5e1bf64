import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const ONE_YEAR_SECONDS = 31_536_000;
const ONE_HOUR_SECONDS = 3_600;

/**
 * Serves the production client build (`build/client`):
 * - `/assets/*`: hashed file names, so cached forever (`immutable`);
 * - every other file there (favicon, robots.txt…): one route per file found at start, short cache.
 * Precompressed `.br` / `.gz` siblings written by scripts/precompress.ts are sent when the client
 * accepts them (`preCompressed`), so nothing is compressed per request.
 * Neither registration decorates the reply (the app registers @fastify/static for /media too).
 */
export async function registerClientAssets(app: FastifyInstance, clientDir: string): Promise<void> {
  const assetsDir = path.join(clientDir, 'assets');
  if (existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/assets/',
      decorateReply: false,
      preCompressed: true,
      index: false,
      wildcard: true,
      cacheControl: false,
      setHeaders: (res) => {
        res.setHeader('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  if (existsSync(clientDir)) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      decorateReply: false,
      preCompressed: true,
      index: false,
      // Routes for the files that exist (globbed once at start), not a wildcard: the page
      // catch-all owns every other path.
      wildcard: false,
      globIgnore: ['assets/**', '**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (res) => {
        res.setHeader('cache-control', `public, max-age=${ONE_HOUR_SECONDS}`);
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
}
