/**
 * The back office's delivery methods and price grids (the shipping module owns both tables):
 * listed with a version per method, edited one change at a time — a method's switch, order,
 * kind and names; a range added, changed or removed. Each write takes the actor's user id (the
 * audit entry goes in its transaction), locks the method, compares the version the form showed
 * (someone else changed it → 409, nothing written), checks the grid rules, and after commit
 * tells this process's memos (the checkout's grid is read again on the next request).
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { QueryErrors } from '../../shared/api-query';
import { HttpError, notFound, validationFailed } from '../../shared/http';
import type { Translated } from '../../shared/locale';
import { notifySettingsChange } from '../../shared/settings-change';
import {
  methodVersion,
  overlappingRange,
  rangeProblems,
  type GridRange,
  type RangeInput,
} from './shipping-grid.rules';
import { shippingMethodRanges, shippingMethods, type ShippingKind } from './shipping.tables';
import { recordAudit } from '../audit';

export interface AdminShippingRange {
  id: number;
  country_isos: string[];
  min_weight_grams: number;
  max_weight_grams: number;
  price_ht_cents: number;
  is_active: boolean;
}

export interface AdminShippingMethod {
  id: number;
  code: string;
  carrier: string;
  kind: ShippingKind;
  name: Translated;
  is_active: boolean;
  position: number;
  free_shipping_eligible: boolean;
  version: string;
  ranges: AdminShippingRange[];
}

type MethodRow = typeof shippingMethods.$inferSelect;
type RangeRow = typeof shippingMethodRanges.$inferSelect;

const gridRange = (row: RangeRow): GridRange => ({
  id: row.id,
  countryIsos: row.countryIsos,
  minWeightGrams: row.minWeightGrams,
  maxWeightGrams: row.maxWeightGrams,
  priceHtCents: row.priceHtCents,
  isActive: row.isActive,
});

function adminMethod(method: MethodRow, ranges: RangeRow[]): AdminShippingMethod {
  return {
    id: method.id,
    code: method.code,
    carrier: method.carrier,
    kind: method.kind,
    name: method.name,
    is_active: method.isActive,
    position: method.position,
    free_shipping_eligible: method.freeShippingEligible,
    version: methodVersion(method, ranges.map(gridRange)),
    ranges: ranges.map((r) => ({
      id: r.id,
      country_isos: r.countryIsos,
      min_weight_grams: r.minWeightGrams,
      max_weight_grams: r.maxWeightGrams,
      price_ht_cents: r.priceHtCents,
      is_active: r.isActive,
    })),
  };
}

export async function listShippingAdmin(db: Db): Promise<AdminShippingMethod[]> {
  const methods = await db
    .select()
    .from(shippingMethods)
    .orderBy(asc(shippingMethods.position), asc(shippingMethods.id));
  const ranges = await db
    .select()
    .from(shippingMethodRanges)
    .orderBy(
      asc(shippingMethodRanges.shippingMethodId),
      asc(shippingMethodRanges.minWeightGrams),
      asc(shippingMethodRanges.id),
    );
  return methods.map((m) =>
    adminMethod(
      m,
      ranges.filter((r) => r.shippingMethodId === m.id),
    ),
  );
}

/** Locks the method, checks the version shown, runs `write`; tells the memos after commit. */
async function withMethod<T>(
  db: Db,
  methodId: number,
  version: string,
  write: (tx: Db, method: MethodRow, ranges: GridRange[]) => Promise<T>,
): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const [method] = await tx
      .select()
      .from(shippingMethods)
      .where(eq(shippingMethods.id, methodId))
      .for('update');
    if (!method) throw notFound();
    const rows = await tx
      .select()
      .from(shippingMethodRanges)
      .where(eq(shippingMethodRanges.shippingMethodId, methodId))
      .orderBy(asc(shippingMethodRanges.id));
    const ranges = rows.map(gridRange);
    if (methodVersion(method, ranges) !== version) throw new HttpError(409, 'settings_changed');
    return write(tx as unknown as Db, method, ranges);
  });
  notifySettingsChange();
  return result;
}

export interface MethodChange {
  isActive?: boolean;
  position?: number;
  kind?: ShippingKind;
  /** Names to replace, per language (the others are kept). */
  name?: Partial<Translated>;
}

