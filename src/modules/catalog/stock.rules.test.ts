import { describe, expect, it } from 'vitest';
import { stockState, type VariantStock } from './stock.rules';

const variant = (
  quantityAvailable: number,
  outOfStockStatus: VariantStock['outOfStockStatus'],
  reorderDelayMin: number | null = 5,
  reorderDelayMax: number | null = 10,
): VariantStock => ({ quantityAvailable, outOfStockStatus, reorderDelayMin, reorderDelayMax });

describe('stockState (SPEC §4)', () => {
  it.each([
    // quantity, status, wanted, in cart → expected
    [5, 'reorder', 1, 0, { state: 'available' }],
    [5, 'reorder', 2, 3, { state: 'available' }], // exactly covered, cart included
    [5, 'reorder', 3, 3, { state: 'reorder', delayMinDays: 5, delayMaxDays: 10 }], // cart counts
    [0, 'stock', 1, 0, { state: 'available' }], // always sold as in stock
    [0, 'stock', 50, 10, { state: 'available' }],
    [0, 'reorder', 1, 0, { state: 'reorder', delayMinDays: 5, delayMaxDays: 10 }],
    [2, 'sold_out', 3, 0, { state: 'out_of_stock', reason: 'sold_out' }],
    [2, 'sold_out', 2, 0, { state: 'available' }], // what is left can still be sold
    [0, 'discontinued', 1, 0, { state: 'out_of_stock', reason: 'discontinued' }],
    [-3, 'reorder', 1, 0, { state: 'reorder', delayMinDays: 5, delayMaxDays: 10 }], // oversold reorder stock
    [1, 'sold_out', 0, 0, { state: 'available' }], // a quantity below 1 means 1
    [0, 'sold_out', 0, 0, { state: 'out_of_stock', reason: 'sold_out' }],
  ] as const)(
    '%i in stock, %s, wants %i with %i in cart',
    (quantity, status, wanted, inCart, expected) => {
      expect(stockState(variant(quantity, status), wanted, inCart)).toEqual(expected);
    },
  );

  it('orders the reorder delay and copes with a missing bound', () => {
    expect(stockState(variant(0, 'reorder', 10, 5), 1)).toEqual({
      state: 'reorder',
      delayMinDays: 5,
      delayMaxDays: 10,
    });
    expect(stockState(variant(0, 'reorder', 7, null), 1)).toEqual({
      state: 'reorder',
      delayMinDays: 7,
      delayMaxDays: 7,
    });
    expect(stockState(variant(0, 'reorder', null, null), 1)).toEqual({
      state: 'reorder',
      delayMinDays: null,
      delayMaxDays: null,
    });
  });
});
