import { describe, expect, it } from 'vitest';
import {
  giftCardVerdict,
  lineInScope,
  promoCodeVerdict,
  type PromoCodeFields,
  type PromoScope,
} from './promotions.rules';

const NOW = new Date('2026-05-15T10:00:00Z');
const CODE: PromoCodeFields = {
  valuePercent: 10,
  isActive: true,
  isProOnly: false,
  startsAt: new Date('2026-05-01T00:00:00Z'),
  endsAt: new Date('2026-06-01T00:00:00Z'),
  minAmountCents: 5000,
  maxUses: 100,
  usesCount: 10,
};

type PromoContext = {
  isPro?: boolean;
  products?: number;
  now?: string;
  eligible?: number;
  customerUses?: number;
};

// One case a line: name, code fields, context (products default 100 €) → verdict.
// prettier-ignore
const PROMO_CASES: [string, Partial<PromoCodeFields>, PromoContext, unknown][] = [
  ['valid', {}, {}, { ok: true, value: { kind: 'percent', percent: 10 } }],
  ['5 %', { valuePercent: 5 }, {}, { ok: true, value: { kind: 'percent', percent: 5 } }],
  ['20 %', { valuePercent: 20 }, {}, { ok: true, value: { kind: 'percent', percent: 20 } }],
  ['4 %', { valuePercent: 4 }, {}, { ok: false, reason: 'out_of_range' }],
  ['21 %', { valuePercent: 21 }, {}, { ok: false, reason: 'out_of_range' }],
  ['10 € fixed', { valuePercent: null, valueCents: 1000 }, {}, { ok: true, value: { kind: 'amount', cents: 1000 } }],
  ['1 cent fixed', { valuePercent: null, valueCents: 1 }, {}, { ok: true, value: { kind: 'amount', cents: 1 } }],
  ['fixed above the cart', { valuePercent: null, valueCents: 50_000 }, {}, { ok: true, value: { kind: 'amount', cents: 50_000 } }],
  ['fixed and min', { valuePercent: null, valueCents: 1000 }, { products: 4999 }, { ok: false, reason: 'min_amount' }],
  ['0 € fixed', { valuePercent: null, valueCents: 0 }, {}, { ok: false, reason: 'out_of_range' }],
  ['fractional cents', { valuePercent: null, valueCents: 10.5 }, {}, { ok: false, reason: 'out_of_range' }],
  ['both kinds', { valuePercent: 10, valueCents: 1000 }, {}, { ok: false, reason: 'out_of_range' }],
  ['neither kind', { valuePercent: null, valueCents: null }, {}, { ok: false, reason: 'out_of_range' }],
  ['inactive', { isActive: false }, {}, { ok: false, reason: 'inactive' }],
  ['open window', { startsAt: null, endsAt: null }, {}, { ok: true, value: { kind: 'percent', percent: 10 } }],
  ['starts now', {}, { now: '2026-05-01T00:00:00Z' }, { ok: true, value: { kind: 'percent', percent: 10 } }],
  ['not started', {}, { now: '2026-04-30T23:59:59Z' }, { ok: false, reason: 'not_started' }],
  ['last second', {}, { now: '2026-05-31T23:59:59Z' }, { ok: true, value: { kind: 'percent', percent: 10 } }],
  ['ended', {}, { now: '2026-06-01T00:00:00Z' }, { ok: false, reason: 'expired' }],
  ['PRO only, consumer', { isProOnly: true }, {}, { ok: false, reason: 'pro_only' }],
  ['PRO only, PRO', { isProOnly: true }, { isPro: true }, { ok: true, value: { kind: 'percent', percent: 10 } }],
  ['PRO may use public codes', {}, { isPro: true }, { ok: true, value: { kind: 'percent', percent: 10 } }],
  ['min reached', {}, { products: 5000 }, { ok: true, value: { kind: 'percent', percent: 10 } }],
  ['1 cent short', {}, { products: 4999 }, { ok: false, reason: 'min_amount' }],
  ['no minimum', { minAmountCents: 0 }, { products: 0 }, { ok: true, value: { kind: 'percent', percent: 10 } }],
  ['used up', { usesCount: 100 }, {}, { ok: false, reason: 'used_up' }],
  ['last use', { usesCount: 99 }, {}, { ok: true, value: { kind: 'percent', percent: 10 } }],
  ['unlimited', { maxUses: null, usesCount: 10_000 }, {}, { ok: true, value: { kind: 'percent', percent: 10 } }],
  ['once per customer, first', { maxUsesPerCustomer: 1 }, { customerUses: 0 }, { ok: true, value: { kind: 'percent', percent: 10 } }],
  ['once per customer, again', { maxUsesPerCustomer: 1 }, { customerUses: 1 }, { ok: false, reason: 'customer_used_up' }],
  ['twice per customer, second', { maxUsesPerCustomer: 2 }, { customerUses: 1 }, { ok: true, value: { kind: 'percent', percent: 10 } }],
  ['no per-customer limit', { maxUsesPerCustomer: null }, { customerUses: 50 }, { ok: true, value: { kind: 'percent', percent: 10 } }],
  ['customer limit beats short', { maxUsesPerCustomer: 1 }, { customerUses: 1, products: 1 }, { ok: false, reason: 'customer_used_up' }],
  // Several problems: the one the customer cannot fix wins, the minimum comes last.
  ['inactive and expired', { isActive: false }, { now: '2027-01-01T00:00:00Z' }, { ok: false, reason: 'inactive' }],
  ['expired and short', {}, { now: '2027-01-01T00:00:00Z', products: 1 }, { ok: false, reason: 'expired' }],
  ['PRO only and short', { isProOnly: true }, { products: 1 }, { ok: false, reason: 'pro_only' }],
  ['used up and short', { usesCount: 100 }, { products: 1 }, { ok: false, reason: 'used_up' }],
  // Scope: what the cart holds of what the code is for.
  ['one eligible line', {}, { eligible: 1 }, { ok: true, value: { kind: 'percent', percent: 10 } }],
  ['nothing eligible', {}, { eligible: 0, products: 0 }, { ok: false, reason: 'not_eligible' }],
  ['eligible but short', {}, { eligible: 2, products: 4999 }, { ok: false, reason: 'min_amount' }],
  ['PRO only beats nothing eligible', { isProOnly: true }, { eligible: 0 }, { ok: false, reason: 'pro_only' }],
];

