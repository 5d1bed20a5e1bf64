import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_CODE,
  availabilityCode,
  availabilityCodeSql,
  LIST_AVAILABILITY_CODE,
  listAvailabilityOf,
  stockState,
  type VariantStock,
} from './stock.rules';

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

describe('availabilityCode and its SQL spelling', () => {
  const cases = [
    [5, 'reorder', AVAILABILITY_CODE.available],
    [1, 'sold_out', AVAILABILITY_CODE.available],
    [0, 'stock', AVAILABILITY_CODE.available],
    [-2, 'stock', AVAILABILITY_CODE.available],
    [0, 'reorder', AVAILABILITY_CODE.reorder],
    [-3, 'reorder', AVAILABILITY_CODE.reorder],
    [0, 'sold_out', AVAILABILITY_CODE.out_of_stock],
    [0, 'discontinued', AVAILABILITY_CODE.out_of_stock],
    [3, 'discontinued', AVAILABILITY_CODE.available], // what is left can still be sold
  ] as const;

  it.each(cases)('%i in stock, %s → %i', (quantity, status, expected) => {
    expect(availabilityCode(variant(quantity, status))).toBe(expected);
  });

  it('the database computes the same code for every case', async () => {
    const db = new PGlite();
    try {
      const rows = cases
        .map(([quantity, status], i) => `(${i}, ${quantity}, '${status}')`)
        .join(', ');
      const result = await db.query<{ i: number; code: number }>(
        `select i, ${availabilityCodeSql('v')} as code
           from (values ${rows}) as v(i, quantity_available, out_of_stock_status) order by i`,
      );
      expect(result.rows.map((r) => r.code)).toEqual(cases.map(([, , expected]) => expected));
    } finally {
      await db.close();
    }
  });
});

describe('the product-list filter words of the read-model codes', () => {
  it.each([
    [AVAILABILITY_CODE.available, 'stock'],
    [AVAILABILITY_CODE.reorder, 'reorder'],
    [AVAILABILITY_CODE.out_of_stock, null],
  ] as const)('code %i → %s, and back', (code, word) => {
    expect(listAvailabilityOf(code)).toBe(word);
    if (word) expect(LIST_AVAILABILITY_CODE[word]).toBe(code);
  });
});
