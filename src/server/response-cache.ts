import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/**
 * In-process cache of anonymous catalogue reads (GUIDE: "anonymous catalogue GETs are
 * cacheable"). Key: path + normalised query + language + country. Only 200 answers to
 * requests without credentials are kept, for `ttlMs`; `clear()` is what catalogue writes call.
 * Each process has its own; `Cache-Control` lets a CDN share answers across processes.
 */
export interface ResponseCache {
  /** Registers the hooks on the API scope for the given route URLs (as registered, without prefix). */
  register(api: FastifyInstance, urls: readonly string[]): void;
  clear(): void;
  readonly size: number;
}

interface Entry {
  body: string;
  headers: Record<string, string>;
}

const MAX_AGE_SECONDS = 30;

/** Product lists with facets weigh up to ~100 KB: the cache is bounded in bytes too. */
const MAX_BYTES = 64 * 1024 * 1024;

export function createResponseCache(
  options: { ttlMs?: number; max?: number; maxBytes?: number } = {},
): ResponseCache {
  const cache = new LRUCache<string, Entry>({
    max: options.max ?? 2000,
    maxSize: options.maxBytes ?? MAX_BYTES,
    sizeCalculation: (entry) => entry.body.length + 256,
    ttl: options.ttlMs ?? MAX_AGE_SECONDS * 1000,
  });
  const keyOf = (request: FastifyRequest): string | null => {
    if (request.method !== 'GET' || request.headers.authorization) return null;
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
        reply.header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`);
        reply.header('vary', 'language, x-language, country, x-country, cookie');
        if (!hit) return;
        reply.header('x-cache', 'hit').headers(hit.headers).type('application/json; charset=utf-8');
        return reply.send(hit.body);
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
          cache.set(key, { body: JSON.stringify(payload), headers });
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
