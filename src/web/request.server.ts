/**
 * Request helpers for loaders (server only: the `.server` suffix keeps them out of the browser
 * bundle): the public origin of absolute URLs, the locale cookie and the locale redirects of
 * SPEC §2.
 */
import { redirect } from 'react-router';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../shared/locale';
import { href, localeFromPath, type RouteName } from './paths';
import { configuredPublicOrigin } from '../shared/public-origin';

/** SPEC §7: the locale kept by cookie, 365 days (the language panel sets it on a switch). */
export const LOCALE_COOKIE = 'i18n_redirected';
const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * Origin of canonical, hreflang and sitemap URLs: `PUBLIC_URL` when set (behind a proxy or CDN
 * the request's host may be an internal one), else the request's own origin.
 */
export function publicOrigin(request: Request): string {
  const configured = typeof process === 'undefined' ? undefined : configuredPublicOrigin();
  return configured ?? new URL(request.url).origin;
}

/** One cookie of the request's Cookie header, decoded; undefined when absent. */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The locale remembered by the cookie; undefined when absent or not a shop locale. */
export function cookieLocale(request: Request): Locale | undefined {
  const value = readCookie(request, LOCALE_COOKIE)?.toLowerCase();
  return isLocale(value) ? value : undefined;
}

/**
 * Headers setting the locale cookie to the URL's locale on the first page view (when the
 * visitor has none yet); empty when the cookie is already there.
 */
export function localeCookieHeaders(request: Request): Headers {
  const headers = new Headers();
  if (readCookie(request, LOCALE_COOKIE) === undefined) {
    const locale = localeFromPath(new URL(request.url).pathname);
    const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
    headers.append(
      'Set-Cookie',
      `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure}`,
    );
  }
  return headers;
}

/**
 * SPEC §2: on the French `/`, `/connexion` and `/compte`, a visitor whose cookie names another
 * locale is sent (302) to that locale's version, query string kept. Call first in the loader.
 */
export function redirectToCookieLocale(
  request: Request,
  name: Extract<RouteName, 'index' | 'connexion' | 'compte'>,
): void {
  const url = new URL(request.url);
  if (localeFromPath(url.pathname) !== DEFAULT_LOCALE) return;
  const preferred = cookieLocale(request);
  if (!preferred || preferred === DEFAULT_LOCALE) return;
  throw redirect(href(name, null, preferred) + url.search, 302);
}

/** The page's locale, from the URL prefix (unprefixed = French). */
export function requestLocale(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname);
}
