import { describe, expect, it } from 'vitest';
import {
  copyReference,
  eurosToCentsInput,
  parseProductDraft,
  parseVariantDraft,
  slugBaseOf,
  storedSlug,
} from './product-admin.rules';

const product = (extra: Record<string, unknown> = {}) => ({
  reference: 'HS-1',
  name: { fr: 'Housse Clio', en: 'Clio cover' },
  ...extra,
});
const errorsOf = (result: { ok: boolean; errors?: Record<string, unknown> }) =>
  result.ok ? [] : Object.keys(result.errors ?? {}).sort();

describe('product form: slugs', () => {
  it.each([
    ['derived from the name when empty', {}, [], 'housse-clio'],
    ['typed, lower-case words', { slug: { fr: 'housse-sur-mesure-2' } }, [], 'housse-sur-mesure-2'],
    ['capitals refused', { slug: { fr: 'Housse' } }, ['slug.fr'], null],
    ['accents refused', { slug: { fr: 'siège' } }, ['slug.fr'], null],
    ['double hyphen refused', { slug: { fr: 'a--b' } }, ['slug.fr'], null],
    ['trailing hyphen refused', { slug: { fr: 'a-' } }, ['slug.fr'], null],
    ['too long refused', { slug: { fr: 'a'.repeat(141) } }, ['slug.fr'], null],
    ['slug without a name refused', { slug: { de: 'bezug' } }, ['name.de'], null],
  ])('%s', (_label, extra, errors, slug) => {
    const result = parseProductDraft(product(extra));
    expect(errorsOf(result)).toEqual(errors);
    if (slug) expect(result.ok && result.value.texts.fr?.slugBase).toBe(slug);
  });

  it('requires the French name and leaves unwritten languages out', () => {
    expect(errorsOf(parseProductDraft({ reference: 'X', name: { en: 'Cover' } }))).toEqual([
      'name.fr',
    ]);
    const ok = parseProductDraft(product());
    expect(ok.ok && Object.keys(ok.value.texts)).toEqual(['fr', 'en']);
  });

  it('stores a slug with the product id and gives the text part back', () => {
    expect(storedSlug('housse', 42)).toBe('housse-42');
    expect(slugBaseOf('housse-42', 42)).toBe('housse');
    expect(slugBaseOf('other-7', 42)).toBe('other-7');
  });
});

describe('product form: prices', () => {
  it.each([
    ['12,50', 1250],
    ['12.5', 1250],
    ['1 200,00 €', 120000],
    [45, 4500],
    [19.99, 1999],
    ['0', 0],
    ['-3', null],
    ['12,345', null],
    ['abc', null],
    [-1, null],
    [1.234, null],
  ])('%j euros → %j cents', (input, cents) => {
    expect(eurosToCentsInput(input)).toBe(cents);
  });

  it('takes an empty workshop price as none, refuses a bad one', () => {
    const none = parseProductDraft(product({ assembly_price_ht: '' }));
    expect(none.ok && none.value.assemblyPriceHtCents).toBe(null);
    expect(errorsOf(parseProductDraft(product({ assembly_price_ht: 'x' })))).toEqual([
      'assembly_price_ht',
    ]);
  });
});

const variant = (extra: Record<string, unknown> = {}) => ({
  reference: 'HS-1-A',
  name: { fr: 'Noir' },
  price_ht: '99,90',
  ...extra,
});

describe('variant form: prices, discount, delays', () => {
  it.each([
    ['a plain variant', {}, []],
    ['no price', { price_ht: '' }, ['price_ht']],
    ['a bad price', { price_ht: '9,999' }, ['price_ht']],
    ['discount 90 % is the most', { discount_percent: '90' }, []],
    ['discount 91 % refused', { discount_percent: '91' }, ['discount_percent']],
    ['a negative stock refused', { quantity: '-1' }, ['quantity']],
    ['an unknown status refused', { out_of_stock_status: 'gone' }, ['out_of_stock_status']],
    ['reorder needs a delay', { out_of_stock_status: 'reorder' }, ['reorder_delay_min']],
    [
      'reorder with a range',
      { out_of_stock_status: 'reorder', reorder_delay_min: '5', reorder_delay_max: '10' },
      [],
    ],
    [
      'max shorter than min',
      { reorder_delay_min: '10', reorder_delay_max: '5' },
      ['reorder_delay_max'],
    ],
    ['a delay over a year', { reorder_delay_max: '400' }, ['reorder_delay_max']],
    ['a delay in words', { reorder_delay_min: 'soon' }, ['reorder_delay_min']],
    ['no French name', { name: { en: 'Black' } }, ['name.fr']],
    ['a bad reference', { reference: 'a b' }, ['reference']],
    ['bad filter values', { filter_value_ids: ['x'] }, ['filter_value_ids']],
  ])('%s', (_label, extra, errors) => {
    expect(errorsOf(parseVariantDraft(variant(extra)))).toEqual(errors);
  });

  it('names the fields of a variant in a list with its prefix', () => {
    expect(errorsOf(parseVariantDraft(variant({ price_ht: 'x' }), 'variants.2.'))).toEqual([
      'variants.2.price_ht',
    ]);
  });
});

describe('copies', () => {
  it.each([
    ['HS-1', [], 'HS-1-COPY'],
    ['HS-1', ['HS-1-COPY'], 'HS-1-COPY2'],
    ['HS-1', ['HS-1-COPY', 'HS-1-COPY2'], 'HS-1-COPY3'],
  ])('%s with %j taken → %s', (reference, taken, expected) => {
    expect(copyReference(reference, new Set(taken))).toBe(expected);
  });
});
