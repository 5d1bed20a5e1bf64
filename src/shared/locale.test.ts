import { describe, expect, it } from 'vitest';
import { localeForCountry, parseCountry, parseLocale, pick } from './locale';

describe('locale helpers', () => {
  it.each([
    ['en', 'en'],
    ['EN', 'en'],
    ['de-DE', 'de'],
    ['pt-BR,pt;q=0.9', 'pt'],
    ['xx', 'fr'],
    ['', 'fr'],
    [undefined, 'fr'],
  ])('parseLocale(%j) = %s', (input, expected) => expect(parseLocale(input)).toBe(expected));

  it.each([
    ['de', 'DE'],
    [' be ', 'BE'],
    ['FRA', 'FR'],
    ['<script>', 'FR'],
    [undefined, 'FR'],
  ])('parseCountry(%j) = %s', (input, expected) => expect(parseCountry(input)).toBe(expected));

  it.each([
    ['FR', 'fr'],
    ['BE', 'fr'],
    ['CH', 'fr'],
    ['DE', 'de'],
    ['ES', 'es'],
    ['PT', 'pt'],
    ['IT', 'it'],
    ['GB', 'en'],
    ['NL', 'en'],
  ])('localeForCountry(%s) = %s (SPEC §9)', (iso, locale) =>
    expect(localeForCountry(iso)).toBe(locale),
  );

  it('picks a translation with French fallback', () => {
    expect(pick({ fr: 'Bonjour', en: 'Hello' }, 'en')).toBe('Hello');
    expect(pick({ fr: 'Bonjour', en: '' }, 'en')).toBe('Bonjour');
    expect(pick({ de: 'Hallo' }, 'it')).toBe('Hallo');
    expect(pick(null, 'fr')).toBe('');
  });
});
