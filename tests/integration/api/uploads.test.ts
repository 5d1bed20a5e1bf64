/**
 * Multipart uploads (decision 039): a back-office picture stored through the storage and served
 * at /media/, refusals by content (413/415/422/400) that store nothing, private downloads for
 * the uploader and staff only, removal, and other API writes still refusing multipart.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../../src/modules/media';
import { deleteUpload, storeUploads } from '../../../src/modules/media/uploads.service';
import { useBackOffice } from '../../support/back-office';
import { multipartBody, type FormPart } from '../../support/multipart';

const cast = useBackOffice('uploads');
const { as, ids, call, auditRows } = cast;

let png: Buffer;
let jpeg: Buffer;
let webp: Buffer;
beforeAll(async () => {
  const picture = sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 30 } },
  });
  png = await picture.clone().png().toBuffer();
  jpeg = await picture.clone().jpeg().toBuffer();
  webp = await picture.clone().webp().toBuffer();
});

function upload(who: keyof typeof as | Record<string, string>, parts: FormPart[], language = 'en') {
  const body = multipartBody(parts);
  return cast.api.app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    headers: { ...(typeof who === 'string' ? as[who] : who), ...body.headers, language },
    payload: body.payload,
  });
}

const file = (data: Buffer | string, filename = 'photo.png', contentType = 'image/png') => ({
  name: 'file',
  filename,
  contentType,
  data,
});

/** Every file under the storage's uploads folders, and every uploads row. */
async function stored() {
  const root = cast.api.storageDir;
  const list = async (dir: string): Promise<string[]> => {
    try {
      return await readdir(dir, { recursive: true });
    } catch {
      return [];
    }
  };
  const files = [
    ...(await list(path.join(root, 'uploads'))),
    ...(await list(path.join(root, 'private'))),
  ].filter((name) => /\.\w+$/.test(name));
  const [{ count }] = (await cast.api.database.query<{ count: number }>(
    'select count(*)::int as count from uploads',
  )) as [{ count: number }];
  return { files: files.length, rows: count };
}

