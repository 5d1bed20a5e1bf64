/**
 * Back office: a product's public PDFs (fitting instructions, data sheets) through
 * `/api/admin/products/{id}/documents` — attached from an upload sent with
 * `?purpose=catalogue_document`, titled in six languages, reordered and taken off; listed by
 * GET /api/products/{id} in the request's language and downloadable by anyone. Bad input (not
 * a PDF, too big, an unknown upload, a picture's upload, another product's document, a stale
 * version) answers a translated 4xx and changes nothing.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/shared/locale';
import { useBackOffice } from '../../support/back-office';
import { multipartBody } from '../../support/multipart';

const cast = useBackOffice('product-docs');
const { call, auditRows } = cast;

const six = (text: string) => Object.fromEntries(LOCALES.map((l) => [l, `${text} ${l}`]));
const pdf = (text = 'Notice de montage') =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Title (${text}) >> endobj\ntrailer << >>\n%%EOF\n`);

function sendFile(data: Buffer, filename: string, contentType: string, purpose?: string) {
  const body = multipartBody([{ name: 'file', filename, contentType, data }]);
  return cast.api.app.inject({
    method: 'POST',
    url: `/api/admin/uploads${purpose ? `?purpose=${purpose}` : ''}`,
    headers: { ...cast.as.editor, ...body.headers, language: 'fr' },
    payload: body.payload,
  });
}

async function uploadPdf(text?: string): Promise<number> {
  const res = await sendFile(pdf(text), 'notice.pdf', 'application/pdf', 'catalogue_document');
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().data).toMatchObject({
    purpose: 'catalogue_document',
    content_type: 'application/pdf',
    visibility: 'public',
  });
  return res.json().data.id as number;
}

type Product = {
  id: number;
  version: string;
  documents: Array<{ id: number; title: Record<string, string>; url: string; size: number }>;
};

let products: number[];
beforeAll(async () => {
  products = (
    await cast.api.database.query<{ id: number }>(
      `select id from products where is_active order by id limit 2`,
    )
  ).map((r) => r.id);
});

const documentCount = async () =>
  Number(
    (await cast.api.database.query<{ n: string }>(`select count(*) as n from documents`))[0]!.n,
  );

describe('back office: product documents', () => {
  it('attaches PDFs in six languages, reorders, retitles and removes them; the product page lists them', async () => {
    const [id] = products as [number];
    const first = await call('editor', 'POST', `/api/admin/products/${id}/documents`, {
      upload_id: await uploadPdf(),
      title: six('Notice de montage'),
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await call('editor', 'POST', `/api/admin/products/${id}/documents`, {
      upload_id: await uploadPdf('Fiche'),
      title: { fr: 'Fiche technique', en: 'Data sheet' },
      version: (first.json().data as Product).version,
    });
    expect(second.statusCode, second.body).toBe(201);
    const product = second.json().data as Product;
    expect(product.documents.map((d) => d.title.fr)).toEqual([
      'Notice de montage fr',
      'Fiche technique',
    ]);
    expect(product.documents[0]!.url).toMatch(/^\/media\/uploads\/\d{4}\/\d{2}\/[a-f0-9-]+\.pdf$/);

    // The shopper's view: title in the request's language (French when not written), size.
    const german = await cast.api.app.inject({
      url: `/api/products/${id}`,
      headers: { language: 'de' },
    });
    expect(german.statusCode).toBe(200);
    const documentation = german.json().data.documentation;
    expect(documentation.map((d: { title: string }) => d.title)).toEqual([
      'Notice de montage de',
      'Fiche technique',
    ]);
    expect(documentation[0].size).toBe(pdf().length);
    // A public document: anyone downloads it, as a PDF.
    const file = await cast.api.app.inject({ url: documentation[0].url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');

    const [a, b] = product.documents.map((d) => d.id) as [number, number];
    const reordered = await call('editor', 'PUT', `/api/admin/products/${id}/documents/order`, {
      ids: [b, a],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((reordered.json().data as Product).documents.map((d) => d.id)).toEqual([b, a]);

    const retitled = await call('editor', 'PUT', `/api/admin/products/${id}/documents/${a}`, {
      title: { fr: 'Montage', it: 'Montaggio' },
    });
    expect(retitled.statusCode, retitled.body).toBe(200);
    const italian = await cast.api.app.inject({
      url: `/api/products/${id}`,
      headers: { language: 'it' },
    });
    expect(italian.json().data.documentation.map((d: { title: string }) => d.title)).toEqual([
      'Fiche technique',
      'Montaggio',
    ]);

    // The file of a listed document cannot be deleted under it.
    const uploadId = (
      await cast.api.database.query<{ upload_id: number }>(
        `select upload_id from documents where id = $1`,
        [a],
      )
    )[0]!.upload_id;
    const inUse = await call('editor', 'DELETE', `/api/uploads/${uploadId}`);
    expect(inUse.statusCode).toBe(409);

    const removed = await call('editor', 'DELETE', `/api/admin/products/${id}/documents/${a}`);
    expect(removed.statusCode).toBe(204);
    const after = await call('editor', 'GET', `/api/admin/products/${id}`);
    expect((after.json().data as Product).documents.map((d) => d.id)).toEqual([b]);
    // Now unused, the file may go.
    expect((await call('editor', 'DELETE', `/api/uploads/${uploadId}`)).statusCode).toBe(204);

    for (const action of [
      'document.attach',
      'document.reorder',
      'document.title',
      'document.detach',
    ])
      expect((await auditRows(action)).length, action).toBeGreaterThan(0);
  });

  it('takes only PDFs of at most 10 MB as documents, and only documents as pictures', async () => {
    const png = await sharp({
      create: { width: 20, height: 20, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .png()
      .toBuffer();
    const notPdf = await sendFile(png, 'notice.pdf', 'application/pdf', 'catalogue_document');
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.body).toContain('PDF');
    const html = await sendFile(
      Buffer.from('<html><script>alert(1)</script></html>'),
      'notice.pdf',
      'application/pdf',
      'catalogue_document',
    );
    expect(html.statusCode).toBe(415);
    const big = Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    const tooBig = await sendFile(big, 'gros.pdf', 'application/pdf', 'catalogue_document');
    expect(tooBig.statusCode).toBe(413);
    // A PDF is not a picture: the default purpose still takes images only.
    expect((await sendFile(pdf(), 'notice.pdf', 'application/pdf')).statusCode).toBe(415);
    const unknownPurpose = await sendFile(pdf(), 'n.pdf', 'application/pdf', 'invoice');
    expect(unknownPurpose.statusCode).toBe(422);
    // Nobody else may send one (404 before the body is read).
    const body = multipartBody([
      { name: 'file', filename: 'n.pdf', contentType: 'application/pdf', data: pdf() },
    ]);
    const customer = await cast.api.app.inject({
      method: 'POST',
      url: '/api/admin/uploads?purpose=catalogue_document',
      headers: { ...cast.as.customer, ...body.headers },
      payload: body.payload,
    });
    expect(customer.statusCode).toBe(404);

    // A picture's upload cannot become a document, nor a document's a picture.
    const picture = await sendFile(png, 'p.png', 'image/png');
    expect(picture.statusCode).toBe(201);
    const [id] = products as [number];
    const before = await documentCount();
    const wrongKind = await cast.api.app.inject({
      method: 'POST',
      url: `/api/admin/products/${id}/documents`,
      headers: { ...cast.as.editor, language: 'en' },
      payload: { upload_id: picture.json().data.id, title: { fr: 'Photo' } },
    });
    expect(wrongKind.statusCode).toBe(422);
    expect(wrongKind.json().errors.upload_id[0]).toContain('PDF');
    const asPicture = await call('editor', 'POST', `/api/admin/products/${id}/images`, {
      upload_id: await uploadPdf(),
    });
    expect(asPicture.statusCode).toBe(422);
    expect(await documentCount()).toBe(before);
  });

  it('refuses unknown uploads, missing titles, other products’ documents and stale versions', async () => {
    const [id, other] = products as [number, number];
    const before = await documentCount();
    const unknown = await call('editor', 'POST', `/api/admin/products/${id}/documents`, {
      upload_id: 99_999_999,
      title: { fr: 'Notice' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['upload_id']);
    const noTitle = await call('editor', 'POST', `/api/admin/products/${id}/documents`, {
      upload_id: await uploadPdf(),
      title: { en: 'Only English', de: 'x'.repeat(151) },
    });
    expect(noTitle.statusCode).toBe(422);
    expect(Object.keys(noTitle.json().errors).sort()).toEqual(['title.de', 'title.fr']);
    const noUpload = await call('editor', 'POST', `/api/admin/products/${id}/documents`, {
      title: { fr: 'Notice' },
    });
    expect(noUpload.statusCode).toBe(422);
    expect(await documentCount()).toBe(before);

    // A document of the other product: not found through this one.
    const made = await call('editor', 'POST', `/api/admin/products/${other}/documents`, {
      upload_id: await uploadPdf(),
      title: { fr: 'Autre' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const foreign = (made.json().data as Product).documents.at(-1)!.id;
    const path = `/api/admin/products/${id}/documents/${foreign}`;
    expect((await call('editor', 'PUT', path, { title: { fr: 'Volé' } })).statusCode).toBe(404);
    expect((await call('editor', 'DELETE', path)).statusCode).toBe(404);
    const mine = ((await call('editor', 'GET', `/api/admin/products/${id}`)).json().data as Product)
      .documents;
    const order = await call('editor', 'PUT', `/api/admin/products/${id}/documents/order`, {
      ids: [...mine.map((d) => d.id), foreign],
    });
    expect(order.statusCode).toBe(422);
    const otherNow = (await call('editor', 'GET', `/api/admin/products/${other}`)).json()
      .data as Product;
    expect(otherNow.documents.at(-1)!.title.fr).toBe('Autre');

    // A page read before another save is refused.
    const stale = await call('editor', 'POST', `/api/admin/products/${other}/documents`, {
      upload_id: await uploadPdf(),
      title: { fr: 'Tard' },
      version: '2000-01-01 00:00:00+00',
    });
    expect(stale.statusCode).toBe(409);
    const staleDelete = await call(
      'editor',
      'DELETE',
      `/api/admin/products/${other}/documents/${foreign}?version=2000-01-01`,
    );
    expect(staleDelete.statusCode).toBe(409);
    expect(await documentCount()).toBe(before + 1);

    // Only editors: others get the 404 of a path that does not exist.
    for (const who of ['visitor', 'customer', 'staff'] as const)
      expect(
        (await call(who, 'POST', `/api/admin/products/${id}/documents`, { upload_id: 1 }))
          .statusCode,
      ).toBe(404);
  });
});
