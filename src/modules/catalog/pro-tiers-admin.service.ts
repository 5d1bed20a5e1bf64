/**
 * The back office's PRO quantity tiers (decision 048): the product and category editors post
 * their rows here. Bad rows are a 422 per field (`tiers.<row>.min_quantity` / `.percent`) and
 * nothing is written; a save replaces the owner's tiers and records an audit entry, in one
 * transaction.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { QueryErrors } from '../../shared/api-query';
import { notFound, validationFailed } from '../../shared/http';
import { recordAudit } from '../audit';
import { categories } from './categories.tables';
import { products } from './products.tables';
import { ownTiers, replaceTiers } from './pro-tiers.repo';
import { parseTierRows, TIER_ROWS, type ProTier } from './pro-tiers.rules';

export type TierOwner = { productId: number } | { categoryId: number };

/** The rows of a form: `tier_min_<i>` and `tier_percent_<i>`, i = 0 … TIER_ROWS − 1. */
export function tierRowsFromForm(
  get: (name: string) => unknown,
): Array<{ minQuantity: string; percent: string }> {
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : '');
  return Array.from({ length: TIER_ROWS }, (_, i) => ({
    minQuantity: text(get(`tier_min_${i}`)),
    percent: text(get(`tier_percent_${i}`)),
  }));
}

async function ownerExists(db: Db, owner: TierOwner): Promise<boolean> {
  const rows =
    'productId' in owner
      ? await db.select({ id: products.id }).from(products).where(eq(products.id, owner.productId))
      : await db
          .select({ id: categories.id })
          .from(categories)
          .where(eq(categories.id, owner.categoryId));
  return rows.length > 0;
}

export async function saveProTiers(
  db: Db,
  actor: number,
  owner: TierOwner,
  rows: ReadonlyArray<{ minQuantity: string; percent: string }>,
): Promise<ProTier[]> {
  const parsed = parseTierRows(rows);
  if (!parsed.ok) {
    const errors: QueryErrors = {};
    for (const error of parsed.errors)
      (errors[`tier_${error.field === 'percent' ? 'percent' : 'min'}_${error.row}`] ??= []).push({
        key: error.code,
      });
    throw validationFailed(errors);
  }
  if (!(await ownerExists(db, owner))) throw notFound();
  await db.transaction(async (tx) => {
    const before = await ownTiers(tx, owner);
    await replaceTiers(tx, owner, parsed.tiers);
    await recordAudit(tx, {
      actorUserId: actor,
      action: 'pro_tiers.save',
      entity: 'productId' in owner ? 'product' : 'category',
      entityId: 'productId' in owner ? owner.productId : owner.categoryId,
      before,
      after: parsed.tiers,
    });
  });
  return parsed.tiers;
}
