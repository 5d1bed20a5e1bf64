/**
 * The sitemaps' XML: one `<url>` with its alternates, a part streamed batch by batch (products
 * read by keyset between the part's marks), the index, and the gzip kept in the memo.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { Db } from '../../db/client';
import { productSitemapBatches, type ProductSitemapMarks } from '../../modules/catalog';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/locale';
import { href } from '../paths';
import { sitemapPartPath, type SitemapEntry, type SitemapPlan } from './entries.server';

export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const URLSET_CLOSE = '</urlset>\n';

export function escapeXml(text: string): string {
  if (!/[&<>"']/.test(text)) return text;
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** One `<url>` (ASCII: paths are URL-encoded, so its length is its size in bytes). */
export function urlXml(
  xmlOrigin: string,
  locale: Locale,
  entry: SitemapEntry,
  lastmod?: string,
): string {
  let xml = `<url><loc>${xmlOrigin}${escapeXml(entry[locale]!)}</loc>`;
  if (lastmod) xml += `<lastmod>${escapeXml(lastmod)}</lastmod>`;
  for (const code of LOCALES) {
    const path = entry[code];
    if (path) {
      xml += `\n<xhtml:link rel="alternate" hreflang="${code}" href="${xmlOrigin}${escapeXml(path)}"/>`;
    }
  }
  const fallback = entry[DEFAULT_LOCALE];
  if (fallback) {
    xml += `\n<xhtml:link rel="alternate" hreflang="x-default" href="${xmlOrigin}${escapeXml(fallback)}"/>`;
  }
  return `${xml}\n</url>\n`;
}

/** `/p/`, `/en/p/`…: a product's path is this prefix + its encoded slug. */
const PRODUCT_PREFIX = Object.fromEntries(
  LOCALES.map((l) => [l, href('p-slug', { slug: 'x' }, l).slice(0, -1)]),
) as Record<Locale, string>;

/**
 * Part `n` (1-based) of a plan as XML chunks (one per batch of URLs), or the whole sitemap when
 * the plan has a single part. Products are read batch by batch between their part's marks.
 */
export async function* sitemapPartXml(
  db: Db,
  plan: SitemapPlan,
  marks: ProductSitemapMarks | null,
  n: number,
): AsyncGenerator<string> {
  const xmlOrigin = escapeXml(plan.origin);
  const small = plan.entries.length;
  const start = (n - 1) * plan.perPart;
  const end = Math.min(n * plan.perPart, plan.total);
  yield URLSET_OPEN;
  for (let at = start; at < Math.min(end, small); at += 1_000) {
    yield plan.entries
      .slice(at, Math.min(at + 1_000, end, small))
      .map((entry) => urlXml(xmlOrigin, plan.locale, entry))
      .join('');
  }
  if (end > small) {
    const from = Math.max(0, start - small);
    const to = end - small;
    // A single part reads every product; the parts of an index start at their marks.
    const fromId = marks ? marks.idAt.get(from) : 0;
    const beforeId = marks && to < plan.products ? (marks.idAt.get(to) ?? null) : null;
    if (fromId !== undefined) {
      const batches = productSitemapBatches(db, plan.locale, { fromId, beforeId, max: to - from });
      for await (const batch of batches) {
        let xml = '';
        for (const product of batch) {
          const entry: SitemapEntry = {};
          for (const code of LOCALES) {
            const slug = product.slugs[code];
            if (slug) entry[code] = PRODUCT_PREFIX[code] + encodeURIComponent(slug);
          }
          xml += urlXml(xmlOrigin, plan.locale, entry, product.lastmod);
        }
        yield xml;
      }
    }
  }
  yield URLSET_CLOSE;
}

export function sitemapIndexXml(plan: SitemapPlan): string {
  const xmlOrigin = escapeXml(plan.origin);
  const parts = Array.from(
    { length: plan.parts },
    (_, i) => `<sitemap><loc>${xmlOrigin}${sitemapPartPath(plan.locale, i + 1)}</loc></sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** Text chunks → one gzip buffer (what is cached: a 50,000-URL part is ~40 MB of XML). */
export async function gzipText(chunks: AsyncIterable<string>): Promise<Buffer> {
  const out: Buffer[] = [];
  await pipeline(Readable.from(chunks), createGzip({ level: 6 }), async (source) => {
    for await (const chunk of source as AsyncIterable<Buffer>) out.push(chunk);
  });
  return Buffer.concat(out);
}

/** A gzip buffer as a stream of its plain bytes (for the rare client without gzip). */
export function gunzipStream(gzip: Buffer): ReadableStream<Uint8Array> {
  return Readable.toWeb(Readable.from([gzip]).pipe(createGunzip())) as ReadableStream<Uint8Array>;
}
