/**
 * The back office's writes of vehicle makes (brands of type `vehicle`, with their logo): create,
 * rename, switch on or off, reorder. Brands belong to the catalogue; the vehicles module writes
 * the models under them. Each in one transaction with its audit entry, the caches emptied after
 * the commit so the brand pages, menus and the vehicle picker follow at once.
 */
import { and, asc, eq, max, sql } from 'drizzle-orm';
import { afterCommit } from '../../db/after-commit';
import type { Db } from '../../db/client';
import { HttpError, notFound, validationFailed } from '../../shared/http';
import { recordAudit } from '../audit';
import { attachImage, detachImages, imagesByOwner, type FileStorage } from '../media';
import { brands } from './brands.tables';
import type { MakeAdminDto, MakeInput } from './catalogue-structure.contract';
import { orderedPositions, slugify } from './catalogue-structure.rules';
import { notifyCatalogueChange } from './product-listing.repo';

export async function makeAdminList(db: Db): Promise<MakeAdminDto[]> {
  const rows = await db
    .select()
    .from(brands)
    .where(eq(brands.type, 'vehicle'))
    .orderBy(asc(brands.position), asc(brands.name), asc(brands.id));
  const images = await imagesByOwner(
    db,
    'brand',
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const image = images.get(r.id)?.[0];
    return {
      id: r.id,
      name: r.name,
      slug: r.slug,
      position: r.position,
      is_active: r.isActive,
      version: r.updatedAt.toISOString(),
      image: image ? { url: image.url } : null,
    };
  });
}

async function checkSlug(tx: Db, slug: string, id: number | null) {
  const [other] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.slug, slug));
  if (other && other.id !== id) throw validationFailed({ slug: [{ key: 'slug_taken' }] });
}

async function replaceLogo(tx: Db, storage: FileStorage | null, id: number, uploadId: number) {
  // Without a file storage (a page test's context) the picture cannot be read.
  if (!storage) throw validationFailed({ upload_id: [{ key: 'upload_not_found' }] });
  await detachImages(tx, 'brand', id);
  const attached = await attachImage(tx, storage, { ownerType: 'brand', ownerId: id, uploadId });
  if (typeof attached === 'string') throw validationFailed({ upload_id: [{ key: attached }] });
}

export async function createMake(
  db: Db,
  storage: FileStorage | null,
  actor: number,
  input: MakeInput,
): Promise<number> {
  return db.transaction(async (tx) => {
    const slug = input.slug || slugify(input.name);
    if (!slug) throw validationFailed({ name: [{ key: 'invalid_value' }] });
    await checkSlug(tx, slug, null);
    const [last] = await tx
      .select({ position: max(brands.position) })
      .from(brands)
      .where(eq(brands.type, 'vehicle'));
    const [row] = await tx
      .insert(brands)
      .values({
        name: input.name,
        slug,
        type: 'vehicle',
        isActive: input.is_active ?? true,
        position: (last?.position ?? -1) + 1,
      })
      .returning();
    if (input.upload_id) await replaceLogo(tx, storage, row!.id, input.upload_id);
    await recordAudit(tx, {
      actorUserId: actor,
      action: 'make.create',
      entity: 'brand',
      entityId: row!.id,
      after: row,
    });
    afterCommit(tx, notifyCatalogueChange);
    return row!.id;
  });
}

export async function updateMake(
  db: Db,
  storage: FileStorage | null,
  actor: number,
  id: number,
  input: MakeInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const where = and(eq(brands.id, id), eq(brands.type, 'vehicle'));
    const [row] = await tx.select().from(brands).where(where).for('update');
    if (!row) throw notFound();
    if (input.version && row.updatedAt.toISOString() !== input.version)
      throw new HttpError(409, 'catalogue_changed');
    const slug = input.slug || row.slug;
    await checkSlug(tx, slug, id);
    const [after] = await tx
      .update(brands)
      .set({
        name: input.name,
        slug,
        isActive: input.is_active ?? row.isActive,
        updatedAt: sql`now()`,
      })
      .where(where)
      .returning();
    if (input.upload_id) await replaceLogo(tx, storage, id, input.upload_id);
    else if (input.remove_image) await detachImages(tx, 'brand', id);
    await recordAudit(tx, {
      actorUserId: actor,
      action: 'make.update',
      entity: 'brand',
      entityId: id,
      before: row,
      after,
    });
    afterCommit(tx, notifyCatalogueChange);
  });
}

export async function reorderMakes(db: Db, actor: number, ids: readonly number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await tx
      .select({ id: brands.id })
      .from(brands)
      .where(eq(brands.type, 'vehicle'))
      .orderBy(asc(brands.position), asc(brands.name), asc(brands.id));
    const checked = orderedPositions(
      current.map((r) => r.id),
      ids,
    );
    if (!checked.ok) throw validationFailed({ ids: [{ key: checked.reason }] });
    for (const [position, id] of ids.entries())
      await tx.update(brands).set({ position }).where(eq(brands.id, id));
    await recordAudit(tx, {
      actorUserId: actor,
      action: 'make.reorder',
      entity: 'brand',
      entityId: null,
      before: { ids: current.map((r) => r.id) },
      after: { ids },
    });
    afterCommit(tx, notifyCatalogueChange);
  });
}

/** Whether a vehicle make exists (the vehicles module checks before adding a model). */
export async function isVehicleMake(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.id, id), eq(brands.type, 'vehicle')));
  return Boolean(row);
}
