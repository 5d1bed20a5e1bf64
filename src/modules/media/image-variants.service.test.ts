import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseVariantPath } from './image-variants.rules';
import { createImageVariantService } from './image-variants.service';
import { saveFile } from './storage.adapter';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'variants-test-'));
  const photo = await sharp({
    create: { width: 800, height: 450, channels: 3, background: '#b3222c' },
  })
    .webp()
    .toBuffer();
  await saveFile(path.join(dir, 'storage'), 'images/photo.webp', photo);
  const logo = await sharp({
    create: { width: 200, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .png()
    .toBuffer();
  await saveFile(path.join(dir, 'storage'), 'images/logo.png', logo);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const variant = (rest: string) => {
  const parsed = parseVariantPath(rest);
  if (!parsed) throw new Error(`not a variant: ${rest}`);
  return parsed;
};

async function allFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

describe('image variant service', () => {
  it('renders concurrent first requests once, then serves the file from disk', async () => {
    const service = createImageVariantService({ storageDir: path.join(dir, 'storage') });
    const wanted = variant('350x350-inside-q88/images/photo.webp.avif');
    const files = await Promise.all(Array.from({ length: 8 }, () => service.file(wanted)));
    expect(service.stats.renders).toBe(1);
    const first = files[0]!;
    expect(files.every((f) => f?.absolutePath === first.absolutePath)).toBe(true);
    expect(first.absolutePath).toBe(
      path.join(dir, 'storage', 'cache', 'r', '350x350-inside-q88', 'images', 'photo.webp.avif'),
    );
    const meta = await sharp(first.absolutePath).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['heif', 350, 197]);
    expect(meta.compression).toBe('av1');

    const again = await service.file(wanted);
    expect(service.stats.renders).toBe(1);
    expect(again?.modifiedAt).toEqual(first.modifiedAt);
    expect((await allFiles(service.cacheDir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('crops with cover and never enlarges', async () => {
    const service = createImageVariantService({
      storageDir: path.join(dir, 'storage'),
      cacheDir: path.join(dir, 'other-cache'),
    });
    const crop = await service.file(variant('100x100-cover-q90/images/photo.webp.webp'));
    expect(await sharp(crop!.absolutePath).metadata()).toMatchObject({
      format: 'webp',
      width: 100,
      height: 100,
    });
    const big = await service.file(variant('1200x0-inside-q88/images/photo.webp.jpg'));
    expect(await sharp(big!.absolutePath).metadata()).toMatchObject({
      format: 'jpeg',
      width: 800,
      height: 450,
    });
    const logo = await service.file(variant('128x128-inside-q88/images/logo.png.png'));
    expect(await sharp(logo!.absolutePath).metadata()).toMatchObject({
      format: 'png',
      width: 128,
      height: 128,
      hasAlpha: true,
    });
    expect(service.stats.renders).toBe(3);
  });

  it('answers null for a missing original and writes nothing', async () => {
    const cacheDir = path.join(dir, 'missing-cache');
    const service = createImageVariantService({ storageDir: path.join(dir, 'storage'), cacheDir });
    expect(await service.file(variant('350x350-inside-q88/images/nope.webp.avif'))).toBeNull();
    expect(await stat(cacheDir).catch(() => null)).toBeNull();
    expect(service.stats.renders).toBe(0);
  });
});
