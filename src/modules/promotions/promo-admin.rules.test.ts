import { describe, expect, it } from 'vitest';
import {
  checkDealInput,
  checkGiftCardInput,
  checkLoyaltyInput,
  checkPromoCodeInput,
  codeState,
  dealPercentFor,
  maskedCode,
  parisDayEnd,
  parisDayStart,
  parisLastDay,
} from './promo-admin.rules';

const BASE = { code: 'ETE15', name: { fr: 'Été' }, value_percent: '15', is_active: true };

// One case a line: name, input changes → the fields refused ([] = accepted).
// prettier-ignore
const CODE_CASES: [string, Record<string, unknown>, string[]][] = [
  ['valid', {}, []],
  ['-5 %', { value_percent: 5 }, []],
  ['-20 %', { value_percent: '20' }, []],
  ['-4 %', { value_percent: 4 }, ['value_percent']],
  ['-21 %', { value_percent: 21 }, ['value_percent']],
  ['decimal percent', { value_percent: '12.5' }, ['value_percent']],
  ['no percent', { value_percent: '' }, ['value_percent']],
  ['fixed 10 €', { kind: 'amount', value_percent: '', value_amount: '10' }, []],
  ['fixed 9,99 € without kind', { value_percent: undefined, value_amount: '9,99' }, []],
  ['fixed as a number', { kind: 'amount', value_percent: null, value_amount: 12.5 }, []],
  ['fixed 1 cent', { kind: 'amount', value_percent: '', value_amount: '0,01' }, []],
  ['fixed 1,000 €', { kind: 'amount', value_percent: '', value_amount: '1000' }, []],
  ['fixed 0 €', { kind: 'amount', value_percent: '', value_amount: '0' }, ['value_amount']],
  ['fixed above 1,000 €', { kind: 'amount', value_percent: '', value_amount: '1000,01' }, ['value_amount']],
  ['fixed 3 decimals', { kind: 'amount', value_percent: '', value_amount: '9.999' }, ['value_amount']],
  ['fixed negative', { kind: 'amount', value_percent: '', value_amount: -5 }, ['value_amount']],
  ['fixed without amount', { kind: 'amount', value_percent: '' }, ['value_amount']],
  ['both kinds at once', { value_amount: '10' }, ['value_percent']],
  ['both kinds, kind percent', { kind: 'percent', value_amount: '10' }, ['value_amount']],
  ['unknown kind', { kind: 'gift' }, ['kind']],
  ['lower case code is upper-cased', { code: 'ete15' }, []],
  ['code with a space', { code: 'ETE 15' }, ['code']],
  ['code too short', { code: 'AB' }, ['code']],
  ['no code', { code: '' }, ['code']],
  ['no French label', { name: { en: 'Summer' } }, ['name.fr']],
  ['label too long', { name: { fr: 'x'.repeat(201) } }, ['name.fr']],
  ['categories without any', { applies_to: 'categories', category_ids: [] }, ['category_ids']],
  ['categories', { applies_to: 'categories', category_ids: ['3', '4'] }, []],
  ['products without any', { applies_to: 'products' }, ['product_ids']],
  ['products', { applies_to: 'products', product_ids: '7, 8' }, []],
  ['bad product id', { applies_to: 'products', product_ids: ['x'] }, ['product_ids']],
  ['unknown scope', { applies_to: 'brands' }, ['applies_to']],
  ['window', { starts_on: '2026-05-01', ends_on: '2026-05-31' }, []],
  ['one-day window', { starts_on: '2026-05-01', ends_on: '2026-05-01' }, []],
  ['end before start', { starts_on: '2026-05-10', ends_on: '2026-05-01' }, ['ends_on']],
  ['no such day', { starts_on: '2026-02-30' }, ['starts_on']],
  ['not a date', { ends_on: '31/05/2026' }, ['ends_on']],
  ['limit 0', { max_uses: '0' }, ['max_uses']],
  ['limit per customer 0', { max_uses_per_customer: 0 }, ['max_uses_per_customer']],
  ['limits', { max_uses: '100', max_uses_per_customer: '1' }, []],
  ['minimum in euros', { min_amount: '49,90' }, []],
  ['negative minimum', { min_amount: '-5' }, ['min_amount']],
];

