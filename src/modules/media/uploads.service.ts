import { randomUUID } from 'node:crypto';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../audit';
import { FILE_TYPES, type FileType } from './file-types.rules';
import { publicUrlFor, type FileStorage } from './storage.adapter';
import { UPLOAD_PURPOSES, uploadKey, type UploadPurposeName } from './upload-purposes.rules';
import { documents, images } from './media.tables';
import { uploads, type UploadRow } from './uploads.tables';

/** A file as received: whole in memory, its type sniffed from its first bytes, its name cleaned. */
export interface ReceivedFile {
  field: string;
  /** The client's file name, sanitised (safeFileName); never used as a storage key. */
  name: string;
  type: FileType;
  data: Buffer;
  sha256: string;
}

export interface UploadDto {
  id: number;
  url: string;
  original_name: string;
  content_type: string;
  size: number;
  sha256: string;
  visibility: 'public' | 'private';
  purpose: string;
  created_at: string;
}

/** A public file's /media/ URL; a private one's download route (checked there). */
export function uploadUrl(row: Pick<UploadRow, 'id' | 'storageKey' | 'visibility'>): string {
  return row.visibility === 'public'
    ? publicUrlFor(row.storageKey)
    : `/api/uploads/${row.id}/download`;
}

export function uploadDto(row: UploadRow): UploadDto {
  return {
    id: row.id,
    url: uploadUrl(row),
    original_name: row.originalName,
    content_type: row.contentType,
    size: row.sizeBytes,
    sha256: row.sha256,
    visibility: row.visibility as 'public' | 'private',
    purpose: row.purpose,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Keeps received files for a purpose: the bytes go to the storage first, then one transaction
 * writes their rows (and the audit entries when an actor is named). If the transaction fails,
 * the files just written are removed again, so a refused or failed request leaves no orphan.
 */
export async function storeUploads(
  db: Db,
  storage: FileStorage,
  input: {
    purpose: UploadPurposeName;
    files: readonly ReceivedFile[];
    ownerUserId: number | null;
    /** Staff acting: the upload is recorded in the audit log. */
    auditActorUserId?: number | null;
    now: Date;
    /**
     * Another module's rows about these files (a company's document), written in the same
     * transaction: if it throws, nothing is kept, the bytes included.
     */
    alongside?: (tx: Db, rows: UploadRow[]) => Promise<void>;
  },
): Promise<UploadRow[]> {
  const purpose = UPLOAD_PURPOSES[input.purpose];
  const keyed = input.files.map((file) => ({
    file,
    key: uploadKey(purpose.visibility, file.type, randomUUID(), input.now),
  }));
  const written: string[] = [];
  try {
    for (const { file, key } of keyed) {
      await storage.put(key, file.data);
      written.push(key);
    }
    return await db.transaction(async (tx) => {
      const rows = await tx
        .insert(uploads)
        .values(
          keyed.map(({ file, key }) => ({
            storageKey: key,
            originalName: file.name,
            contentType: FILE_TYPES[file.type].contentType,
            sizeBytes: file.data.length,
            sha256: file.sha256,
            visibility: purpose.visibility,
            ownerUserId: input.ownerUserId,
            purpose: input.purpose,
            createdAt: input.now,
          })),
        )
        .returning();
      if (input.auditActorUserId !== undefined)
        for (const row of rows)
          await recordAudit(tx, {
            actorUserId: input.auditActorUserId,
            action: 'upload.create',
            entity: 'upload',
            entityId: row.id,
            before: null,
            after: auditView(row),
          });
      if (input.alongside) await input.alongside(tx as unknown as Db, rows);
      return rows;
    });
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
}

/** Several uploads by id (another module's list of files: a company's documents). */
export async function findUploads(db: Db, ids: readonly number[]): Promise<UploadRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(uploads)
    .where(inArray(uploads.id, [...ids]));
}

export async function findUpload(db: Db, id: number): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row ?? null;
}

/**
 * Removes an upload: its row (audited when an actor is named) in one transaction, then its
 * bytes. `allowed` runs inside the transaction on the locked row (a later feature's state rule,
 * e.g. "a company document only while pending"); returning false refuses with nothing changed.
 * A file whose bytes cannot be removed after the commit is logged by the caller: the row is
 * gone, so nothing links to it any more.
 */
export async function deleteUpload(
  db: Db,
  storage: FileStorage,
  id: number,
  options: {
    auditActorUserId?: number | null;
    allowed?: (tx: Db, row: UploadRow) => Promise<boolean>;
  } = {},
): Promise<{
  deleted: UploadRow | null;
  refused: boolean;
  inUse?: boolean;
  storageError?: unknown;
}> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(uploads).where(eq(uploads.id, id)).for('update');
    if (!row) return { deleted: null, refused: false };
    // A picture of the catalogue or of the content still shows this file: take it off first
    // (its page would show a broken image). `images` is this module's, no hook needed.
    const [used] = await tx
      .select({ id: images.id })
      .from(images)
      .where(eq(images.uploadId, row.id))
      .limit(1);
    // Same for a product's document (its foreign key would refuse anyway, as a 500).
    const [listed] = used
      ? [used]
      : await tx
          .select({ id: documents.id })
          .from(documents)
          .where(eq(documents.uploadId, row.id))
          .limit(1);
    if (listed) return { deleted: null, refused: true, inUse: true };
    if (options.allowed && !(await options.allowed(tx, row)))
      return { deleted: null, refused: true };
    await tx.delete(uploads).where(eq(uploads.id, id));
    if (options.auditActorUserId !== undefined)
      await recordAudit(tx, {
        actorUserId: options.auditActorUserId,
        action: 'upload.delete',
        entity: 'upload',
        entityId: row.id,
        before: auditView(row),
        after: null,
      });
    return { deleted: row, refused: false };
  });
  if (!outcome.deleted) return outcome;
  try {
    await storage.delete(outcome.deleted.storageKey);
    return outcome;
  } catch (storageError) {
    return { ...outcome, storageError };
  }
}

