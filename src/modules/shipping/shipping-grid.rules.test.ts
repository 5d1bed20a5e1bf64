import { describe, expect, it } from 'vitest';
import {
  methodVersion,
  overlappingRange,
  parseCountryList,
  rangeProblems,
  type GridRange,
  type RangeInput,
} from './shipping-grid.rules';

const range = (over: Partial<RangeInput> = {}): RangeInput => ({
  countryIsos: ['FR'],
  minWeightGrams: 0,
  maxWeightGrams: 1000,
  priceHtCents: 790,
  isActive: true,
  ...over,
});

describe('parseCountryList', () => {
  it.each([
    ['FR', ['FR']],
    ['fr, be  mc', ['FR', 'BE', 'MC']],
    ['FR;FR', ['FR']],
    ['', null],
    ['FRA', null],
    ['F1', null],
  ])('%j → %j', (text, codes) => expect(parseCountryList(text)).toEqual(codes));
});

describe('rangeProblems', () => {
  it.each([
    [range(), {}],
    [range({ countryIsos: [] }), { countryIsos: 'invalid_countries' }],
    [range({ countryIsos: ['fr'] }), { countryIsos: 'invalid_countries' }],
    [range({ minWeightGrams: -1 }), { minWeightGrams: 'invalid_weight' }],
    [range({ maxWeightGrams: 0 }), { maxWeightGrams: 'invalid_weight_span' }],
    [
      range({ minWeightGrams: 500, maxWeightGrams: 500 }),
      { maxWeightGrams: 'invalid_weight_span' },
    ],
    [range({ maxWeightGrams: 1.5 }), { maxWeightGrams: 'invalid_weight' }],
    [range({ priceHtCents: -1 }), { priceHtCents: 'invalid_price' }],
    [range({ priceHtCents: 0 }), {}],
  ] as const)('%j → %j', (input, problems) => expect(rangeProblems(input)).toEqual(problems));
});

describe('overlappingRange', () => {
  const grid: GridRange[] = [
    { id: 1, ...range({ countryIsos: ['FR', 'MC'], minWeightGrams: 0, maxWeightGrams: 1000 }) },
    { id: 2, ...range({ countryIsos: ['FR', 'MC'], minWeightGrams: 1000, maxWeightGrams: 5000 }) },
    { id: 3, ...range({ countryIsos: ['BE'], minWeightGrams: 0, maxWeightGrams: 5000 }) },
    { id: 4, ...range({ countryIsos: ['DE'], maxWeightGrams: 5000, isActive: false }) },
  ];
  it.each([
    ['a shared country and grams', range({ minWeightGrams: 500, maxWeightGrams: 1500 }), 1],
    ['only a shared country of several', range({ countryIsos: ['MC', 'ES'] }), 1],
    ['touching ranges', range({ minWeightGrams: 5000, maxWeightGrams: 9000 }), null],
    ['another country', range({ countryIsos: ['ES'] }), null],
    ['an inactive range', range({ countryIsos: ['DE'] }), null],
    ['an inactive candidate', range({ isActive: false }), null],
    ['itself, edited', { ...range({ maxWeightGrams: 900 }), id: 1 }, null],
    ['another one, edited', { ...range({ maxWeightGrams: 2000 }), id: 1 }, 2],
  ] as const)('%s', (_name, candidate, id) =>
    expect(overlappingRange(candidate, grid)?.id ?? null).toBe(id),
  );
});

describe('methodVersion', () => {
  it('changes when a range or the method changes, not with the ranges order', () => {
    const a: GridRange = { id: 1, ...range() };
    const b: GridRange = { id: 2, ...range({ minWeightGrams: 1000, maxWeightGrams: 2000 }) };
    const method = { id: 1, isActive: true };
    expect(methodVersion(method, [a, b])).toBe(methodVersion(method, [b, a]));
    expect(methodVersion(method, [a, b])).not.toBe(methodVersion(method, [a]));
    expect(methodVersion(method, [a])).not.toBe(methodVersion({ ...method, isActive: false }, [a]));
    expect(methodVersion(method, [a])).not.toBe(
      methodVersion(method, [{ ...a, priceHtCents: 791 }]),
    );
  });
});
