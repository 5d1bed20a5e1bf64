import { describe, expect, it } from 'vitest';
import { addVat } from '../../shared/money';
import { removeVat } from '../../shared/money';
import { tieredUnitHtCents } from '../catalog';
import { computeTotals, type OrderTotals, type TotalsInput } from './totals.rules';

const line = (unitHtCents: number, quantity = 1, id = 1) => ({ id, unitHtCents, quantity });

const BASE: TotalsInput = {
  lines: [line(1000)],
  vatRateBp: 2000,
  pricesIncludeTax: true,
  promoPercent: null,
  shippingHtCents: 0,
  freeShippingThresholdTtcCents: null,
  paymentFeesTtcCents: 0,
  giftCardAvailableCents: 0,
  loyaltyPoints: null,
};

const PRO: Partial<TotalsInput> = { pricesIncludeTax: false };
const EXPORT: Partial<TotalsInput> = { vatRateBp: 0 };
const lines = (...list: [number, number][]) => list.map(([ht, q], i) => line(ht, q, i + 1));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Every total must satisfy these, whatever the input: checked on every case below. */
function totalsOf(overrides: Partial<TotalsInput>): OrderTotals {
  const input = { ...BASE, ...overrides };
  const t = computeTotals(input);
  // Ids are not amounts: a fitting line's is negative (order-pricing.service.ts).
  const amounts = JSON.stringify(t, (key, value: unknown) => (key === 'id' ? undefined : value));
  const numbers = amounts.match(/-?[\d.]+(e[-+]?\d+)?/g) ?? [];
  for (const n of numbers) expect(Number.isInteger(Number(n)) && Number(n) >= 0, n).toBe(true);

  expect(sum(t.lines.map((l) => l.totalTtcCents))).toBe(t.productsTtcCents);
  expect(sum(t.lines.map((l) => l.totalHtCents))).toBe(t.productsHtCents);
  expect(sum(t.lines.map((l) => l.promoDiscountTtcCents))).toBe(t.promoDiscountTtcCents);
  expect(sum(t.lines.map((l) => l.promoDiscountHtCents))).toBe(t.promoDiscountHtCents);
  const ttc = [t.productsTtcCents, t.promoDiscountTtcCents, t.loyaltyDiscountTtcCents];
  const ht = [t.productsHtCents, t.promoDiscountHtCents, t.loyaltyDiscountHtCents];
  expect(ttc[0]! - ttc[1]! - ttc[2]!).toBeGreaterThanOrEqual(0);
  expect(ht[0]! - ht[1]! - ht[2]!).toBeGreaterThanOrEqual(0);
  expect(ttc[0]! - ttc[1]! - ttc[2]! + t.shippingTtcCents + t.paymentFeesTtcCents).toBe(
    t.totalTtcCents,
  );
  expect(ht[0]! - ht[1]! - ht[2]! + t.shippingHtCents + t.paymentFeesHtCents).toBe(t.totalHtCents);
  expect(t.totalHtCents + t.vatCents).toBe(t.totalTtcCents);
  expect(t.vatBreakdown).toEqual([
    { rateBp: input.vatRateBp, baseHtCents: t.totalHtCents, vatCents: t.vatCents },
  ]);
  expect(t.amountDueCents + t.giftCardUsedCents + t.loyaltyUsedCents).toBe(t.totalTtcCents);
  expect(t.giftCardUsedCents).toBeLessThanOrEqual(input.giftCardAvailableCents);
  // Only lines the code covers get a share of it.
  t.lines.forEach((l, i) => {
    if (input.lines[i]!.promoEligible === false) expect(l.promoDiscountTtcCents).toBe(0);
  });
  if (t.freeShipping) expect(t.shippingTtcCents).toBe(0);
  if (t.amountToFreeShippingCents > 0) expect(t.freeShipping).toBe(false);
  const points = input.loyaltyPoints;
  expect(t.loyaltyPointsUsed).toBeLessThanOrEqual(points?.points ?? 0);
  // Points pay (never discount): each is worth its value, the last one at most.
  expect([t.loyaltyDiscountTtcCents, t.loyaltyDiscountHtCents]).toEqual([0, 0]);
  expect(t.loyaltyUsedCents).toBeLessThanOrEqual(
    t.loyaltyPointsUsed * (points?.centsPerPoint ?? 0),
  );
  expect(t.loyaltyUsedCents).toBeGreaterThan(
    (t.loyaltyPointsUsed - 1) * (points?.centsPerPoint ?? 0) - 1,
  );
  // What the customer reads is exact; VAT is computed once on the total.
  t.lines.forEach((l, i) => {
    const q = input.lines[i]!.quantity;
    expect(l.unitTtcCents).toBe(addVat(l.unitHtCents, input.vatRateBp));
    if (input.pricesIncludeTax) expect(l.totalTtcCents).toBe(l.unitTtcCents * q);
    else expect(l.totalHtCents).toBe(l.unitHtCents * q);
  });
  if (input.pricesIncludeTax) {
    expect(t.totalHtCents).toBe(removeVat(t.totalTtcCents, input.vatRateBp));
  } else {
    expect(t.totalTtcCents).toBe(addVat(t.totalHtCents, input.vatRateBp));
  }
  return t;
}

