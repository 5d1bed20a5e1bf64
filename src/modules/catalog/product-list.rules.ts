/**
 * What a product list asks for, typed: the criteria every list speaks (the API after parsing
 * its wire format, the list pages straight from their URL state), and the rules that turn a
 * page's choices into them — which vehicles narrow the list, when a search orders by
 * relevance, what a numeric range slider means. Pure: table-tested in product-list.rules.test.ts.
 */
import type { Availability, DiscountType, ProductSort } from './products.rules';

/** A numeric filter's slider: the values of `filterId` between `min` and `max` (inclusive). */
export interface FilterRange {
  filterId: number;
  min: number;
  max: number;
}

export interface ProductListCriteria {
  /** What the shopper typed; a text with nothing searchable in it matches nothing. */
  search?: string | null;
  /** Hard scope (a category page): the product is in it or below it. */
  scopeCategoryId?: number | null;
  /** Facet: in any of these categories (descendants included). */
  categoryIds?: readonly number[];
  vehicleIds?: readonly number[];
  brandIds?: readonly number[];
  /** Chosen filter values; values of one filter are alternatives, filters all apply. */
  filterValueIds?: readonly number[];
  /** Numeric sliders, resolved to the values they span (joined with `filterValueIds`). */
  filterRanges?: readonly FilterRange[];
  reviewStars?: readonly number[];
  availability?: readonly Availability[];
  /** Consumer price incl. tax, integer cents; absent (or null) = open side. */
  priceMinCents?: number | null;
  priceMaxCents?: number | null;
  hasNewVariant?: boolean | null;
  discountTypes?: readonly DiscountType[];
  /** Hard restriction to these products, absent = none. */
  onlyProductIds?: readonly number[] | null;
  /** Only the products of this deal ("operation") while it runs. */
  dealId?: number | null;
  /** Set when nothing can match (inactive products asked for): an empty page, no query. */
  matchesNothing?: boolean;
  /** Absent: the default order (relevance first for a search, else popularity). */
  sort?: ProductSort | null;
  page?: number;
  limit?: number;
  /** Count every facet for the filter sidebar. */
  facets?: boolean;
  /** What each card carries besides its summary. */
  include?: ReadonlySet<'variant' | 'filters' | 'reviews' | 'related'>;
}

/**
 * The vehicles a list is narrowed to: a vehicle (or make) page's own vehicles; elsewhere the
 * shopper's remembered vehicle when they ticked "my vehicle" (`vehicle=1`), else none.
 */
export function listVehicles(
  scopeVehicleIds: readonly number[] | undefined,
  myVehicle: { asked: boolean; id: number | null | undefined },
): number[] {
  if (scopeVehicleIds?.length) return [...scopeVehicleIds];
  return myVehicle.asked && myVehicle.id ? [myVehicle.id] : [];
}

/**
 * The order a list page asks for: popularity is also the page's default, so a search left on
 * it is ordered by relevance (null: no explicit sort); any other choice is explicit.
 */
export function listSort(search: string | null | undefined, sort: ProductSort): ProductSort | null {
  return search && sort === 'popularity' ? null : sort;
}

/**
 * A slider's choice among the values of its filter: `null` when it spans the filter's whole
 * scale (no choice — it must not drop products without a value for that filter), else the
 * values inside it; an empty array (a range between two values) matches nothing.
 */
export function rangeChoice(inRange: readonly number[], scale: readonly number[]): number[] | null {
  if (scale.length > 0 && inRange.length === scale.length) return null;
  return [...inRange];
}

/** A price range with its sides in order: a slider dragged past the other end swaps them. */
export function orderedPriceRange(
  minCents: number | null | undefined,
  maxCents: number | null | undefined,
): { minCents: number | null; maxCents: number | null } {
  const min = minCents ?? null;
  const max = maxCents ?? null;
  return min !== null && max !== null && min > max
    ? { minCents: max, maxCents: min }
    : { minCents: min, maxCents: max };
}

/** The last page of a list (at least 1, an empty list has one empty page). */
export function lastPage(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
