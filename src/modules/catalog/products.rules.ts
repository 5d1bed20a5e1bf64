/**
 * Pure rules of product lists: what a list request means (criteria), how a search text becomes
 * a safe full-text query, how consumer prices convert to the stored prices excl. tax.
 * No I/O: table-tested in products.rules.test.ts.
 */
import type { Locale } from '../../shared/locale';

export const PRODUCT_SORTS = [
  'popularity',
  'bestSales',
  'newest',
  'bestReviews',
  'priceAscending',
  'priceDescending',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const DISCOUNT_TYPES = ['percentage', 'deal'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const AVAILABILITIES = ['stock', 'reorder'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** SPEC §9: 48 products per page. */
export const PRODUCT_PAGE_SIZE = 48;
export const MAX_PRODUCT_PAGE_SIZE = 96;

export interface ProductCriteria {
  locale: Locale;
  /** VAT of the request's country in basis points: consumer prices (filters, sorts) include it. */
  vatRateBp: number;
  search: SearchTerms | null;
  /** Hard scope (a category page): the product is in it or below it. */
  scopeCategoryId: number | null;
  /** Facet: in any of these categories (descendants included). */
  categoryIds: number[];
  vehicleIds: number[];
  brandIds: number[];
  /** Facet: per filter, the chosen values (any of them); all filters must match. */
  filterValueGroups: Map<number, number[]>;
  reviewStars: number[];
  availability: Availability[];
  /** Price incl. tax in cents; null = no bound. */
  priceMinCents: number | null;
  priceMaxCents: number | null;
  hasNewVariant: boolean | null;
  discountTypes: DiscountType[];
  /** Hard restriction to these products (`filter[ids]`, a deal operation), null = none. */
  onlyProductIds: number[] | null;
  sort: ProductSort;
  /** The caller chose the sort; otherwise a search orders by relevance first. */
  sortExplicit: boolean;
  page: number;
  limit: number;
}

export interface SearchTerms {
  /** The text as typed, trimmed and upper-cased: exact reference matches come first. */
  reference: string;
  /** A to_tsquery expression of sanitised prefix terms (`housse:* & clio:*`), or null if none. */
  tsquery: string | null;
  /** Lower-cased, unaccented text for trigram (typo-tolerant) matching. */
  plain: string;
}

const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

/** Lower case without accents: "Pièce Arrière" → "piece arriere". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/**
 * Turns what a shopper typed into search terms. Only letters and digits survive into the
 * tsquery (no operator can be injected); every term is a prefix so "hous" finds "housses".
 * null when nothing searchable remains.
 */
export function searchTerms(input: string): SearchTerms | null {
  // Control characters (a NUL byte above all, which PostgreSQL refuses in text) are spaces.
  const trimmed = input
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .slice(0, 200);
  const folded = foldText(trimmed);
  const terms = (folded.match(/[\p{L}\p{N}]+/gu) ?? [])
    .map((term) => term.slice(0, MAX_TERM_LENGTH))
    .slice(0, MAX_TERMS);
  if (terms.length === 0) return null;
  return {
    reference: trimmed.toUpperCase(),
    tsquery: terms.map((term) => `${term}:*`).join(' & '),
    plain: terms.join(' '),
  };
}

/**
 * `filter[priceRange]=min,max` in euros incl. tax; -1 (or empty) leaves a side open. Returns
 * cents, or null when the text is not two numbers (→ 422). min > max is swapped, as a slider
 * dragged past the other end means.
 */
export function parsePriceRange(
  value: string,
): { minCents: number | null; maxCents: number | null } | null {
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length !== 2) return null;
  const bounds: Array<number | null> = [];
  for (const part of parts) {
    if (part === '' || part === '-1') {
      bounds.push(null);
      continue;
    }
    if (!/^\d{1,7}([.,]\d{1,2})?$/.test(part)) return null;
    bounds.push(Math.round(Number(part.replace(',', '.')) * 100));
  }
  let [min, max] = bounds as [number | null, number | null];
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return { minCents: min, maxCents: max };
}

/**
 * The stored prices are excl. tax; a bound incl. tax becomes the widest excl.-tax bound whose
 * prices, once VAT is added and rounded (`addVat`: half up), stay inside it — exactly those.
 * `addVat(h) >= c` ⇔ h·(10000+r) ≥ 5000·(2c−1); `addVat(h) <= c` ⇔ h·(10000+r) < 5000·(2c+1).
 */
export function priceBoundExclTax(cents: number, vatRateBp: number, side: 'min' | 'max'): number {
  const factor = 10_000 + vatRateBp;
  return side === 'min'
    ? Math.max(0, Math.ceil((5_000 * (2 * cents - 1)) / factor))
    : Math.floor((5_000 * (2 * cents + 1) - 1) / factor);
}

/** Groups chosen filter values by their filter: values of one filter are alternatives. */
export function groupFilterValues(
  valueIds: readonly number[],
  filterOf: ReadonlyMap<number, number>,
): { groups: Map<number, number[]>; unknown: number[] } {
  const groups = new Map<number, number[]>();
  const unknown: number[] = [];
  for (const id of new Set(valueIds)) {
    const filterId = filterOf.get(id);
    if (filterId === undefined) unknown.push(id);
    else groups.set(filterId, [...(groups.get(filterId) ?? []), id]);
  }
  return { groups, unknown };
}
