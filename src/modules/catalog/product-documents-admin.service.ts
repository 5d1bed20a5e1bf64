/**
 * A product's public documents (fitting instructions, data sheets) through the media module
 * (which owns `documents`): attach an uploaded PDF with its title per language, retitle, put in
 * order, take one off. Each is a product save: the version is checked when the form or client
 * sends one, the audit entry written, and the product page shows the change at once.
 */
import type { Db } from '../../db/client';
import {
  attachDocument,
  detachDocuments,
  documentsOf,
  reorderDocuments,
  setDocumentTitle,
} from '../media';
import { notFound, validationFailed } from '../../shared/http';
import type { AdminDocument } from './product-admin.contract';
import { productSave } from './product-admin-save.service';
import { parseDocumentTitle } from './product-documents.rules';

const titleOf = (raw: unknown) => {
  const parsed = parseDocumentTitle(raw);
  if (!parsed.ok) throw validationFailed(parsed.errors);
  return parsed.value;
};

export async function adminDocuments(db: Db, productId: number): Promise<AdminDocument[]> {
  return (await documentsOf(db, 'product', productId)).map((d) => ({
    id: d.id,
    url: d.url,
    title: d.title,
    size: d.size,
    original_name: d.original_name,
    position: d.position,
    upload_id: d.upload_id,
  }));
}

export async function addAdminDocument(
  db: Db,
  actor: number,
  productId: number,
  input: { uploadId: number; title: unknown },
  version?: string,
): Promise<number> {
  const title = titleOf(input.title);
  const { documentId } = await productSave(
    db,
    actor,
    productId,
    async (tx) => {
      const attached = await attachDocument(tx, {
        ownerType: 'product',
        ownerId: productId,
        uploadId: input.uploadId,
        title,
      });
      if (typeof attached === 'string')
        throw validationFailed({
          upload_id: [
            {
              key:
                attached === 'upload_not_document'
                  ? 'catalogue_upload_not_document'
                  : 'catalogue_upload_unknown',
            },
          ],
        });
      return {
        productId,
        documentId: attached.id,
        audit: {
          action: 'document.attach',
          entity: 'document' as const,
          entityId: attached.id,
          after: { product_id: productId, upload_id: input.uploadId, title },
        },
      };
    },
    { version },
  );
  return documentId;
}

export async function setAdminDocumentTitle(
  db: Db,
  actor: number,
  productId: number,
  documentId: number,
  rawTitle: unknown,
  version?: string,
): Promise<void> {
  const title = titleOf(rawTitle);
  await productSave(
    db,
    actor,
    productId,
    async (tx) => {
      if (!(await setDocumentTitle(tx, 'product', productId, documentId, title))) throw notFound();
      return {
        productId,
        audit: {
          action: 'document.title',
          entity: 'document' as const,
          entityId: documentId,
          after: { title },
        },
      };
    },
    { version },
  );
}

export async function reorderAdminDocuments(
  db: Db,
  actor: number,
  productId: number,
  orderedIds: readonly number[],
  version?: string,
): Promise<void> {
  await productSave(
    db,
    actor,
    productId,
    async (tx) => {
      if (!(await reorderDocuments(tx, 'product', productId, orderedIds)))
        throw validationFailed({ ids: [{ key: 'invalid_value' }] });
      return {
        productId,
        audit: {
          action: 'document.reorder',
          entity: 'document' as const,
          entityId: productId,
          after: { product_id: productId, ids: orderedIds },
        },
      };
    },
    { version },
  );
}

/** Moves one document a place up or down (the editor's buttons). */
export async function moveAdminDocument(
  db: Db,
  actor: number,
  productId: number,
  documentId: number,
  step: -1 | 1,
  version?: string,
): Promise<void> {
  const ids = (await documentsOf(db, 'product', productId)).map((d) => d.id);
  const at = ids.indexOf(documentId);
  if (at < 0) throw notFound();
  const to = at + step;
  if (to < 0 || to >= ids.length) return;
  [ids[at], ids[to]] = [ids[to]!, ids[at]!];
  await reorderAdminDocuments(db, actor, productId, ids, version);
}

export async function removeAdminDocument(
  db: Db,
  actor: number,
  productId: number,
  documentId: number,
  version?: string,
): Promise<void> {
  await productSave(
    db,
    actor,
    productId,
    async (tx) => {
      if ((await detachDocuments(tx, 'product', productId, [documentId])) === 0) throw notFound();
      return {
        productId,
        audit: {
          action: 'document.detach',
          entity: 'document' as const,
          entityId: documentId,
          before: { product_id: productId },
        },
      };
    },
    { version },
  );
}
