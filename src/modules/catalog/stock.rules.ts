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
