/**
 * Back office: products (docs/api.md "Back office: products"), permission `catalogue`; anyone
 * else gets the 404 of a path that does not exist. Bodies are JSON; amounts in euros; texts per
 * language; a 422 lists every field's problem (translated by the `language` header) and writes
 * nothing; a `version` older than the product's last save answers 409.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import {
  addAdminDocument,
  addAdminImage,
  addAdminVariant,
  adminProductFilter,
  createAdminProduct,
  deleteAdminProduct,
  duplicateAdminProduct,
  getAdminProduct,
  listAdminProducts,
  postedVersion,
  readProductInput,
  readVariantInput,
  removeAdminDocument,
  removeAdminImage,
  removeAdminVariant,
  reorderAdminDocuments,
  reorderAdminImages,
  setAdminDocumentTitle,
  setAdminImageAlt,
  setAdminProductActive,
  updateAdminProduct,
  updateAdminVariant,
  type ImageOwner,
} from '../catalog';
import { requirePermission } from '../customers';
import type { FileStorage, ImageAlt } from '../media';
import { notFound, parseId, validationFailed } from '../../shared/http';

export interface ProductAdminDeps {
  db: Db;
  storage: FileStorage;
}

type Body = Record<string, unknown>;
const bodyOf = (request: FastifyRequest): Body => {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw validationFailed({ body: [{ key: 'invalid_value' }] });
  return body as Body;
};

const altOf = (value: unknown): ImageAlt =>
  value && typeof value === 'object' ? (value as ImageAlt) : {};

export function registerProductAdminRoutes(api: FastifyInstance, deps: ProductAdminDeps) {
  const { db, storage } = deps;
  const editor = (request: FastifyRequest) =>
    requirePermission(db, request.ctx.userId, 'catalogue');
  const product = async (id: number) => {
    const found = await getAdminProduct(db, id);
    if (!found) throw notFound();
    return found;
  };
  const imageOwner = (productId: number, raw: unknown): ImageOwner =>
    raw === undefined || raw === null || raw === ''
      ? { productId }
      : { productId, variantId: parseId(String(raw)) };

  api.get('/admin/products', async (request) => {
    await editor(request);
    const params = new URLSearchParams(request.query as Record<string, string>);
    const filter = adminProductFilter(params);
    const list = await listAdminProducts(db, request.ctx.locale, filter);
    return {
      data: list.rows,
      meta: {
        total: list.total,
        page: list.page,
        limit: list.pageSize,
        last_page: Math.max(1, Math.ceil(list.total / list.pageSize)),
      },
    };
  });

  api.post('/admin/products', async (request, reply) => {
    const actor = await editor(request);
    const input = await readProductInput(db, bodyOf(request));
    const id = await createAdminProduct(db, actor, input);
    return reply.status(201).send({ data: await product(id) });
  });

  api.get<{ Params: { id: string } }>('/admin/products/:id', async (request) => {
    await editor(request);
    return { data: await product(parseId(request.params.id)) };
  });

  api.put<{ Params: { id: string } }>('/admin/products/:id', async (request) => {
    const actor = await editor(request);
    const id = parseId(request.params.id);
    const body = bodyOf(request);
    const { draft } = await readProductInput(db, { ...body, variants: undefined });
    await updateAdminProduct(db, actor, id, draft, postedVersion(body.version));
    return { data: await product(id) };
  });

  api.patch<{ Params: { id: string } }>('/admin/products/:id', async (request) => {
    const actor = await editor(request);
    const id = parseId(request.params.id);
    const body = bodyOf(request);
    if (typeof body.is_active !== 'boolean')
      throw validationFailed({ is_active: [{ key: 'required' }] });
    await setAdminProductActive(db, actor, id, body.is_active, postedVersion(body.version));
    return { data: await product(id) };
  });

  api.delete<{ Params: { id: string } }>('/admin/products/:id', async (request, reply) => {
    const actor = await editor(request);
    await deleteAdminProduct(db, actor, parseId(request.params.id));
    return reply.status(204).send();
  });

  api.post<{ Params: { id: string } }>('/admin/products/:id/duplicate', async (request, reply) => {
    const actor = await editor(request);
    const copy = await duplicateAdminProduct(db, actor, parseId(request.params.id));
    return reply.status(201).send({ data: await product(copy) });
  });

  api.post<{ Params: { id: string } }>('/admin/products/:id/variants', async (request, reply) => {
    const actor = await editor(request);
    const id = parseId(request.params.id);
    const body = bodyOf(request);
    const draft = await readVariantInput(db, body);
    await addAdminVariant(db, actor, id, draft, postedVersion(body.version));
    return reply.status(201).send({ data: await product(id) });
  });

  api.put<{ Params: { id: string; variantId: string } }>(
    '/admin/products/:id/variants/:variantId',
    async (request) => {
      const actor = await editor(request);
      const id = parseId(request.params.id);
      const body = bodyOf(request);
      const draft = await readVariantInput(db, body);
      const variantId = parseId(request.params.variantId);
      await updateAdminVariant(db, actor, id, variantId, draft, postedVersion(body.version));
      return { data: await product(id) };
    },
  );

  api.delete<{ Params: { id: string; variantId: string } }>(
    '/admin/products/:id/variants/:variantId',
    async (request, reply) => {
      const actor = await editor(request);
      const id = parseId(request.params.id);
      await removeAdminVariant(db, actor, id, parseId(request.params.variantId));
      return reply.status(204).send();
    },
  );

  api.post<{ Params: { id: string } }>('/admin/products/:id/images', async (request, reply) => {
    const actor = await editor(request);
    const id = parseId(request.params.id);
    const body = bodyOf(request);
    const uploadId = Number(body.upload_id);
    if (!Number.isSafeInteger(uploadId) || uploadId <= 0)
      throw validationFailed({ upload_id: [{ key: 'required' }] });
    await addAdminImage(
      db,
      storage,
      actor,
      imageOwner(id, body.variant_id),
      uploadId,
      altOf(body.alt),
    );
    return reply.status(201).send({ data: await product(id) });
  });

  api.put<{ Params: { id: string } }>('/admin/products/:id/images/order', async (request) => {
    const actor = await editor(request);
    const id = parseId(request.params.id);
    const body = bodyOf(request);
    const ids = Array.isArray(body.ids) ? body.ids.map(Number) : null;
    if (!ids || !ids.every((n) => Number.isSafeInteger(n) && n > 0))
      throw validationFailed({ ids: [{ key: 'invalid_value' }] });
    await reorderAdminImages(db, actor, imageOwner(id, body.variant_id), ids);
    return { data: await product(id) };
  });

  api.put<{ Params: { id: string; imageId: string } }>(
    '/admin/products/:id/images/:imageId',
    async (request) => {
      const actor = await editor(request);
      const id = parseId(request.params.id);
      const body = bodyOf(request);
      const imageId = parseId(request.params.imageId);
      await setAdminImageAlt(db, actor, imageOwner(id, body.variant_id), imageId, altOf(body.alt));
      return { data: await product(id) };
    },
  );

  api.delete<{ Params: { id: string; imageId: string }; Querystring: { variant_id?: string } }>(
    '/admin/products/:id/images/:imageId',
    async (request, reply) => {
      const actor = await editor(request);
      const id = parseId(request.params.id);
      const owner = imageOwner(id, request.query.variant_id);
      await removeAdminImage(db, actor, owner, parseId(request.params.imageId));
      return reply.status(204).send();
    },
  );

  registerDocumentRoutes(api, db, editor, product);
}

const positiveIds = (raw: unknown): number[] => {
  const ids = Array.isArray(raw) ? raw.map(Number) : null;
  if (!ids || !ids.every((n) => Number.isSafeInteger(n) && n > 0))
    throw validationFailed({ ids: [{ key: 'invalid_value' }] });
  return ids;
};

/**
 * A product's public PDFs: attach an upload sent with `?purpose=catalogue_document`, retitle,
 * reorder, take off. `version` is optional as for the other writes (409 when older).
 */
