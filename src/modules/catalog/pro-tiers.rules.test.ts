import { describe, expect, it } from 'vitest';
import { effectiveTiers, parseTierRows, tierPercent, tieredUnitHtCents } from './pro-tiers.rules';

const tiers = [
  { minQuantity: 5, percent: 3 },
  { minQuantity: 10, percent: 5 },
];

describe('tierPercent', () => {
  it.each([
    [1, 0],
    [4, 0], // below the first threshold: nothing
    [5, 3], // at the threshold: the tier applies
    [9, 3],
    [10, 5],
    [99, 5],
  ])('%i units → -%i %%', (quantity, percent) => {
    expect(tierPercent(tiers, quantity)).toBe(percent);
  });

  it('no tiers: 0 %', () => expect(tierPercent([], 50)).toBe(0));
});

describe('effectiveTiers: the better of product and category at each threshold', () => {
  it.each([
    ['product only', tiers, [], tiers],
    ['category only', [], tiers, tiers],
    [
      'category better from 10',
      [{ minQuantity: 5, percent: 3 }],
      [{ minQuantity: 10, percent: 6 }],
      [
        { minQuantity: 5, percent: 3 },
        { minQuantity: 10, percent: 6 },
      ],
    ],
    [
      'a category tier worse than the product one is dropped',
      [{ minQuantity: 3, percent: 4 }],
      [{ minQuantity: 5, percent: 3 }],
      [{ minQuantity: 3, percent: 4 }],
    ],
    [
      'same threshold: the better one',
      [{ minQuantity: 5, percent: 2 }],
      [{ minQuantity: 5, percent: 7 }],
      [{ minQuantity: 5, percent: 7 }],
    ],
  ])('%s', (_name, product, category, expected) => {
    expect(effectiveTiers(product, category)).toEqual(expected);
  });
});

describe('tieredUnitHtCents', () => {
  it.each([
    [10_000, 4, 10_000],
    [10_000, 5, 9_700],
    [10_000, 10, 9_500],
    [3_333, 10, 3_166], // 3 333 − 166.65 → −167
    [1, 10, 1], // 5 % of 1 cent rounds to 0
  ])('%i cents × %i units → %i cents each', (unit, quantity, expected) => {
    expect(tieredUnitHtCents(unit, tiers, quantity)).toBe(expected);
  });
});

describe('parseTierRows', () => {
  const row = (minQuantity: string, percent: string) => ({ minQuantity, percent });

  it('keeps filled rows sorted, skips blank ones', () => {
    expect(parseTierRows([row('10', '5'), row('', ''), row(' 5 ', '3')])).toEqual({
      ok: true,
      tiers: [
        { minQuantity: 5, percent: 3 },
        { minQuantity: 10, percent: 5 },
      ],
    });
    expect(parseTierRows([row('', '')])).toEqual({ ok: true, tiers: [] });
  });

  it.each([
    [row('1', '5'), 'min_quantity', 'tier_quantity_range'],
    [row('100', '5'), 'min_quantity', 'tier_quantity_range'],
    [row('5', '0'), 'percent', 'tier_percent_range'],
    [row('5', '51'), 'percent', 'tier_percent_range'],
    [row('5.5', '3'), 'min_quantity', 'invalid_integer'],
    [row('5', '-3'), 'percent', 'invalid_integer'],
    [row('abc', '3'), 'min_quantity', 'invalid_integer'],
    [row('5', ''), 'percent', 'required'],
    [row('', '3'), 'min_quantity', 'required'],
  ])('%o → %s %s', (input, field, code) => {
    const result = parseTierRows([input]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toContainEqual({ row: 0, field, code });
  });

  it('refuses a threshold given twice', () => {
    const result = parseTierRows([row('5', '3'), row('5', '4')]);
    expect(result).toEqual({
      ok: false,
      errors: [{ row: 1, field: 'min_quantity', code: 'tier_quantity_twice' }],
    });
  });
});