describe('checkPromoCodeInput', () => {
  it.each(CODE_CASES)('%s', (_name, changes, refused) => {
    const result = checkPromoCodeInput({ ...BASE, ...changes });
    expect(result.ok ? [] : Object.keys(result.errors)).toEqual(refused);
  });

  it('gives one value column per kind', () => {
    const fixed = checkPromoCodeInput({ ...BASE, value_percent: '', value_amount: '10,50' });
    expect(fixed.ok && [fixed.value.valuePercent, fixed.value.valueCents]).toEqual([null, 1050]);
    const percent = checkPromoCodeInput({ ...BASE, kind: 'percent' });
    expect(percent.ok && [percent.value.valuePercent, percent.value.valueCents]).toEqual([
      15,
      null,
    ]);
  });

  it('gives the columns: capitals, French for empty languages, a scope with its list only', () => {
    const result = checkPromoCodeInput({
      ...BASE,
      code: ' ete15 ',
      applies_to: 'all',
      category_ids: [3],
      min_amount: '49,90',
      starts_on: '2026-05-01',
      ends_on: '2026-05-31',
    });
    expect(result).toMatchObject({
      ok: true,
      value: {
        code: 'ETE15',
        categoryIds: [],
        minAmountCents: 4990,
        startsAt: new Date('2026-04-30T22:00:00Z'),
        endsAt: new Date('2026-05-31T22:00:00Z'),
      },
    });
    if (result.ok) expect(result.value.name.de).toBe('Été');
  });
});

// prettier-ignore
const DAYS: [string, string, string][] = [
  ['summer (UTC+2)', '2026-07-14', '2026-07-13T22:00:00.000Z'],
  ['winter (UTC+1)', '2026-01-10', '2026-01-09T23:00:00.000Z'],
  ['spring forward day', '2026-03-29', '2026-03-28T23:00:00.000Z'],
  ['fall back day', '2026-10-25', '2026-10-24T22:00:00.000Z'],
];

describe('shop days (Europe/Paris)', () => {
  it.each(DAYS)('%s starts at Paris midnight', (_name, day, iso) => {
    expect(parisDayStart(day)?.toISOString()).toBe(iso);
  });
  it('a window ending on the last day of March ends at 1 April 00:00 Paris (after DST)', () => {
    expect(parisDayEnd('2026-03-31')?.toISOString()).toBe('2026-03-31T22:00:00.000Z');
    expect(parisLastDay(new Date('2026-03-31T22:00:00Z'))).toBe('2026-03-31');
  });
});

describe('codeState', () => {
  const row = {
    isActive: true,
    startsAt: new Date('2026-05-01T00:00:00Z'),
    endsAt: new Date('2026-06-01T00:00:00Z'),
    maxUses: 10,
    usesCount: 0,
  };
  // prettier-ignore
  it.each([
    ['running', {}, '2026-05-15', 'active'],
    ['before', {}, '2026-04-30', 'upcoming'],
    ['at the end', {}, '2026-06-01', 'expired'],
    ['switched off', { isActive: false }, '2026-05-15', 'inactive'],
    ['used up', { usesCount: 10 }, '2026-05-15', 'used_up'],
    ['open window', { startsAt: null, endsAt: null }, '2030-01-01', 'active'],
  ] as const)('%s', (_name, changes, now, state) => {
    expect(codeState({ ...row, ...changes }, new Date(`${now}T00:00:00Z`))).toBe(state);
  });
});

