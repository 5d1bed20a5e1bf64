/**
 * Delivery offers for a parcel: every active method with a range covering the destination and
 * weight, cheapest grid line of each, in the shop's order. The grids are small (tens of rows):
 * one query reads them all, kept 10 s (a price edit shows within that).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pick, type Locale, type Translated } from '../../shared/locale';
import { referenceMemo } from '../../shared/reference-memo';
import { rangeFor } from './shipping.rules';
import {
  SHIPPING_KINDS,
  shippingMethodRanges,
  shippingMethods,
  type ShippingKind,
} from './shipping.tables';

/** The kinds of delivery, for the routes (which do not import tables). */
export { SHIPPING_KINDS, type ShippingKind };

export interface ShippingOffer {
  rangeId: number;
  priceHtCents: number;
  method: {
    id: number;
    code: string;
    carrier: string;
    kind: ShippingKind;
    name: string;
    description: string;
    freeShippingEligible: boolean;
  };
}

function activeGrid(db: Db) {
  return referenceMemo(db, 'shipping-grid', () => readGrid(db));
}

async function readGrid(db: Db) {
  return db
    .select({ range: shippingMethodRanges, method: shippingMethods })
    .from(shippingMethodRanges)
    .innerJoin(shippingMethods, eq(shippingMethods.id, shippingMethodRanges.shippingMethodId))
    .where(and(eq(shippingMethods.isActive, true), eq(shippingMethodRanges.isActive, true)))
    .orderBy(asc(shippingMethods.position), asc(shippingMethods.id), asc(shippingMethodRanges.id));
}

function offerOf(row: Awaited<ReturnType<typeof readGrid>>[number], locale: Locale): ShippingOffer {
  return {
    rangeId: row.range.id,
    priceHtCents: row.range.priceHtCents,
    method: {
      id: row.method.id,
      code: row.method.code,
      carrier: row.method.carrier,
      kind: row.method.kind,
      name: pick(row.method.name, locale),
      description: pick(row.method.description, locale),
      freeShippingEligible: row.method.freeShippingEligible,
    },
  };
}

export async function shippingOffers(
  db: Db,
  locale: Locale,
  countryIso: string,
  weightGrams: number,
): Promise<ShippingOffer[]> {
  const grid = await activeGrid(db);
  const byMethod = new Map<number, typeof grid>();
  for (const row of grid)
    byMethod.set(row.method.id, [...(byMethod.get(row.method.id) ?? []), row]);
  const offers: ShippingOffer[] = [];
  for (const rows of byMethod.values()) {
    const range = rangeFor(
      rows.map((r) => ({ ...r.range, row: r })),
      countryIso,
      weightGrams,
    );
    if (range) offers.push(offerOf(range.row, locale));
  }
  return offers;
}

/** The offer of a range if it still covers this parcel (prices may have changed since). */
export async function shippingOfferForRange(
  db: Db,
  locale: Locale,
  rangeId: number,
  countryIso: string,
  weightGrams: number,
): Promise<ShippingOffer | null> {
  const offers = await shippingOffers(db, locale, countryIso, weightGrams);
  return offers.find((o) => o.rangeId === rangeId) ?? null;
}

/**
 * The offer of the range a placed order was priced with, whatever its state today: switched
 * off, or no longer covering the parcel, it stays the order's delivery (docs/decisions/034).
 */
export async function placedOrderShippingOffer(
  db: Db,
  locale: Locale,
  rangeId: number,
): Promise<ShippingOffer | null> {
  const [row] = await db
    .select({ range: shippingMethodRanges, method: shippingMethods })
    .from(shippingMethodRanges)
    .innerJoin(shippingMethods, eq(shippingMethods.id, shippingMethodRanges.shippingMethodId))
    .where(eq(shippingMethodRanges.id, rangeId));
  return row ? offerOf(row, locale) : null;
}

/**
 * The delivery method of a grid line, whatever its state today (a placed order keeps the line
 * it was priced with): its kind and names, for documents and the back office; null if unknown.
 */
export async function shippingMethodOfRange(
  db: Db,
  rangeId: number,
): Promise<{ kind: ShippingKind; name: Translated } | null> {
  const [row] = await db
    .select({ kind: shippingMethods.kind, name: shippingMethods.name })
    .from(shippingMethodRanges)
    .innerJoin(shippingMethods, eq(shippingMethods.id, shippingMethodRanges.shippingMethodId))
    .where(eq(shippingMethodRanges.id, rangeId));
  return row ?? null;
}

/** Ids of every range of the methods of one kind (the back office tells pickups from parcels). */
export async function rangeIdsOfKind(db: Db, kind: ShippingKind): Promise<number[]> {
  const rows = await db
    .select({ id: shippingMethodRanges.id })
    .from(shippingMethodRanges)
    .innerJoin(shippingMethods, eq(shippingMethods.id, shippingMethodRanges.shippingMethodId))
    .where(eq(shippingMethods.kind, kind))
    .orderBy(asc(shippingMethodRanges.id));
  return rows.map((row) => row.id);
}

export interface PublicShippingMethod {
  id: number;
  code: string;
  carrier: string;
  kind: ShippingKind;
  name: string;
  description: string;
  position: number;
  free_shipping_eligible: boolean;
  /** Active ranges (prices excl. tax, euros): with `include=shipping_method_ranges`. */
  shipping_method_ranges?: Array<{
    id: number;
    country_isos: string[];
    min_weight_grams: number;
    max_weight_grams: number;
    price_ht: number;
  }>;
}

/**
 * SPEC §7 `GET /shipping_methods`: the active methods that have an active range (a method
 * without one cannot be chosen), in the shop's order; `country` keeps those delivering there.
 */
export async function listPublicShippingMethods(
  db: Db,
  locale: Locale,
  options: { country?: string; kind?: ShippingKind; withRanges: boolean },
): Promise<PublicShippingMethod[]> {
  const methods = new Map<number, PublicShippingMethod>();
  for (const row of await activeGrid(db)) {
    if (options.country && !row.range.countryIsos.includes(options.country)) continue;
    if (options.kind && row.method.kind !== options.kind) continue;
    let method = methods.get(row.method.id);
    if (!method) {
      method = {
        id: row.method.id,
        code: row.method.code,
        carrier: row.method.carrier,
        kind: row.method.kind,
        name: pick(row.method.name, locale),
        description: pick(row.method.description, locale),
        position: row.method.position,
        free_shipping_eligible: row.method.freeShippingEligible,
        ...(options.withRanges ? { shipping_method_ranges: [] } : {}),
      };
      methods.set(row.method.id, method);
    }
    method.shipping_method_ranges?.push({
      id: row.range.id,
      country_isos: row.range.countryIsos,
      min_weight_grams: row.range.minWeightGrams,
      max_weight_grams: row.range.maxWeightGrams,
      price_ht: row.range.priceHtCents / 100,
    });
  }
  return [...methods.values()];
}
