import { describe, expect, it } from 'vitest';
import { addVat, applyPercentDiscount } from '../../shared/money';
import { CONSUMER_PRICES, priceVariant, type PriceContext } from './pricing.rules';
import { centsToEuros } from '../../shared/money';

const FR = CONSUMER_PRICES(2000);

describe('priceVariant', () => {
  it('consumer prices: VAT added to the price excl. tax, no discount', () => {
    expect(priceVariant({ priceHtCents: 16100, discountPercent: 0, dealPercent: 0 }, FR)).toEqual({
      discountPercent: 0,
      originalHtCents: 16100,
      originalTtcCents: 19320,
      htCents: 16100,
      ttcCents: 19320,
      userHtCents: 16100,
      userTtcCents: 19320,
    });
  });

  it.each([
    // own discount, deal → applied
    [0, 0, 0],
    [10, 0, 10],
    [0, 15, 15],
    [10, 15, 15], // the deal is better
    [30, 15, 30], // the variant's own discount is better
    [20, 20, 20], // never stacked
    [-5, 0, 0], // a negative discount is no discount
  ])('discount %i %% and deal %i %% → %i %%', (discountPercent, dealPercent, applied) => {
    const price = priceVariant({ priceHtCents: 10_000, discountPercent, dealPercent }, FR);
    expect(price.discountPercent).toBe(applied);
    expect(price.htCents).toBe(10_000 - applied * 100);
    expect(price.originalHtCents).toBe(10_000);
    expect(price.originalTtcCents).toBe(12_000);
  });

  it.each([
    // price excl. tax, discount %, VAT bp → price incl. tax (half up, to the cent)
    [833, 0, 2000, 1000], // 999.6 → 1000
    [834, 0, 2000, 1001], // 1000.8
    [1, 0, 2000, 1], // 1.2
    [3, 0, 2000, 4], // 3.6
    [25, 0, 2000, 30],
    [5, 0, 1000, 6], // 5.5 → half up
    [1999, 0, 550, 2109], // 2108.945
    [1999, 0, 1900, 2379], // 2378.81
    [1999, 0, 2100, 2419], // 2418.79
    [999, 15, 2000, 1019], // 999 − 150 (149.85 → 150) = 849 → 1018.8
    [1050, 25, 2000, 944], // 1050 − 263 (262.5 → 263) = 787 → 944.4
    [0, 30, 2000, 0],
  ])('%i cents, -%i %%, VAT %i bp → %i cents incl. tax', (ht, discount, vat, ttc) => {
    const price = priceVariant(
      { priceHtCents: ht, discountPercent: discount, dealPercent: 0 },
      CONSUMER_PRICES(vat),
    );
    expect(price.ttcCents).toBe(ttc);
    expect(price.userTtcCents).toBe(ttc);
  });

  it('PRO hook: an extra discount on top of the shop price, for both excl. and incl. tax', () => {
    const pro: PriceContext = { vatRateBp: 2000, pro: { extraDiscountPercent: 10 } };
    const price = priceVariant({ priceHtCents: 10_000, discountPercent: 20, dealPercent: 0 }, pro);
    expect(price).toEqual({
      discountPercent: 20,
      originalHtCents: 10_000,
      originalTtcCents: 12_000,
      htCents: 8_000,
      ttcCents: 9_600, // the public price stays what everyone sees
      userHtCents: 7_200, // 8 000 − 10 %
      userTtcCents: 8_640,
    });
    // Without a PRO account the user prices are the public ones.
    const consumer = priceVariant(
      { priceHtCents: 10_000, discountPercent: 20, dealPercent: 0 },
      FR,
    );
    expect(consumer.userHtCents).toBe(consumer.htCents);
    expect(consumer.userTtcCents).toBe(consumer.ttcCents);
    // 0 % extra changes nothing.
    const zero = priceVariant(
      { priceHtCents: 1999, discountPercent: 5, dealPercent: 0 },
      { vatRateBp: 2000, pro: { extraDiscountPercent: 0 } },
    );
    expect(zero.userHtCents).toBe(zero.htCents);
    expect(zero.userTtcCents).toBe(zero.ttcCents);
  });

  it('every amount is whole cents, and totals of lines are exact in euros', () => {
    const wrong: string[] = [];
    let totalCents = 0;
    let totalEuros = 0;
    for (let ht = 1; ht <= 50_000; ht += 97) {
      for (const discountPercent of [0, 5, 15, 33]) {
        for (const vat of [550, 1900, 2000, 2100]) {
          const price = priceVariant(
            { priceHtCents: ht, discountPercent, dealPercent: 10 },
            { vatRateBp: vat, pro: { extraDiscountPercent: 7 } },
          );
          const values = Object.values(price);
          if (!values.every(Number.isInteger)) wrong.push(`${ht} ${discountPercent} ${vat}`);
          // The same rounding as the money helpers, step by step.
          const net = applyPercentDiscount(ht, Math.max(discountPercent, 10));
          if (price.htCents !== net || price.ttcCents !== addVat(net, vat))
            wrong.push(`net ${ht} ${discountPercent} ${vat}`);
          if (price.userTtcCents > price.ttcCents || price.ttcCents > price.originalTtcCents)
            wrong.push(`order ${ht} ${discountPercent} ${vat}`);
          totalCents += price.ttcCents;
          totalEuros = Math.round((totalEuros + centsToEuros(price.ttcCents)) * 100) / 100;
        }
      }
    }
    expect(wrong).toEqual([]);
    // centsToEuros() has exactly two decimals: summing euros lines gives the cents total.
    expect(totalEuros).toBe(centsToEuros(totalCents));
    expect(centsToEuros(19_320)).toBe(193.2);
  });
});
