/**
 * The back office's products (permission `catalogue`, checked by the callers: API routes and
 * pages): read one for the editor, create (with its variants), save, copy, switch on or off,
 * delete one never ordered. Each write goes through `productSave` (one transaction, audit,
 * listing refresh). Existence of the catalogue's own ids (brand, categories, filter values) is
 * checked here so the refusal names the field; vehicles, owned elsewhere, by their foreign key.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { copyDocuments, copyImages, detachDocuments, detachImages, imagesOf } from '../media';
import type { QueryErrors } from '../../shared/api-query';
import { notFound, validationFailed } from '../../shared/http';
import type { AdminImage, AdminProduct } from './product-admin.contract';
import {
  loadAdminProduct,
  takenReferences,
  unknownIds,
  writeProductParts,
  writeVariantValues,
} from './product-admin.repo';
import {
  copyReference,
  parseProductDraft,
  parseVariantDraft,
  type ProductDraft,
  type VariantDraft,
} from './product-admin.rules';
import { productSave, refuseIfAny } from './product-admin-save.service';
import { adminDocuments } from './product-documents-admin.service';
import { productTranslations, products, variants } from './products.tables';

const adminImages = async (db: Db, ownerType: 'product' | 'variant', ownerId: number) =>
  (await imagesOf(db, ownerType, ownerId)).map((i): AdminImage => ({
    id: i.id,
    url: i.url,
    position: i.position,
    alt: i.alt,
    upload_id: i.upload_id,
  }));

export function getAdminProduct(db: Db, id: number): Promise<AdminProduct | null> {
  return loadAdminProduct(
    db,
    id,
    (type, owner) => adminImages(db, type, owner),
    (productId) => adminDocuments(db, productId),
  );
}

async function checkProductIds(db: Db, draft: ProductDraft, errors: QueryErrors) {
  if ((await unknownIds(db, 'category', draft.categoryIds)).length)
    errors.category_ids = [{ key: 'invalid_value' }];
  if (draft.brandId !== null && (await unknownIds(db, 'brand', [draft.brandId])).length)
    errors.brand_id = [{ key: 'invalid_value' }];
}

/** Reads and checks a posted product (and its variants when given): a 422 lists every problem. */
export async function readProductInput(
  db: Db,
  raw: Record<string, unknown>,
): Promise<{ draft: ProductDraft; variants: VariantDraft[] }> {
  const errors: QueryErrors = {};
  const parsed = parseProductDraft(raw);
  if (!parsed.ok) Object.assign(errors, parsed.errors);
  const variantDrafts: VariantDraft[] = [];
  const list = Array.isArray(raw.variants) ? (raw.variants as unknown[]) : [];
  if (raw.variants !== undefined && !Array.isArray(raw.variants))
    errors.variants = [{ key: 'invalid_value' }];
  const seen = new Set<string>();
  for (const [index, entry] of list.entries()) {
    const prefix = `variants.${index}.`;
    const variant = parseVariantDraft((entry ?? {}) as Record<string, unknown>, prefix);
    if (!variant.ok) {
      Object.assign(errors, variant.errors);
      continue;
    }
    if (seen.has(variant.value.reference))
      errors[`${prefix}reference`] = [{ key: 'catalogue_reference_taken' }];
    seen.add(variant.value.reference);
    const unknown = await unknownIds(db, 'filter_value', variant.value.filterValueIds);
    if (unknown.length) errors[`${prefix}filter_value_ids`] = [{ key: 'invalid_value' }];
    variantDrafts.push(variant.value);
  }
  if (parsed.ok) await checkProductIds(db, parsed.value, errors);
  refuseIfAny(errors);
  return { draft: (parsed as { value: ProductDraft }).value, variants: variantDrafts };
}

const productValues = (draft: ProductDraft) => ({
  reference: draft.reference,
  brandId: draft.brandId,
  assemblyPriceHtCents: draft.assemblyPriceHtCents,
  isActive: draft.isActive,
});

export const variantValues = (draft: VariantDraft) => ({
  reference: draft.reference,
  name: draft.name as Record<string, string> as (typeof variants.$inferInsert)['name'],
  priceHtCents: draft.priceHtCents,
  discountPercent: draft.discountPercent,
  quantityAvailable: draft.quantityAvailable,
  outOfStockStatus: draft.outOfStockStatus,
  reorderDelayMin: draft.reorderDelayMin,
  reorderDelayMax: draft.reorderDelayMax,
  isActive: draft.isActive,
});

export async function insertVariant(
  tx: Db,
  productId: number,
  draft: VariantDraft,
  position: number,
) {
  const [row] = await tx
    .insert(variants)
    .values({ productId, position, ...variantValues(draft) })
    .returning({ id: variants.id });
  await writeVariantValues(tx, row!.id, draft.filterValueIds);
  return row!.id;
}

