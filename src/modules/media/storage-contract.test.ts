/**
 * One contract, two drivers: the local folder and S3-compatible storage (a real s3rver started
 * here). Whatever the driver, the shop's code sees the same answers.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3 } from '../../../tests/support/s3';
import { renderImageFiles } from './placeholder-files.service';
import { createS3Storage } from './s3-storage.adapter';
import { createLocalStorage, type FileStorage } from './storage.adapter';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const drivers: Array<[string, () => Promise<FileStorage>]> = [
  [
    'local folder',
    async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'storage-contract-'));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      return createLocalStorage(dir);
    },
  ],
  [
    'S3-compatible (s3rver)',
    async () => {
      const s3 = await startS3();
      cleanups.push(s3.close);
      return createS3Storage(s3.settings);
    },
  ],
];

describe.each(drivers)('file storage: %s', (_name, make) => {
  let storage: FileStorage;
  beforeAll(async () => {
    storage = await make();
  });

  it('stores bytes under a key and gives them back with type, length and tag', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    expect(await storage.exists('uploads/a/b.png')).toBe(false);
    await storage.put('uploads/a/b.png', bytes);
    expect(await storage.exists('uploads/a/b.png')).toBe(true);
    expect(await storage.readBuffer('uploads/a/b.png')).toEqual(bytes);
    const info = await storage.info('uploads/a/b.png');
    expect(info).toMatchObject({ contentType: 'image/png', size: bytes.length });
    expect(info!.etag).toMatch(/^".+"$/);
    expect(info!.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const file = await storage.read('uploads/a/b.png');
    expect(file).toMatchObject({ contentType: 'image/png', size: bytes.length });
    const chunks: Buffer[] = [];
    for await (const chunk of file!.body) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks)).toEqual(bytes);
  });

  it('replaces a file whole under the same key', async () => {
    await storage.put('notes/x.txt', Buffer.from('first version'));
    await storage.put('notes/x.txt', Buffer.from('second'));
    const file = await storage.read('notes/x.txt');
    expect(file?.size).toBe(6);
    expect(await text(file!.body)).toBe('second');
    expect(file?.contentType).toBe('text/plain; charset=utf-8');
  });

  it('answers null for a missing file, and deleting one twice is fine', async () => {
    expect(await storage.read('missing/none.jpg')).toBeNull();
    expect(await storage.readBuffer('missing/none.jpg')).toBeNull();
    expect(await storage.info('missing/none.jpg')).toBeNull();
    await storage.put('gone/soon.pdf', Buffer.from('%PDF-1.7'));
    await storage.delete('gone/soon.pdf');
    await storage.delete('gone/soon.pdf');
    expect(await storage.exists('gone/soon.pdf')).toBe(false);
    expect(await storage.read('gone/soon.pdf')).toBeNull();
  });

  it('types files by the key and treats an unknown extension as bytes', async () => {
    await storage.put('kinds/a.webp', Buffer.from('RIFF0000WEBP'));
    await storage.put('kinds/b.bin', Buffer.from('??'));
    expect((await storage.info('kinds/a.webp'))?.contentType).toBe('image/webp');
    expect((await storage.info('kinds/b.bin'))?.contentType).toBe('application/octet-stream');
  });

  it('normalises keys and refuses any that leaves the storage', async () => {
    await storage.put('/norm//c.jpg', Buffer.from([0xff, 0xd8, 0xff]));
    expect(await storage.exists('norm/c.jpg')).toBe(true);
    for (const bad of ['../escape.txt', 'a/../../escape.txt', '..', '']) {
      await expect(storage.put(bad, Buffer.from('x')), bad).rejects.toThrow(/Invalid storage path/);
      await expect(storage.read(bad), bad).rejects.toThrow(/Invalid storage path/);
    }
  });

  it('never shows a file still being written', async () => {
    expect(await storage.read('uploads/a/b.png.1234.abcd.tmp')).toBeNull();
  });
});

describe('local folder', () => {
  it('leaves no temporary file behind', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'storage-contract-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const storage = createLocalStorage(dir);
    await Promise.all(
      Array.from({ length: 5 }, (_, i) => storage.put('same/key.txt', Buffer.from(`v${i}`))),
    );
    expect(await readdir(path.join(dir, 'same'))).toEqual(['key.txt']);
  });
});

describe('two S3 storages on one bucket (two app processes)', () => {
  it('see each other’s files at once', async () => {
    const s3 = await startS3('shared');
    cleanups.push(s3.close);
    const first = createS3Storage(s3.settings);
    const second = createS3Storage(s3.settings);
    await first.put('uploads/shared.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    expect(await second.readBuffer('uploads/shared.jpg')).toEqual(
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    );
    await second.delete('uploads/shared.jpg');
    expect(await first.exists('uploads/shared.jpg')).toBe(false);
  });

  it('keeps shops apart with a key prefix', async () => {
    const s3 = await startS3('prefixed');
    cleanups.push(s3.close);
    const shopA = createS3Storage({ ...s3.settings, prefix: 'shop-a' });
    const shopB = createS3Storage({ ...s3.settings, prefix: 'shop-b' });
    await shopA.put('uploads/x.png', Buffer.from('a'));
    expect(await shopB.exists('uploads/x.png')).toBe(false);
    expect(await shopA.exists('uploads/x.png')).toBe(true);
  });
});

describe('demo pictures on S3', () => {
  it('are written to the bucket once (a second seed skips them)', async () => {
    const s3 = await startS3('seeded');
    cleanups.push(s3.close);
    const storage = createS3Storage(s3.settings);
    const jobs = [
      {
        relativePath: 'images/brands/demo.webp',
        svg: () => '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>',
      },
    ];
    expect(await renderImageFiles(storage, jobs)).toEqual({ created: 1, skipped: 0 });
    expect((await storage.info('images/brands/demo.webp'))?.contentType).toBe('image/webp');
    expect(await renderImageFiles(storage, jobs)).toEqual({ created: 0, skipped: 1 });
  });
});
