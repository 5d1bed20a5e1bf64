/**
 * The back office's content writes (docs/decisions/044-content-back-office.md): articles and
 * their types, FAQ entries, text blocks, banners (wallpapers), slides and the legal pages' texts.
 * Every save is checked by content-admin.rules.ts, compared with the version the form showed
 * (locked row: a colleague's save in between is a conflict, nothing written), audited in its
 * transaction, and after the commit every cache of this process is emptied so the storefront
 * shows it on the next request.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Locale } from '../../shared/locale';
import { notifySettingsChange } from '../../shared/settings-change';
import { recordAudit } from '../audit';
import {
  attachImage,
  detachImages,
  setImageAlt,
  type FileStorage,
  type ImageAlt,
  type ImageOwnerType,
} from '../media';
import { type Problems } from './content-admin.rules';
import { articles, sliders, wallpapers } from './content.tables';

export type SaveResult =
  | { ok: true; id: number }
  | { ok: false; problems: Problems }
  | { ok: false; conflict: true }
  | { ok: false; notFound: true };

/**
 * "Content changed": the storefront's memos, rendered pages and cached API answers are emptied
 * by the same signal as a settings save (they listen to it in app.ts and api.ts).
 */
export function notifyContentChange(): void {
  notifySettingsChange();
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export const asDb = (tx: Tx) => tx as unknown as Db;

export async function write(db: Db, work: (tx: Tx) => Promise<SaveResult>): Promise<SaveResult> {
  const result = await db.transaction(work);
  if (result.ok) notifyContentChange();
  return result;
}

export type PerLocale<T> = Partial<Record<Locale, T>>;

// --- pictures of articles, banners and slides -------------------------------------------------

const OWNER_TABLES = { article: articles, wallpaper: wallpapers, slider: sliders } as const;
export type ContentImageOwner = keyof typeof OWNER_TABLES;

async function ownerExists(tx: Tx, owner: ContentImageOwner, id: number): Promise<boolean> {
  const table = OWNER_TABLES[owner];
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
  return Boolean(row);
}

/** Attaches an upload (`POST /api/admin/uploads`) as a picture of the record, alt per language. */
export async function attachContentImage(
  db: Db,
  storage: FileStorage,
  actorUserId: number,
  owner: ContentImageOwner,
  ownerId: number,
  uploadId: number,
  alt: ImageAlt,
): Promise<SaveResult> {
  return write(db, async (tx) => {
    if (!(await ownerExists(tx, owner, ownerId))) return { ok: false, notFound: true };
    const attached = await attachImage(asDb(tx), storage, {
      ownerType: owner as ImageOwnerType,
      ownerId,
      uploadId,
      alt,
    });
    if (typeof attached === 'string')
      return { ok: false, problems: { upload_id: 'invalid_value' } };
    await recordAudit(tx, {
      actorUserId,
      action: 'content.image.attach',
      entity: owner,
      entityId: ownerId,
      before: null,
      after: attached,
    });
    return { ok: true, id: attached.id };
  });
}

export async function setContentImageAlt(
  db: Db,
  actorUserId: number,
  owner: ContentImageOwner,
  ownerId: number,
  imageId: number,
  alt: ImageAlt,
): Promise<SaveResult> {
  return write(db, async (tx) => {
    if (!(await setImageAlt(asDb(tx), owner as ImageOwnerType, ownerId, imageId, alt)))
      return { ok: false, notFound: true };
    await recordAudit(tx, {
      actorUserId,
      action: 'content.image.alt',
      entity: owner,
      entityId: ownerId,
      before: null,
      after: { imageId, alt },
    });
    return { ok: true, id: imageId };
  });
}

export async function removeContentImage(
  db: Db,
  actorUserId: number,
  owner: ContentImageOwner,
  ownerId: number,
  imageId: number,
): Promise<SaveResult> {
  return write(db, async (tx) => {
    const removed = await detachImages(asDb(tx), owner as ImageOwnerType, ownerId, [imageId]);
    if (removed === 0) return { ok: false, notFound: true };
    await recordAudit(tx, {
      actorUserId,
      action: 'content.image.remove',
      entity: owner,
      entityId: ownerId,
      before: { imageId },
      after: null,
    });
    return { ok: true, id: imageId };
  });
}
