/**
 * What every back-office page shares on the server: the language rule (French and English
 * only — an admin path under /es, /de, /it or /pt redirects to the same English page) and the
 * viewer's menu, filtered by their role's permissions.
 */
import { matchPath, redirect } from 'react-router';
import { isLocale, type Locale } from '../../shared/locale';
import { href, ROUTES, type RouteName } from '../paths';
import { ADMIN_ROUTES, BACK_OFFICE_LOCALES } from '../route-paths/admin';
import { requestLocale } from '../request.server';
import { ADMIN_MENU, type AdminMenuEntry } from './admin-menu';

export type BackOfficeLocale = (typeof BACK_OFFICE_LOCALES)[number];

export const isBackOfficeLocale = (locale: Locale): locale is BackOfficeLocale =>
  (BACK_OFFICE_LOCALES as readonly Locale[]).includes(locale);

/**
 * The page's back-office language; a request in another language is redirected (301, query
 * kept) to the English path of the same admin page.
 */
export function backOfficeLocale(request: Request): BackOfficeLocale {
  const locale = requestLocale(request);
  if (isBackOfficeLocale(locale)) return locale;
  const url = new URL(request.url);
  for (const name of Object.keys(ADMIN_ROUTES) as RouteName[]) {
    const match = matchPath(ROUTES[name].paths[locale], url.pathname);
    if (match) throw redirect(href(name, match.params as never, 'en') + url.search, 301);
  }
  throw redirect(href('index', null, 'en'), 302);
}

/**
 * Whether a path is a back-office page in any language (`/admin…`, `/en/admin…`): the root
 * loader sends no third-party ids there and the shell loads no storefront search.
 */
export function isBackOfficePath(pathname: string): boolean {
  const [first, second] = pathname.toLowerCase().split('/').slice(1);
  return first === 'admin' || (second === 'admin' && isLocale(first));
}

/** The menu entries a role's permissions open, with their links in the page's language. */
export function adminMenu(
  permissions: readonly string[],
  locale: BackOfficeLocale,
): (AdminMenuEntry & { href: string })[] {
  return ADMIN_MENU.filter((entry) => permissions.includes(entry.permission)).map((entry) => ({
    ...entry,
    href: href(entry.route, null as never, locale),
  }));
}
