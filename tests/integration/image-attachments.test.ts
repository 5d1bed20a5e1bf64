/**
 * The back office's pictures of a record (media/image-attachments.service): an uploaded picture
 * becomes an owner's image with its real size, is put in order (only a complete order is
 * accepted), gets its text alternatives, is copied to a duplicate and taken off.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../src/modules/media';
import {
  attachImage,
  copyImages,
  detachImages,
  imagesOf,
  reorderImages,
  setImageAlt,
  type AttachedImage,
} from '../../src/modules/media/image-attachments.service';
import { storeUploads } from '../../src/modules/media/uploads.service';
import { createTestDatabase, type TestDatabase } from '../support/db';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

let test: TestDatabase;
let storage: ReturnType<typeof createLocalStorage>;
const OWNER = 900_001;

beforeAll(async () => {
  test = await createTestDatabase();
  storage = createLocalStorage(await mkdtemp(path.join(tmpdir(), 'attach-')));
});
afterAll(() => test?.cleanup());

async function uploadPicture(width: number, height: number, purpose = 'catalogue_image' as const) {
  const data = await sharp({
    create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  const [row] = await storeUploads(test.database.db, storage, {
    purpose,
    files: [{ field: 'file', name: 'p.png', type: 'png', data, sha256: 'x' }],
    ownerUserId: null,
    now: new Date(),
  });
  return row!.id;
}

describe('image attachments', () => {
  let first: AttachedImage;
  let second: AttachedImage;

  it('attaches uploads in order with their measured size and cleaned alternatives', async () => {
    const db = test.database.db;
    first = (await attachImage(db, storage, {
      ownerType: 'product',
      ownerId: OWNER,
      uploadId: await uploadPicture(64, 48),
      alt: { fr: '  Housse avant  ', en: '', de: 'Sitzbezug' },
    })) as AttachedImage;
    second = (await attachImage(db, storage, {
      ownerType: 'product',
      ownerId: OWNER,
      uploadId: await uploadPicture(30, 40),
    })) as AttachedImage;
    expect(first).toMatchObject({ width: 64, height: 48, position: 0 });
    expect(first.alt).toEqual({ fr: 'Housse avant', de: 'Sitzbezug' });
    expect(first.url).toMatch(/^\/media\//);
    expect(second).toMatchObject({ width: 30, height: 40, position: 1 });
  });

  it('refuses an upload that does not exist', async () => {
    const refused = await attachImage(test.database.db, storage, {
      ownerType: 'product',
      ownerId: OWNER,
      uploadId: 987_654,
    });
    expect(refused).toBe('upload_not_found');
  });

  it('reorders only with the complete list of the owner’s images', async () => {
    const db = test.database.db;
    expect(await reorderImages(db, 'product', OWNER, [second.id])).toBe(false);
    expect(await reorderImages(db, 'product', OWNER, [second.id, second.id])).toBe(false);
    expect(await reorderImages(db, 'product', OWNER, [second.id, first.id, 1])).toBe(false);
    expect((await imagesOf(db, 'product', OWNER)).map((i) => i.id)).toEqual([first.id, second.id]);
    expect(await reorderImages(db, 'product', OWNER, [second.id, first.id])).toBe(true);
    expect((await imagesOf(db, 'product', OWNER)).map((i) => i.id)).toEqual([second.id, first.id]);
  });

  it('sets alternatives on the owner’s own image only', async () => {
    const db = test.database.db;
    expect(await setImageAlt(db, 'product', OWNER + 1, first.id, { fr: 'x' })).toBe(false);
    expect(await setImageAlt(db, 'product', OWNER, first.id, { en: 'Front cover' })).toBe(true);
    const [, updated] = await imagesOf(db, 'product', OWNER);
    expect(updated!.alt).toEqual({ en: 'Front cover' });
  });

  it('copies to a duplicate and takes images off', async () => {
    const db = test.database.db;
    await copyImages(db, 'product', OWNER, OWNER + 2);
    const copies = await imagesOf(db, 'product', OWNER + 2);
    expect(copies.map((i) => i.url)).toEqual(
      (await imagesOf(db, 'product', OWNER)).map((i) => i.url),
    );
    expect(await detachImages(db, 'product', OWNER, [first.id])).toBe(1);
    expect((await imagesOf(db, 'product', OWNER)).map((i) => i.id)).toEqual([second.id]);
    expect(await detachImages(db, 'product', OWNER + 2)).toBe(2);
  });
});
