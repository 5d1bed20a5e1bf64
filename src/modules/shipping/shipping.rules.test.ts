import { describe, expect, it } from 'vitest';
import {
  destinationProblems,
  parcelWeightGrams,
  rangeFor,
  PACKAGING_GRAMS,
} from './shipping.rules';

const ranges = [
  { id: 1, countryIsos: ['FR', 'MC'], minWeightGrams: 0, maxWeightGrams: 1000 },
  { id: 2, countryIsos: ['FR', 'MC'], minWeightGrams: 1000, maxWeightGrams: 5000 },
  { id: 3, countryIsos: ['BE'], minWeightGrams: 0, maxWeightGrams: 5000 },
];

describe('rangeFor', () => {
  it.each([
    ['FR', 0, 1],
    ['FR', 999, 1],
    ['FR', 1000, 2],
    ['fr', 4999, 2],
    ['MC', 10, 1],
    ['BE', 4999, 3],
    ['FR', 5000, null],
    ['BE', 5000, null],
    ['DE', 10, null],
  ])('%s %i g → range %s', (iso, grams, expected) => {
    expect(rangeFor(ranges, iso, grams)?.id ?? null).toBe(expected);
  });
});

describe('parcelWeightGrams', () => {
  it.each([
    [[], 0],
    [[{ weightGrams: 0, quantity: 3 }], 0],
    [[{ weightGrams: 500, quantity: 2 }], 1000 + PACKAGING_GRAMS],
    [
      [
        { weightGrams: 500, quantity: 1 },
        { weightGrams: 250, quantity: 4 },
      ],
      1500 + PACKAGING_GRAMS,
    ],
    [[{ weightGrams: -10, quantity: 1 }], 0],
  ])('%j → %i g', (lines, grams) => {
    expect(parcelWeightGrams(lines)).toBe(grams);
  });
});

describe('destinationProblems', () => {
  it.each([
    [{ countryAllowed: true, postCodeValid: true, city: 'Lyon' }, []],
    [{ countryAllowed: false, postCodeValid: true, city: 'Oslo' }, ['country']],
    [{ countryAllowed: true, postCodeValid: false, city: 'Lyon' }, ['post_code']],
    [{ countryAllowed: true, postCodeValid: true, city: ' ' }, ['city']],
    [{ countryAllowed: false, postCodeValid: false, city: '' }, ['country', 'post_code', 'city']],
  ])('%j → %j', (destination, problems) => {
    expect(destinationProblems(destination)).toEqual(problems);
  });
});
