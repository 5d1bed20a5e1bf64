import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/**
 * In-process cache of anonymous catalogue reads (GUIDE: "anonymous catalogue GETs are
 * cacheable"). Key: path + normalised query + language + country. Only 200 answers to
 * requests without credentials (no `Authorization`, no signed-in session cookie: a PRO reads
 * other prices, docs/decisions/048) are kept, for `ttlMs`; `clear()` is what catalogue writes call.
 * Each process has its own; `Cache-Control` lets a CDN share answers across processes.
 * A hit is sent already compressed: each entry keeps its brotli and gzip bytes, made on the
 * first hit that asks for them (a 60 KB list with facets costs about a millisecond to
 * compress, more than everything else a hit does).
 */
export interface ResponseCache {
  /** Registers the hooks on the API scope for the given route URLs (as registered, without prefix). */
  register(api: FastifyInstance, urls: readonly string[]): void;
  clear(): void;
  readonly size: number;
}

type Encoding = 'br' | 'gzip';

interface Entry {
  body: string;
  headers: Record<string, string>;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** Below this, compression is not worth its bytes (the compression plugin's threshold too). */
const COMPRESSION_THRESHOLD = 1024;

/** The encoding to send for an `Accept-Encoding` header: brotli, else gzip, else none. */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  if (typeof header !== 'string' || header === '') return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(token === 'x-gzip' ? 'gzip' : token, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/** Same settings as the compression of live answers (app.ts). */
function encode(body: string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : zlib.gzipSync(body, { level: 6 });
}

const MAX_AGE_SECONDS = 30;

/** A session (cookie or bearer) was resolved for the request: the reader is known. */
const signedIn = (request: FastifyRequest) =>
  request.ctx.userId !== null && request.ctx.userId !== undefined;

/** Product lists with facets weigh up to ~100 KB: the cache is bounded in bytes too. */
const MAX_BYTES = 64 * 1024 * 1024;

export function createResponseCache(
  options: { ttlMs?: number; max?: number; maxBytes?: number } = {},
): ResponseCache {
  const cache = new LRUCache<string, Entry>({
    max: options.max ?? 2000,
    maxSize: options.maxBytes ?? MAX_BYTES,
    // The compressed copies come later; a third of the text is a fair bound for both.
    sizeCalculation: (entry) => Math.ceil(entry.body.length * 1.34) + 256,
    ttl: options.ttlMs ?? MAX_AGE_SECONDS * 1000,
  });
  const keyOf = (request: FastifyRequest): string | null => {
    if (request.method !== 'GET' || request.headers.authorization) return null;
    // A signed-in customer (session cookie) may be a verified PRO: prices excl. tax, PRO-only
    // codes. Their answers are theirs alone: never read from nor written to the shared cache.
    if (signedIn(request)) return null;
    const [path, search = ''] = request.url.split('?', 2) as [string, string?];
    // Same parameters in another order are the same question.
    const query = new URLSearchParams(search);
    query.sort();
    return `${request.ctx.locale}|${request.ctx.country}|${path}?${query.toString()}`;
  };

  return {
    register(api, urls) {
      const cached = new Set(urls);
      const isCached = (request: FastifyRequest) =>
        cached.has(request.routeOptions.url?.replace(/^\/api/, '') ?? '');
      api.addHook('preHandler', async (request, reply: FastifyReply) => {
        if (!isCached(request)) return;
        const key = keyOf(request);
        const hit = key ? cache.get(key) : undefined;
        // A signed-in answer must not be shared by a proxy or CDN either.
        reply.header(
          'cache-control',
          signedIn(request) ? 'private, no-store' : `public, max-age=${MAX_AGE_SECONDS}`,
        );
        reply.header('vary', 'language, x-language, country, x-country, cookie');
        if (!hit) return;
        reply.header('x-cache', 'hit').headers(hit.headers).type('application/json; charset=utf-8');
        const encoding =
          hit.body.length >= COMPRESSION_THRESHOLD
            ? preferredEncoding(request.headers['accept-encoding'])
            : null;
        if (!encoding) return reply.send(hit.body);
        const bytes = (hit.encoded[encoding] ??= encode(hit.body, encoding));
        // Already encoded: the compression plugin leaves an answer with Content-Encoding alone.
        reply.header('content-encoding', encoding);
        reply.header('vary', 'accept-encoding, language, x-language, country, x-country, cookie');
        return reply.send(bytes);
      });
      // preSerialization sees the answer before compression turns it into a stream.
      api.addHook('preSerialization', async (request, reply, payload) => {
        if (reply.statusCode !== 200 || reply.getHeader('x-cache') || !isCached(request))
          return payload;
        const key = keyOf(request);
        if (key) {
          const headers: Record<string, string> = {};
          for (const name of ['x-vat-country', 'x-vat-rate']) {
            const value = reply.getHeader(name);
            if (value !== undefined) headers[name] = String(value);
          }
          // An answer that priced says its basis (decision 048): only anonymous ones are kept,
          // and their prices are incl. tax.
          if (request.ctx.readStarted) headers['x-price-basis'] = 'ttc';
          cache.set(key, { body: JSON.stringify(payload), headers, encoded: {} });
        }
        return payload;
      });
    },
    clear: () => cache.clear(),
    get size() {
      return cache.size;
    },
  };
}