describe('promoCodeVerdict', () => {
  it.each(PROMO_CASES)('%s', (_name, fields, context, verdict) => {
    expect(
      promoCodeVerdict(
        { ...CODE, ...fields },
        {
          now: context.now ? new Date(context.now) : NOW,
          isPro: context.isPro ?? false,
          productsTtcCents: context.products ?? 10_000,
          ...(context.eligible === undefined ? {} : { eligibleLines: context.eligible }),
          ...(context.customerUses === undefined ? {} : { customerUses: context.customerUses }),
        },
      ),
    ).toEqual(verdict);
  });
});

describe('lineInScope', () => {
  // A handbrake boot (product 7) in "handbrake boots" (31) under the "bellows" domain (3).
  const BOOT = { productId: 7, categoryIds: [3, 31] };
  // A front seat cover (product 8) in "front seat covers" (12) under "seat covers" (1).
  const COVER = { productId: 8, categoryIds: [1, 11, 12] };
  const ALL: PromoScope = { appliesTo: 'all' };
  const SEAT_COVERS: PromoScope = { appliesTo: 'categories', categoryIds: [1] };
  // prettier-ignore
  it.each<[string, PromoScope, typeof BOOT, boolean]>([
    ['all covers a boot', ALL, BOOT, true],
    ['a domain covers its subtree', SEAT_COVERS, COVER, true],
    ['seat covers do not cover a boot', SEAT_COVERS, BOOT, false],
    ['a leaf category', { appliesTo: 'categories', categoryIds: [31] }, BOOT, true],
    ['a sibling leaf', { appliesTo: 'categories', categoryIds: [32] }, BOOT, false],
    ['several categories', { appliesTo: 'categories', categoryIds: [12, 31] }, BOOT, true],
    ['a listed product', { appliesTo: 'products', productIds: [7, 9] }, BOOT, true],
    ['another product', { appliesTo: 'products', productIds: [9] }, BOOT, false],
    ['a product id is no category id', { appliesTo: 'products', productIds: [3] }, BOOT, false],
    ['an empty list covers nothing', { appliesTo: 'categories', categoryIds: [] }, BOOT, false],
    ['a product without category', SEAT_COVERS, { productId: 5, categoryIds: [] }, false],
  ])('%s', (_name, scope, line, expected) => {
    expect(lineInScope(scope, line)).toBe(expected);
  });
});

describe('giftCardVerdict', () => {
  it.each<[number, string | null, boolean, unknown]>([
    // balance, expires at, active → verdict
    [5000, null, true, { ok: true, balanceCents: 5000 }],
    [5000, '2026-05-15T10:00:01Z', true, { ok: true, balanceCents: 5000 }],
    [5000, '2026-05-15T10:00:00Z', true, { ok: false, reason: 'expired' }],
    [5000, '2025-01-01T00:00:00Z', true, { ok: false, reason: 'expired' }],
    [1, null, true, { ok: true, balanceCents: 1 }],
    [0, null, true, { ok: false, reason: 'empty' }],
    [0, '2025-01-01T00:00:00Z', true, { ok: false, reason: 'expired' }],
    [5000, null, false, { ok: false, reason: 'inactive' }],
  ])('%i cents, expires %s, active %s', (balanceCents, expiresAt, isActive, verdict) => {
    const card = { balanceCents, expiresAt: expiresAt ? new Date(expiresAt) : null, isActive };
    expect(giftCardVerdict(card, NOW)).toEqual(verdict);
  });
});
