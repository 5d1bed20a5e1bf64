import { Outlet, data } from 'react-router';
import type { Route } from './+types/shell';
import { localeCookieHeaders, publicOrigin } from '../request.server';

/**
 * Pathless layout around every localised page (routes.ts): what pages share that is not layout.
 * - `origin`: the public origin for canonical and hreflang URLs (`seo.ts` reads it here).
 * - the locale cookie `i18n_redirected` (365 days, path /, SameSite Lax), set to the URL's
 *   locale on the first page view when the visitor has none (SPEC §7).
 */
export function loader({ request }: Route.LoaderArgs) {
  return data({ origin: publicOrigin(request) }, { headers: localeCookieHeaders(request) });
}

/** Neither the origin nor the cookie changes between client navigations. */
export function shouldRevalidate() {
  return false;
}

export default function Shell() {
  return <Outlet />;
}