export async function updateShippingMethod(
  db: Db,
  actorUserId: number,
  methodId: number,
  change: MethodChange,
  version: string,
): Promise<void> {
  await withMethod(db, methodId, version, async (tx, method) => {
    await tx
      .update(shippingMethods)
      .set({
        ...(change.isActive !== undefined ? { isActive: change.isActive } : {}),
        ...(change.position !== undefined ? { position: change.position } : {}),
        ...(change.kind !== undefined ? { kind: change.kind } : {}),
        ...(change.name ? { name: { ...method.name, ...change.name } } : {}),
      })
      .where(eq(shippingMethods.id, methodId));
    await recordAudit(tx, {
      actorUserId,
      action: 'shipping_method.update',
      entity: 'shipping_methods',
      entityId: methodId,
      before: {
        is_active: method.isActive,
        position: method.position,
        kind: method.kind,
        name: method.name,
      },
      after: change,
    });
  });
}

const FIELD: Record<keyof RangeInput, string> = {
  countryIsos: 'country_isos',
  minWeightGrams: 'min_weight_grams',
  maxWeightGrams: 'max_weight_grams',
  priceHtCents: 'price_ht_cents',
  isActive: 'is_active',
};

function checkRangeOrThrow(range: RangeInput & { id?: number }, others: readonly GridRange[]) {
  const errors: QueryErrors = {};
  for (const [field, problem] of Object.entries(rangeProblems(range)))
    errors[FIELD[field as keyof RangeInput]] = [{ key: problem }];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const overlap = overlappingRange(range, others);
  if (overlap)
    throw validationFailed({
      min_weight_grams: [{ key: 'overlapping_range', params: { id: String(overlap.id) } }],
    });
}

/** Adds a range (`rangeId` null) or replaces one of the method's. Answers the range's id. */
export async function saveShippingRange(
  db: Db,
  actorUserId: number,
  methodId: number,
  rangeId: number | null,
  range: RangeInput,
  version: string,
): Promise<number> {
  return withMethod(db, methodId, version, async (tx, _method, ranges) => {
    if (rangeId !== null && !ranges.some((r) => r.id === rangeId)) throw notFound();
    checkRangeOrThrow({ ...range, ...(rangeId !== null ? { id: rangeId } : {}) }, ranges);
    const values = {
      countryIsos: range.countryIsos,
      minWeightGrams: range.minWeightGrams,
      maxWeightGrams: range.maxWeightGrams,
      priceHtCents: range.priceHtCents,
      isActive: range.isActive,
    };
    const before = rangeId === null ? null : (ranges.find((r) => r.id === rangeId) ?? null);
    let id = rangeId;
    if (id === null) {
      const [row] = await tx
        .insert(shippingMethodRanges)
        .values({ shippingMethodId: methodId, ...values })
        .returning({ id: shippingMethodRanges.id });
      id = row!.id;
    } else {
      await tx.update(shippingMethodRanges).set(values).where(eq(shippingMethodRanges.id, id));
    }
    await recordAudit(tx, {
      actorUserId,
      action: 'shipping_range.save',
      entity: 'shipping_method_ranges',
      entityId: id,
      before,
      after: { shipping_method_id: methodId, ...values },
    });
    return id;
  });
}

/**
 * A row still referenced: PostgreSQL's 23001 (ON DELETE RESTRICT) or 23503 (NO ACTION),
 * however the driver wraps it (Drizzle puts the driver's error in `cause`).
 */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (code === '23001' || code === '23503') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Removes a range no order or cart uses; one in use is refused (409 `shipping_range_in_use`):
 * switch it off instead (`is_active` false), it is then offered no more.
 */
export async function removeShippingRange(
  db: Db,
  actorUserId: number,
  methodId: number,
  rangeId: number,
  version: string,
): Promise<void> {
  await withMethod(db, methodId, version, async (tx, _method, ranges) => {
    if (!ranges.some((r) => r.id === rangeId)) throw notFound();
    // The orders' foreign key refuses while an order (or a cart) uses the range: the order
    // keeps the delivery it was charged for, and the owner switches the range off instead.
    // A savepoint, so the refusal is an answer and not an aborted transaction.
    try {
      await tx.transaction(async (savepoint) => {
        await savepoint.delete(shippingMethodRanges).where(eq(shippingMethodRanges.id, rangeId));
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new HttpError(409, 'shipping_range_in_use');
      throw error;
    }
    await recordAudit(tx, {
      actorUserId,
      action: 'shipping_range.remove',
      entity: 'shipping_method_ranges',
      entityId: rangeId,
      before: ranges.find((r) => r.id === rangeId) ?? null,
      after: null,
    });
  });
}
