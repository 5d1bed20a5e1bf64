/**
 * A product's variants in the back office: add one, save one, remove one never ordered (an
 * ordered one is refused with 409: switch it off instead). Each is a product save (one
 * transaction, audit, listing refresh, the product's version moves forward).
 */
import { and, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { detachImages } from '../media';
import type { QueryErrors } from '../../shared/api-query';
import { notFound } from '../../shared/http';
import { unknownIds, writeVariantValues } from './product-admin.repo';
import { parseVariantDraft, type VariantDraft } from './product-admin.rules';
import { insertVariant, variantValues } from './product-admin.service';
import { productSave, refuseIfAny } from './product-admin-save.service';
import { variants } from './products.tables';

/** Reads and checks a posted variant; a 422 lists every problem. */
export async function readVariantInput(
  db: Db,
  raw: Record<string, unknown>,
): Promise<VariantDraft> {
  const parsed = parseVariantDraft(raw);
  const errors: QueryErrors = parsed.ok ? {} : { ...parsed.errors };
  if (parsed.ok && (await unknownIds(db, 'filter_value', parsed.value.filterValueIds)).length)
    errors.filter_value_ids = [{ key: 'invalid_value' }];
  refuseIfAny(errors);
  return (parsed as { value: VariantDraft }).value;
}

async function variantOf(db: Db, productId: number, variantId: number) {
  const [row] = await db
    .select()
    .from(variants)
    .where(and(eq(variants.id, variantId), eq(variants.productId, productId)));
  if (!row) throw notFound();
  return row;
}

export async function addAdminVariant(
  db: Db,
  actor: number,
  productId: number,
  draft: VariantDraft,
  version?: string,
): Promise<number> {
  let made = 0;
  await productSave(
    db,
    actor,
    productId,
    async (tx) => {
      const [last] = await tx
        .select({ position: max(variants.position) })
        .from(variants)
        .where(eq(variants.productId, productId));
      made = await insertVariant(tx, productId, draft, (last?.position ?? -1) + 1);
      return {
        productId,
        audit: {
          action: 'variant.create',
          entity: 'variant' as const,
          entityId: made,
          after: draft,
        },
      };
    },
    { version },
  );
  return made;
}

export async function updateAdminVariant(
  db: Db,
  actor: number,
  productId: number,
  variantId: number,
  draft: VariantDraft,
  version?: string,
): Promise<void> {
  const before = await variantOf(db, productId, variantId);
  await productSave(
    db,
    actor,
    productId,
    async (tx) => {
      await tx.update(variants).set(variantValues(draft)).where(eq(variants.id, variantId));
      await writeVariantValues(tx, variantId, draft.filterValueIds);
      return {
        productId,
        audit: {
          action: 'variant.update',
          entity: 'variant' as const,
          entityId: variantId,
          before,
          after: draft,
        },
      };
    },
    { version },
  );
}

export async function removeAdminVariant(
  db: Db,
  actor: number,
  productId: number,
  variantId: number,
  version?: string,
): Promise<void> {
  const before = await variantOf(db, productId, variantId);
  await productSave(
    db,
    actor,
    productId,
    async (tx) => {
      await detachImages(tx, 'variant', variantId);
      await tx.delete(variants).where(eq(variants.id, variantId));
      return {
        productId,
        audit: {
          action: 'variant.delete',
          entity: 'variant' as const,
          entityId: variantId,
          before: { reference: before.reference, name: before.name },
        },
      };
    },
    { version },
  );
}