const pickKeys = (t: OrderTotals, keys: readonly (keyof OrderTotals)[]) =>
  Object.fromEntries(keys.map((k) => [k, t[k]]));

type Case = [
  string,
  Partial<TotalsInput>,
  [number, number, number],
  [number, number, number, number],
];

// One case a line: name, input → [products TTC, promo TTC, shipping TTC], [total HT, VAT, total TTC, due].
// prettier-ignore
const CASES: Case[] = [
  ['one line', {}, [1200, 0, 0], [1000, 200, 1200, 1200]],
  ['TTC unit × qty', { lines: lines([833, 3]) }, [3000, 0, 0], [2500, 500, 3000, 3000]],
  ['PRO: VAT on the HT total', { ...PRO, lines: lines([833, 3]) }, [2999, 0, 0], [2499, 500, 2999, 2999]],
  ['two lines', { lines: lines([1000, 1], [2500, 2]) }, [7200, 0, 0], [6000, 1200, 7200, 7200]],
  ['promo 10 %', { lines: lines([1000, 1], [2500, 2]), promoPercent: 10 }, [7200, 720, 0], [5400, 1080, 6480, 6480]],
  ['promo half up', { ...EXPORT, lines: lines([1999, 1]), promoPercent: 15 }, [1999, 300, 0], [1699, 0, 1699, 1699]],
  ['promo 5 % of 1 cent', { ...EXPORT, lines: lines([1, 1]), promoPercent: 5 }, [1, 0, 0], [1, 0, 1, 1]],
  ['promo 20 % PRO', { ...PRO, lines: lines([1000, 3]), promoPercent: 20 }, [3600, 720, 0], [2400, 480, 2880, 2880]],
  ['shipping HT gets VAT', { shippingHtCents: 825 }, [1200, 0, 990], [1825, 365, 2190, 2190]],
  ['shipping export', { ...EXPORT, shippingHtCents: 825 }, [1000, 0, 825], [1825, 0, 1825, 1825]],
  ['free shipping at threshold', { lines: lines([8250, 1]), shippingHtCents: 825, freeShippingThresholdTtcCents: 9900 }, [9900, 0, 0], [8250, 1650, 9900, 9900]],
  ['1 cent short', { ...EXPORT, lines: lines([9899, 1]), shippingHtCents: 990, freeShippingThresholdTtcCents: 9900 }, [9899, 0, 990], [10889, 0, 10889, 10889]],
  ['promo drops below', { ...EXPORT, lines: lines([10000, 1]), promoPercent: 5, shippingHtCents: 990, freeShippingThresholdTtcCents: 9900 }, [10000, 500, 990], [10490, 0, 10490, 10490]],
  ['PRO threshold is TTC', { ...PRO, lines: lines([8250, 1]), shippingHtCents: 825, freeShippingThresholdTtcCents: 9900 }, [9900, 0, 0], [8250, 1650, 9900, 9900]],
  ['fees incl. tax', { paymentFeesTtcCents: 300 }, [1200, 0, 0], [1250, 250, 1500, 1500]],
  ['PRO fees', { ...PRO, paymentFeesTtcCents: 300 }, [1200, 0, 0], [1250, 250, 1500, 1500]],
  ['gift card part', { giftCardAvailableCents: 500 }, [1200, 0, 0], [1000, 200, 1200, 700]],
  ['gift card capped', { giftCardAvailableCents: 5000 }, [1200, 0, 0], [1000, 200, 1200, 0]],
  ['gift card keeps VAT', { shippingHtCents: 825, giftCardAvailableCents: 2190 }, [1200, 0, 990], [1825, 365, 2190, 0]],
  ['loyalty pays, VAT unchanged', { loyaltyPoints: { points: 100, centsPerPoint: 5 } }, [1200, 0, 0], [1000, 200, 1200, 700]],
  ['loyalty covers shipping too', { loyaltyPoints: { points: 1000, centsPerPoint: 5 }, shippingHtCents: 825 }, [1200, 0, 990], [1825, 365, 2190, 0]],
  ['loyalty last point partial', { lines: lines([1001, 1]), loyaltyPoints: { points: 500, centsPerPoint: 10 } }, [1201, 0, 0], [1001, 200, 1201, 0]],
  ['loyalty after promo', { promoPercent: 20, loyaltyPoints: { points: 1000, centsPerPoint: 1 } }, [1200, 240, 0], [800, 160, 960, 0]],
  ['gift card then loyalty', { giftCardAvailableCents: 1000, loyaltyPoints: { points: 30, centsPerPoint: 5 } }, [1200, 0, 0], [1000, 200, 1200, 50]],
  ['promo on eligible lines only', { lines: [line(1000, 1, 1), { ...line(2500, 2, 2), promoEligible: false }], promoPercent: 10 }, [7200, 120, 0], [5900, 1180, 7080, 7080]],
  ['promo with nothing eligible', { lines: [{ ...line(1000, 1, 1), promoEligible: false }], promoPercent: 10 }, [1200, 0, 0], [1000, 200, 1200, 1200]],
  ['promo eligible PRO', { ...PRO, lines: [line(1000, 3, 1), { ...line(999, 1, 2), promoEligible: false }], promoPercent: 20 }, [4799, 720, 0], [3399, 680, 4079, 4079]],
  ['reverse charge PRO', { ...PRO, ...EXPORT, lines: lines([1234, 2]), shippingHtCents: 1500 }, [2468, 0, 1500], [3968, 0, 3968, 3968]],
  ['5.5 % rate', { vatRateBp: 550, lines: lines([1999, 3]), promoPercent: 10 }, [6327, 633, 0], [5397, 297, 5694, 5694]],
  // Fixed-amount codes (043): the amount in the basis shown, capped at the eligible lines.
  ['fixed 10 €', { lines: lines([1000, 1], [2500, 2]), promoAmountCents: 1000 }, [7200, 1000, 0], [5167, 1033, 6200, 6200]],
  ['fixed capped at the cart', { lines: lines([500, 1]), promoAmountCents: 1000 }, [600, 600, 0], [0, 0, 0, 0]],
  ['fixed on eligible lines only', { lines: [line(1000, 1, 1), { ...line(2500, 2, 2), promoEligible: false }], promoAmountCents: 1000 }, [7200, 1000, 0], [5167, 1033, 6200, 6200]],
  ['fixed capped at eligible lines', { lines: [line(500, 1, 1), { ...line(2500, 2, 2), promoEligible: false }], promoAmountCents: 1000 }, [6600, 600, 0], [5000, 1000, 6000, 6000]],
  ['fixed PRO excl. tax', { ...PRO, lines: lines([1000, 3]), promoAmountCents: 1000 }, [3600, 1200, 0], [2000, 400, 2400, 2400]],
  ['fixed drops below free shipping', { lines: lines([8250, 1]), promoAmountCents: 1000, shippingHtCents: 825, freeShippingThresholdTtcCents: 9900 }, [9900, 1000, 990], [8242, 1648, 9890, 9890]],
  ['empty cart', { lines: [], shippingHtCents: 825 }, [0, 0, 0], [0, 0, 0, 0]],
  ['free product', { lines: lines([0, 2]), shippingHtCents: 825 }, [0, 0, 990], [825, 165, 990, 990]],
];

