/**
 * The sitemap over HTTP on the real app (production build): the route table wires
 * `/sitemap/N.xml` parts to the sitemap module, gzip goes through the server untouched, and with
 * a small URL limit the index's parts together are the single sitemap. (The content itself is
 * checked in tests/integration/pages/sitemap.test.ts.)
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../src/web/paths';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

afterEach(() => {
  delete process.env.SITEMAP_URL_LIMIT;
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('sitemap over HTTP', () => {
  it('answers one gzipped urlset below the limit; its parts are 404', async () => {
    const response = await fetch(`${server.url}/en/sitemap.xml`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const xml = await response.text(); // fetch unpacks gzip
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain(`<loc>${server.url}/en/p/`);
    for (const path of ['/sitemap/1.xml', '/en/sitemap/1.xml', '/en/sitemap/x.xml']) {
      const part = await fetch(server.url + path);
      expect(part.status, path).toBe(404);
    }
    // Without gzip in Accept-Encoding the server compresses (br) or sends it plain, never gzip.
    const plain = await fetch(`${server.url}/en/sitemap.xml`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(xml);
  });

  it('past the limit: an index whose parts hold the same URLs', async () => {
    const single = locs(await (await fetch(`${server.url}/de/sitemap.xml`)).text());
    process.env.SITEMAP_URL_LIMIT = '400';
    const index = await fetch(`${server.url}/de/sitemap.xml`);
    expect(index.status).toBe(200);
    const indexXml = await index.text();
    expect(indexXml).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    const parts = locs(indexXml);
    expect(parts.length).toBe(Math.ceil(single.length / 400));
    expect(parts[0]).toBe(`${server.url}${href('sitemap', null, 'de').replace('.xml', '')}/1.xml`);
    const merged: string[] = [];
    for (const part of parts) {
      const response = await fetch(part);
      expect(response.status, part).toBe(200);
      const urls = locs(await response.text());
      expect(urls.length).toBeLessThanOrEqual(400);
      merged.push(...urls);
    }
    expect(merged).toEqual(single);
    const beyond = await fetch(`${server.url}/de/sitemap/${parts.length + 1}.xml`);
    expect(beyond.status).toBe(404);
  });
});
