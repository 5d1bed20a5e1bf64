import { describe, expect, it } from 'vitest';
import {
  reviewableLine,
  reviewAuthorName,
  starsOutOfFive,
  type PurchasedLine,
} from './reviews.rules';

const line = (
  orderLineId: number,
  productId: number,
  delivered: boolean,
  day = orderLineId,
): PurchasedLine => ({
  orderId: orderLineId * 10,
  orderLineId,
  variantId: productId * 100,
  productId,
  placedAt: new Date(Date.UTC(2026, 0, day)),
  delivered,
});

describe('reviewableLine', () => {
  const cases: Array<
    [string, PurchasedLine[], number[], number, number | undefined, string | number]
  > = [
    ['never bought', [], [], 7, undefined, 'review_not_a_buyer'],
    ['bought another product', [line(1, 8, true)], [], 7, undefined, 'review_not_a_buyer'],
    ['not delivered yet', [line(1, 7, false)], [], 7, undefined, 'review_not_delivered'],
    ['delivered', [line(1, 7, true)], [], 7, undefined, 1],
    ['oldest open line first', [line(3, 7, true, 9), line(2, 7, true, 1)], [], 7, undefined, 2],
    ['reviewed line skipped', [line(2, 7, true), line(3, 7, true)], [2], 7, undefined, 3],
    [
      'every line reviewed',
      [line(2, 7, true), line(3, 7, true)],
      [2, 3],
      7,
      undefined,
      'review_already_written',
    ],
    ['the line asked for', [line(2, 7, true), line(3, 7, true)], [], 7, 3, 3],
    ['the line asked for, reviewed', [line(2, 7, true)], [2], 7, 2, 'review_already_written'],
    ['a line of another product', [line(2, 8, true)], [], 7, 2, 'review_not_a_buyer'],
    ['an unknown line', [line(2, 7, true)], [], 7, 99, 'review_not_a_buyer'],
    [
      'undelivered line asked for',
      [line(2, 7, true), line(3, 7, false)],
      [],
      7,
      3,
      'review_not_delivered',
    ],
  ];
  it.each(cases)('%s', (_name, lines, reviewed, productId, asked, expected) => {
    const verdict = reviewableLine(lines, new Set(reviewed), productId, asked);
    if (typeof expected === 'number')
      expect(verdict).toMatchObject({ ok: true, line: { orderLineId: expected } });
    else expect(verdict).toMatchObject({ ok: false, key: expected });
  });

  it('answers the status of each refusal', () => {
    expect(reviewableLine([], new Set(), 1)).toMatchObject({ status: 403 });
    expect(reviewableLine([line(1, 1, false)], new Set(), 1)).toMatchObject({ status: 422 });
    expect(reviewableLine([line(1, 1, true)], new Set([1]), 1)).toMatchObject({ status: 409 });
  });
});

describe('reviewAuthorName', () => {
  it.each([
    ['Marie', 'Dupont', 'Marie D.'],
    [' jean ', ' martin', 'jean M.'],
    ['Ana', '', 'Ana'],
    ['Élodie', 'école', 'Élodie É.'],
  ])('%s %s → %s', (first, last, expected) => {
    expect(reviewAuthorName(first, last)).toBe(expected);
  });
});

describe('starsOutOfFive', () => {
  it.each([
    [4.26, false, 4.3],
    [10, true, 5],
    [8.6, true, 4.3],
    [9.6, true, 4.8],
    [12, true, 5],
    [null, false, null],
    [Number.NaN, false, null],
  ])('%s (out of ten: %s) → %s', (average, outOfTen, expected) => {
    expect(starsOutOfFive(average, outOfTen)).toBe(expected);
  });
});
