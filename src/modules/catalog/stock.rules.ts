import type { OutOfStockStatus } from './products.tables';

/** What a variant's stock says to a shopper for a wanted quantity (SPEC §4). */
export type StockState =
  | { state: 'available' }
  | { state: 'reorder'; delayMinDays: number | null; delayMaxDays: number | null }
  | { state: 'out_of_stock'; reason: 'sold_out' | 'discontinued' };

export interface VariantStock {
  quantityAvailable: number;
  outOfStockStatus: OutOfStockStatus;
  reorderDelayMin: number | null;
  reorderDelayMax: number | null;
}

/**
 * Available now when the stock covers what is already in the cart plus what is asked, or when
 * the variant is sold as always in stock (status `stock`); otherwise orderable with a delay
 * (status `reorder`), or not orderable (`sold_out`, `discontinued`). Pure: no clock, no I/O.
 */
export function stockState(variant: VariantStock, wanted: number, alreadyInCart = 0): StockState {
  const needed = Math.max(1, wanted) + Math.max(0, alreadyInCart);
  if (variant.quantityAvailable >= needed || variant.outOfStockStatus === 'stock') {
    return { state: 'available' };
  }
  if (variant.outOfStockStatus === 'reorder') {
    const [min, max] = orderedDelay(variant.reorderDelayMin, variant.reorderDelayMax);
    return { state: 'reorder', delayMinDays: min, delayMaxDays: max };
  }
  return { state: 'out_of_stock', reason: variant.outOfStockStatus };
}

/** A delay typed the wrong way round by the back office still reads "5 to 10 days". */
function orderedDelay(min: number | null, max: number | null): [number | null, number | null] {
  if (min !== null && max !== null && min > max) return [max, min];
  return [min, max ?? min];
}

/**
 * A variant's availability for one unit as the small integer the product-list read model
 * stores, filters and sorts on (lower is better): the `stockState` of one unit, encoded.
 */
export const AVAILABILITY_CODE = { available: 0, reorder: 1, out_of_stock: 2 } as const;
export type AvailabilityCode = (typeof AVAILABILITY_CODE)[keyof typeof AVAILABILITY_CODE];

/**
 * The product-list filter's words (`filter[availability]=stock|reorder`) for the read model's
 * codes: a sold-out product is never offered as a filter value.
 */
export const LIST_AVAILABILITY_CODE = {
  stock: AVAILABILITY_CODE.available,
  reorder: AVAILABILITY_CODE.reorder,
} as const;
export type ListAvailability = keyof typeof LIST_AVAILABILITY_CODE;

/** The filter word of a read-model code, or null for sold out. */
export function listAvailabilityOf(code: number): ListAvailability | null {
  if (code === LIST_AVAILABILITY_CODE.stock) return 'stock';
  if (code === LIST_AVAILABILITY_CODE.reorder) return 'reorder';
  return null;
}

export function availabilityCode(variant: VariantStock): AvailabilityCode {
  return AVAILABILITY_CODE[stockState(variant, 1).state];
}

/**
 * `availabilityCode` as an SQL expression over the `variants` columns of the row alias `v` (an
 * identifier the caller writes, never input; wrap with `sql.raw`): the same rule where a query
 * cannot call TypeScript. A string, so this file stays free of database code (pages import
 * the rules). `stock.rules.test.ts` checks both spellings agree on every case.
 */
export function availabilityCodeSql(v: string): string {
  const { available, reorder, out_of_stock } = AVAILABILITY_CODE;
  return `(case when ${v}.quantity_available >= 1 or ${v}.out_of_stock_status = 'stock' then ${available} when ${v}.out_of_stock_status = 'reorder' then ${reorder} else ${out_of_stock} end)`;
}
