/**
 * The back office's writes of the product-list filters (facets) and their values: names in six
 * languages, type, shown on cards, opened at first, order, value pictures. Each in one
 * transaction with its audit entry; the filter memo and the caches empty after the commit
 * (`notifyCatalogueChange`), and deleting a value rebuilds the listing rows of the products
 * that had it.
 */
import { and, asc, eq, max, sql } from 'drizzle-orm';
import { afterCommit } from '../../db/after-commit';
import type { Db } from '../../db/client';
import { HttpError, notFound, validationFailed } from '../../shared/http';
import { LOCALES, type Locale, type Translated } from '../../shared/locale';
import { recordAudit } from '../audit';
import { attachImage, detachImages, imagesByOwner, type FileStorage } from '../media';
import type { FilterAdminDto, FilterInput, FilterValueInput } from './catalogue-structure.contract';
import { orderedPositions, rangeValueRefusal, slugify } from './catalogue-structure.rules';
import { filterValues, filters, variantFilterValues } from './filters.tables';
import { notifyCatalogueChange, refreshProductListing } from './product-listing.repo';
import { variants } from './products.tables';

/** Empty languages take the French text: a facet is named in every language. */
function fullText(texts: Partial<Record<Locale, string>>): Translated {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, texts[locale] || texts.fr || '']),
  ) as Translated;
}

export async function filterAdminList(db: Db): Promise<FilterAdminDto[]> {
  const rows = await db.select().from(filters).orderBy(asc(filters.position), asc(filters.id));
  const values = await db
    .select()
    .from(filterValues)
    .orderBy(asc(filterValues.position), asc(filterValues.id));
  const images = await imagesByOwner(
    db,
    'filter_value',
    values.map((v) => v.id),
  );
  return rows.map((f) => ({
    id: f.id,
    identifier: f.identifier,
    name: f.name,
    filter_type_id: f.filterTypeId,
    show_on_product_card: f.showOnProductCard,
    starts_opened: f.startsOpened,
    use_images: f.useImages,
    position: f.position,
    version: f.updatedAt.toISOString(),
    values: values
      .filter((v) => v.filterId === f.id)
      .map((v) => {
        const image = images.get(v.id)?.[0];
        return {
          id: v.id,
          name: v.name,
          color: v.color,
          numeric_value: v.numericValue === null ? null : Number(v.numericValue),
          position: v.position,
          image: image ? { url: image.url } : null,
        };
      }),
  }));
}

const changed = (tx: Db) => afterCommit(tx, notifyCatalogueChange);

export async function createFilter(db: Db, actor: number, input: FilterInput): Promise<number> {
  return db.transaction(async (tx) => {
    const [last] = await tx.select({ position: max(filters.position) }).from(filters);
    const base = slugify(input.name.fr ?? '') || 'filter';
    const taken = new Set(
      (await tx.select({ identifier: filters.identifier }).from(filters)).map((r) => r.identifier),
    );
    let identifier = base;
    for (let n = 2; taken.has(identifier); n += 1) identifier = `${base}-${n}`;
    const [row] = await tx
      .insert(filters)
      .values({
        identifier,
        name: fullText(input.name),
        filterTypeId: input.filter_type_id,
        showOnProductCard: input.show_on_product_card,
        startsOpened: input.starts_opened,
        useImages: input.use_images,
        position: (last?.position ?? -1) + 1,
      })
      .returning();
    await recordAudit(tx, {
      actorUserId: actor,
      action: 'filter.create',
      entity: 'filter',
      entityId: row!.id,
      after: row,
    });
    changed(tx);
    return row!.id;
  });
}

export async function updateFilter(
  db: Db,
  actor: number,
  id: number,
  input: FilterInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(filters).where(eq(filters.id, id)).for('update');
    if (!row) throw notFound();
    if (input.version && row.updatedAt.toISOString() !== input.version)
      throw new HttpError(409, 'catalogue_changed');
    const [after] = await tx
      .update(filters)
      .set({
        name: fullText(input.name),
        filterTypeId: input.filter_type_id,
        showOnProductCard: input.show_on_product_card,
        startsOpened: input.starts_opened,
        useImages: input.use_images,
        updatedAt: sql`now()`,
      })
      .where(eq(filters.id, id))
      .returning();
    await recordAudit(tx, {
      actorUserId: actor,
      action: 'filter.update',
      entity: 'filter',
      entityId: id,
      before: row,
      after,
    });
    changed(tx);
  });
}

/** Products whose variants carry one of the values (their listing rows name the values). */
async function productsWithValues(tx: Db, where: ReturnType<typeof eq>) {
  const rows = await tx
    .selectDistinct({ id: variants.productId })
    .from(variantFilterValues)
    .innerJoin(variants, eq(variants.id, variantFilterValues.variantId))
    .innerJoin(filterValues, eq(filterValues.id, variantFilterValues.filterValueId))
    .where(where);
  return rows.map((r) => r.id);
}

export async function deleteFilter(db: Db, actor: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(filters).where(eq(filters.id, id)).for('update');
    if (!row) throw notFound();
    const products = await productsWithValues(tx, eq(filterValues.filterId, id));
    const values = await tx.select().from(filterValues).where(eq(filterValues.filterId, id));
    for (const value of values) await detachImages(tx, 'filter_value', value.id);
    await tx.delete(filters).where(eq(filters.id, id));
    await refreshProductListing(tx, products);
    await recordAudit(tx, {
      actorUserId: actor,
      action: 'filter.delete',
      entity: 'filter',
      entityId: id,
      before: { ...row, values },
    });
    changed(tx);
  });
}