function auditView(row: UploadRow) {
  return {
    storage_key: row.storageKey,
    original_name: row.originalName,
    content_type: row.contentType,
    size: row.sizeBytes,
    sha256: row.sha256,
    visibility: row.visibility,
    purpose: row.purpose,
    owner_user_id: row.ownerUserId,
  };
}

/**
 * A customer's erasure (GDPR, decision 031): their private files (company documents, later a
 * claim's attachments) go with them — rows in the caller's transaction (what pointed at them
 * cascades), then the bytes, once committed, by `removeStoredFiles`. Public files they never
 * own (the back office's pictures are staff's). Answers the storage keys to remove.
 */
export async function forgetPrivateUploadsOf(tx: Db, userId: number): Promise<string[]> {
  const rows = await tx
    .delete(uploads)
    .where(and(eq(uploads.ownerUserId, userId), eq(uploads.visibility, 'private')))
    .returning({ storageKey: uploads.storageKey });
  return rows.map((row) => row.storageKey);
}

/**
 * Forgets uploads by id in the caller's transaction (what pointed at them cascades): a
 * rejected review's photos, an erased customer's unpublished ones (decision 054), a contact
 * message's attachment (052). Answers the storage keys, whose bytes the caller removes once
 * committed (`removeStoredFiles`).
 */
export async function forgetUploads(tx: Db, ids: readonly number[]): Promise<string[]> {
  return deleteUploads(tx, ids, inArray(uploads.id, [...ids]));
}

/**
 * Other private files that go with an erased customer's records (the files staff attached to
 * their claims, decision 051): rows in the caller's transaction, storage keys answered for
 * `removeStoredFiles` once committed. Public files are never removed this way.
 */
export async function forgetPrivateUploads(tx: Db, ids: readonly number[]): Promise<string[]> {
  return deleteUploads(
    tx,
    ids,
    and(inArray(uploads.id, [...ids]), eq(uploads.visibility, 'private')),
  );
}

async function deleteUploads(
  tx: Db,
  ids: readonly number[],
  which: SQL | undefined,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx.delete(uploads).where(which).returning({ storageKey: uploads.storageKey });
  return rows.map((row) => row.storageKey);
}

/** Removes stored bytes whose rows are gone; answers the keys that could not be removed. */
export async function removeStoredFiles(
  storage: FileStorage,
  keys: readonly string[],
): Promise<string[]> {
  const failed: string[] = [];
  for (const key of keys) await storage.delete(key).catch(() => failed.push(key));
  return failed;
}
