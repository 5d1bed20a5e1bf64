/**
 * Country detection (SPEC §7): the visitor's ISO 3166-1 alpha-2 country, or null when unknown
 * (the caller then falls back to FR). Two adapters behind one interface:
 *
 * - offline (default): a CDN's country header, else the region of the preferred
 *   Accept-Language tag (`de-AT` → AT). No I/O, no latency.
 * - ipapi: the same CDN header first (free and exact), then ipapi.co's documented plain-text
 *   endpoint `GET {GEOIP_URL}/{ip}/country/` (optional `?key=`), with a short timeout, an
 *   in-memory LRU cache and fail-soft to the Accept-Language region.
 */

export type HeaderBag = Record<string, string | string[] | undefined>;

export interface GeoIp {
  readonly name: string;
  lookup(ip: string, headers: HeaderBag): Promise<string | null>;
}

/** Country headers set by CDNs / edge platforms, most common first. */
export const CDN_COUNTRY_HEADERS = [
  'cf-ipcountry', // Cloudflare
  'cloudfront-viewer-country', // Amazon CloudFront
  'x-vercel-ip-country', // Vercel
  'fastly-geo-country', // Fastly (when configured)
  'x-appengine-country', // Google App Engine
  'x-country-code', // nginx geoip / generic
] as const;

/** Codes a CDN uses for "unknown", Tor or anonymous proxies: not countries. */
const NOT_COUNTRIES = new Set(['XX', 'T1', 'A1', 'A2', 'O1', 'ZZ', 'EU', 'AP']);

/** An ISO alpha-2 code in upper case, or null for anything else (including placeholders). */
export function normaliseCountry(value: string | null | undefined): string | null {
  const iso = value?.trim().toUpperCase();
  return iso && /^[A-Z]{2}$/.test(iso) && !NOT_COUNTRIES.has(iso) ? iso : null;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function countryFromCdnHeaders(headers: HeaderBag): string | null {
  for (const name of CDN_COUNTRY_HEADERS) {
    const iso = normaliseCountry(first(headers[name]));
    if (iso) return iso;
  }
  return null;
}

/**
 * The region of the most preferred Accept-Language tag that has one: `de-AT,de;q=0.9` → AT,
 * `fr;q=0.8, pt-BR` → BR. Numeric regions (`es-419`) and scripts (`zh-Hant`) are skipped.
 */
export function countryFromAcceptLanguage(value: string | undefined): string | null {
  if (!value) return null;
  const ranges = value
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.tag && r.tag !== '*' && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    const region = tag
      .split('-')
      .slice(1)
      .find((sub) => /^[a-z]{2}$/i.test(sub));
    const iso = normaliseCountry(region);
    if (iso) return iso;
  }
  return null;
}

export function createOfflineGeoIp(): GeoIp {
  return {
    name: 'offline',
    lookup: (_ip, headers) =>
      Promise.resolve(
        countryFromCdnHeaders(headers) ??
          countryFromAcceptLanguage(first(headers['accept-language'])),
      ),
  };
}

/** Loopback, private, link-local and unique-local addresses: no provider knows them. */
export function isPublicIp(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  const octets = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(v4);
  if (octets) {
    const a = Number(octets[1]);
    const b = Number(octets[2]);
    return !(
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  const lower = ip.toLowerCase();
  if (!lower.includes(':')) return false;
  return !(lower === '::' || lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower));
}

/** A small LRU with expiry: Map keeps insertion order; a hit moves the key to the end. */
export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= this.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

export interface IpapiOptions {
  /** Provider base URL, default https://ipapi.co (GEOIP_URL). */
  baseUrl?: string;
  /** ipapi.co API key for paid plans (GEOIP_API_KEY). */
  apiKey?: string;
  timeoutMs?: number;
  cacheSize?: number;
  cacheTtlMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * ipapi.co adapter. `GET https://ipapi.co/{ip}/country/` answers the country code as plain text
 * (e.g. `DE`); errors answer a non-2xx status or a body that is not a code ("Undefined", JSON).
 * Results (including "unknown") are cached per IP; concurrent look-ups of one IP share a request.
 */
export function createIpapiGeoIp(options: IpapiOptions = {}): GeoIp {
  const baseUrl = (options.baseUrl || 'https://ipapi.co').replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 400;
  const doFetch = options.fetch ?? fetch;
  const cache = new LruCache<Promise<string | null>>(
    options.cacheSize ?? 10_000,
    options.cacheTtlMs ?? 6 * 60 * 60 * 1000,
    options.now,
  );

  async function ask(ip: string): Promise<string | null> {
    const url = new URL(`${baseUrl}/${encodeURIComponent(ip)}/country/`);
    if (options.apiKey) url.searchParams.set('key', options.apiKey);
    try {
      const response = await doFetch(url, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'text/plain', 'user-agent': 'sellerie-shop/1 (geo-ip)' },
      });
      if (!response.ok) return null;
      return normaliseCountry((await response.text()).slice(0, 16));
    } catch {
      return null; // timeout, network failure: fail soft (SPEC §8: FR fallback)
    }
  }

  return {
    name: 'ipapi',
    async lookup(ip, headers) {
      const fromCdn = countryFromCdnHeaders(headers);
      if (fromCdn) return fromCdn;
      const fallback = () => countryFromAcceptLanguage(first(headers['accept-language']));
      if (!isPublicIp(ip)) return fallback();
      let pending = cache.get(ip);
      if (!pending) {
        pending = ask(ip);
        cache.set(ip, pending);
      }
      return (await pending) ?? fallback();
    },
  };
}

export interface GeoIpEnv {
  GEOIP_PROVIDER?: string;
  GEOIP_URL?: string;
  GEOIP_API_KEY?: string;
  GEOIP_TIMEOUT_MS?: string;
}

/** `GEOIP_PROVIDER=offline|ipapi` (default offline) + `GEOIP_URL`, `GEOIP_API_KEY`, `GEOIP_TIMEOUT_MS`. */
export function geoIpFromEnv(env: GeoIpEnv = process.env): GeoIp {
  const provider = (env.GEOIP_PROVIDER || 'offline').trim().toLowerCase();
  if (provider === 'offline') return createOfflineGeoIp();
  if (provider === 'ipapi') {
    const timeout = Number(env.GEOIP_TIMEOUT_MS);
    return createIpapiGeoIp({
      baseUrl: env.GEOIP_URL || undefined,
      apiKey: env.GEOIP_API_KEY || undefined,
      timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : undefined,
    });
  }
  throw new Error(
    `Invalid configuration: GEOIP_PROVIDER must be offline or ipapi, not "${provider}"`,
  );
}
