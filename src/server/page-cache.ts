import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import { matchPath } from 'react-router';
import { LOCALES } from '../shared/locale';
import {
  CONSENT_COOKIES,
  COUNTRY_COOKIE,
  LOCALE_COOKIE,
} from '../web/components/consent/consent-rules';
import { MY_VEHICLE_COOKIE } from '../web/components/vehicle-picker/my-vehicle-cookie';
import { ROUTES, type RouteName } from '../web/paths';

/**
 * In-process cache of the rendered HTML of anonymous list pages (docs/decisions/011-page-cache.md).
 * A page is rendered once per key and `ttlMs`; the copy is stored split on the CSP nonce of the
 * request that rendered it, so every answer carries its own request's nonce, never a reused one.
 */
export interface PageRequest {
  method: string;
  /** Path and query, as received. */
  url: string;
  /** Scheme and host: absolute URLs of the page (canonical, hreflang) use them. */
  origin: string;
  headers: Record<string, string | string[] | undefined>;
  /** Parsed Cookie header. */
  cookies: Record<string, string | undefined>;
  /** Resolved for the request (header, cookie, geo-IP): prices and the flag depend on them. */
  locale: string;
  country: string;
}

export interface PageResponse {
  status: number;
  headers: Array<[string, string]>;
  /** The Set-Cookie headers of the answer: any of them makes it personal. */
  setCookies: readonly unknown[];
}

interface Entry {
  /** The HTML cut on the rendering request's nonce: `parts.join(nonce)` is the page. */
  parts: string[];
  headers: Array<[string, string]>;
  /** Set-Cookie headers the key determines (the locale cookie of a first visit). */
  cookies: string[];
}

export interface PageCache {
  /** The cache key, or null when the request must be rendered for itself. */
  keyOf(request: PageRequest): string | null;
  /** The cached HTML with `nonce` in place of the one it was rendered with. */
  get(
    key: string,
    nonce: string,
  ): { html: string; headers: Array<[string, string]>; cookies: string[] } | undefined;
  /** Keeps the page when the answer is a plain 200 for everyone who sends this key. */
  store(key: string, response: PageResponse, html: string, nonce: string): boolean;
  clear(): void;
  readonly size: number;
}

/** The pages that list products (and the home page); `?q=` makes any of them a search. */
const CACHED_ROUTES: readonly RouteName[] = [
  'index',
  'c-domain',
  'c-domain-category',
  'c-domain-category-subcategory',
  'marques-slug',
  'marques-slug-vehicle',
  'marques-slug-vehicle-category',
];

/** Every cookie the render reads: each one is part of the key. */
export const KEYED_COOKIES: readonly string[] = [
  CONSENT_COOKIES.decided,
  CONSENT_COOKIES.functional,
  CONSENT_COOKIES.publicity,
  COUNTRY_COOKIE,
  LOCALE_COOKIE,
  MY_VEHICLE_COOKIE,
];

/**
 * Cookies of the consented third parties (ad pixel, chat) that no server code reads. Any other
 * cookie — a session, a cart, the favourites' (hearts on, decision 055), something new — makes
 * the request bypass the cache.
 */
const IGNORED_COOKIE = /^(_fbp|_fbc|crisp-client\/.*)$/;

/**
 * Cookies an answer may set and still be kept: the locale cookie of a first visit holds the
 * locale the key already names, so every request with that key gets the same one. Any other
 * Set-Cookie makes the answer personal.
 */
const REPLAYABLE_COOKIES: readonly string[] = [LOCALE_COOKIE];

const cookieName = (setCookie: string) => setCookie.slice(0, setCookie.indexOf('=')).trim();

/** Headers an answer from the cache repeats (the rest are set per request by the app's hooks). */
const KEPT_HEADERS = new Set(['content-type', 'link', 'vary', 'content-language']);

const PATTERNS = CACHED_ROUTES.flatMap((name) => LOCALES.map((l) => ROUTES[name].paths[l]));

/** A rendered list page weighs ~300 KB: 64 MiB keeps the ~200 most asked. */
const MAX_BYTES = 64 * 1024 * 1024;

export function createPageCache(options: { ttlMs?: number; maxBytes?: number } = {}): PageCache {
  const cache = new LRUCache<string, Entry>({
    maxSize: options.maxBytes ?? MAX_BYTES,
    // UTF-16 strings: two bytes per unit is what they hold in memory.
    sizeCalculation: (entry) => entry.parts.reduce((sum, part) => sum + part.length * 2, 512),
    ttl: options.ttlMs ?? 30_000,
  });

  return {
    keyOf(request) {
      if (request.method !== 'GET' || request.headers.authorization !== undefined) return null;
      const [path = '/', search = ''] = request.url.split('?', 2);
      if (!PATTERNS.some((pattern) => matchPath(pattern, decodeSafe(path)))) return null;
      const cookies: string[] = [];
      for (const [name, value] of Object.entries(request.cookies)) {
        if (KEYED_COOKIES.includes(name)) cookies.push(`${name}=${value ?? ''}`);
        else if (!IGNORED_COOKIE.test(name)) return null;
      }
      cookies.sort();
      const query = new URLSearchParams(search);
      // Same parameters in another order are the same page (repeated names keep their order).
      query.sort();
      const userAgent = header(request.headers, 'user-agent');
      // Bots get the page rendered in one piece (entry.server.tsx): kept apart to be safe.
      const bot = userAgent !== undefined && isbot(userAgent) ? 'bot' : '';
      return [
        request.origin,
        `${path}?${query.toString()}`,
        request.locale,
        request.country,
        bot,
        cookies.join(';'),
      ].join('\n');
    },
    get(key, nonce) {
      const entry = cache.get(key);
      return (
        entry && { html: entry.parts.join(nonce), headers: entry.headers, cookies: entry.cookies }
      );
    },
    store(key, response, html, nonce) {
      if (response.status !== 200) return false;
      const cookies = response.setCookies.map(String);
      if (!cookies.every((cookie) => REPLAYABLE_COOKIES.includes(cookieName(cookie)))) return false;
      // A nonce shorter than a base64 of 16 bytes could match ordinary text.
      if (nonce.length < 16) return false;
      const headers = response.headers.filter(([name]) => KEPT_HEADERS.has(name.toLowerCase()));
      cache.set(key, { parts: html.split(nonce), headers, cookies });
      return true;
    },
    clear: () => cache.clear(),
    get size() {
      return cache.size;
    },
  };
}

function header(headers: PageRequest['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function decodeSafe(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
