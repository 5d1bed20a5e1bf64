/**
 * SQL of the back office's product editor: the whole product as the editor shows it, and the
 * replacing writes of its texts, categories, vehicles and variants' filter values. Callers pass
 * their transaction; nothing here refreshes the read model (the service does, once per save).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { LOCALES, type Locale } from '../../shared/locale';
import { categories } from './categories.tables';
import { filterValues, variantFilterValues } from './filters.tables';
import type {
  AdminDocument,
  AdminImage,
  AdminProduct,
  AdminVariant,
  Texts,
} from './product-admin.contract';
import { slugBaseOf, storedSlug, type ProductDraft } from './product-admin.rules';
import { brands } from './brands.tables';
import {
  productCategories,
  productTranslations,
  productVehicles,
  products,
  variants,
} from './products.tables';

/** The product's version: its last save, as the database prints it (microseconds kept). */
export const versionSql = sql<string>`${products.updatedAt}::text`;

export async function productVersion(tx: Db, id: number, lock = false): Promise<string | null> {
  const query = tx.select({ version: versionSql }).from(products).where(eq(products.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row?.version ?? null;
}

/** Marks a save: the version moves forward (a form read before it is then refused). */
export async function touchProduct(tx: Db, id: number): Promise<void> {
  await tx
    .update(products)
    .set({ updatedAt: sql`clock_timestamp()` })
    .where(eq(products.id, id));
}

type ImagesOf = (ownerType: 'product' | 'variant', ownerId: number) => Promise<AdminImage[]>;

export async function loadAdminProduct(
  db: Db,
  id: number,
  imagesOf: ImagesOf,
  documentsOf: (productId: number) => Promise<AdminDocument[]>,
): Promise<AdminProduct | null> {
  const [product] = await db
    .select({ row: products, version: versionSql })
    .from(products)
    .where(eq(products.id, id));
  if (!product) return null;
  const [texts, cats, vehicles, variantRows, values] = await Promise.all([
    db.select().from(productTranslations).where(eq(productTranslations.productId, id)),
    db
      .select({ id: productCategories.categoryId })
      .from(productCategories)
      .where(eq(productCategories.productId, id))
      .orderBy(asc(productCategories.position)),
    db
      .select({ id: productVehicles.vehicleId })
      .from(productVehicles)
      .where(eq(productVehicles.productId, id)),
    db
      .select()
      .from(variants)
      .where(eq(variants.productId, id))
      .orderBy(asc(variants.position), asc(variants.id)),
    db
      .select({ variantId: variantFilterValues.variantId, id: variantFilterValues.filterValueId })
      .from(variantFilterValues)
      .innerJoin(variants, eq(variants.id, variantFilterValues.variantId))
      .where(eq(variants.productId, id)),
  ]);
  const per = (pick: (t: (typeof texts)[number]) => string): Texts =>
    Object.fromEntries(texts.filter((t) => pick(t)).map((t) => [t.locale, pick(t)]));
  const variantList: AdminVariant[] = [];
  for (const v of variantRows)
    variantList.push({
      id: v.id,
      reference: v.reference,
      name: v.name,
      price_ht_cents: v.priceHtCents,
      discount_percent: v.discountPercent,
      quantity: v.quantityAvailable,
      out_of_stock_status: v.outOfStockStatus,
      reorder_delay_min: v.reorderDelayMin,
      reorder_delay_max: v.reorderDelayMax,
      filter_value_ids: values.filter((f) => f.variantId === v.id).map((f) => f.id),
      is_active: v.isActive,
      images: await imagesOf('variant', v.id),
    });
  const row = product.row;
  return {
    id: row.id,
    reference: row.reference,
    brand_id: row.brandId,
    name: per((t) => t.name),
    slug: per((t) => slugBaseOf(t.slug, id)),
    description: per((t) => t.description),
    meta_title: per((t) => t.metaTitle),
    meta_description: per((t) => t.metaDescription),
    category_ids: cats.map((c) => c.id),
    vehicle_ids: vehicles.map((v) => v.id),
    assembly_price_ht_cents: row.assemblyPriceHtCents,
    is_active: row.isActive,
    version: product.version,
    variants: variantList,
    images: await imagesOf('product', id),
    documents: await documentsOf(id),
  };
}

/** Replaces the product's texts, categories and vehicles with the draft's. */
export async function writeProductParts(tx: Db, id: number, draft: ProductDraft): Promise<void> {
  await tx.delete(productTranslations).where(eq(productTranslations.productId, id));
  const rows = LOCALES.flatMap((locale: Locale) => {
    const t = draft.texts[locale];
    return t
      ? [
          {
            productId: id,
            locale,
            name: t.name,
            slug: storedSlug(t.slugBase, id),
            description: t.description,
            metaTitle: t.metaTitle,
            metaDescription: t.metaDescription,
          },
        ]
      : [];
  });
  if (rows.length) await tx.insert(productTranslations).values(rows);
  await tx.delete(productCategories).where(eq(productCategories.productId, id));
  if (draft.categoryIds.length)
    await tx
      .insert(productCategories)
      .values(
        draft.categoryIds.map((categoryId, position) => ({ productId: id, categoryId, position })),
      );
  await tx.delete(productVehicles).where(eq(productVehicles.productId, id));
  if (draft.vehicleIds.length)
    await tx
      .insert(productVehicles)
      .values(draft.vehicleIds.map((vehicleId) => ({ productId: id, vehicleId })));
}

export async function writeVariantValues(tx: Db, variantId: number, ids: readonly number[]) {
  await tx.delete(variantFilterValues).where(eq(variantFilterValues.variantId, variantId));
  if (ids.length)
    await tx
      .insert(variantFilterValues)
      .values(ids.map((filterValueId) => ({ variantId, filterValueId })));
}

/** Which of these ids name no row (categories, product brands, filter values). */
export async function unknownIds(
  db: Db,
  kind: 'category' | 'brand' | 'filter_value',
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const table = { category: categories, brand: brands, filter_value: filterValues }[kind];
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(
      kind === 'brand'
        ? and(inArray(table.id, [...ids]), eq(brands.type, 'product'))
        : inArray(table.id, [...ids]),
    );
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/** References already used by some variant or product (a copy's references avoid them). */
export async function takenReferences(db: Db, prefix: string): Promise<Set<string>> {
  const like = `${prefix.replace(/[%_\\]/g, '\\$&')}%`;
  const result = await db.execute(sql`
    select reference from ${products} where reference like ${like}
    union select reference from ${variants} where reference like ${like}`);
  return new Set(
    (result as unknown as { rows: Array<{ reference: string }> }).rows.map((r) => r.reference),
  );
}