describe('POST /api/admin/uploads', () => {
  it('stores a picture from an editor publicly, audited, and serves it at /media/', async () => {
    const res = await upload('editor', [file(png, '../../Photo été 2026.PNG')]);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      content_type: 'image/png',
      size: png.length,
      visibility: 'public',
      purpose: 'catalogue_image',
      original_name: 'Photo ete 2026.PNG',
    });
    expect(data.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(data.url).toMatch(/^\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);

    const served = await cast.api.app.inject({ url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000');
    expect(served.rawPayload.equals(png)).toBe(true);
    const again = await cast.api.app.inject({
      url: data.url,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // The image pipeline resizes it like any catalogue picture.
    const variant = await cast.api.app.inject({
      url: data.url.replace('/media/', '/media/r/350x350-inside-q88/') + '.webp',
    });
    expect(variant.statusCode, variant.body).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');

    const audit = (await auditRows('upload.create')).filter((r) => r.entity_id === String(data.id));
    expect(audit).toEqual([
      expect.objectContaining({
        actor_user_id: ids.editor,
        after: expect.objectContaining({ sha256: data.sha256, purpose: 'catalogue_image' }),
      }),
    ]);
  });

  it('takes JPEG and WebP from the owner, typed by their bytes whatever the name says', async () => {
    const jpg = await upload('owner', [file(jpeg, 'scan.pdf', 'application/pdf')]);
    expect(jpg.statusCode, jpg.body).toBe(201);
    expect(jpg.json().data).toMatchObject({
      content_type: 'image/jpeg',
      original_name: 'scan.pdf',
    });
    expect(jpg.json().data.url).toMatch(/\.jpg$/);
    const wp = await upload('owner', [file(webp, 'noname', 'application/octet-stream')]);
    expect(wp.statusCode, wp.body).toBe(201);
    expect(wp.json().data.url).toMatch(/\.webp$/);
  });

  it('answers 404 to visitors, customers and staff without the catalogue permission, storing nothing', async () => {
    const before = await stored();
    for (const who of ['visitor', 'customer', 'staff'] as const) {
      const res = await upload(who, [file(png)]);
      expect(res.statusCode, who).toBe(404);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses what the file is not, too large, too many, empty or missing, storing nothing', async () => {
    const before = await stored();
    const cases: Array<[string, FormPart[], number, string, string]> = [
      [
        'text named .png',
        [file('just some text', 'photo.png')],
        415,
        'en',
        'Accepted types: JPEG, PNG, WEBP',
      ],
      [
        'HTML claiming to be an image',
        [file('<html><script>x</script>', 'a.jpg', 'image/jpeg')],
        415,
        'fr',
        'Types acceptés',
      ],
      [
        'a PDF',
        [file(Buffer.from('%PDF-1.7\n%âãÏÓ\n'), 'doc.pdf', 'application/pdf')],
        415,
        'de',
        'Dateityp',
      ],
      [
        'an SVG',
        [file('<svg xmlns="http://www.w3.org/2000/svg"/>', 'logo.svg', 'image/svg+xml')],
        415,
        'en',
        'not accepted',
      ],
      [
        'RIFF that is not WebP',
        [file(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt '), 'a.webp', 'image/webp')],
        415,
        'en',
        'not accepted',
      ],
      ['empty', [file(Buffer.alloc(0))], 422, 'es', 'vacío'],
      ['two files', [file(png), file(png, 'b.png')], 413, 'it', 'massimo 1'],
      ['no file', [{ name: 'title', data: 'hello' }], 422, 'pt', 'Nenhum ficheiro'],
      ['a file in another field', [{ ...file(png), name: 'picture' }], 422, 'en', 'errors'],
      [
        'too large',
        [file(Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]))],
        413,
        'en',
        'maximum 10 MB',
      ],
    ];
    for (const [label, parts, status, language, text] of cases) {
      const res = await upload('editor', parts, language);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(status);
      const body = res.json();
      expect(JSON.stringify(body), label).toContain(text);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a control character in a text field with 422', async () => {
    const res = await upload('editor', [{ name: 'title', data: 'a\u0000b' }, file(png)]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.title).toBeDefined();
  });

  it('answers 400 to a malformed multipart body, never 500', async () => {
    const complete = multipartBody([file(png)]);
    const bodies: Array<[string, Buffer, string]> = [
      ['cut in the middle', complete.payload.subarray(0, 120), complete.headers['content-type']],
      ['no boundary', complete.payload, 'multipart/form-data'],
      ['wrong boundary', complete.payload, 'multipart/form-data; boundary=other'],
      ['garbage', Buffer.from('not a multipart body at all'), complete.headers['content-type']],
    ];
    for (const [label, payload, type] of bodies) {
      const res = await cast.api.app.inject({
        method: 'POST',
        url: '/api/admin/uploads',
        headers: { ...as.editor, 'content-type': type },
        payload,
      });
      expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
    }
  });

  it('leaves every other API write refusing multipart with 415', async () => {
    const body = multipartBody([{ name: 'email', data: 'a@example.test' }]);
    for (const url of [
      '/api/auth/token',
      '/api/users',
      '/api/admin/orders/1/cancel',
      '/api/nowhere',
    ]) {
      const res = await cast.api.app.inject({
        method: 'POST',
        url,
        headers: { ...as.editor, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, url).toBe(415);
    }
  });
});

describe('private files: GET /api/uploads/{id}/download and DELETE /api/uploads/{id}', () => {
  /** A private file of a customer (the kind later features will keep: company documents). */
  async function privateUpload(ownerId: number) {
    const storage = createLocalStorage(cast.api.storageDir);
    const [row] = await storeUploads(cast.api.database.db, storage, {
      purpose: 'catalogue_image',
      files: [
        { field: 'file', name: 'Kbis société.png', type: 'png', data: png, sha256: 'x'.repeat(64) },
      ],
      ownerUserId: ownerId,
      now: new Date(),
    });
    await cast.api.database.query(
      `update uploads set visibility = 'private', storage_key = 'private/' || storage_key where id = $1`,
      [row!.id],
    );
    await storage.put(`private/${row!.storageKey}`, png);
    await storage.delete(row!.storageKey);
    return { id: row!.id, key: `private/${row!.storageKey}` };
  }

  it('sends a private file to its uploader and to staff with the permission only', async () => {
    const owner = await cast.person('customer', 'uploads-owner@example.test');
    const other = await cast.person('customer', 'uploads-other@example.test');
    const { id, key } = await privateUpload(owner.id);
    const url = `/api/uploads/${id}/download`;

    const mine = await call(owner.headers, 'GET', url);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['content-disposition']).toBe(
      `attachment; filename="Kbis societe.png"; filename*=UTF-8''Kbis%20societe.png`,
    );
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.rawPayload.equals(png)).toBe(true);
    expect((await call('editor', 'GET', url)).statusCode).toBe(200);
    expect((await call('owner', 'GET', url)).statusCode).toBe(200);
    for (const who of [other.headers, as.visitor, as.staff])
      expect((await call(who, 'GET', url)).statusCode).toBe(404);
    // Never at /media/, whatever the path says.
    for (const media of [`/media/${key}`, `/media/uploads/../${key}`, `/media/%2e%2e/${key}`])
      expect((await cast.api.app.inject({ url: media })).statusCode, media).toBe(404);
    for (const bad of [
      '/api/uploads/0/download',
      '/api/uploads/abc/download',
      '/api/uploads/99999999/download',
    ])
      expect((await call('owner', 'GET', bad)).statusCode, bad).toBe(404);
  });

  it('lets the uploader remove the file: row and bytes gone, others get 404', async () => {
    const owner = await cast.person('customer', 'uploads-remover@example.test');
    const other = await cast.person('customer', 'uploads-stranger@example.test');
    const { id, key } = await privateUpload(owner.id);
    const storage = createLocalStorage(cast.api.storageDir);
    expect((await call(other.headers, 'DELETE', `/api/uploads/${id}`)).statusCode).toBe(404);
    expect((await call('visitor', 'DELETE', `/api/uploads/${id}`)).statusCode).toBe(404);
    expect(await storage.exists(key)).toBe(true);
    expect((await call(owner.headers, 'DELETE', `/api/uploads/${id}`)).statusCode).toBe(204);
    expect(await storage.exists(key)).toBe(false);
    expect((await call(owner.headers, 'GET', `/api/uploads/${id}/download`)).statusCode).toBe(404);
    expect((await call(owner.headers, 'DELETE', `/api/uploads/${id}`)).statusCode).toBe(404);
  });

  it('lets an editor remove a catalogue picture, audited', async () => {
    const res = await upload('editor', [file(png)]);
    const { id, url } = res.json().data;
    expect((await call('staff', 'DELETE', `/api/uploads/${id}`)).statusCode).toBe(404);
    expect((await call('owner', 'DELETE', `/api/uploads/${id}`)).statusCode).toBe(204);
    expect((await cast.api.app.inject({ url })).statusCode).toBe(404);
    const audit = (await auditRows('upload.delete')).filter((r) => r.entity_id === String(id));
    expect(audit).toEqual([expect.objectContaining({ actor_user_id: ids.owner, after: null })]);
  });

  it('keeps the file when a state rule refuses its removal (the hook for later features)', async () => {
    const owner = await cast.person('customer', 'uploads-locked@example.test');
    const { id, key } = await privateUpload(owner.id);
    const storage = createLocalStorage(cast.api.storageDir);
    const outcome = await deleteUpload(cast.api.database.db, storage, id, {
      allowed: async () => false,
    });
    expect(outcome).toMatchObject({ deleted: null, refused: true });
    expect(await storage.exists(key)).toBe(true);
    expect((await call(owner.headers, 'GET', `/api/uploads/${id}/download`)).statusCode).toBe(200);
  });

  it('removes the bytes again when the row cannot be written (no orphan)', async () => {
    const storage = createLocalStorage(cast.api.storageDir);
    const before = await stored();
    await expect(
      storeUploads(cast.api.database.db, storage, {
        purpose: 'catalogue_image',
        files: [{ field: 'file', name: 'a.png', type: 'png', data: png, sha256: 'y'.repeat(64) }],
        ownerUserId: 987_654_321, // no such user: the foreign key fails the insert
        now: new Date(),
      }),
    ).rejects.toThrow();
    expect(await stored()).toEqual(before);
  });
});
