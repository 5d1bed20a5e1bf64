import { describe, expect, it } from 'vitest';
import { PLATE_INPUT_MAX, PLATE_INPUT_PATTERN, parsePlate } from './plates.rules';

describe('parsePlate: SIV plates (AB-123-CD)', () => {
  it.each([
    ['AB-123-CD', 'AB123CD', 'AB-123-CD'],
    ['ab-123-cd', 'AB123CD', 'AB-123-CD'],
    ['AB123CD', 'AB123CD', 'AB-123-CD'],
    ['ab 123 cd', 'AB123CD', 'AB-123-CD'],
    ['  Ab - 123 - cD  ', 'AB123CD', 'AB-123-CD'],
    ['AB.123.CD', 'AB123CD', 'AB-123-CD'],
    ['AB\u2013123\u2013CD', 'AB123CD', 'AB-123-CD'], // en dashes pasted from a document
    ['ZZ-999-ZZ', 'ZZ999ZZ', 'ZZ-999-ZZ'],
    ['AA-001-AA', 'AA001AA', 'AA-001-AA'],
    ['WW-123-AB', 'WW123AB', 'WW-123-AB'], // temporary series: a real plate
    ['AB-123-WW', 'AB123WW', 'AB-123-WW'],
  ])('%s → %s', (input, plate, display) => {
    expect(parsePlate(input)).toEqual({ ok: true, plate, format: 'siv', display });
  });

  it.each([
    ['AI-123-CD', 'I is never issued'],
    ['AB-123-CO', 'O is never issued'],
    ['UB-123-CD', 'U is never issued'],
    ['SS-123-AB', 'SS is never issued (left)'],
    ['AB-123-SS', 'SS is never issued (right)'],
    ['AB-000-CD', 'the number block starts at 001'],
    ['AB-12-CD', 'two digits'],
    ['AB-1234-CD', 'four digits'],
    ['A-123-CD', 'one letter on the left'],
    ['AB-123-C', 'one letter on the right'],
    ['ABC-123-CD', 'three letters on the left'],
    ['AB_123_CD', 'underscore is no separator'],
    ['AB/123/CD', 'slash is no separator'],
    ['AÉ-123-CD', 'accented letter'],
  ])('%s is refused (%s)', (input) => {
    expect(parsePlate(input)).toEqual({ ok: false });
  });
});

describe('parsePlate: FNI plates (123 ABC 45)', () => {
  it.each([
    ['123 ABC 45', '123ABC45', '123 ABC 45'],
    ['123abc45', '123ABC45', '123 ABC 45'],
    ['1 A 01', '1A01', '1 A 01'],
    ['9999 ZZZ 95', '9999ZZZ95', '9999 ZZZ 95'],
    ['456 BX 2A', '456BX2A', '456 BX 2A'],
    ['456 bx 2b', '456BX2B', '456 BX 2B'],
    ['1234 AB 971', '1234AB971', '1234 AB 971'],
    ['12 AZ 976', '12AZ976', '12 AZ 976'],
    ['75-ab-20', '75AB20', '75 AB 20'], // Corsica before 1976
  ])('%s → %s', (input, plate, display) => {
    expect(parsePlate(input)).toEqual({ ok: true, plate, format: 'fni', display });
  });

  it.each([
    ['123 ABC 00', 'department 00'],
    ['123 ABC 96', 'department 96 does not exist'],
    ['123 ABC 99', 'department 99'],
    ['123 ABC 970', 'overseas starts at 971'],
    ['123 ABC 977', 'overseas ends at 976'],
    ['123 ABC 2C', 'Corsica is 2A or 2B'],
    ['12345 AB 75', 'five digits'],
    ['123 ABCD 75', 'four letters'],
    ['0 AB 75', 'number zero'],
    ['123 75', 'no letters'],
    ['ABC 75', 'no number'],
  ])('%s is refused (%s)', (input) => {
    expect(parsePlate(input)).toEqual({ ok: false });
  });
});

describe('parsePlate: anything else', () => {
  it.each([[''], ['   '], ['-'], ['hello'], ['AB123CD45'], ['12345678']])(
    '%j is refused',
    (input) => {
      expect(parsePlate(input)).toEqual({ ok: false });
    },
  );

  it('refuses non-strings', () => {
    for (const value of [undefined, null, 123, {}, ['AB-123-CD']]) {
      expect(parsePlate(value)).toEqual({ ok: false });
    }
  });

  it(`refuses input longer than ${PLATE_INPUT_MAX} characters before any pattern runs`, () => {
    expect(parsePlate(`AB-123-CD${' '.repeat(PLATE_INPUT_MAX)}`)).toEqual({ ok: false });
    expect(parsePlate('A'.repeat(100_000))).toEqual({ ok: false });
    // Still fine at the limit.
    expect(parsePlate(`${' '.repeat(PLATE_INPUT_MAX - 9)}AB-123-CD`).ok).toBe(true);
  });
});

describe('PLATE_INPUT_PATTERN (browser hint)', () => {
  const pattern = new RegExp(`^(?:${PLATE_INPUT_PATTERN})$`, 'v');

  it('accepts what parsePlate accepts in the usual spellings', () => {
    for (const input of [
      'AB-123-CD',
      'ab123cd',
      'AB 123 CD',
      '123 ABC 45',
      '456 BX 2A',
      '1234 AB 971',
    ]) {
      expect(pattern.test(input), input).toBe(true);
      expect(parsePlate(input).ok, input).toBe(true);
    }
  });

  it('refuses obvious non-plates', () => {
    for (const input of ['hello', 'AB-12-CD', '12345'])
      expect(pattern.test(input), input).toBe(false);
  });
});
