/**
 * Two app processes on one S3-compatible bucket (a real s3rver): a picture uploaded through one
 * is served, resized and removable through the other (decision 039).
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../../src/modules/customers';
import { createS3Storage } from '../../../src/modules/media/s3-storage.adapter';
import { createTestApp } from '../../support/app';
import { multipartBody } from '../../support/multipart';
import { startS3 } from '../../support/s3';

type Started = Awaited<ReturnType<typeof createTestApp>>;
let s3: Awaited<ReturnType<typeof startS3>>;
let first: Started;
let second: Started;
let editor: Record<string, string>;
let png: Buffer;

beforeAll(async () => {
  s3 = await startS3('shop-shared');
  first = await createTestApp({ storage: createS3Storage(s3.settings) });
  second = await createTestApp({ storage: createS3Storage(s3.settings) });
  const [user] = await first.database.query<{ id: number }>(
    `insert into users (email, firstname, lastname, role)
     values ('editor-shared@example.test', 'Test', 'Editor', 'editor') returning id`,
  );
  const { token } = await openSession(first.database.db, user!.id, new Date());
  editor = { authorization: `Bearer ${token}` };
  png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await s3?.close();
});

describe('S3 storage shared by two apps', () => {
  it('serves at /media/ of one app what the other stored', async () => {
    const body = multipartBody([
      { name: 'file', filename: 'shared.png', contentType: 'image/png', data: png },
    ]);
    const res = await first.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { ...editor, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json().data as { url: string };

    const served = await second.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-length']).toBe(String(png.length));
    expect(served.rawPayload.equals(png)).toBe(true);

    const variant = await second.app.inject({
      url: url.replace('/media/', '/media/r/350x350-inside-q88/') + '.webp',
    });
    expect(variant.statusCode, variant.body).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');

    // Not on the local disk of either: the bucket holds it.
    const key = url.slice('/media/'.length);
    expect(await createS3Storage(s3.settings).exists(key)).toBe(true);
  });

  it('answers 404 for a missing file, a private key or an escape, on S3 as on disk', async () => {
    await createS3Storage(s3.settings).put('private/uploads/secret.pdf', Buffer.from('%PDF-1.7'));
    for (const url of [
      '/media/uploads/none.png',
      '/media/private/uploads/secret.pdf',
      '/media/../private/uploads/secret.pdf',
      '/media/uploads/%2e%2e/private/uploads/secret.pdf',
    ])
      expect((await second.app.inject({ url })).statusCode, url).toBe(404);
  });
});
