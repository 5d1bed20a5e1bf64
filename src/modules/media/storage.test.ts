import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  absolutePathFor,
  fileExists,
  publicUrlFor,
  safeRelativePath,
  saveFile,
} from './storage.adapter';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('storage', () => {
  it('maps relative paths to /media URLs', () => {
    expect(publicUrlFor('images/brands/renault.webp')).toBe('/media/images/brands/renault.webp');
    expect(publicUrlFor('/images//a b.webp')).toBe('/media/images/a%20b.webp');
    expect(safeRelativePath('images\\x\\y.webp')).toBe('images/x/y.webp');
  });

  it('refuses paths that leave the storage folder', () => {
    for (const bad of ['../secret', 'images/../../x', '..', '', '.']) {
      expect(() => safeRelativePath(bad), bad).toThrow(/Invalid storage path/);
    }
    expect(absolutePathFor('/srv/storage', '/images/a.webp')).toBe(
      path.join('/srv/storage', 'images', 'a.webp'),
    );
  });

  it('saves files, creating folders', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
    dirs.push(dir);
    expect(await fileExists(dir, 'images/a/b.webp')).toBe(false);
    await saveFile(dir, 'images/a/b.webp', Buffer.from('hello'));
    expect(await fileExists(dir, 'images/a/b.webp')).toBe(true);
    expect(await readFile(path.join(dir, 'images', 'a', 'b.webp'), 'utf8')).toBe('hello');
  });
});
