/**
 * The bridge from Fastify to React Router (framework mode): production assets, then a catch-all
 * route that turns the Fastify request into a web `Request`, runs React Router's request handler
 * with the app's load context, and streams the web `Response` back through Fastify (so the app's
 * hooks — security headers, CSP with the request's nonce, request id — still apply).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createRequestHandler,
  type AppLoadContext,
  type RequestHandler,
  type ServerBuild,
} from 'react-router';
import type { ViteDevServer } from 'vite';
import { isDatabaseOverload } from '../db/limits';
import type {} from '../web/context';
import { RETRY_AFTER_S } from './errors';
import type { PageCache, PageRequest } from './page-cache';
import { registerClientAssets } from './static';

export interface WebOptions {
  mode: 'production' | 'development';
  loadContext: (request: FastifyRequest) => AppLoadContext;
  /** Development: Vite in middleware mode (hot reload, modules compiled on request). */
  vite?: ViteDevServer;
  /** Folder of the production build; defaults to <project>/build or BUILD_DIR. */
  buildDir?: string;
  /** Rendered HTML of anonymous list pages (page-cache.ts); none in development. */
  pageCache?: PageCache;
}

/** Pages carry a per-request nonce and may depend on cookies: no shared cache may keep them. */
const PAGE_CACHE_CONTROL = 'private, no-cache';

const PROJECT_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** `build/` of the project, or BUILD_DIR (also read by react-router.config.ts). */
export function defaultBuildDir(): string {
  const fromEnv = process.env.BUILD_DIR;
  return fromEnv ? path.resolve(PROJECT_DIR, fromEnv) : path.join(PROJECT_DIR, 'build');
}

/**
 * Page form bodies (multipart uploads included) may be larger than API JSON bodies. The largest
 * file a page accepts is 10 MB (media upload-purposes.rules.ts); the extra 2 MB carry the form's
 * other fields and the multipart framing, so a file just over 10 MB still reaches the page, which
 * answers with its own translated reason and the typed values, instead of a bare 413 here.
 */
const PAGE_BODY_LIMIT = 12 * 1024 * 1024;

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const; // HEAD comes with GET

export async function registerWeb(app: FastifyInstance, options: WebOptions): Promise<void> {
  const buildDir = options.buildDir ?? defaultBuildDir();
  const vite = options.vite;
  let handle: RequestHandler;
  if (vite) {
    handle = createRequestHandler(
      () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      'development',
    );
  } else {
    const serverEntry = path.join(buildDir, 'server', 'index.js');
    if (!existsSync(serverEntry)) {
      throw new Error(`No server build at ${serverEntry}: run \`npm run build\` first.`);
    }
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    handle = createRequestHandler(build, options.mode);
    await registerClientAssets(app, path.join(buildDir, 'client'));
  }

  await app.register(async (scope) => {
    // React Router reads the body itself (forms, multipart, JSON fetchers): hand it over raw,
    // whatever its type, instead of answering 415 or parsing JSON here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: PAGE_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );

    scope.route({
      method: [...METHODS],
      url: '/*',
      bodyLimit: PAGE_BODY_LIMIT,
      handler: async (request, reply) => {
        // The API answers its own 404s in JSON.
        if (
          request.url === '/api' ||
          request.url.startsWith('/api/') ||
          request.url.startsWith('/api?')
        ) {
          return reply.callNotFound();
        }
        if (vite && !(await runViteMiddlewares(vite, request, reply))) {
          reply.hijack(); // Vite answered (module, asset, HMR client)
          return;
        }
        const cache = options.pageCache;
        const key = cache?.keyOf(pageRequest(request)) ?? null;
        if (cache && key !== null) {
          reply.header('cache-control', PAGE_CACHE_CONTROL);
          const hit = cache.get(key, request.cspNonce);
          if (hit) {
            for (const [name, value] of hit.headers) reply.header(name, value);
            if (hit.cookies.length > 0) reply.header('set-cookie', hit.cookies);
            return reply.header('x-page-cache', 'hit').status(200).send(hit.html);
          }
          reply.header('x-page-cache', 'miss');
        }
        const failures: unknown[] = [];
        const context = options.loadContext(request);
        context.reportError = (error) => failures.push(error);
        const response = await handle(toWebRequest(request, reply), context);
        // A page whose data could not be read because the database is stalled or saturated is
        // unavailable for a moment, not broken: 503 with Retry-After, like the API.
        if (response.status >= 500 && failures.some(isDatabaseOverload)) {
          reply.header('retry-after', String(RETRY_AFTER_S));
          return sendWebResponse(reply, response, undefined, 503);
        }
        const keep =
          cache && key !== null
            ? (html: string) => cache.store(key, webResponseInfo(response), html, request.cspNonce)
            : undefined;
        return sendWebResponse(reply, response, keep);
      },
    });
  });
}

/** Fastify request → web Request, aborted when the client goes away before the end. */
export function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host || 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const method = request.method;
  const init: RequestInit = { method, headers, signal: controller.signal };
  if (method !== 'GET' && method !== 'HEAD') {
    if (Buffer.isBuffer(request.body) && request.body.length > 0) {
      init.body = request.body as Uint8Array<ArrayBuffer>;
    } else if (!headers.has('content-type')) {
      // A post without a body is an empty form: untyped, `request.formData()` would throw.
      headers.set('content-type', 'application/x-www-form-urlencoded');
      init.body = '';
    }
  }
  return new Request(url, init);
}

/** What the page cache needs of a Fastify request. */
function pageRequest(request: FastifyRequest): PageRequest {
  return {
    method: request.method,
    url: request.url,
    origin: `${request.protocol}://${request.host || 'localhost'}`,
    headers: request.headers,
    cookies: request.cookies,
    locale: request.ctx.locale,
    country: request.ctx.country,
  };
}

function webResponseInfo(response: Response) {
  return {
    status: response.status,
    headers: [...response.headers],
    setCookies: response.headers.getSetCookie(),
  };
}

/**
 * Web Response → Fastify reply, body streamed (React renders progressively). `keep` receives
 * the whole HTML once it has been sent in full (a copy taken on the way: no buffering before
 * the first byte); never when the stream fails or the client goes away.
 */
export function sendWebResponse(
  reply: FastifyReply,
  response: Response,
  keep?: (html: string) => void,
  status = response.status,
): FastifyReply {
  reply.status(status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || name === 'content-length' || name === 'transfer-encoding')
      continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  const body = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
  // Whether an answer with cookies may be kept is the cache's call (store()).
  if (!keep || response.status !== 200) return reply.send(body);
  const chunks: Buffer[] = [];
  const copy = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback(null, chunk);
    },
    flush(callback) {
      // Decoded once at the end: a chunk may end in the middle of a UTF-8 character.
      if (!reply.raw.destroyed) keep(Buffer.concat(chunks).toString('utf8'));
      callback();
    },
  });
  body.once('error', (error) => copy.destroy(error));
  return reply.send(body.pipe(copy));
}

/** true = Vite passed the request on (a page); false = Vite already answered it. */
function runViteMiddlewares(
  vite: ViteDevServer,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const answered = () => resolve(false);
    reply.raw.once('finish', answered);
    reply.raw.once('close', answered);
    vite.middlewares(request.raw, reply.raw, (error?: unknown) => {
      reply.raw.off('finish', answered);
      reply.raw.off('close', answered);
      if (error) reject(error);
      else resolve(true);
    });
  });
}
