import { describe, expect, it } from 'vitest';
import { addVat } from '../../shared/money';
import {
  foldText,
  groupFilterValues,
  parsePriceRange,
  priceBoundExclTax,
  searchTerms,
} from './products.rules';
import { chooseVariant } from './variant-choice.rules';

describe('searchTerms', () => {
  it('folds accents and case into prefix terms, keeping the typed text for references', () => {
    expect(searchTerms('  Housse SIÈGE Arrière ')).toEqual({
      reference: 'HOUSSE SIÈGE ARRIÈRE',
      tsquery: 'housse:* & siege:* & arriere:*',
      plain: 'housse siege arriere',
    });
    expect(searchTerms('siège')).toEqual({ ...searchTerms('SIEGE')!, reference: 'SIÈGE' });
    expect(foldText('Pièce Arrière Ÿ ç')).toBe('piece arriere y c');
  });

  it.each([
    // typed → tsquery
    ['housse & clio | !renault', 'housse:* & clio:* & renault:*'],
    ["x'); drop table products; --", 'x:* & drop:* & table:* & products:*'],
    ['a:* <-> b', 'a:* & b:*'],
    ['O\'Reilly \\ % _ ; "', 'o:* & reilly:*'],
    ['(housse)&(clio)', 'housse:* & clio:*'],
    ['PPA-SANDER1-MX-000213', 'ppa:* & sander1:* & mx:* & 000213:*'],
    ['Sitzbezüge Maß', 'sitzbezuge:* & maß:*'],
  ])('keeps only letters and digits of %j', (typed, tsquery) => {
    const terms = searchTerms(typed);
    expect(terms?.tsquery).toBe(tsquery);
    // Nothing of the tsquery syntax can come from the input: only `term:*` joined by ` & `.
    for (const term of terms!.tsquery!.split(' & ')) expect(term).toMatch(/^[\p{L}\p{N}]+:\*$/u);
  });

  it.each(['', '   ', '&|!:*()', "'; --", '\\ % _ " <->'])(
    'is null when nothing searchable is left in %j',
    (typed) => {
      expect(searchTerms(typed)).toBeNull();
    },
  );

  it('turns control characters into spaces (PostgreSQL refuses a NUL byte in text)', () => {
    expect(searchTerms('housse\u0000')).toEqual(searchTerms('housse'));
    expect(searchTerms('PPA-1\u0000\u0007\tX\n')?.reference).toBe('PPA-1 X');
    expect(searchTerms('\u0000\u001f')).toBeNull();
  });

  it('caps the number of terms at 8 and their length at 40 characters', () => {
    const words = Array.from({ length: 12 }, (_, i) => `mot${i}`);
    const terms = searchTerms(words.join(' '))!;
    expect(terms.tsquery!.split(' & ')).toHaveLength(8);
    expect(terms.plain).toBe(words.slice(0, 8).join(' '));
    const long = searchTerms('a'.repeat(100))!;
    expect(long.plain).toBe('a'.repeat(40));
  });
});

describe('parsePriceRange (euros incl. tax → cents)', () => {
  it.each([
    ['10,50', { minCents: 1000, maxCents: 5000 }],
    ['-1,50', { minCents: null, maxCents: 5000 }],
    ['10,-1', { minCents: 1000, maxCents: null }],
    ['-1,-1', { minCents: null, maxCents: null }],
    [',50', { minCents: null, maxCents: 5000 }],
    ['10,', { minCents: 1000, maxCents: null }],
    ['50,10', { minCents: 1000, maxCents: 5000 }], // a slider dragged past the other end
    ['10.5,20', { minCents: 1050, maxCents: 2000 }],
    ['0.29,0.3', { minCents: 29, maxCents: 30 }], // no binary-float drift
    [' 10 , 50 ', { minCents: 1000, maxCents: 5000 }],
    ['0,0', { minCents: 0, maxCents: 0 }],
    ['9999999.99,-1', { minCents: 999999999, maxCents: null }],
  ] as const)('%j → %j', (text, expected) => {
    expect(parsePriceRange(text)).toEqual(expected);
  });

  it.each([
    'abc',
    '10',
    '1,2,3',
    '10,5,20',
    '10.555,20',
    '-5,10',
    '-1.5,10',
    '1e3,10',
    '10,abc',
    '0x10,20',
    '10;20',
    '12345678,-1',
    'Infinity,1',
    'NaN,1',
  ])('%j is not a price range', (text) => {
    expect(parsePriceRange(text)).toBeNull();
  });
});

