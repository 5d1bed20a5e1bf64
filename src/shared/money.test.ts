import { describe, expect, it } from 'vitest';
import {
  addVat,
  applyPercentDiscount,
  centsToEuros,
  centsToEurosInput,
  eurosInputToCents,
  formatPrice,
  parseEuros,
  removeVat,
} from './money';

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

describe('eurosInputToCents', () => {
  it.each([
    ['12,50', 1250],
    ['12.50', 1250],
    ['12.5', 1250],
    ['12', 1200],
    ['0', 0],
    [' 1 200,00 € ', 120_000],
    ['99,00', 9900],
  ])('%j → %i', (text, cents) => expect(eurosInputToCents(text)).toBe(cents));

  it.each(['12,345', '-5', '-5,00', '12,', ',50', 'douze', '1e3', '', '12.50.1', '+3'])(
    '%j is refused',
    (text) => expect(eurosInputToCents(text)).toBeNull(),
  );
});

describe('centsToEurosInput', () => {
  it.each([
    ['9900', 'fr', '99,00'],
    ['9900', 'en', '99.00'],
    ['5', 'fr', '0,05'],
    ['not cents', 'en', 'not cents'],
  ])('%s in %s → %s', (cents, locale, text) => expect(centsToEurosInput(cents, locale)).toBe(text));
});

describe('centsToEuros', () => {
  it.each([
    [1999, 19.99],
    [0, 0],
    [5, 0.05],
    [100_000_001, 1_000_000.01],
  ])('%i cents → %d €', (cents, value) => {
    expect(centsToEuros(cents)).toBe(value);
  });
});

describe('removeVat', () => {
  it.each([
    [1200, 2000, 1000],
    [1199, 2000, 999],
    [0, 2000, 0],
    [1055, 550, 1000],
  ])('%i incl. %i bp → %i', (ttc, rate, ht) => expect(removeVat(ttc, rate)).toBe(ht));

  it('undoes addVat', () => {
    for (let ht = 0; ht < 3000; ht += 7) expect(removeVat(addVat(ht, 2000), 2000)).toBe(ht);
  });
});
