import { describe, expect, it } from 'vitest';
import { amountLeftToPay, prorate } from './cent-splits.rules';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('amount left to pay (gift card, then points)', () => {
  // total, card balance, points (of 5 cents) → [card used, points used, points' cents, due]
  it.each<[number, number, number | null, [number, number, number, number]]>([
    [5699, 10_000, null, [5699, 0, 0, 0]],
    [5699, 5000, null, [5000, 0, 0, 699]],
    [5699, 0, 2000, [0, 1140, 5699, 0]],
    [5699, 0, 100, [0, 100, 500, 5199]],
    [5699, 5000, 1000, [5000, 140, 699, 0]],
    [5699, 5699, 1000, [5699, 0, 0, 0]],
    [0, 5000, 1000, [0, 0, 0, 0]],
    [1, 0, 3, [0, 1, 1, 0]],
  ])('%i with a card of %i and %s points', (total, card, points, expected) => {
    const left = amountLeftToPay(
      total,
      card,
      points === null ? null : { points, centsPerPoint: 5 },
    );
    expect([
      left.giftCardUsedCents,
      left.loyaltyPointsUsed,
      left.loyaltyUsedCents,
      left.amountDueCents,
    ]).toEqual(expected);
    expect(left.giftCardUsedCents + left.loyaltyUsedCents + left.amountDueCents).toBe(total);
  });
});

describe('prorate (largest remainder)', () => {
  it.each<[number, number[], number[]]>([
    // total, weights → parts
    [100, [1, 1, 1], [34, 33, 33]],
    [100, [1, 1], [50, 50]],
    [1, [1, 1, 1], [1, 0, 0]],
    [2, [1, 1, 1], [1, 1, 0]],
    [10, [333, 333, 334], [3, 3, 4]],
    [720, [1200, 6000], [120, 600]],
    [7, [0, 5, 0], [0, 7, 0]],
    [5, [0, 0], [3, 2]],
    [0, [3, 4], [0, 0]],
    [0, [], []],
    [3, [1, 2, 3, 4, 5, 6], [0, 0, 0, 1, 1, 1]],
    [99, [9_000_000_000, 1], [99, 0]],
    [9_000_000_000_000, [9_000_000_000_000, 1], [8_999_999_999_999, 1]],
  ])('%i over %j → %j', (total, weights, parts) => {
    const result = prorate(total, weights);
    expect(result).toEqual(parts);
    expect(sum(result)).toBe(total);
  });

  it.each<[number, number[]]>([
    [-1, [1]],
    [1.5, [1]],
    [1, []],
    [1, [-1, 2]],
  ])('rejects %i over %j', (total, weights) => {
    expect(() => prorate(total, weights)).toThrow(RangeError);
  });
});