describe('priceBoundExclTax', () => {
  const rates = [0, 550, 810, 1700, 1900, 2000, 2100, 2200, 2300];

  it('keeps exactly the prices excl. tax whose price incl. tax (addVat) is inside the bound', () => {
    const wrong: string[] = [];
    for (const rate of rates) {
      for (let bound = 0; bound <= 6_000; bound += 7) {
        const min = priceBoundExclTax(bound, rate, 'min');
        const max = priceBoundExclTax(bound, rate, 'max');
        if (!Number.isInteger(min) || !Number.isInteger(max)) wrong.push(`${bound}@${rate}`);
        // Every price around the limits: inside the bound ⇔ passes the excl.-tax bound.
        for (let ht = Math.max(0, min - 4); ht <= min + 4; ht++)
          if (ht >= min !== addVat(ht, rate) >= bound) wrong.push(`min ${bound}@${rate}: ${ht}`);
        for (let ht = Math.max(0, max - 4); ht <= max + 4; ht++)
          if (ht <= max !== addVat(ht, rate) <= bound) wrong.push(`max ${bound}@${rate}: ${ht}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('holds for many catalogue-like prices against whole-euro bounds', () => {
    // A deterministic spread of prices (0 → 2000 €), and the whole euros around each.
    const wrong: string[] = [];
    for (const rate of [1900, 2000, 2100]) {
      for (let ht = 0; ht <= 200_000; ht += 37) {
        const ttc = addVat(ht, rate);
        for (const bound of [Math.floor(ttc / 100) * 100, Math.ceil(ttc / 100) * 100]) {
          if (ht >= priceBoundExclTax(bound, rate, 'min') !== ttc >= bound)
            wrong.push(`min ${bound}@${rate}: ${ht}`);
          if (ht <= priceBoundExclTax(bound, rate, 'max') !== ttc <= bound)
            wrong.push(`max ${bound}@${rate}: ${ht}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('examples at 20 %', () => {
    // 10,00 € incl. tax: 8,34 € excl. tax would be 10,01 €, so 8,33 € is the highest.
    expect(addVat(834, 2000)).toBe(1001);
    expect(priceBoundExclTax(1000, 2000, 'max')).toBe(833);
    // 2,00 €: 1,66 € excl. tax is 1,99 € (out), 1,67 € is 2,00 € (in).
    expect(priceBoundExclTax(200, 2000, 'min')).toBe(167);
    expect(priceBoundExclTax(0, 2000, 'min')).toBe(0);
    expect(priceBoundExclTax(0, 2000, 'max')).toBe(0);
  });
});

describe('groupFilterValues', () => {
  const filterOf = new Map([
    [1, 10],
    [2, 10],
    [3, 20],
    [4, 30],
  ]);

  it('groups the chosen values by filter (alternatives within a filter)', () => {
    const { groups, unknown } = groupFilterValues([1, 3, 2], filterOf);
    expect([...groups]).toEqual([
      [10, [1, 2]],
      [20, [3]],
    ]);
    expect(unknown).toEqual([]);
  });

  it('drops duplicates and reports values that do not exist', () => {
    const { groups, unknown } = groupFilterValues([4, 4, 99, 1, 98, 99], filterOf);
    expect([...groups]).toEqual([
      [30, [4]],
      [10, [1]],
    ]);
    expect(unknown).toEqual([99, 98]);
  });

  it('is empty for no values', () => {
    expect(groupFilterValues([], filterOf)).toEqual({ groups: new Map(), unknown: [] });
  });
});

describe('chooseVariant (variant-choice.rules)', () => {
  type V = {
    id: number;
    filter_value_ids: number[];
    stock_state: 'available' | 'reorder' | 'out_of_stock';
  };
  // Already in best-variant order (buyable first, then cheapest), as the service passes them.
  // Colours 1 black, 2 grey, 3 red; materials 11 fabric, 12 leather.
  const ordered: V[] = [
    { id: 10, filter_value_ids: [1, 11], stock_state: 'available' },
    { id: 11, filter_value_ids: [2, 11], stock_state: 'available' },
    { id: 12, filter_value_ids: [1, 12], stock_state: 'reorder' },
    { id: 13, filter_value_ids: [2, 12], stock_state: 'out_of_stock' },
    { id: 14, filter_value_ids: [3, 12], stock_state: 'out_of_stock' },
    { id: 15, filter_value_ids: [3, 12], stock_state: 'reorder' },
  ];

  it.each([
    // request → chosen id
    [{}, 10], // the best variant
    [{ variantId: 13 }, 13], // asked by id, even out of stock
    [{ variantId: 999 }, 10], // unknown id: the best one
    [{ variantId: 999, chosen: 12 }, 12], // unknown id, then the swatch
    [{ variantId: 11, chosen: 12 }, 11], // the id wins over the swatch
    [{ chosen: 2 }, 11], // grey: the first grey one
    [{ chosen: 12 }, 12], // leather: the first leather one
    [{ chosen: 12, selected: [2, 11] }, 13], // leather keeping grey, even out of stock
    [{ chosen: 2, selected: [1, 12] }, 13], // grey keeping leather
    [{ chosen: 1, selected: [2, 12] }, 12], // black keeping leather
    [{ chosen: 3 }, 15], // red: the one that can be bought beats the out-of-stock one
    [{ chosen: 3, selected: [3, 12] }, 15],
    [{ chosen: 99 }, 10], // nobody carries it: the best one
    [{ chosen: 99, selected: [2] }, 10],
  ] as const)('%j → %i', (request, id) => {
    expect(chooseVariant(ordered, request)?.id).toBe(id);
  });

  it('is undefined for a product without variants', () => {
    expect(chooseVariant([], {})).toBeUndefined();
    expect(chooseVariant([], { variantId: 1, chosen: 2 })).toBeUndefined();
  });
});
