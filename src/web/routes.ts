/**
 * React Router's route config, generated from the route table in `paths.ts`: one route per
 * (name, locale) with id `name.locale`, all locales of a name sharing one module (and several
 * names may share one, e.g. the account guard), plus `/robots.txt` and the sitemap parts. Anything
 * else — including an unknown locale prefix such as `/xx` — falls to the 404 catch-all.
 */
import {
  index,
  layout,
  route,
  type RouteConfig,
  type RouteConfigEntry,
} from '@react-router/dev/routes';
import { LOCALES } from '../shared/locale';
import { ROUTES, routeId, type RouteDefinition, type RouteName } from './paths';
import { ADMIN_OUTSIDE_SHELL, ADMIN_ROUTES } from './route-paths/admin';

const inBackOfficeShell = (name: string) =>
  name in ADMIN_ROUTES && !ADMIN_OUTSIDE_SHELL.includes(name);

function localizedRoutes(name: RouteName, definition: RouteDefinition): RouteConfigEntry[] {
  const file = definition.file;
  return LOCALES.map((locale) => {
    const path = definition.paths[locale].replace(/^\/+/, '');
    const id = routeId(name, locale);
    return path === '' ? index(file, { id }) : route(path, file, { id });
  });
}

export default [
  // The pathless `shell` gives every page the public origin (SEO) and the locale cookie.
  layout('routes/shell.tsx', { id: 'shell' }, [
    ...Object.entries(ROUTES)
      .filter(([name]) => !inBackOfficeShell(name))
      .flatMap(([name, definition]) => localizedRoutes(name as RouteName, definition)),
    // The back office's pages share its layout: the menu of the viewer's permissions.
    layout(
      'routes/admin-shell.tsx',
      { id: 'admin-shell' },
      Object.entries(ROUTES)
        .filter(([name]) => inBackOfficeShell(name))
        .flatMap(([name, definition]) => localizedRoutes(name as RouteName, definition)),
    ),
  ]),
  // Not a page and not localised: one robots.txt for the whole origin.
  route('robots.txt', 'routes/robots.ts', { id: 'robots' }),
  // The search overlay's live count in the phone filter modal (its list is the shell's).
  route('recherche-total', 'routes/search-total.ts', { id: 'search-total' }),
  // The heart of product cards and pages (a form without JavaScript, a fetcher with it).
  route('favori', 'routes/favorite-toggle.ts', { id: 'favorite-toggle' }),
  // Parts of a locale's sitemap once it is an index: `/sitemap/2.xml`, `/en/sitemap/2.xml`…
  // (React Router has no partial segments such as `sitemap-:n.xml`; the module checks `N.xml`.)
  ...LOCALES.map((locale) =>
    route(ROUTES.sitemap.paths[locale].replace(/^\/|\.xml$/g, '') + '/:part', 'routes/sitemap.ts', {
      id: `sitemap-part.${locale}`,
    }),
  ),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