export async function createAdminProduct(
  db: Db,
  actor: number,
  input: { draft: ProductDraft; variants: VariantDraft[] },
): Promise<number> {
  const { productId } = await productSave(db, actor, null, async (tx) => {
    const [row] = await tx
      .insert(products)
      .values(productValues(input.draft))
      .returning({ id: products.id });
    const id = row!.id;
    await writeProductParts(tx, id, input.draft);
    for (const [position, variant] of input.variants.entries())
      await insertVariant(tx, id, variant, position);
    return {
      productId: id,
      audit: { action: 'product.create', entity: 'product' as const, entityId: id, after: input },
    };
  });
  return productId;
}

export async function updateAdminProduct(
  db: Db,
  actor: number,
  id: number,
  draft: ProductDraft,
  version: string | undefined,
): Promise<void> {
  const before = await getAdminProduct(db, id);
  if (!before) throw notFound();
  await productSave(
    db,
    actor,
    id,
    async (tx) => {
      await tx.update(products).set(productValues(draft)).where(eq(products.id, id));
      await writeProductParts(tx, id, draft);
      const { variants: _v, images: _i, documents: _d, version: _version, ...was } = before;
      return {
        productId: id,
        audit: {
          action: 'product.update',
          entity: 'product' as const,
          entityId: id,
          before: was,
          after: draft,
        },
      };
    },
    { version },
  );
}

export async function setAdminProductActive(
  db: Db,
  actor: number,
  id: number,
  active: boolean,
  version?: string,
): Promise<void> {
  await productSave(
    db,
    actor,
    id,
    async (tx) => {
      await tx.update(products).set({ isActive: active }).where(eq(products.id, id));
      return {
        productId: id,
        audit: {
          action: active ? 'product.activate' : 'product.deactivate',
          entity: 'product' as const,
          entityId: id,
          after: { is_active: active },
        },
      };
    },
    { version },
  );
}

/**
 * A copy to start a similar product from: switched off, references and slugs suffixed (the
 * slugs end with the copy's own id anyway), same texts, categories, vehicles, variants with
 * their filter values, and the same pictures (the files are shared, not copied).
 */
export async function duplicateAdminProduct(db: Db, actor: number, id: number): Promise<number> {
  const source = await getAdminProduct(db, id);
  if (!source) throw notFound();
  const taken = await takenReferences(db, source.reference);
  const { productId } = await productSave(db, actor, null, async (tx) => {
    const reference = copyReference(source.reference, taken);
    const [row] = await tx
      .insert(products)
      .values({
        reference,
        brandId: source.brand_id,
        assemblyPriceHtCents: source.assembly_price_ht_cents,
        isActive: false,
      })
      .returning({ id: products.id });
    const copy = row!.id;
    await tx.execute(sql`insert into ${productTranslations}
        (product_id, locale, name, slug, description, meta_title, meta_description)
      select ${copy}, locale, name, left(regexp_replace(slug, '-[0-9]+$', ''), 130) || '-copy-' || ${copy},
             description, meta_title, meta_description
      from ${productTranslations} where product_id = ${id}`);
    await tx.execute(sql`insert into product_categories (product_id, category_id, position)
      select ${copy}, category_id, position from product_categories where product_id = ${id}`);
    await tx.execute(sql`insert into product_vehicles (product_id, vehicle_id)
      select ${copy}, vehicle_id from product_vehicles where product_id = ${id}`);
    for (const [position, v] of source.variants.entries()) {
      const variantTaken = await takenReferences(tx, v.reference);
      const variantId = await insertVariant(
        tx,
        copy,
        {
          reference: copyReference(v.reference, variantTaken),
          name: v.name,
          priceHtCents: v.price_ht_cents,
          discountPercent: v.discount_percent,
          quantityAvailable: v.quantity,
          outOfStockStatus: v.out_of_stock_status,
          reorderDelayMin: v.reorder_delay_min,
          reorderDelayMax: v.reorder_delay_max,
          filterValueIds: v.filter_value_ids,
          isActive: v.is_active,
        },
        position,
      );
      await copyImages(tx, 'variant', v.id, variantId);
    }
    await copyImages(tx, 'product', id, copy);
    await copyDocuments(tx, 'product', id, copy);
    return {
      productId: copy,
      audit: {
        action: 'product.duplicate',
        entity: 'product' as const,
        entityId: copy,
        before: { from: id },
        after: { reference },
      },
    };
  });
  return productId;
}

/** Deletes a product no order holds; one ordered is refused (409): switch it off instead. */
export async function deleteAdminProduct(db: Db, actor: number, id: number): Promise<void> {
  const before = await getAdminProduct(db, id);
  if (!before) throw notFound();
  await productSave(db, actor, id, async (tx) => {
    // Pictures belong to the media module: taken off first (the files stay in uploads).
    for (const variant of before.variants) await detachImages(tx, 'variant', variant.id);
    await detachImages(tx, 'product', id);
    await detachDocuments(tx, 'product', id);
    await tx.delete(products).where(eq(products.id, id));
    return {
      productId: id,
      audit: {
        action: 'product.delete',
        entity: 'product' as const,
        entityId: id,
        before: { reference: before.reference, name: before.name },
      },
    };
  });
}

/** The version a form posted: a string, or nothing (an API client that does not check). */
export function postedVersion(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw validationFailed({ version: [{ key: 'invalid_value' }] });
  return value;
}
