import type { Route } from './+types/sitemap';
import { publicOrigin, requestLocale } from '../request.server';
import { acceptsGzip, gunzipStream, sitemapDocument } from '../sitemap.server';

/**
 * `/sitemap.xml` (and `/en/sitemap.xml`…) and the parts of its index (`/sitemap/2.xml`,
 * `/en/sitemap/2.xml`…, routes.ts): a resource route. Each locale's sitemap lists the indexable
 * URLs of that locale, each with `xhtml:link` alternates to its other language versions and
 * `x-default` (French) — see `sitemap.server.ts`. Up to 50,000 URLs it is one `<urlset>`; past
 * that a `<sitemapindex>` of numbered parts; a part that does not exist is a 404.
 * URL sets are generated once into gzip (cached 30 s) and sent as they are to clients that
 * accept gzip (crawlers do), unpacked on the fly for the others.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const partParam = (params as { part?: string }).part;
  let part: number | null = null;
  if (partParam !== undefined) {
    const match = /^([1-9]\d{0,8})\.xml$/.exec(partParam);
    if (!match) return notFound();
    part = Number(match[1]);
  }
  const document = await sitemapDocument(
    { db: context.database.db, cached: context.cached },
    { locale: requestLocale(request), origin: publicOrigin(request), part },
  );
  if (!document) return notFound();
  const headers = new Headers({
    'content-type': 'application/xml; charset=utf-8',
    'cache-control': 'public, max-age=3600',
  });
  if (document.type === 'index') return new Response(document.xml, { headers });
  headers.set('vary', 'accept-encoding');
  if (!acceptsGzip(request.headers.get('accept-encoding'))) {
    return new Response(gunzipStream(document.gzip), { headers });
  }
  headers.set('content-encoding', 'gzip');
  const { buffer, byteOffset, byteLength } = document.gzip;
  return new Response(new Uint8Array(buffer as ArrayBuffer, byteOffset, byteLength), { headers });
}

function notFound() {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
}
