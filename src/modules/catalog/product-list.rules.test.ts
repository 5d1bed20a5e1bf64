import { describe, expect, it } from 'vitest';
import {
  lastPage,
  listSort,
  listVehicles,
  orderedPriceRange,
  rangeChoice,
} from './product-list.rules';

describe('listVehicles: which vehicles narrow a list', () => {
  it.each([
    // scope vehicles, "my vehicle" ticked, remembered vehicle → vehicles
    [[7], false, null, [7]], // a vehicle page
    [[7, 8], true, 9, [7, 8]], // a make's page: its models, never the remembered one
    [[], true, 9, [9]], // a category with "my vehicle" ticked
    [undefined, true, 9, [9]],
    [undefined, false, 9, []], // not ticked
    [undefined, true, null, []], // ticked without a remembered vehicle
    [undefined, true, undefined, []],
    [[], false, null, []],
  ] as const)('%j, asked %s, mine %s → %j', (scope, asked, id, expected) => {
    expect(listVehicles(scope, { asked, id })).toEqual(expected);
  });
});

describe('listSort: a search left on the default order is ordered by relevance', () => {
  it.each([
    ['housse', 'popularity', null],
    ['housse', 'priceAscending', 'priceAscending'],
    ['housse', 'newest', 'newest'],
    ['', 'popularity', 'popularity'],
    [null, 'popularity', 'popularity'],
    [undefined, 'bestSales', 'bestSales'],
  ] as const)('search %j, sort %s → %s', (search, sort, expected) => {
    expect(listSort(search, sort)).toBe(expected);
  });
});

describe('rangeChoice: what a numeric slider chooses', () => {
  it.each([
    // in range, whole scale → choice
    [[1, 2, 3], [1, 2, 3], null], // spans the whole scale: no choice
    [
      [2, 3],
      [1, 2, 3],
      [2, 3],
    ],
    [[], [1, 2, 3], []], // between two values: matches nothing
    [[], [], []], // a filter without numeric values: nothing can match
    [[4], [4], null],
  ] as const)('%j of %j → %j', (inRange, scale, expected) => {
    expect(rangeChoice(inRange, scale)).toEqual(expected);
  });
});

describe('orderedPriceRange', () => {
  it.each([
    [1000, 5000, { minCents: 1000, maxCents: 5000 }],
    [5000, 1000, { minCents: 1000, maxCents: 5000 }], // dragged past the other end
    [null, 1000, { minCents: null, maxCents: 1000 }],
    [1000, undefined, { minCents: 1000, maxCents: null }],
    [0, 0, { minCents: 0, maxCents: 0 }],
    [undefined, undefined, { minCents: null, maxCents: null }],
  ] as const)('%s, %s → %j', (min, max, expected) => {
    expect(orderedPriceRange(min, max)).toEqual(expected);
  });
});

describe('lastPage', () => {
  it.each([
    [0, 48, 1],
    [1, 48, 1],
    [48, 48, 1],
    [49, 48, 2],
    [300, 96, 4],
  ])('%i products, %i a page → %i', (total, limit, expected) => {
    expect(lastPage(total, limit)).toBe(expected);
  });
});
