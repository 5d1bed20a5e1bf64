/**
 * The back office's writes of the category tree (domains → categories → subcategories): create,
 * edit in six languages, move, reorder, delete when empty. Each runs in one transaction with its
 * audit entry; a write that changes which products a category lists (a move, switching on or
 * off) rebuilds their listing rows before the commit, and every write empties the in-process
 * caches and memos after it (`notifyCatalogueChange`), so the storefront's menus, chips and
 * pages show it at once.
 */
import { and, count, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import { afterCommit } from '../../db/after-commit';
import type { Db } from '../../db/client';
import type { QueryErrors } from '../../shared/api-query';
import { HttpError, notFound, validationFailed } from '../../shared/http';
import { LOCALES, type Locale } from '../../shared/locale';
import { recordAudit } from '../audit';
import { attachImage, detachImages, type FileStorage } from '../media';
import { categories, categorySlugHistory, categoryTranslations } from './categories.tables';
import type { CategoryInput } from './catalogue-structure.contract';
import {
  checkMove,
  deleteRefusal,
  orderedPositions,
  slugify,
  subtreeIds,
} from './catalogue-structure.rules';
import { notifyCatalogueChange, refreshProductListing } from './product-listing.repo';
import { productCategories } from './products.tables';

type Texts = Partial<Record<Locale, string>>;

const siblingsOf = (parentId: number | null) =>
  parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId);

async function treeRows(tx: Db) {
  return tx.select({ id: categories.id, parentId: categories.parentId }).from(categories);
}

/**
 * The translation rows to store: French is required; an empty language takes the French text
 * (so the category shows in every language), an empty slug the slug of that language's name.
 * A slug another category uses in that language is refused (`slug.<locale>`), except for a
 * made-up one, which takes a number.
 */
async function translationRows(tx: Db, id: number, input: CategoryInput) {
  const pick = (texts: Texts | undefined, locale: Locale) => texts?.[locale] || texts?.fr || null;
  const taken = await tx
    .select({ locale: categoryTranslations.locale, slug: categoryTranslations.slug })
    .from(categoryTranslations)
    .where(sql`${categoryTranslations.categoryId} <> ${id}`);
  const used = new Set(taken.map((t) => `${t.locale}:${t.slug}`));
  const errors: QueryErrors = {};
  const rows = LOCALES.map((locale) => {
    const name = pick(input.name, locale)!;
    let slug = input.slug?.[locale] ?? '';
    if (slug && used.has(`${locale}:${slug}`)) errors[`slug.${locale}`] = [{ key: 'slug_taken' }];
    if (!slug) {
      const base = slugify(name) || `c-${id}`;
      slug = base;
      for (let n = 2; used.has(`${locale}:${slug}`); n += 1) slug = `${base}-${n}`;
    }
    return {
      categoryId: id,
      locale,
      name,
      slug,
      subtitle: pick(input.subtitle, locale),
      metaTitle: pick(input.meta_title, locale),
      metaDescription: pick(input.meta_description, locale),
    };
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return rows;
}

async function replaceImage(tx: Db, storage: FileStorage | null, id: number, uploadId: number) {
  // Without a file storage (a page test's context) the picture cannot be read.
  if (!storage) throw validationFailed({ upload_id: [{ key: 'upload_not_found' }] });
  await detachImages(tx, 'category', id);
  const attached = await attachImage(tx, storage, {
    ownerType: 'category',
    ownerId: id,
    uploadId,
  });
  if (typeof attached === 'string') throw validationFailed({ upload_id: [{ key: attached }] });
}

/** Products of a category and its subtree: their listing rows name its ancestors. */
async function refreshSubtree(tx: Db, id: number) {
  const ids = [...subtreeIds(await treeRows(tx), id)];
  const rows = await tx
    .selectDistinct({ id: productCategories.productId })
    .from(productCategories)
    .where(inArray(productCategories.categoryId, ids));
  await refreshProductListing(
    tx,
    rows.map((r) => r.id),
  );
}

function refuseMove(refusal: ReturnType<typeof checkMove>) {
  if (refusal === 'category_not_found') throw notFound();
  if (refusal) throw validationFailed({ parent_id: [{ key: refusal }] });
}

export async function createCategory(
  db: Db,
  storage: FileStorage | null,
  actor: number,
  input: CategoryInput,
): Promise<number> {
  return db.transaction(async (tx) => {
    const parentId = input.parent_id ?? null;
    if (parentId !== null) {
      const [parent] = await tx.select().from(categories).where(eq(categories.id, parentId));
      if (!parent) throw validationFailed({ parent_id: [{ key: 'parent_not_found' }] });
    }
    const [last] = await tx
      .select({ position: max(categories.position) })
      .from(categories)
      .where(siblingsOf(parentId));
    const [row] = await tx
      .insert(categories)
      .values({
        parentId,
        position: (last?.position ?? -1) + 1,
        isActive: input.is_active ?? true,
      })
      .returning();
    const texts = await translationRows(tx, row!.id, input);
    await tx.insert(categoryTranslations).values(texts);
    if (input.upload_id) await replaceImage(tx, storage, row!.id, input.upload_id);
    await recordAudit(tx, {
      actorUserId: actor,
      action: 'category.create',
      entity: 'category',
      entityId: row!.id,
      after: { parent_id: parentId, position: row!.position, texts },
    });
    afterCommit(tx, notifyCatalogueChange);
    return row!.id;
  });
}

async function lockCategory(tx: Db, id: number, version: string | undefined) {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!row) throw notFound();
  if (version && row.updatedAt.toISOString() !== version)
    throw new HttpError(409, 'catalogue_changed');
  return row;
}

export async function updateCategory(
  db: Db,
  storage: FileStorage | null,
  actor: number,
  id: number,
  input: CategoryInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockCategory(tx, id, input.version);
    const before = await tx
      .select()
      .from(categoryTranslations)
      .where(eq(categoryTranslations.categoryId, id));
    const parentId = input.parent_id === undefined ? row.parentId : input.parent_id;
    const moved = parentId !== row.parentId;
    if (moved) refuseMove(checkMove(await treeRows(tx), id, parentId));
    const texts = await translationRows(tx, id, input);
    // Old slugs keep redirecting (the storefront resolves category pages by slug).
    const renamed = before.filter((b) =>
      texts.some((t) => t.locale === b.locale && t.slug !== b.slug),
    );
    if (renamed.length > 0)
      await tx
        .insert(categorySlugHistory)
        .values(renamed.map((b) => ({ locale: b.locale, slug: b.slug, categoryId: id })))
        .onConflictDoNothing();
    await tx.delete(categoryTranslations).where(eq(categoryTranslations.categoryId, id));
    await tx.insert(categoryTranslations).values(texts);
    let position = row.position;
    if (moved) {
      const [last] = await tx
        .select({ position: max(categories.position) })
        .from(categories)
        .where(siblingsOf(parentId));
      position = (last?.position ?? -1) + 1;
    }
    const isActive = input.is_active ?? row.isActive;
    await tx
      .update(categories)
      .set({ parentId, position, isActive, updatedAt: sql`now()` })
      .where(eq(categories.id, id));
    if (input.upload_id) await replaceImage(tx, storage, id, input.upload_id);
    else if (input.remove_image) await detachImages(tx, 'category', id);
    if (moved || isActive !== row.isActive) await refreshSubtree(tx, id);
    await recordAudit(tx, {
      actorUserId: actor,
      action: 'category.update',
      entity: 'category',
      entityId: id,
      before: { parent_id: row.parentId, is_active: row.isActive, texts: before },
      after: { parent_id: parentId, is_active: isActive, texts },
    });
    afterCommit(tx, notifyCatalogueChange);
  });
}

