/**
 * How every back-office product write runs: one transaction that writes, records the audit
 * entry and rebuilds the product's listing rows (which empties the caches once committed), so
 * the storefront's next list and search already show the change. A database refusal the form
 * could not foresee (a reference taken, an id that names nothing) becomes the 422 of its field;
 * a row still ordered becomes a 409. Anything else is a bug and stays a 500.
 */
import type { Db } from '../../db/client';
import { recordAudit } from '../audit';
import type { QueryErrors } from '../../shared/api-query';
import { HttpError, notFound, validationFailed } from '../../shared/http';
import { refreshProductListing } from './product-listing.repo';
import { productVersion, touchProduct } from './product-admin.repo';

export interface AuditNote {
  action: string;
  entity: 'product' | 'variant' | 'image' | 'document';
  entityId: number;
  before?: unknown;
  after?: unknown;
}

function pgCode(error: unknown): { code?: string; constraint?: string } {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^23/.test(code))
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    e = (e as { cause?: unknown }).cause;
  }
  return {};
}

/** Which field a constraint's refusal belongs to. */
const CONSTRAINT_FIELDS: Record<string, string> = {
  products_reference_unique: 'reference',
  variants_reference_unique: 'reference',
  products_brand_id_brands_id_fk: 'brand_id',
  product_categories_category_id_categories_id_fk: 'category_ids',
  product_vehicles_vehicle_id_vehicles_id_fk: 'vehicle_ids',
  variant_filter_values_filter_value_id_filter_values_id_fk: 'filter_value_ids',
  product_translations_locale_slug_uq: 'slug',
};

export function databaseRefusal(error: unknown, fieldPrefix = ''): HttpError | null {
  const { code, constraint } = pgCode(error);
  if (!code) return null;
  // A variant (or product) an order holds: ON DELETE RESTRICT.
  if ((code === '23001' || code === '23503') && constraint?.startsWith('order_variants'))
    return new HttpError(409, 'catalogue_product_ordered');
  const field = constraint ? CONSTRAINT_FIELDS[constraint] : undefined;
  if (!field) return null;
  const key = code === '23505' ? 'catalogue_reference_taken' : 'invalid_value';
  const name = field === 'reference' ? `${fieldPrefix}reference` : field;
  return validationFailed({ [name]: [{ key: field === 'slug' ? 'catalogue_slug_taken' : key }] });
}

/**
 * Runs `write` in one transaction for `productId` (null: the write creates it and answers its
 * id): checks the version when one is given (409 when someone saved in between), moves it
 * forward, records the audit note the write returns and refreshes the listing.
 */
export async function productSave<T extends { productId: number; audit: AuditNote }>(
  db: Db,
  actor: number,
  productId: number | null,
  write: (tx: Db) => Promise<T>,
  options: { version?: string; fieldPrefix?: string } = {},
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      if (productId !== null) {
        const current = await productVersion(tx, productId, true);
        if (current === null) throw notFound();
        if (options.version !== undefined && options.version !== current)
          throw new HttpError(409, 'catalogue_product_stale');
      }
      const result = await write(tx);
      await touchProduct(tx, result.productId);
      await recordAudit(tx, { actorUserId: actor, ...result.audit });
      await refreshProductListing(tx, [result.productId]);
      return result;
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const refusal = databaseRefusal(error, options.fieldPrefix);
    if (refusal) throw refusal;
    throw error;
  }
}

/** Throws the 422 of `errors` when there are any. */
export function refuseIfAny(errors: QueryErrors): void {
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}
