import type { Route } from './+types/sitemap';
import { DEFAULT_LOCALE, LOCALES } from '../../shared/locale';
import { href } from '../paths';
import { publicOrigin, requestLocale } from '../request.server';
import { sitemapEntries, type SitemapEntry } from '../sitemap.server';

/**
 * `/sitemap.xml` (and `/en/sitemap.xml`…): a resource route. Each locale's sitemap lists the
 * indexable URLs of that locale, each with `xhtml:link` alternates to its other language
 * versions and `x-default` (French). Past 50,000 URLs (the protocol's limit; products will get
 * there) the same URL answers a sitemap index of `?page=N` parts.
 */
export const SITEMAP_PAGE_SIZE = 50_000;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = requestLocale(request);
  const origin = publicOrigin(request);
  const all = await context.cached('sitemap:entries', () => sitemapEntries(context.database.db));
  const entries = all.filter((entry) => entry[locale]);
  const pages = Math.max(1, Math.ceil(entries.length / SITEMAP_PAGE_SIZE));
  const pageParam = url.searchParams.get('page');
  let body: string;
  if (pageParam === null && pages > 1) {
    body = sitemapIndex(origin + href('sitemap', null, locale), pages);
  } else {
    const page = pageParam === null ? 1 : Number(pageParam);
    if (!Number.isInteger(page) || page < 1 || page > pages) {
      return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
    }
    const slice = entries.slice((page - 1) * SITEMAP_PAGE_SIZE, page * SITEMAP_PAGE_SIZE);
    body = urlSet(origin, locale, slice);
  }
  return new Response(body, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function urlSet(origin: string, locale: (typeof LOCALES)[number], entries: SitemapEntry[]) {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const entry of entries) {
    lines.push(`<url><loc>${escapeXml(origin + entry[locale]!)}</loc>`);
    for (const code of LOCALES) {
      const path = entry[code];
      if (path) {
        lines.push(
          `<xhtml:link rel="alternate" hreflang="${code}" href="${escapeXml(origin + path)}"/>`,
        );
      }
    }
    const fallback = entry[DEFAULT_LOCALE];
    if (fallback) {
      lines.push(
        `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + fallback)}"/>`,
      );
    }
    lines.push('</url>');
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

function sitemapIndex(base: string, pages: number) {
  const parts = Array.from(
    { length: pages },
    (_, i) => `<sitemap><loc>${escapeXml(`${base}?page=${i + 1}`)}</loc></sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts,
    '</sitemapindex>',
    '',
  ].join('\n');
}
