import { describe, expect, it } from 'vitest';
import { codeDiscountCents } from './code-discount.rules';

// One case a line: name, eligible cents, percent, amount → discount.
// prettier-ignore
const CASES: [string, number, number | null, number | null, number][] = [
  ['no code', 7200, null, null, 0],
  ['10 %', 7200, 10, null, 720],
  ['15 % rounds half up', 1999, 15, null, 300],
  ['5 % of 1 cent', 1, 5, null, 0],
  ['10 € fixed', 7200, null, 1000, 1000],
  ['fixed equal to the lines', 1000, null, 1000, 1000],
  ['fixed above the lines: capped', 600, null, 1000, 600],
  ['fixed with nothing eligible', 0, null, 1000, 0],
  ['1 cent fixed', 7200, null, 1, 1],
];

describe('codeDiscountCents', () => {
  it.each(CASES)('%s', (_name, eligible, percent, amountCents, expected) => {
    expect(codeDiscountCents(eligible, { percent, amountCents })).toBe(expected);
  });
});