function checkRangeValue(filterTypeId: number, numericValue: number | null) {
  const refusal = rangeValueRefusal(filterTypeId, numericValue);
  if (refusal) throw validationFailed({ numeric_value: [{ key: refusal }] });
}

async function replaceValueImage(
  tx: Db,
  storage: FileStorage | null,
  id: number,
  uploadId: number,
) {
  // Without a file storage (a page test's context) the picture cannot be read.
  if (!storage) throw validationFailed({ upload_id: [{ key: 'upload_not_found' }] });
  await detachImages(tx, 'filter_value', id);
  const attached = await attachImage(tx, storage, {
    ownerType: 'filter_value',
    ownerId: id,
    uploadId,
  });
  if (typeof attached === 'string') throw validationFailed({ upload_id: [{ key: attached }] });
}

export async function createFilterValue(
  db: Db,
  storage: FileStorage | null,
  actor: number,
  filterId: number,
  input: FilterValueInput,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [filter] = await tx.select().from(filters).where(eq(filters.id, filterId));
    if (!filter) throw notFound();
    checkRangeValue(filter.filterTypeId, input.numeric_value ?? null);
    const [last] = await tx
      .select({ position: max(filterValues.position) })
      .from(filterValues)
      .where(eq(filterValues.filterId, filterId));
    const [row] = await tx
      .insert(filterValues)
      .values({
        filterId,
        name: fullText(input.name),
        color: input.color ?? null,
        numericValue: input.numeric_value == null ? null : String(input.numeric_value),
        position: (last?.position ?? -1) + 1,
      })
      .returning();
    if (input.upload_id) await replaceValueImage(tx, storage, row!.id, input.upload_id);
    await recordAudit(tx, {
      actorUserId: actor,
      action: 'filter_value.create',
      entity: 'filter_value',
      entityId: row!.id,
      after: row,
    });
    changed(tx);
    return row!.id;
  });
}

export async function updateFilterValue(
  db: Db,
  storage: FileStorage | null,
  actor: number,
  filterId: number,
  id: number,
  input: FilterValueInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const where = and(eq(filterValues.id, id), eq(filterValues.filterId, filterId));
    const [row] = await tx.select().from(filterValues).where(where).for('update');
    if (!row) throw notFound();
    const [filter] = await tx.select().from(filters).where(eq(filters.id, filterId));
    const numeric =
      input.numeric_value !== undefined
        ? input.numeric_value
        : row.numericValue === null
          ? null
          : Number(row.numericValue);
    checkRangeValue(filter!.filterTypeId, numeric);
    const [after] = await tx
      .update(filterValues)
      .set({
        name: fullText(input.name),
        ...(input.color !== undefined ? { color: input.color } : {}),
        ...(input.numeric_value !== undefined
          ? { numericValue: input.numeric_value === null ? null : String(input.numeric_value) }
          : {}),
      })
      .where(where)
      .returning();
    if (input.upload_id) await replaceValueImage(tx, storage, id, input.upload_id);
    else if (input.remove_image) await detachImages(tx, 'filter_value', id);
    await recordAudit(tx, {
      actorUserId: actor,
      action: 'filter_value.update',
      entity: 'filter_value',
      entityId: id,
      before: row,
      after,
    });
    changed(tx);
  });
}

export async function deleteFilterValue(
  db: Db,
  actor: number,
  filterId: number,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const where = and(eq(filterValues.id, id), eq(filterValues.filterId, filterId));
    const [row] = await tx.select().from(filterValues).where(where).for('update');
    if (!row) throw notFound();
    const products = await productsWithValues(tx, eq(filterValues.id, id));
    await detachImages(tx, 'filter_value', id);
    await tx.delete(filterValues).where(where);
    await refreshProductListing(tx, products);
    await recordAudit(tx, {
      actorUserId: actor,
      action: 'filter_value.delete',
      entity: 'filter_value',
      entityId: id,
      before: row,
    });
    changed(tx);
  });
}

/** The filters (filterId null) or one filter's values in the posted order: all, once each. */
export async function reorderFilters(
  db: Db,
  actor: number,
  filterId: number | null,
  ids: readonly number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const table = filterId === null ? filters : filterValues;
    const current =
      filterId === null
        ? await tx.select({ id: filters.id }).from(filters).orderBy(filters.position, filters.id)
        : await tx
            .select({ id: filterValues.id })
            .from(filterValues)
            .where(eq(filterValues.filterId, filterId))
            .orderBy(filterValues.position, filterValues.id);
    if (filterId !== null) {
      const [filter] = await tx.select().from(filters).where(eq(filters.id, filterId));
      if (!filter) throw notFound();
    }
    const checked = orderedPositions(
      current.map((r) => r.id),
      ids,
    );
    if (!checked.ok) throw validationFailed({ ids: [{ key: checked.reason }] });
    for (const [position, id] of ids.entries())
      await tx.update(table).set({ position }).where(eq(table.id, id));
    await recordAudit(tx, {
      actorUserId: actor,
      action: filterId === null ? 'filter.reorder' : 'filter_value.reorder',
      entity: filterId === null ? 'filter' : 'filter_value',
      entityId: filterId,
      before: { ids: current.map((r) => r.id) },
      after: { ids },
    });
    changed(tx);
  });
}
