import { describe, expect, it } from 'vitest';
import {
  earningBaseOfOrder,
  earningBaseOfTotals,
  pointsEarned,
  settingNumber,
  type EarningBase,
} from './loyalty-earning.rules';

const base = (products: number, promo = 0, used = 0, discount = 0): EarningBase => ({
  productsTtcCents: products,
  promoDiscountTtcCents: promo,
  loyaltyUsedCents: used,
  loyaltyDiscountTtcCents: discount,
});

describe('pointsEarned', () => {
  // [case, base, points per euro, expected]
  const cases: Array<[string, EarningBase, number, number]> = [
    ['one point per whole euro', base(12_345), 1, 123],
    ['under one euro earns nothing', base(99), 1, 0],
    ['exactly one euro', base(100), 1, 1],
    ['the rate multiplies whole euros (not cents)', base(1_999), 3, 57],
    ['the code discount is not paid', base(10_000, 2_500), 1, 75],
    ['points paid earn none', base(10_000, 0, 1_050), 1, 89],
    ['points as a discount (before 022) earn none', base(10_000, 0, 0, 500), 1, 95],
    ['everything discounted', base(5_000, 5_000), 2, 0],
    ['never negative', base(1_000, 2_000), 1, 0],
    ['a shop without points', base(50_000), 0, 0],
    ['a broken rate earns nothing', base(50_000), Number.NaN, 0],
    ['a negative rate earns nothing', base(50_000), -1, 0],
  ];
  it.each(cases)('%s', (_name, input, perEuro, expected) => {
    expect(pointsEarned(input, perEuro)).toBe(expected);
  });

  it('reads a placed order’s frozen totals and a cart the same way', () => {
    const totals = {
      productsTtcCents: 8_990,
      promoDiscountTtcCents: 899,
      loyaltyUsedCents: 500,
      loyaltyDiscountTtcCents: 0,
    };
    const cart = {
      subtotal_ttc_cents: 8_990,
      promo_code_discount_cents: 899,
      loyalty_used_cents: 500,
      loyalty_discount_cents: 0,
    };
    expect(pointsEarned(earningBaseOfTotals(totals), 2)).toBe(150);
    expect(pointsEarned(earningBaseOfOrder(cart), 2)).toBe(150);
    expect(pointsEarned(earningBaseOfTotals(null), 2)).toBe(0);
    expect(pointsEarned(earningBaseOfTotals({ productsTtcCents: 'x' }), 2)).toBe(0);
  });
});

describe('settingNumber', () => {
  const cases: Array<[string | null | undefined, number, boolean, number]> = [
    ['3', 1, false, 3],
    ['0', 1, false, 0],
    ['0', 5, true, 5],
    [undefined, 1, false, 1],
    [null, 5, true, 5],
    ['abc', 1, false, 1],
    ['-2', 1, false, 1],
  ];
  it.each(cases)('%s → default %s (positive %s) = %s', (raw, fallback, positive, expected) => {
    expect(settingNumber(raw, fallback, positive)).toBe(expected);
  });
});
