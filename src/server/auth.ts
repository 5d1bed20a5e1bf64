/**
 * Who signs a request, and the cookies that carry it. One session token works two ways:
 * `Authorization: Bearer` (API clients, SPEC §7) and the HttpOnly auth cookie (pages and the
 * storefront's own fetches). Writes signed by the cookie must come from our own origin (CSRF).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { hashToken, newToken, resolveSession } from '../modules/customers';
import { HttpError, type RequestSession } from '../shared/http';

/**
 * `__Host-` binds the cookie to this exact origin (no Domain, Path=/, Secure). Browsers accept
 * it only over HTTPS, so plain-HTTP local runs use the unprefixed name without Secure.
 */
export const SESSION_COOKIE_SECURE = '__Host-sellerie_session';
export const SESSION_COOKIE_PLAIN = 'sellerie_session';
/** SPEC §6: while an administrator acts as a customer, their own token waits here. */
export const ADMIN_COOKIE = 'admin_logged_in_user';
export const FAVORITE_COOKIE = 'favorite_token';
/** A visitor's recently viewed products (`/api/visits`), a year. */
export const VISIT_COOKIE = 'visit_token';
/** SPEC §7: the cart's order token, 90 days. */
export const ORDER_COOKIE = 'order_token';
export const ORDER_TOKEN_MAX_AGE_S = 7_776_000;
export const OAUTH_STATE_COOKIE = 'oauth_state';
const FAVORITE_MAX_AGE_S = 365 * 86_400;
/** The trusted-device cookie set at a successful login (src/modules/customers/devices.ts). */
export const DEVICE_COOKIE_SECURE = '__Host-sellerie_device';
export const DEVICE_COOKIE_PLAIN = 'sellerie_device';
const DEVICE_MAX_AGE_S = 365 * 86_400;

/** The trusted-device cookie a request carries (either name), or null. */
export function deviceCookieOf(cookies: Record<string, string | undefined>): string | null {
  return cookies[DEVICE_COOKIE_SECURE] ?? cookies[DEVICE_COOKIE_PLAIN] ?? null;
}

export function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

export function sessionCookieName(request: FastifyRequest): string {
  return isHttps(request) ? SESSION_COOKIE_SECURE : SESSION_COOKIE_PLAIN;
}