/** Moves a category under `parentId` (null: a domain) at `position` among its new siblings. */
export async function moveCategory(
  db: Db,
  actor: number,
  id: number,
  move: { parentId: number | null; position?: number; version?: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockCategory(tx, id, move.version);
    refuseMove(checkMove(await treeRows(tx), id, move.parentId));
    const siblings = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(siblingsOf(move.parentId), sql`${categories.id} <> ${id}`))
      .orderBy(categories.position, categories.id);
    const order = siblings.map((s) => s.id);
    order.splice(Math.min(move.position ?? order.length, order.length), 0, id);
    await tx
      .update(categories)
      .set({ parentId: move.parentId, updatedAt: sql`now()` })
      .where(eq(categories.id, id));
    await writePositions(tx, order);
    if (move.parentId !== row.parentId) await refreshSubtree(tx, id);
    await recordAudit(tx, {
      actorUserId: actor,
      action: 'category.move',
      entity: 'category',
      entityId: id,
      before: { parent_id: row.parentId, position: row.position },
      after: { parent_id: move.parentId, position: order.indexOf(id) },
    });
    afterCommit(tx, notifyCatalogueChange);
  });
}

async function writePositions(tx: Db, order: readonly number[]) {
  for (const [position, id] of order.entries())
    await tx.update(categories).set({ position }).where(eq(categories.id, id));
}

/** The children of `parentId` (null: the domains) in the posted order; all of them, once each. */
export async function reorderCategories(
  db: Db,
  actor: number,
  parentId: number | null,
  ids: readonly number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const siblings = await tx
      .select({ id: categories.id, position: categories.position })
      .from(categories)
      .where(siblingsOf(parentId))
      .orderBy(categories.position, categories.id)
      .for('update');
    const checked = orderedPositions(
      siblings.map((s) => s.id),
      ids,
    );
    if (!checked.ok) throw validationFailed({ ids: [{ key: checked.reason }] });
    await writePositions(tx, ids);
    await recordAudit(tx, {
      actorUserId: actor,
      action: 'category.reorder',
      entity: 'category',
      entityId: parentId,
      before: { ids: siblings.map((s) => s.id) },
      after: { ids },
    });
    afterCommit(tx, notifyCatalogueChange);
  });
}

/** Sibling ids of a category in their order (the no-JavaScript up/down buttons start there). */
export async function categorySiblings(
  db: Db,
  id: number,
): Promise<{ parentId: number | null; ids: number[] } | null> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  if (!row) return null;
  const siblings = await db
    .select({ id: categories.id })
    .from(categories)
    .where(siblingsOf(row.parentId))
    .orderBy(categories.position, categories.id);
  return { parentId: row.parentId, ids: siblings.map((s) => s.id) };
}

/** Deletes an empty category (no subcategory, no product); otherwise says why not. */
export async function deleteCategory(db: Db, actor: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockCategory(tx, id, undefined);
    const [children] = await tx
      .select({ n: count() })
      .from(categories)
      .where(eq(categories.parentId, id));
    const [products] = await tx
      .select({ n: count() })
      .from(productCategories)
      .where(eq(productCategories.categoryId, id));
    const usage = { children: children?.n ?? 0, products: products?.n ?? 0 };
    const refusal = deleteRefusal(usage);
    if (refusal)
      throw new HttpError(409, refusal, undefined, {
        params: { count: String(usage.products) },
      });
    const texts = await tx
      .select()
      .from(categoryTranslations)
      .where(eq(categoryTranslations.categoryId, id));
    await detachImages(tx, 'category', id);
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, {
      actorUserId: actor,
      action: 'category.delete',
      entity: 'category',
      entityId: id,
      before: { parent_id: row.parentId, position: row.position, texts },
    });
    afterCommit(tx, notifyCatalogueChange);
  });
}
