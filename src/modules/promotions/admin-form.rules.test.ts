import { describe, expect, it } from 'vitest';
import { codeInputOf, dealInputOf, formText } from './admin-form.rules';

const form = (pairs: Array<[string, string]>) => new URLSearchParams(pairs);

describe('formText', () => {
  it.each([
    [[['a', ' x ']], 'a', ' x '], // kept as typed: the rules trim
    [[], 'a', ''],
    [
      [
        ['a', '1'],
        ['a', '2'],
      ],
      'a',
      '1',
    ], // the first of a repeated field
  ] as Array<[Array<[string, string]>, string, string]>)('%j %s → %j', (pairs, name, text) => {
    expect(formText(form(pairs), name)).toBe(text);
  });

  it('a file is no text', () => {
    const data = new FormData();
    data.set('file', new Blob(['x']), 'x.png');
    expect(formText(data, 'file')).toBe('');
  });
});

describe('codeInputOf', () => {
  // One case a line: posted pairs → the fields read (a subset).
  // prettier-ignore
  it.each([
    ['percent kind keeps the percent only', [['kind', 'percent'], ['value_percent', '15'], ['value_amount', '9']], { kind: 'percent', value_percent: '15', value_amount: '' }],
    ['amount kind keeps the amount only', [['kind', 'amount'], ['value_percent', '15'], ['value_amount', '9']], { kind: 'amount', value_percent: '', value_amount: '9' }],
    ['no kind reads as a percent', [['value_percent', '10']], { kind: '', value_percent: '10' }],
    ['ticked and typed products together', [['product_ids', '4'], ['product_ids', '7'], ['product_ids_text', ' 9, 12  15']], { product_ids: ['4', '7', '9', '12', '15'] }],
    ['several categories', [['category_ids', '1'], ['category_ids', '3']], { category_ids: ['1', '3'] }],
    ['boxes ticked', [['is_pro_only', 'on'], ['is_active', 'on']], { is_pro_only: true, is_featured: false, is_active: true }],
    ['names per language', [['name.fr', ' Été '], ['name.en', ''], ['subtitle.de', 'Sommer']], { name: { fr: 'Été' }, subtitle: { de: 'Sommer' } }],
  ] as Array<[string, Array<[string, string]>, Record<string, unknown>]>)('%s', (_name, pairs, read) => {
    expect(codeInputOf(form(pairs))).toMatchObject(read);
  });
});

describe('dealInputOf', () => {
  // prettier-ignore
  it.each([
    ['a product, every variant', [['product_id', '7'], ['variant_id', '']], { product_id: '7', variant_id: '' }],
    ['one variant', [['product_id', '7'], ['variant_id', '71']], { product_id: '7', variant_id: '71' }],
    ['no variant field', [['product_id', '7']], { variant_id: '' }],
    ['active ticked', [['is_active', 'on']], { is_active: true }],
    ['active not ticked', [], { is_active: false }],
    ['texts per language', [['title.fr', 'Soufflet'], ['description.en', ' Boot ']], { title: { fr: 'Soufflet' }, description: { en: 'Boot' } }],
  ] as Array<[string, Array<[string, string]>, Record<string, unknown>]>)('%s', (_name, pairs, read) => {
    expect(dealInputOf(form(pairs))).toMatchObject(read);
  });
});
