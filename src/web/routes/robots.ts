import type { Route } from './+types/robots';
import { LOCALES } from '../../shared/locale';
import { ROUTES, href } from '../paths';
import { publicOrigin } from '../request.server';
import { PRIVATE_ROUTES } from '../sitemap.server';

/**
 * `/robots.txt` (resource route): everything may be crawled except account, cart, login,
 * register and new-password pages and the back office (`/admin…`) in every locale; points to
 * the six locale sitemaps.
 * A private path that prefixes a public one (`/compte` vs `/compte-pro`) is disallowed exactly
 * (`$`) and with its sub-paths (`/compte/`), so the public page stays crawlable.
 */
export function loader({ request }: Route.LoaderArgs) {
  const origin = publicOrigin(request);
  const allPaths = Object.values(ROUTES).flatMap((route) => Object.values(route.paths));
  const lines = ['User-agent: *', 'Allow: /'];
  for (const name of PRIVATE_ROUTES) {
    for (const locale of LOCALES) {
      const path = ROUTES[name].paths[locale];
      const shadows = allPaths.some(
        (other) => other !== path && other.startsWith(path) && other[path.length] !== '/',
      );
      if (shadows) lines.push(`Disallow: ${path}$`, `Disallow: ${path}/`);
      else lines.push(`Disallow: ${path}`);
    }
  }
  lines.push('');
  for (const locale of LOCALES) lines.push(`Sitemap: ${origin}${href('sitemap', null, locale)}`);
  lines.push('');
  return new Response(lines.join('\n'), {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
