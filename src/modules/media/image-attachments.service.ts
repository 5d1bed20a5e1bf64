/**
 * The back office's pictures of catalogue and content records (products, variants, categories,
 * brands, filter values, promo codes, deals, articles, sliders, wallpapers): an uploaded file
 * (POST /api/admin/uploads, a public image purpose) becomes an image of one owner, is put in
 * order, gets its text alternative per language, or is taken off. The media module owns the
 * `images` table; the modules owning the records call these inside their own transaction (and
 * refresh their read models and caches there). The uploaded file stays in `uploads`: taking an
 * image off leaves the file to DELETE /api/uploads/{id}.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Locale } from '../../shared/locale';
import { images, type ImageOwnerType } from './media.tables';
import type { FileStorage } from './storage.adapter';
import { detachOwned, nextPosition, reorderOwned, type OwnedList } from './owned-lists.repo';
import { uploadUrl } from './uploads.service';
import { uploads } from './uploads.tables';

const imageList: OwnedList = {
  table: images,
  id: images.id,
  ownerType: images.ownerType,
  ownerId: images.ownerId,
  position: images.position,
};

export type ImageAlt = Partial<Record<Locale, string>>;

export interface AttachedImage {
  id: number;
  url: string;
  width: number | null;
  height: number | null;
  position: number;
  alt: ImageAlt;
  upload_id: number | null;
}

export type AttachRefusal = 'upload_not_found' | 'upload_not_image';

const ALT_MAX_LENGTH = 250;

/** Trims each language's alternative, drops empty ones, caps the length. */
export function cleanAlt(alt: Record<string, unknown> | null | undefined): ImageAlt {
  const clean: ImageAlt = {};
  for (const [locale, text] of Object.entries(alt ?? {})) {
    if (typeof text !== 'string') continue;
    const trimmed = text.trim().slice(0, ALT_MAX_LENGTH);
    if (trimmed) clean[locale as Locale] = trimmed;
  }
  return clean;
}

function attachedFrom(row: typeof images.$inferSelect): AttachedImage {
  return {
    id: row.id,
    url: row.url,
    width: row.width,
    height: row.height,
    position: row.position,
    alt: row.alt ?? {},
    upload_id: row.uploadId,
  };
}

/** One owner's images, in position order. */
export async function imagesOf(
  db: Db,
  ownerType: ImageOwnerType,
  ownerId: number,
): Promise<AttachedImage[]> {
  const rows = await db
    .select()
    .from(images)
    .where(and(eq(images.ownerType, ownerType), eq(images.ownerId, ownerId)))
    .orderBy(asc(images.position), asc(images.id));
  return rows.map(attachedFrom);
}

/**
 * Makes a public uploaded picture the owner's last image. Its size is read from the stored
 * bytes (the storefront reserves the space before the picture loads).
 */
export async function attachImage(
  tx: Db,
  storage: FileStorage,
  input: { ownerType: ImageOwnerType; ownerId: number; uploadId: number; alt?: ImageAlt },
): Promise<AttachedImage | AttachRefusal> {
  const [upload] = await tx.select().from(uploads).where(eq(uploads.id, input.uploadId));
  if (!upload || upload.visibility !== 'public') return 'upload_not_found';
  if (!upload.contentType.startsWith('image/')) return 'upload_not_image';
  const bytes = await storage.readBuffer(upload.storageKey);
  if (!bytes) return 'upload_not_found';
  // Loaded on first use: the media index is imported by every module, sharp only matters here.
  const { default: sharp } = await import('sharp');
  const meta = await sharp(bytes, { failOn: 'none' })
    .metadata()
    .catch(() => null);
  if (!meta) return 'upload_not_image';
  const position = await nextPosition(tx, imageList, input.ownerType, input.ownerId);
  const [row] = await tx
    .insert(images)
    .values({
      ownerType: input.ownerType,
      ownerId: input.ownerId,
      url: uploadUrl(upload),
      extension: upload.storageKey.split('.').pop() ?? 'jpg',
      width: meta.width ?? null,
      height: meta.height ?? null,
      alt: cleanAlt(input.alt),
      uploadId: upload.id,
      position,
    })
    .returning();
  return attachedFrom(row!);
}

/**
 * Puts the owner's images in the given order (ids first to last). Answers false, changing
 * nothing, unless the list names every image of the owner exactly once.
 */
export async function reorderImages(
  tx: Db,
  ownerType: ImageOwnerType,
  ownerId: number,
  orderedIds: readonly number[],
): Promise<boolean> {
  return reorderOwned(tx, imageList, ownerType, ownerId, orderedIds);
}

/** Replaces an image's text alternatives; false when the owner has no such image. */
export async function setImageAlt(
  tx: Db,
  ownerType: ImageOwnerType,
  ownerId: number,
  imageId: number,
  alt: ImageAlt,
): Promise<boolean> {
  const rows = await tx
    .update(images)
    .set({ alt: cleanAlt(alt) })
    .where(
      and(eq(images.id, imageId), eq(images.ownerType, ownerType), eq(images.ownerId, ownerId)),
    )
    .returning({ id: images.id });
  return rows.length > 0;
}

/** Takes images off their owner; answers how many went. */
export async function detachImages(
  tx: Db,
  ownerType: ImageOwnerType,
  ownerId: number,
  imageIds?: readonly number[],
): Promise<number> {
  return detachOwned(tx, imageList, ownerType, ownerId, imageIds);
}

/** Gives a copy of a record (a duplicated product) the same pictures, in the same order. */
export async function copyImages(
  tx: Db,
  ownerType: ImageOwnerType,
  fromOwnerId: number,
  toOwnerId: number,
): Promise<void> {
  await tx.execute(sql`insert into ${images}
      (owner_type, owner_id, url, extension, width, height, location, alt, upload_id, position)
    select owner_type, ${toOwnerId}, url, extension, width, height, location, alt, upload_id, position
    from ${images} where owner_type = ${ownerType} and owner_id = ${fromOwnerId}`);
}