function registerDocumentRoutes(
  api: FastifyInstance,
  db: Db,
  editor: (request: FastifyRequest) => Promise<number>,
  product: (id: number) => Promise<unknown>,
) {
  api.post<{ Params: { id: string } }>('/admin/products/:id/documents', async (request, reply) => {
    const actor = await editor(request);
    const id = parseId(request.params.id);
    const body = bodyOf(request);
    const uploadId = Number(body.upload_id);
    if (!Number.isSafeInteger(uploadId) || uploadId <= 0)
      throw validationFailed({ upload_id: [{ key: 'required' }] });
    const version = postedVersion(body.version);
    await addAdminDocument(db, actor, id, { uploadId, title: body.title }, version);
    return reply.status(201).send({ data: await product(id) });
  });

  api.put<{ Params: { id: string } }>('/admin/products/:id/documents/order', async (request) => {
    const actor = await editor(request);
    const id = parseId(request.params.id);
    const body = bodyOf(request);
    const ids = positiveIds(body.ids);
    await reorderAdminDocuments(db, actor, id, ids, postedVersion(body.version));
    return { data: await product(id) };
  });

  api.put<{ Params: { id: string; documentId: string } }>(
    '/admin/products/:id/documents/:documentId',
    async (request) => {
      const actor = await editor(request);
      const id = parseId(request.params.id);
      const body = bodyOf(request);
      const documentId = parseId(request.params.documentId);
      const version = postedVersion(body.version);
      await setAdminDocumentTitle(db, actor, id, documentId, body.title, version);
      return { data: await product(id) };
    },
  );

  api.delete<{ Params: { id: string; documentId: string }; Querystring: { version?: string } }>(
    '/admin/products/:id/documents/:documentId',
    async (request, reply) => {
      const actor = await editor(request);
      const id = parseId(request.params.id);
      const documentId = parseId(request.params.documentId);
      await removeAdminDocument(db, actor, id, documentId, postedVersion(request.query.version));
      return reply.status(204).send();
    },
  );
}
