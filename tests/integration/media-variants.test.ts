import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createTestDatabase, type TestDatabase } from '../support/db';
import type { TestApp } from '../support/app';

/**
 * /media/r/…: resized variants rendered from the seed's pictures on first request, then served
 * from a disk cache (a private folder here: the seed's storage is shared by the run).
 */
let app: TestApp;
let testDatabase: TestDatabase;
let cacheDir: string;
let product: string;
let logo: string;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  cacheDir = await mkdtemp(path.join(os.tmpdir(), 'variants-cache-'));
  app = await buildApp({
    database: testDatabase.database,
    mode: 'test',
    storageDir: testDatabase.storageDir,
    imageCacheDir: cacheDir,
    logger: false,
    web: false,
  });
  await app.ready();
  const first = async (folder: string) =>
    (await readdir(path.join(testDatabase.storageDir, 'images', folder))).sort()[0]!;
  product = `images/products/${await first('products')}`;
  logo = `images/brands/${await first('brands')}`;
});

afterAll(async () => {
  await app?.close();
  await testDatabase?.cleanup();
  await rm(cacheDir, { recursive: true, force: true });
});

describe('GET /media/r/{size}/{original}.{format}', () => {
  it('renders a variant once, then serves the same bytes from the disk cache', async () => {
    const url = `/media/r/350x350-inside-q88/${product}.avif`;
    const first = await app.inject({ url });
    expect(first.statusCode, first.body.slice(0, 200)).toBe(200);
    expect(first.headers['content-type']).toBe('image/avif');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['last-modified']).toBeTruthy();

    const file = path.join(cacheDir, 'r', '350x350-inside-q88', ...product.split('/'));
    const onDisk = await stat(`${file}.avif`);
    const second = await app.inject({ url });
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect((await stat(`${file}.avif`)).mtimeMs).toBe(onDisk.mtimeMs); // not rendered again

    const meta = await sharp(second.rawPayload).metadata();
    expect([meta.compression, meta.width, meta.height]).toEqual(['av1', 350, 350]);

    const revalidated = await app.inject({
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('serves WebP, JPEG and PNG at their real sizes', async () => {
    const cases = [
      [`/media/r/180x180-inside-q88/${product}.webp`, 'image/webp', 'webp', 180, 180],
      [`/media/r/100x100-cover-q90/${product}.jpg`, 'image/jpeg', 'jpeg', 100, 100],
      [`/media/r/64x64-inside-q88/${logo}.png`, 'image/png', 'png', 64, 64],
      [`/media/r/800x500-cover-q88/${product}.webp`, 'image/webp', 'webp', 464, 290],
    ] as const;
    for (const [url, type, format, width, height] of cases) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe(type);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height], url).toEqual([format, width, height]);
    }
  });

  it('answers concurrent first requests with one render', async () => {
    const url = `/media/r/360x360-inside-q88/${product}.avif`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => app.inject({ url })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
    const folder = path.join(cacheDir, 'r', '360x360-inside-q88', 'images', 'products');
    expect((await readdir(folder)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it.each([
    ['a size outside the allow-list', () => `/media/r/351x351-inside-q88/${product}.avif`],
    ['another quality', () => `/media/r/350x350-inside-q50/${product}.avif`],
    ['an unknown format', () => `/media/r/350x350-inside-q88/${product}.gif`],
    ['a missing original', () => '/media/r/350x350-inside-q88/images/products/nope.webp.avif'],
    ['a folder', () => '/media/r/350x350-inside-q88/images/products.webp.avif'],
    ['no path', () => '/media/r/350x350-inside-q88/'],
    ['the cache itself', () => `/media/r/350x350-inside-q88/cache/r/x/${product}.avif.avif`],
  ])('answers 404 for %s', async (_label, url) => {
    const res = await app.inject({ url: url() });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it.each([
    '/media/r/350x350-inside-q88/../../../../etc/passwd.png.png',
    '/media/r/350x350-inside-q88/images/../../../etc/hostname.png.png',
    '/media/r/350x350-inside-q88/%2e%2e/%2e%2e/%2e%2e/etc/passwd.png.png',
    '/media/r/350x350-inside-q88/images%2F..%2F..%2F..%2Fetc%2Fpasswd.png.png',
    '/media/r/350x350-inside-q88/..%5C..%5Cetc%5Cpasswd.png.png',
    '/media/r/350x350-inside-q88/%252e%252e/etc/passwd.png.png',
    '/media/r/..%2F..%2F/images/products/x.webp.avif',
  ])('answers 404 for the traversal %s', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(404);
  });

  it('leaves the originals to the static handler', async () => {
    const res = await app.inject({ url: `/media/${product}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });
});
