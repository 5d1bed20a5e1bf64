import { describe, expect, it } from 'vitest';
import {
  checkMove,
  checkYears,
  deleteRefusal,
  orderedPositions,
  rangeValueRefusal,
  shiftedOrder,
  slugify,
  subtreeIds,
} from './catalogue-structure.rules';

// Domain 1 → 2 → 3, domain 1 → 4; domain 5.
const TREE = [
  { id: 1, parentId: null },
  { id: 2, parentId: 1 },
  { id: 3, parentId: 2 },
  { id: 4, parentId: 1 },
  { id: 5, parentId: null },
];

describe('checkMove', () => {
  it.each([
    [2, 5, null],
    [3, 1, null],
    [3, null, null],
    [4, 2, null],
    [2, 2, 'category_under_itself'],
    [1, 3, 'category_under_itself'],
    [1, 2, 'category_under_itself'],
    [2, 3, 'category_under_itself'],
    [9, 1, 'category_not_found'],
    [2, 9, 'parent_not_found'],
  ] as const)('moving %s under %s → %s', (id, parent, expected) => {
    expect(checkMove(TREE, id, parent)).toBe(expected);
  });

  it('survives a loop in the stored links', () => {
    const loop = [
      { id: 1, parentId: 2 },
      { id: 2, parentId: 1 },
    ];
    expect(subtreeIds(loop, 1)).toEqual(new Set([1, 2]));
  });
});

describe('orderedPositions', () => {
  it.each([
    [[1, 2, 3], [3, 1, 2], true],
    [[1, 2, 3], [1, 2], false],
    [[1, 2, 3], [1, 2, 3, 4], false],
    [[1, 2, 3], [1, 1, 2], false],
    [[1, 2, 3], [1, 2, 4], false],
    [[], [], true],
  ])('%j reordered as %j → %s', (current, proposed, ok) => {
    expect(orderedPositions(current, proposed).ok).toBe(ok);
  });

  it('numbers the posted order from 0', () => {
    const result = orderedPositions([1, 2, 3], [3, 1, 2]);
    expect(result.ok && [...result.positions]).toEqual([
      [3, 0],
      [1, 1],
      [2, 2],
    ]);
  });
});

describe('shiftedOrder', () => {
  it.each([
    [[1, 2, 3], 2, 'up', [2, 1, 3]],
    [[1, 2, 3], 2, 'down', [1, 3, 2]],
    [[1, 2, 3], 1, 'up', [1, 2, 3]],
    [[1, 2, 3], 3, 'down', [1, 2, 3]],
    [[1, 2, 3], 9, 'up', [1, 2, 3]],
  ] as const)('%j moving %s %s → %j', (ids, id, direction, expected) => {
    expect(shiftedOrder(ids, id, direction)).toEqual(expected);
  });
});

describe('slugify, deleteRefusal, checkYears', () => {
  it.each([
    ['Housses de siège', 'housses-de-siege'],
    ['  Tapis & sol  ', 'tapis-sol'],
    ['Čelo Ü', 'celo-u'],
  ])('%s → %s', (name, slug) => expect(slugify(name)).toBe(slug));

  it.each([
    [{ products: 0, children: 0 }, null],
    [{ products: 2, children: 0 }, 'category_has_products'],
    [{ products: 0, children: 1 }, 'category_has_children'],
  ])('%j → %s', (usage, expected) => expect(deleteRefusal(usage)).toBe(expected));

  it.each([
    [2012, 2019, null],
    [2019, null, null],
    [null, null, null],
    [2019, 2012, 'invalid_years'],
    [1800, null, 'invalid_years'],
  ])('%s–%s → %s', (from, to, expected) => expect(checkYears(from, to)).toBe(expected));

  it.each([
    [2, 12.5, null],
    [2, 0, null],
    [2, null, 'range_value_required'],
    [1, null, null],
    [1, 3, null],
  ])('type %s, number %s → %s', (type, value, expected) =>
    expect(rangeValueRefusal(type, value)).toBe(expected),
  );
});