describe('computeTotals', () => {
  const KEYS = ['productsTtcCents', 'promoDiscountTtcCents', 'shippingTtcCents'] as const;
  const TOTALS = ['totalHtCents', 'vatCents', 'totalTtcCents', 'amountDueCents'] as const;
  it.each(CASES)(
    '%s',
    (_name, input, [products, promo, shipping], [totalHt, vat, totalTtc, due]) => {
      const t = totalsOf(input);
      expect(pickKeys(t, KEYS)).toEqual({
        productsTtcCents: products,
        promoDiscountTtcCents: promo,
        shippingTtcCents: shipping,
      });
      expect(pickKeys(t, TOTALS)).toEqual({
        totalHtCents: totalHt,
        vatCents: vat,
        totalTtcCents: totalTtc,
        amountDueCents: due,
      });
    },
  );

  it('splits the promo across lines with the largest remainder', () => {
    const t = totalsOf({ ...EXPORT, lines: lines([333, 1], [333, 1], [334, 1]), promoPercent: 10 });
    expect(t.lines.map((l) => l.promoDiscountTtcCents)).toEqual([33, 33, 34]);
    const u = totalsOf({ lines: lines([1000, 1], [2500, 2]), promoPercent: 10 });
    expect(u.lines.map((l) => l.promoDiscountTtcCents)).toEqual([120, 600]);
  });

  // A fixed amount: each line's share in proportion to its total, remainders to the largest.
  it.each([
    ['even thirds', { ...EXPORT, lines: lines([333, 1], [333, 1], [334, 1]) }, 100, [33, 33, 34]],
    ['odd totals', { lines: lines([833, 1], [417, 1], [1249, 1]) }, 1000, [333, 167, 500]],
    ['two lines', { lines: lines([1000, 1], [2500, 2]) }, 1000, [167, 833]],
    ['cap: each line pays nothing', { lines: lines([100, 1], [200, 1]) }, 5000, [120, 240]],
    [
      'scope: the other line keeps its price',
      { lines: [line(833, 1, 1), { ...line(417, 1, 2), promoEligible: false }, line(1249, 1, 3)] },
      1000,
      [400, 0, 600],
    ],
  ] as const)('splits a fixed amount: %s', (_name, input, amount, shares) => {
    const t = totalsOf({ ...input, promoAmountCents: amount });
    expect(t.lines.map((l) => l.promoDiscountTtcCents)).toEqual(shares);
    expect(t.promoAmountCents).toBe(amount);
    expect(t.promoPercent).toBeNull();
  });

  it('tells how much more gives free shipping', () => {
    const at = (ht: number, threshold: number | null) =>
      totalsOf({
        lines: lines([ht, 1]),
        shippingHtCents: 500,
        freeShippingThresholdTtcCents: threshold,
      });
    expect([at(5000, 9900).amountToFreeShippingCents, at(5000, 9900).freeShipping]).toEqual([
      3900,
      false,
    ]);
    expect([at(9000, 9900).amountToFreeShippingCents, at(9000, 9900).freeShipping]).toEqual([
      0,
      true,
    ]);
    expect([at(5000, null).amountToFreeShippingCents, at(5000, null).freeShipping]).toEqual([
      0,
      false,
    ]);
    expect(
      totalsOf({ lines: [], freeShippingThresholdTtcCents: 9900 }).amountToFreeShippingCents,
    ).toBe(9900);
  });

  it('returns the points used and the HT lines of a consumer order', () => {
    const t = totalsOf({
      lines: lines([833, 3], [1, 1]),
      loyaltyPoints: { points: 7, centsPerPoint: 100 },
    });
    expect(t.loyaltyPointsUsed).toBe(7);
    expect(t.loyaltyUsedCents).toBe(700);
    expect(t.amountDueCents).toBe(2301);
    expect(t.lines.map((l) => [l.totalTtcCents, l.totalHtCents])).toEqual([
      [3000, 2500],
      [1, 1],
    ]);
  });

  it('keeps every invariant on 1,000 pseudo-random carts', () => {
    let seed = 42;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 1000; i++) {
      const lineCount = next(5);
      totalsOf({
        lines: Array.from({ length: lineCount }, (_, j) => ({
          ...line(next(50_000), 1 + next(9), j),
          promoEligible: next(3) !== 0,
        })),
        vatRateBp: [0, 550, 1000, 2000, 2100, 2700][next(6)]!,
        pricesIncludeTax: next(2) === 0,
        // No code, a percent one or a fixed amount (sometimes above the eligible lines).
        ...[
          { promoPercent: null },
          { promoPercent: 5 + next(16) },
          { promoPercent: null, promoAmountCents: 1 + next(60_000) },
        ][next(3)]!,
        shippingHtCents: next(3000),
        freeShippingThresholdTtcCents: next(2) === 0 ? null : next(100_000),
        paymentFeesTtcCents: next(3) === 0 ? next(500) : 0,
        giftCardAvailableCents: next(2) === 0 ? 0 : next(100_000),
        loyaltyPoints: next(2) === 0 ? null : { points: next(20_000), centsPerPoint: 1 + next(20) },
      });
    }
  });

  it('PRO carts with quantity tiers (decision 048): each line is its tiered unit × quantity, to the cent', () => {
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const tiers = [
      { minQuantity: 5, percent: 3 },
      { minQuantity: 10, percent: 5 },
    ];
    for (let i = 0; i < 500; i++) {
      const lines = Array.from({ length: 1 + next(4) }, (_, j) => {
        const quantity = 1 + next(15);
        return {
          id: j + 1,
          unitHtCents: tieredUnitHtCents(1 + next(50_000), tiers, quantity),
          quantity,
          promoEligible: next(3) !== 0,
        };
      });
      const t = totalsOf({
        lines,
        vatRateBp: [0, 550, 2000, 2100][next(4)]!,
        pricesIncludeTax: false,
        ...[{ promoPercent: null }, { promoPercent: 5 + next(16) }][next(2)]!,
        shippingHtCents: next(3000),
      });
      // A PRO reads excl. tax: what they see per line is exactly unit × quantity.
      t.lines.forEach((line, j) =>
        expect(line.totalHtCents).toBe(lines[j]!.unitHtCents * lines[j]!.quantity),
      );
      expect(t.pricesIncludeTax).toBe(false);
    }
  });

  it.each<[string, Partial<TotalsInput>]>([
    ['quantity 0', { lines: lines([1000, 0]) }],
    ['negative quantity', { lines: lines([1000, -1]) }],
    ['fractional quantity', { lines: lines([1000, 1.5]) }],
    ['negative price', { lines: lines([-1, 1]) }],
    ['fractional cents', { lines: lines([10.5, 1]) }],
    ['promo 4 %', { promoPercent: 4 }],
    ['promo 21 %', { promoPercent: 21 }],
    ['promo 12.5 %', { promoPercent: 12.5 }],
    ['fixed 0 €', { promoAmountCents: 0 }],
    ['fixed 9.5 cents', { promoAmountCents: 9.5 }],
    ['fixed and percent', { promoAmountCents: 1000, promoPercent: 10 }],
    ['negative VAT', { vatRateBp: -1 }],
    ['negative shipping', { shippingHtCents: -1 }],
    ['negative fees', { paymentFeesTtcCents: -1 }],
    ['negative gift card', { giftCardAvailableCents: -1 }],
    ['negative threshold', { freeShippingThresholdTtcCents: -1 }],
    ['negative points', { loyaltyPoints: { points: -1, centsPerPoint: 1 } }],
    ['worthless points', { loyaltyPoints: { points: 10, centsPerPoint: 0 } }],
  ])('rejects %s (a bug in the caller)', (_name, input) => {
    expect(() => computeTotals({ ...BASE, ...input })).toThrow(RangeError);
  });
});

