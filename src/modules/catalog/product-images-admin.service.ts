/**
 * Pictures of a product or of one of its variants, through the media module (which owns
 * `images`): attach an uploaded file, put them in order, write their text alternatives, take
 * one off. Each is a product save, so cards and pages show the change at once.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  attachImage,
  detachImages,
  imagesOf,
  reorderImages,
  setImageAlt,
  type FileStorage,
  type ImageAlt,
} from '../media';
import { notFound, validationFailed } from '../../shared/http';
import { productSave } from './product-admin-save.service';
import { variants } from './products.tables';

export interface ImageOwner {
  productId: number;
  /** A variant's pictures; absent: the product's own. */
  variantId?: number;
}

async function owner(db: Db, target: ImageOwner) {
  if (target.variantId === undefined) return { type: 'product' as const, id: target.productId };
  const [row] = await db
    .select({ id: variants.id })
    .from(variants)
    .where(and(eq(variants.id, target.variantId), eq(variants.productId, target.productId)));
  if (!row) throw notFound();
  return { type: 'variant' as const, id: row.id };
}

export async function addAdminImage(
  db: Db,
  storage: FileStorage,
  actor: number,
  target: ImageOwner,
  uploadId: number,
  alt: ImageAlt = {},
): Promise<number> {
  const own = await owner(db, target);
  let made = 0;
  await productSave(db, actor, target.productId, async (tx) => {
    const attached = await attachImage(tx, storage, {
      ownerType: own.type,
      ownerId: own.id,
      uploadId,
      alt,
    });
    if (typeof attached === 'string')
      throw validationFailed({
        upload_id: [
          {
            key:
              attached === 'upload_not_image'
                ? 'catalogue_upload_not_image'
                : 'catalogue_upload_unknown',
          },
        ],
      });
    made = attached.id;
    return {
      productId: target.productId,
      audit: {
        action: 'image.attach',
        entity: 'image' as const,
        entityId: made,
        after: { owner: own, upload_id: uploadId, alt },
      },
    };
  });
  return made;
}

export async function reorderAdminImages(
  db: Db,
  actor: number,
  target: ImageOwner,
  orderedIds: readonly number[],
): Promise<void> {
  const own = await owner(db, target);
  await productSave(db, actor, target.productId, async (tx) => {
    if (!(await reorderImages(tx, own.type, own.id, orderedIds)))
      throw validationFailed({ ids: [{ key: 'invalid_value' }] });
    return {
      productId: target.productId,
      audit: {
        action: 'image.reorder',
        entity: 'image' as const,
        entityId: own.id,
        after: { owner: own, ids: orderedIds },
      },
    };
  });
}

/** Moves one picture a place up or down (the editor's buttons without JavaScript). */
export async function moveAdminImage(
  db: Db,
  actor: number,
  target: ImageOwner,
  imageId: number,
  step: -1 | 1,
): Promise<void> {
  const own = await owner(db, target);
  const ids = (await imagesOf(db, own.type, own.id)).map((i) => i.id);
  const at = ids.indexOf(imageId);
  if (at < 0) throw notFound();
  const to = at + step;
  if (to < 0 || to >= ids.length) return;
  [ids[at], ids[to]] = [ids[to]!, ids[at]!];
  await reorderAdminImages(db, actor, target, ids);
}

export async function setAdminImageAlt(
  db: Db,
  actor: number,
  target: ImageOwner,
  imageId: number,
  alt: ImageAlt,
): Promise<void> {
  const own = await owner(db, target);
  await productSave(db, actor, target.productId, async (tx) => {
    if (!(await setImageAlt(tx, own.type, own.id, imageId, alt))) throw notFound();
    return {
      productId: target.productId,
      audit: { action: 'image.alt', entity: 'image' as const, entityId: imageId, after: { alt } },
    };
  });
}

export async function removeAdminImage(
  db: Db,
  actor: number,
  target: ImageOwner,
  imageId: number,
): Promise<void> {
  const own = await owner(db, target);
  await productSave(db, actor, target.productId, async (tx) => {
    if ((await detachImages(tx, own.type, own.id, [imageId])) === 0) throw notFound();
    return {
      productId: target.productId,
      audit: {
        action: 'image.detach',
        entity: 'image' as const,
        entityId: imageId,
        before: { owner: own },
      },
    };
  });
}
