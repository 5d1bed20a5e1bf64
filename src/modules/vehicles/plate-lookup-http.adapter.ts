/**
 * HTTP plate lookup, written to the CarsXE Plate Decoder v2 published protocol:
 *   https://docs.carsxe.com/docs/products/plate-decoder
 *   https://docs.carsxe.com/api-reference/plate-decoder/license-plate-decoder-v2
 *   https://docs.carsxe.com/docs/guides/errors · https://docs.carsxe.com/docs/guides/rate-limits
 *
 * Request: `GET {PLATE_LOOKUP_URL}/v2/platedecoder?key={PLATE_LOOKUP_KEY}&plate=AB123CD&country=FR`
 * (the key is a query parameter). 200 answers JSON `{ "success": true, "description": "…",
 * "make": "RENAULT", "model": "CLIO IV", "registration_year": "2015", … }` — every field but
 * `success` is optional and country-specific; `year` may stand for `registration_year`.
 * Errors answer `{ "success": false, "message": "…" }` with a precise status: 404 no data for
 * this plate (not worth asking again soon), 400/401/403 our request or key is wrong, 429 the
 * monthly quota is spent (not transient), 5xx the provider or its upstream failed.
 *
 * Around the protocol: a timeout (AbortSignal.timeout), an in-memory LRU of answers (negative
 * answers kept at most an hour), one request per plate in flight, a token bucket under the
 * provider's quota, a pause after a 429, and `resolve` to map the answer to one of our
 * vehicles (and remember it). Every failure resolves null and is logged.
 */
import { LRUCache } from 'lru-cache';
import {
  SILENT_LOG,
  type PlateLookup,
  type PlateLookupLog,
  type PlateLookupResult,
} from './plate-lookup.adapter';
import { TokenBucket } from './token-bucket.service';

/** What the provider says about a plate, before we map it to one of our vehicles. */
export interface PlateDescription {
  makeName: string;
  modelName: string;
  year?: number;
}

/** Maps a description to one of our vehicle ids (and remembers it), or null. */
export type PlateResolver = (
  plate: string,
  description: PlateDescription,
) => Promise<number | null>;

export interface HttpPlateLookupOptions {
  /** Provider base URL, e.g. https://api.carsxe.com (PLATE_LOOKUP_URL). */
  baseUrl: string;
  /** CarsXE API key (PLATE_LOOKUP_KEY), sent as `key`. */
  apiKey?: string;
  /** Default 3000 ms (PLATE_LOOKUP_TIMEOUT_MS). */
  timeoutMs?: number;
  /** How long an answer is kept in memory; default 24 h (PLATE_LOOKUP_CACHE_TTL_S). */
  cacheTtlMs?: number;
  cacheSize?: number;
  /** Calls per minute, bursts included (PLATE_LOOKUP_RATE_LIMIT_PER_MINUTE); default 60. */
  ratePerMinute?: number;
  /** Pause after a 429 without Retry-After; default 60 s. */
  quotaPauseMs?: number;
  resolve?: PlateResolver;
  log?: PlateLookupLog;
  fetch?: typeof fetch;
  now?: () => number;
}

export const PROVIDER_NAME = 'carsxe';
const NEGATIVE_TTL_MS = 60 * 60 * 1000;
const MAX_FIELD = 120;

function text(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const trimmed = String(value).trim().slice(0, MAX_FIELD);
  return trimmed || null;
}

/** `"2015"`, `"2015-03-12"`, `"12/03/2015"`, 2015 → 2015; anything else → undefined. */
export function yearOf(value: unknown): number | undefined {
  const match = /(?:^|\D)((?:19|20)\d{2})(?:\D|$)/.exec(String(value ?? ''));
  return match ? Number(match[1]) : undefined;
}

/** The description in a 200 body, or null when it names no make and model. */
export function parseCarsxeBody(body: unknown): PlateDescription | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  if (record.success === false) return null;
  const makeName = text(record.make);
  const modelName = text(record.model);
  if (!makeName || !modelName) return null;
  const year = yearOf(record.registration_year) ?? yearOf(record.year);
  return year ? { makeName, modelName, year } : { makeName, modelName };
}

