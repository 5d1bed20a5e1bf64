import { describe, expect, it } from 'vitest';
import { addVat, applyPercentDiscount, formatPrice, parseEuros } from './money';

describe('money', () => {
  it.each([
    [10_000, 2000, 12_000],
    [833, 2000, 1000], // 8.33 × 1.2 = 9.996 → 10.00
    [1, 2000, 1],
    [999, 810, 1080], // Swiss 8.1 %
    [0, 2000, 0],
  ])('addVat(%i, %i bp) = %i', (cents, bp, expected) => expect(addVat(cents, bp)).toBe(expected));

  it.each([
    [10_000, 20, 8_000],
    [999, 5, 949], // 49.95 rounds to 50
    [1, 15, 1],
  ])('applyPercentDiscount(%i, %i%%) = %i', (cents, pct, expected) =>
    expect(applyPercentDiscount(cents, pct)).toBe(expected),
  );

  it('formats in EUR with French number formatting', () => {
    expect(formatPrice(123_456).replace(/\s/g, ' ')).toBe('1 234,56 €');
    expect(formatPrice(5).replace(/\s/g, ' ')).toBe('0,05 €');
  });
});

describe('parseEuros', () => {
  it.each([
    ['12,50', 1250],
    ['12.5', 1250],
    ['12', 1200],
    [' 1 250,05 ', 125005],
    ['0,01', 1],
    ['0', null],
    ['-5', null],
    ['12,505', null],
    ['1e3', null],
    ['abc', null],
    ['', null],
  ])('%s → %s', (text, cents) => {
    expect(parseEuros(text)).toBe(cents);
  });
});
