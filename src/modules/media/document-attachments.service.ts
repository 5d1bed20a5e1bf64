/**
 * Public documents of catalogue records (a product's fitting instructions, data sheets): an
 * uploaded PDF (POST /api/admin/uploads?purpose=catalogue_document) becomes a document of one
 * owner with a title per language, is put in order, retitled or taken off. The media module owns
 * `documents` as it owns `images`; the owning module calls these inside its own transaction.
 * Taking a document off leaves the file to DELETE /api/uploads/{id}.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Locale } from '../../shared/locale';
import { documents, type DocumentOwnerType } from './media.tables';
import { detachOwned, nextPosition, reorderOwned, type OwnedList } from './owned-lists.repo';
import { uploadUrl } from './uploads.service';
import { uploads } from './uploads.tables';

const documentList: OwnedList = {
  table: documents,
  id: documents.id,
  ownerType: documents.ownerType,
  ownerId: documents.ownerId,
  position: documents.position,
};

export type DocumentTitle = Partial<Record<Locale, string>>;

export interface AttachedDocument {
  id: number;
  url: string;
  title: DocumentTitle;
  /** Bytes of the file (the storefront shows it beside the link). */
  size: number;
  original_name: string;
  position: number;
  upload_id: number;
}

export type DocumentAttachRefusal = 'upload_not_found' | 'upload_not_document';

const columns = {
  id: documents.id,
  ownerId: documents.ownerId,
  title: documents.title,
  position: documents.position,
  uploadId: documents.uploadId,
  storageKey: uploads.storageKey,
  visibility: uploads.visibility,
  sizeBytes: uploads.sizeBytes,
  originalName: uploads.originalName,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

const attachedFrom = (row: Row): AttachedDocument => ({
  id: row.id,
  url: uploadUrl({ id: row.uploadId, storageKey: row.storageKey, visibility: row.visibility }),
  title: row.title,
  size: row.sizeBytes,
  original_name: row.originalName,
  position: row.position,
  upload_id: row.uploadId,
});

/** Several owners' documents at once (a page of products), each list in position order. */
export async function documentsByOwner(
  db: Db,
  ownerType: DocumentOwnerType,
  ownerIds: readonly number[],
): Promise<Map<number, AttachedDocument[]>> {
  const byOwner = new Map<number, AttachedDocument[]>();
  if (ownerIds.length === 0) return byOwner;
  const rows = await db
    .select(columns)
    .from(documents)
    .innerJoin(uploads, eq(uploads.id, documents.uploadId))
    .where(and(eq(documents.ownerType, ownerType), inArray(documents.ownerId, [...ownerIds])))
    .orderBy(asc(documents.position), asc(documents.id));
  for (const row of rows) {
    const list = byOwner.get(row.ownerId) ?? [];
    list.push(attachedFrom(row));
    byOwner.set(row.ownerId, list);
  }
  return byOwner;
}

export async function documentsOf(
  db: Db,
  ownerType: DocumentOwnerType,
  ownerId: number,
): Promise<AttachedDocument[]> {
  return (await documentsByOwner(db, ownerType, [ownerId])).get(ownerId) ?? [];
}

/**
 * Makes an uploaded public PDF the owner's last document. The purpose is checked, not only the
 * type: a catalogue picture's upload is not a document, and a private file (a company's papers)
 * never becomes a public link.
 */
export async function attachDocument(
  tx: Db,
  input: { ownerType: DocumentOwnerType; ownerId: number; uploadId: number; title: DocumentTitle },
): Promise<AttachedDocument | DocumentAttachRefusal> {
  const [upload] = await tx.select().from(uploads).where(eq(uploads.id, input.uploadId));
  if (!upload || upload.visibility !== 'public') return 'upload_not_found';
  if (upload.contentType !== 'application/pdf' || upload.purpose !== 'catalogue_document')
    return 'upload_not_document';
  const position = await nextPosition(tx, documentList, input.ownerType, input.ownerId);
  const [row] = await tx
    .insert(documents)
    .values({
      ownerType: input.ownerType,
      ownerId: input.ownerId,
      uploadId: upload.id,
      title: input.title,
      position,
    })
    .returning();
  return {
    id: row!.id,
    url: uploadUrl(upload),
    title: row!.title,
    size: upload.sizeBytes,
    original_name: upload.originalName,
    position: row!.position,
    upload_id: upload.id,
  };
}

/**
 * Puts the owner's documents in the given order (ids first to last). Answers false, changing
 * nothing, unless the list names every document of the owner exactly once.
 */
export async function reorderDocuments(
  tx: Db,
  ownerType: DocumentOwnerType,
  ownerId: number,
  orderedIds: readonly number[],
): Promise<boolean> {
  return reorderOwned(tx, documentList, ownerType, ownerId, orderedIds);
}

/** Replaces a document's titles; false when the owner has no such document. */
export async function setDocumentTitle(
  tx: Db,
  ownerType: DocumentOwnerType,
  ownerId: number,
  documentId: number,
  title: DocumentTitle,
): Promise<boolean> {
  const rows = await tx
    .update(documents)
    .set({ title })
    .where(
      and(
        eq(documents.id, documentId),
        eq(documents.ownerType, ownerType),
        eq(documents.ownerId, ownerId),
      ),
    )
    .returning({ id: documents.id });
  return rows.length > 0;
}

/** Takes documents off their owner (all of them without ids); answers how many went. */
export async function detachDocuments(
  tx: Db,
  ownerType: DocumentOwnerType,
  ownerId: number,
  documentIds?: readonly number[],
): Promise<number> {
  return detachOwned(tx, documentList, ownerType, ownerId, documentIds);
}

/** Gives a copy of a record (a duplicated product) the same documents, in the same order. */
export async function copyDocuments(
  tx: Db,
  ownerType: DocumentOwnerType,
  fromOwnerId: number,
  toOwnerId: number,
): Promise<void> {
  await tx.execute(sql`insert into ${documents} (owner_type, owner_id, upload_id, title, position)
    select owner_type, ${toOwnerId}, upload_id, title, position
    from ${documents} where owner_type = ${ownerType} and owner_id = ${fromOwnerId}`);
}