/** Retry-After in seconds or as an HTTP date, else `fallback` (CarsXE documents no header). */
function retryAfterMs(header: string | null, fallback: number, now: number): number {
  const seconds = Number(header);
  if (header && Number.isFinite(seconds) && seconds > 0) return Math.min(seconds, 86_400) * 1000;
  const date = header ? Date.parse(header) : NaN;
  return Number.isFinite(date) ? Math.max(0, date - now) : fallback;
}

type Outcome =
  { kind: 'found'; description: PlateDescription } | { kind: 'unknown' } | { kind: 'failed' };

export function createHttpPlateLookup(options: HttpPlateLookupOptions): PlateLookup {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/v2/platedecoder`;
  const timeoutMs = options.timeoutMs ?? 3000;
  const ttl = Math.max(1, options.cacheTtlMs ?? 24 * 3600 * 1000);
  const log = options.log ?? SILENT_LOG;
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const bucket = new TokenBucket(options.ratePerMinute ?? 60, undefined, now);
  // lru-cache refuses null values: answers are boxed.
  const cache = new LRUCache<string, { result: PlateLookupResult | null }>({
    max: options.cacheSize ?? 10_000,
    ttl,
    perf: { now },
    ttlResolution: 0,
  });
  const inFlight = new Map<string, Promise<PlateLookupResult | null>>();
  let pausedUntil = 0;

  async function ask(plate: string): Promise<Outcome> {
    const url = new URL(endpoint);
    if (options.apiKey) url.searchParams.set('key', options.apiKey);
    url.searchParams.set('plate', plate);
    url.searchParams.set('country', 'FR');
    const started = now();
    try {
      const response = await doFetch(url, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json', 'user-agent': 'sellerie-shop/1 (plate-lookup)' },
      });
      if (response.status === 404) {
        await response.body?.cancel();
        return { kind: 'unknown' };
      }
      if (response.status === 429) {
        const pause = retryAfterMs(
          response.headers.get('retry-after'),
          options.quotaPauseMs ?? 60_000,
          now(),
        );
        pausedUntil = now() + pause;
        await response.body?.cancel();
        log.warn(
          { provider: PROVIDER_NAME, status: 429, pause_ms: pause },
          'plate lookup: provider quota exceeded, pausing',
        );
        return { kind: 'failed' };
      }
      if (!response.ok) {
        await response.body?.cancel();
        log.warn(
          { provider: PROVIDER_NAME, status: response.status },
          'plate lookup: provider error',
        );
        return { kind: 'failed' };
      }
      const description = parseCarsxeBody(await response.json());
      return description ? { kind: 'found', description } : { kind: 'unknown' };
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      log.warn(
        {
          provider: PROVIDER_NAME,
          ms: Math.round(now() - started),
          err: timedOut ? undefined : error,
        },
        timedOut
          ? 'plate lookup: provider timed out'
          : 'plate lookup: provider unreachable or bad answer',
      );
      return { kind: 'failed' };
    }
  }

  async function resolveOutcome(plate: string): Promise<PlateLookupResult | null> {
    if (now() < pausedUntil) return null;
    if (!bucket.take()) {
      log.warn({ provider: PROVIDER_NAME }, 'plate lookup: rate limit reached, not asking');
      return null;
    }
    const outcome = await ask(plate);
    if (outcome.kind === 'failed') return null; // not cached: may work next time
    if (outcome.kind === 'unknown') {
      cache.set(plate, { result: null }, { ttl: Math.min(ttl, NEGATIVE_TTL_MS) });
      return null;
    }
    let result: PlateLookupResult = outcome.description;
    if (options.resolve) {
      try {
        const vehicleId = await options.resolve(plate, outcome.description);
        if (vehicleId !== null) result = { vehicleId };
      } catch (error) {
        log.warn(
          { provider: PROVIDER_NAME, err: error },
          'plate lookup: mapping the answer failed',
        );
      }
    }
    cache.set(plate, { result });
    return result;
  }

  return {
    name: PROVIDER_NAME,
    async lookup(plate) {
      const cached = cache.get(plate);
      if (cached) return cached.result;
      let pending = inFlight.get(plate);
      if (!pending) {
        pending = resolveOutcome(plate).finally(() => inFlight.delete(plate));
        inFlight.set(plate, pending);
      }
      return pending;
    },
  };
}
