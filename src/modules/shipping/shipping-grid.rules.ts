/**
 * What the back office may write in a delivery method's price grid: a range covers `[min, max)`
 * grams for a set of countries at a price excl. tax. Refused: no country or a malformed one,
 * a negative or empty weight span, a negative price, and a range overlapping another active
 * one of the same method for a shared country (the checkout would not know which price
 * applies). Pure; table-tested beside.
 */
import type { ShippingKind } from './shipping.tables';

/** The table's check constraint, repeated here: a rules file reads no table module. */
const KINDS: readonly string[] = ['home', 'express', 'relay', 'store'] satisfies ShippingKind[];

export interface RangeInput {
  countryIsos: string[];
  minWeightGrams: number;
  maxWeightGrams: number;
  priceHtCents: number;
  isActive: boolean;
}

export interface GridRange extends RangeInput {
  id: number;
}

export type RangeProblem =
  | 'invalid_countries'
  | 'invalid_weight'
  | 'invalid_weight_span'
  | 'invalid_price'
  | 'overlapping_range';

/** Up to 100 t and 100,000 € excl. tax: far above any parcel, safe integers. */
export const MAX_WEIGHT_GRAMS = 100_000_000;
export const MAX_PRICE_CENTS = 10_000_000;

const ISO = /^[A-Z]{2}$/;

/** "fr, be MC" → ['FR', 'BE', 'MC'] (deduplicated, in order); null if a code is not two letters. */
export function parseCountryList(text: string): string[] | null {
  const codes = text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  if (codes.length === 0 || codes.some((code) => !ISO.test(code))) return null;
  return [...new Set(codes)];
}

const whole = (value: number, max: number) => Number.isInteger(value) && value >= 0 && value <= max;

/** Per-field problems of one range, before comparing it with the others. */
export function rangeProblems(range: RangeInput): Partial<Record<keyof RangeInput, RangeProblem>> {
  const problems: Partial<Record<keyof RangeInput, RangeProblem>> = {};
  if (range.countryIsos.length === 0 || range.countryIsos.some((iso) => !ISO.test(iso)))
    problems.countryIsos = 'invalid_countries';
  if (!whole(range.minWeightGrams, MAX_WEIGHT_GRAMS)) problems.minWeightGrams = 'invalid_weight';
  if (!whole(range.maxWeightGrams, MAX_WEIGHT_GRAMS)) problems.maxWeightGrams = 'invalid_weight';
  else if (!problems.minWeightGrams && range.maxWeightGrams <= range.minWeightGrams)
    problems.maxWeightGrams = 'invalid_weight_span';
  if (!whole(range.priceHtCents, MAX_PRICE_CENTS)) problems.priceHtCents = 'invalid_price';
  return problems;
}

/**
 * The active range of `others` that `range` would overlap (a shared country and a shared gram),
 * or null. `[0, 1000)` and `[1000, 2000)` touch without overlapping. An inactive range overlaps
 * nothing: it is kept aside, not offered.
 */
export function overlappingRange(
  range: RangeInput & { id?: number },
  others: readonly GridRange[],
): GridRange | null {
  if (!range.isActive) return null;
  return (
    others.find(
      (other) =>
        other.id !== range.id &&
        other.isActive &&
        other.countryIsos.some((iso) => range.countryIsos.includes(iso)) &&
        range.minWeightGrams < other.maxWeightGrams &&
        other.minWeightGrams < range.maxWeightGrams,
    ) ?? null
  );
}

export function isShippingKind(value: string): value is ShippingKind {
  return KINDS.includes(value);
}

/**
 * A method's version: a fingerprint of its fields and every range. A form hands it back; a
 * save finding another one knows someone changed the method or its grid in between.
 */
export function methodVersion(method: object, ranges: readonly GridRange[]): string {
  const text = JSON.stringify([method, [...ranges].sort((a, b) => a.id - b.id)]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36).padStart(7, '0');
}