/**
 * SPEC §5 workshop fitting: order-pricing.service.ts gives a fitted line a second totals line
 * (id: minus the product line's) at the fitting's unit price, same quantity, same VAT rate.
 */
describe('a workshop fitting as its own line', () => {
  // A seat cover at 120.00 HT × 2, its fitting at 89.00 HT × 2.
  const FITTED = [line(12_000, 2, 7), line(8_900, 2, -7)];
  type FittingCase = [string, Partial<TotalsInput>, [number, number, number], [number, number]];
  // name, input → fitting line [unit TTC, total HT, total TTC], order [total HT, total TTC].
  // prettier-ignore
  const FITTING_CASES: FittingCase[] = [
    ['consumer, 20 %', {}, [10_680, 17_800, 21_360], [41_800, 50_160]],
    ['PRO, 20 %', PRO, [10_680, 17_800, 21_360], [41_800, 50_160]],
    ['export', EXPORT, [8_900, 17_800, 17_800], [41_800, 41_800]],
    ['Portugal, 23 %', { vatRateBp: 2300 }, [10_947, 17_800, 21_894], [41_800, 51_414]],
    ['with shipping', { shippingHtCents: 990 }, [10_680, 17_800, 21_360], [42_790, 51_348]],
  ];
  it.each(FITTING_CASES)('%s', (_name, input, [unitTtc, lineHt, lineTtc], [totalHt, totalTtc]) => {
    const t = totalsOf({ ...input, lines: FITTED });
    const fitting = t.lines.find((l) => l.id === -7)!;
    expect([fitting.unitTtcCents, fitting.totalHtCents, fitting.totalTtcCents]).toEqual([
      unitTtc,
      lineHt,
      lineTtc,
    ]);
    expect([t.totalHtCents, t.totalTtcCents]).toEqual([totalHt, totalTtc]);
    expect(t.productsTtcCents).toBe(sum(t.lines.map((l) => l.totalTtcCents)));
  });

  it('takes its share of a promo code like any line', () => {
    const t = totalsOf({ lines: FITTED, promoPercent: 10 });
    expect(t.lines.map((l) => [l.id, l.promoDiscountTtcCents])).toEqual([
      [7, 2_880],
      [-7, 2_136],
    ]);
  });
});