describe('checkDealInput', () => {
  const DEAL = {
    product_id: '7',
    title: { fr: 'Soufflet -20 %' },
    discount_percent: '20',
    starts_on: '2026-05-01',
    ends_on: '2026-05-10',
  };
  // prettier-ignore
  it.each([
    ['valid', {}, null, []],
    ['91 %', { discount_percent: 91 }, null, ['discount_percent']],
    ['no dates', { starts_on: '', ends_on: '' }, null, ['starts_on', 'ends_on']],
    ['no product', { product_id: '' }, null, ['product_id']],
    ['new price instead', { discount_percent: '', new_price: '39,99' }, 4999, []],
    ['new price above', { discount_percent: '', new_price: '59,99' }, 4999, ['new_price']],
  ] as const)('%s', (_name, changes, oldCents, refused) => {
    const result = checkDealInput({ ...DEAL, ...changes }, oldCents);
    expect(result.ok ? [] : Object.keys(result.errors)).toEqual(refused);
  });
  // One case a line: variant typed, the product's variants (null: product not found) → refused.
  // prettier-ignore
  it.each([
    ['every variant', '', [70, 71], [], null],
    ['every variant, absent', undefined, [70, 71], [], null],
    ['one of its variants', '71', [70, 71], [], 71],
    ['a variant as a number', 70, [70, 71], [], 70],
    ['another product’s variant', '99', [70, 71], ['variant_id'], null],
    ['not a number', 'abc', [70, 71], ['variant_id'], null],
    ['zero', '0', [70, 71], ['variant_id'], null],
    ['product unknown: left to the caller', '99', null, [], 99],
  ] as const)('variant: %s', (_name, variant, variantIds, refused, saved) => {
    const result = checkDealInput(
      { ...DEAL, variant_id: variant },
      null,
      variantIds === null ? null : [...variantIds],
    );
    expect(result.ok ? [] : Object.keys(result.errors)).toEqual(refused);
    if (result.ok) expect(result.value.variantId).toBe(saved ?? null);
  });
  it('refuses a variant of another product with a translated reason', () => {
    const result = checkDealInput({ ...DEAL, variant_id: '99' }, null, [70]);
    expect(result.ok ? null : result.errors.variant_id).toEqual([
      { key: 'deal_variant_not_of_product' },
    ]);
  });
  it('turns a new price into the nearest percent', () => {
    expect(dealPercentFor(4999, 3999)).toBe(20);
    expect(dealPercentFor(10_000, 8_750)).toBe(13);
  });
});

describe('checkGiftCardInput', () => {
  const NOW = new Date('2026-05-15T10:00:00Z');
  // prettier-ignore
  it.each([
    ['50 €', { amount: '50' }, []],
    ['1 €', { amount: '1' }, []],
    ['0,99 €', { amount: '0,99' }, ['amount']],
    ['5 001 €', { amount: '5001' }, ['amount']],
    ['no amount', {}, ['amount']],
    ['bad e-mail', { amount: '50', recipient_email: 'x@' }, ['recipient_email']],
    ['last day today', { amount: '50', expires_on: '2026-05-15' }, []],
    ['last day yesterday', { amount: '50', expires_on: '2026-05-14' }, ['expires_on']],
  ] as const)('%s', (_name, input, refused) => {
    const result = checkGiftCardInput(input, NOW);
    expect(result.ok ? [] : Object.keys(result.errors)).toEqual(refused);
  });
  it('masks a code but its last four characters', () => {
    expect(maskedCode('CADEAU-ABCD-EFGH-JKLM')).toBe('•••• JKLM');
  });
});

describe('checkLoyaltyInput', () => {
  // prettier-ignore
  it.each([
    ['1 point, 0,05 €', { points_per_euro: '1', point_value: '0,05' }, []],
    ['no points', { points_per_euro: '0', point_value: '0,05' }, []],
    ['negative', { points_per_euro: '-1', point_value: '0,05' }, ['points_per_euro']],
    ['value 0', { points_per_euro: '1', point_value: '0' }, ['point_value']],
    ['empty', {}, ['points_per_euro', 'point_value']],
  ] as const)('%s', (_name, input, refused) => {
    const result = checkLoyaltyInput(input);
    expect(result.ok ? [] : Object.keys(result.errors)).toEqual(refused);
  });
});