/** Set-Cookie values, usable by Fastify replies and by page actions' Responses alike. */
export function cookieHeader(
  name: string,
  value: string,
  options: { secure: boolean; maxAgeSeconds: number; httpOnly?: boolean },
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (options.httpOnly !== false) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
  if (options.maxAgeSeconds <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  return parts.join('; ');
}

export interface AuthCookies {
  secure: boolean;
  sessionCookie(token: string, expiresAt: Date, now?: Date): string;
  clearSessionCookie(): string;
  adminCookie(token: string, expiresAt: Date, now?: Date): string;
  clearAdminCookie(): string;
  clearFavoriteCookie(): string;
  /** Binds a social login under way to this browser (`oauth_state`); max age 0 removes it. */
  oauthStateCookie(state: string, maxAgeSeconds: number): string;
  /** The trusted-device cookie, a year. */
  deviceCookie(value: string): string;
}

export function authCookies(request: FastifyRequest): AuthCookies {
  return cookieBuilders(isHttps(request));
}

/** The cookies of a plain-HTTP (`secure` false) or HTTPS origin. */
export function cookieBuilders(secure: boolean): AuthCookies {
  const name = secure ? SESSION_COOKIE_SECURE : SESSION_COOKIE_PLAIN;
  const seconds = (expiresAt: Date, now = new Date()) =>
    (expiresAt.getTime() - now.getTime()) / 1000;
  return {
    secure,
    sessionCookie: (token, expiresAt, now) =>
      cookieHeader(name, token, { secure, maxAgeSeconds: seconds(expiresAt, now) }),
    clearSessionCookie: () => cookieHeader(name, '', { secure, maxAgeSeconds: 0 }),
    adminCookie: (token, expiresAt, now) =>
      cookieHeader(ADMIN_COOKIE, token, { secure, maxAgeSeconds: seconds(expiresAt, now) }),
    clearAdminCookie: () => cookieHeader(ADMIN_COOKIE, '', { secure, maxAgeSeconds: 0 }),
    clearFavoriteCookie: () => cookieHeader(FAVORITE_COOKIE, '', { secure, maxAgeSeconds: 0 }),
    oauthStateCookie: (state, maxAgeSeconds) =>
      cookieHeader(OAUTH_STATE_COOKIE, state, { secure, maxAgeSeconds }),
    deviceCookie: (value) =>
      cookieHeader(secure ? DEVICE_COOKIE_SECURE : DEVICE_COOKIE_PLAIN, value, {
        secure,
        maxAgeSeconds: DEVICE_MAX_AGE_S,
      }),
  };
}

function appendSetCookie(reply: FastifyReply, value: string) {
  const existing = reply.getHeader('set-cookie');
  const list =
    existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  reply.header('set-cookie', [...list, value]);
}

/** Cookie helpers for the JSON routes (logout, visitor favorites). */
export function replyCookies() {
  return {
    clearSession(reply: FastifyReply) {
      appendSetCookie(reply, authCookies(reply.request).clearSessionCookie());
    },
    favoriteToken(request: FastifyRequest): string | null {
      const token = request.cookies[FAVORITE_COOKIE];
      return token && /^[\w-]{20,100}$/.test(token) ? token : null;
    },
    ensureFavoriteToken(request: FastifyRequest, reply: FastifyReply): string {
      const existing = this.favoriteToken(request);
      if (existing) return existing;
      const token = newToken();
      appendSetCookie(
        reply,
        cookieHeader(FAVORITE_COOKIE, token, {
          secure: isHttps(request),
          maxAgeSeconds: FAVORITE_MAX_AGE_S,
        }),
      );
      return token;
    },
    deviceCookie(request: FastifyRequest): string | null {
      return deviceCookieOf(request.cookies);
    },
    setDeviceCookie(reply: FastifyReply, value: string) {
      appendSetCookie(reply, authCookies(reply.request).deviceCookie(value));
    },
    visitToken(request: FastifyRequest): string | null {
      const token = request.cookies[VISIT_COOKIE];
      return token && /^[\w-]{20,100}$/.test(token) ? token : null;
    },
    ensureVisitToken(request: FastifyRequest, reply: FastifyReply): string {
      const existing = this.visitToken(request);
      if (existing) return existing;
      const token = newToken();
      appendSetCookie(
        reply,
        cookieHeader(VISIT_COOKIE, token, {
          secure: isHttps(request),
          maxAgeSeconds: FAVORITE_MAX_AGE_S,
        }),
      );
      return token;
    },
    clearVisitToken(reply: FastifyReply) {
      if (reply.request.cookies[VISIT_COOKIE] === undefined) return;
      appendSetCookie(
        reply,
        cookieHeader(VISIT_COOKIE, '', { secure: isHttps(reply.request), maxAgeSeconds: 0 }),
      );
    },
    clearFavoriteToken(reply: FastifyReply) {
      if (reply.request.cookies[FAVORITE_COOKIE] === undefined) return;
      appendSetCookie(reply, authCookies(reply.request).clearFavoriteCookie());
    },
  };
}

export const favoriteOwnerHash = (token: string) => hashToken(`favorite:${token}`);
export const visitOwnerHash = (token: string) => hashToken(`visit:${token}`);

/**
 * The visitor's cart token: the `order_token` cookie, or an `order-token` header for API clients
 * without cookies. SPEC §4: a cookie holding the text `undefined` (an old front-end bug) is
 * cleared rather than trusted.
 */
export function orderToken(request: FastifyRequest): string | null {
  const header = request.headers['order-token'];
  const token = typeof header === 'string' ? header : request.cookies[ORDER_COOKIE];
  return token && /^[\w-]{20,100}$/.test(token) ? token : null;
}

export function orderCookies() {
  return {
    token: orderToken,
    /** The token to file a new cart under (the request's, else a new one sent as a cookie). */
    ensureToken(request: FastifyRequest, reply: FastifyReply): string {
      const existing = orderToken(request);
      if (existing) return existing;
      const token = newToken();
      appendSetCookie(
        reply,
        cookieHeader(ORDER_COOKIE, token, {
          secure: isHttps(request),
          maxAgeSeconds: ORDER_TOKEN_MAX_AGE_S,
        }),
      );
      return token;
    },
    /** Drops a cookie that names no usable cart (`undefined`, garbage, a deleted cart). */
    clear(request: FastifyRequest, reply: FastifyReply) {
      if (request.cookies[ORDER_COOKIE] === undefined) return;
      appendSetCookie(
        reply,
        cookieHeader(ORDER_COOKIE, '', { secure: isHttps(request), maxAgeSeconds: 0 }),
      );
    },
  };
}

export const orderOwnerHash = (token: string) => hashToken(`order:${token}`);

/** The page side of the cart cookie (`AppLoadContext.cart`). */
/** A first favorite of a visitor from a page: a new favorite token and the cookie carrying it. */
export function issueFavoriteToken(secure: boolean): { ownerHash: string; setCookie: string } {
  const fresh = newToken();
  return {
    ownerHash: favoriteOwnerHash(fresh),
    setCookie: cookieHeader(FAVORITE_COOKIE, fresh, { secure, maxAgeSeconds: FAVORITE_MAX_AGE_S }),
  };
}

export function pageCartCookies(token: string | null, secure: boolean) {
  return {
    ownerHash: token ? orderOwnerHash(token) : null,
    issue() {
      const fresh = newToken();
      return {
        ownerHash: orderOwnerHash(fresh),
        setCookie: cookieHeader(ORDER_COOKIE, fresh, {
          secure,
          maxAgeSeconds: ORDER_TOKEN_MAX_AGE_S,
        }),
      };
    },
    clearCookie: () => cookieHeader(ORDER_COOKIE, '', { secure, maxAgeSeconds: 0 }),
  };
}

const BEARER = /^Bearer ([\w.~+/-]{16,512}=*)$/;

/**
 * Resolves the session of the request: a Bearer header must be valid (else 401 on the API);
 * a stale cookie simply means "signed out".
 */
export async function resolveRequestSession(
  request: FastifyRequest,
  database: Database,
  now: Date,
): Promise<RequestSession | null> {
  const authorization = request.headers.authorization;
  if (authorization !== undefined && request.url.startsWith('/api/')) {
    const token = BEARER.exec(authorization)?.[1];
    const session = token ? await resolveSession(database.db, token, now) : null;
    if (!session) throw new HttpError(401, 'unauthenticated');
    return { ...session, via: 'bearer' };
  }
  const cookie = request.cookies[sessionCookieName(request)];
  if (!cookie) return null;
  const session = await resolveSession(database.db, cookie, now);
  return session ? { ...session, via: 'cookie' } : null;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF: a write carried by the browser's cookies must come from one of our pages. Browsers
 * send `Origin` on every cross-site write; `Referer` is the fallback. SameSite=Lax already
 * keeps the cookie off cross-site POSTs: this is the second lock. Bearer calls need neither.
 * Page form posts are checked even signed out (no logging a visitor into someone's account).
 */
export function assertSameOrigin(request: FastifyRequest, publicOrigin: string | undefined) {
  if (!UNSAFE.has(request.method)) return;
  const isApi = request.url.startsWith('/api/');
  if (isApi && request.ctx.session?.via !== 'cookie') return;
  const source = request.headers.origin ?? refererOrigin(request.headers.referer);
  if (source === undefined) return; // neither header: not a browser's cross-site write
  const allowed = new Set([`${request.protocol}://${request.host}`]);
  if (publicOrigin) allowed.add(publicOrigin);
  if (!allowed.has(source)) throw new HttpError(403, 'csrf_rejected');
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}
