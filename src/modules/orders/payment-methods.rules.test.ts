import { describe, expect, it } from 'vitest';
import {
  PAYMENT_METHODS,
  awaitsOfflinePayment,
  awaitedOfflinePayment,
  awaitsTransfer,
  instalmentCount,
  availablePaymentMethods,
  isPayableOnline,
  isPaymentMethod,
  paymentFlow,
  paymentFlowOf,
  transferDeadline,
  instalmentSchedule,
  instalmentsAllowed,
  paymentFee,
  type PaymentFeeConfig,
  type PaymentMethodCode,
  type PaymentOffer,
} from './payment-methods.rules';

const all: PaymentOffer = {
  cardMethod: 'monetico',
  online: new Set(['card', 'paypal', 'limonetik_3x', 'limonetik_4x']),
  minimums: { payment_3x_min: 10_000, payment_4x_min: 20_000 },
};
const home = { shippingKind: 'home' as const, destinationIso: 'FR' };

describe('availablePaymentMethods', () => {
  it.each([
    [5_000, home, ['monetico', 'paypal', 'transfer', 'check']],
    [9_999, home, ['monetico', 'paypal', 'transfer', 'check']],
    [10_000, home, ['monetico', 'paypal', 'limonetik_3x', 'transfer', 'check']],
    [19_999, home, ['monetico', 'paypal', 'limonetik_3x', 'transfer', 'check']],
    [20_000, home, ['monetico', 'paypal', 'limonetik_3x', 'limonetik_4x', 'transfer', 'check']],
    [
      5_000,
      { shippingKind: 'home' as const, destinationIso: 'BE' },
      ['monetico', 'paypal', 'transfer'],
    ],
    [
      5_000,
      { shippingKind: 'home' as const, destinationIso: 'MC' },
      ['monetico', 'paypal', 'transfer', 'check'],
    ],
    [
      5_000,
      { shippingKind: 'store' as const, destinationIso: 'FR' },
      ['monetico', 'paypal', 'transfer', 'check', 'store'],
    ],
    [0, home, []],
  ])('%i cents, %j → %j', (amountCents, situation, expected) => {
    expect(availablePaymentMethods(all, { amountCents, ...situation })).toEqual(expected);
  });

  it('offers only what has a gateway, and the configured card gateway', () => {
    expect(
      availablePaymentMethods(
        { ...all, cardMethod: 'paybox', online: new Set(['card']) },
        { amountCents: 50_000, ...home },
      ),
    ).toEqual(['paybox', 'transfer', 'check']);
  });
});

describe('paymentFlow', () => {
  it.each([
    ['monetico', 'online'],
    ['paybox', 'online'],
    ['paypal', 'online'],
    ['limonetik_4x', 'online'],
    ['transfer', 'offline_wait'],
    ['check', 'offline_wait'],
    ['store', 'on_pickup'],
  ] as const)('%s → %s', (method, flow) => {
    expect(paymentFlow(method)).toBe(flow);
  });
});

describe('paymentFlowOf (a stored method, free text)', () => {
  it.each([
    ['transfer', 'offline_wait'],
    ['limonetik_3x', 'online'],
    ['store', 'on_pickup'],
    // Paid in full by a gift card or points: no method, no flow.
    ['gift_card', null],
    ['loyalty_points', null],
    [null, null],
    ['', null],
  ] as const)('%s → %s', (method, flow) => {
    expect(paymentFlowOf(method)).toBe(flow);
  });

  it('knows every method of the list, and nothing else', () => {
    for (const method of PAYMENT_METHODS) expect(isPaymentMethod(method)).toBe(true);
    expect(isPaymentMethod('cash')).toBe(false);
  });
});

describe('instalmentCount', () => {
  it.each([
    ['limonetik_3x', 3],
    ['limonetik_4x', 4],
    ['monetico', 0],
    ['transfer', 0],
    [null, 0],
  ] as const)('%s → %i', (method, count) => {
    expect(instalmentCount(method)).toBe(count);
  });
});

describe('isPayableOnline ("Pay now", "Pay again")', () => {
  it.each([
    ['monetico', 'awaiting_payment', true],
    ['paypal', 'not_paid', true],
    ['limonetik_4x', 'awaiting_payment', true],
    ['monetico', 'paid', false],
    ['monetico', 'pending', false],
    ['monetico', 'cancelled', false],
    ['monetico', 'not_ordered', false],
    ['transfer', 'awaiting_payment', false],
    ['check', 'not_paid', false],
    ['store', 'awaiting_payment', false],
    ['gift_card', 'awaiting_payment', false],
    [null, 'awaiting_payment', false],
  ] as const)('%s, %s → %s', (method, status, payable) => {
    expect(isPayableOnline(method, status)).toBe(payable);
  });
});

describe('the bank transfer', () => {
  it.each([
    ['awaiting_payment', 'transfer', true],
    ['awaiting_payment', 'check', false],
    ['partially_paid', 'transfer', false],
    ['cancelled', 'transfer', false],
    ['awaiting_payment', null, false],
  ] as const)('%s by %s awaits a transfer: %s', (status, paymentMethod, awaited) => {
    expect(awaitsTransfer({ status, paymentMethod })).toBe(awaited);
  });

  it.each([
    ['transfer', 'awaiting_payment', true],
    ['check', 'awaiting_payment', true],
    ['check', 'not_paid', false],
    ['store', 'awaiting_payment', false],
    ['paypal', 'awaiting_payment', false],
    [null, 'awaiting_payment', false],
  ] as const)('%s, %s awaits money sent by the customer: %s', (method, status, awaited) => {
    expect(awaitsOfflinePayment(method, status)).toBe(awaited);
  });

  it.each([
    ['2026-03-02T10:00:00.000Z', '2026-03-09T10:00:00.000Z'],
    // Seven days of 24 hours, whatever the clocks do in between (summer time on 29 March).
    ['2026-03-25T23:30:00.000Z', '2026-04-01T23:30:00.000Z'],
  ])('placed %s: due by %s', (placedAt, deadline) => {
    expect(transferDeadline(new Date(placedAt)).toISOString()).toBe(deadline);
  });
});

describe('awaitedOfflinePayment', () => {
  const placedAt = new Date('2026-05-01T09:30:00Z');
  it.each<[string, string | null, Date | null, unknown]>([
    // status, method, placed at → what the customer still has to pay offline
    [
      'awaiting_payment',
      'transfer',
      placedAt,
      { method: 'transfer', deadline: new Date('2026-05-08T09:30:00Z') },
    ],
    ['awaiting_payment', 'transfer', null, { method: 'transfer', deadline: null }],
    ['awaiting_payment', 'check', placedAt, { method: 'check', deadline: null }],
    ['paid', 'transfer', placedAt, null],
    ['cancelled', 'check', placedAt, null],
    ['awaiting_payment', 'monetico', placedAt, null],
    ['awaiting_payment', 'store', placedAt, null],
    ['awaiting_payment', null, placedAt, null],
  ])('%s by %s', (status, paymentMethod, at, expected) => {
    expect(awaitedOfflinePayment({ status, paymentMethod, placedAt: at })).toEqual(expected);
  });
});

const NOW = new Date('2026-05-15T10:00:00Z');

describe('paymentFee', () => {
  const CONFIG: PaymentFeeConfig = {
    check: { fixedCents: 150 },
    paypal: { percentBp: 250 },
    monetico: { fixedCents: 25, percentBp: 100 },
    limonetik_3x: { fixedCents: 900, percentBp: 300 },
  };
  it.each<[PaymentMethodCode, number, number]>([
    // method, amount → fee incl. tax
    ['transfer', 10_000, 0], // not configured
    ['store', 10_000, 0],
    ['check', 10_000, 150],
    ['check', 0, 150],
    ['paypal', 10_000, 250],
    ['paypal', 1_234, 31], // 30.85 → 31
    ['paypal', 1_220, 31], // 30.5 → half up
    ['paypal', 1_219, 30], // 30.475
    ['monetico', 10_050, 126], // 25 + 100.5 → 101
    ['limonetik_3x', 50_000, 0], // "without fees" whatever the configuration
    ['limonetik_4x', 50_000, 0],
  ])('%s on %i → %i', (method, amount, fee) => {
    expect(paymentFee(method, amount, CONFIG)).toBe(fee);
  });

  it('rejects a negative amount or a broken configuration', () => {
    expect(() => paymentFee('check', -1, CONFIG)).toThrow(RangeError);
    expect(() => paymentFee('check', 100, { check: { fixedCents: -5 } })).toThrow(RangeError);
    expect(() => paymentFee('paypal', 100, { paypal: { percentBp: 2.5 } })).toThrow(RangeError);
  });
});

// First date, count → due dates.
// prettier-ignore
const SCHEDULE_DATES: [string, number, string[]][] = [
  ['2026-05-15T10:00:00Z', 3, ['2026-05-15T10:00:00.000Z', '2026-06-15T10:00:00.000Z', '2026-07-15T10:00:00.000Z']],
  ['2026-01-31T08:30:00Z', 4, ['2026-01-31T08:30:00.000Z', '2026-02-28T08:30:00.000Z', '2026-03-31T08:30:00.000Z', '2026-04-30T08:30:00.000Z']],
  ['2027-12-29T00:00:00Z', 3, ['2027-12-29T00:00:00.000Z', '2028-01-29T00:00:00.000Z', '2028-02-29T00:00:00.000Z']],
  ['2026-11-30T23:00:00Z', 4, ['2026-11-30T23:00:00.000Z', '2026-12-30T23:00:00.000Z', '2027-01-30T23:00:00.000Z', '2027-02-28T23:00:00.000Z']],
];

describe('instalments', () => {
  const MIN = { payment_3x_min: 10_000, payment_4x_min: 20_000 };
  it.each<['3x' | '4x', number, boolean]>([
    ['3x', 9_999, false],
    ['3x', 10_000, true],
    ['3x', 25_000, true],
    ['4x', 10_000, false],
    ['4x', 19_999, false],
    ['4x', 20_000, true],
    ['3x', 0, false],
  ])('%s for %i cents → %s', (kind, amount, allowed) => {
    expect(instalmentsAllowed(kind, amount, MIN)).toBe(allowed);
  });

  it('a 0 minimum still needs something to pay', () => {
    expect(instalmentsAllowed('3x', 0, { payment_3x_min: 0, payment_4x_min: 0 })).toBe(false);
    expect(instalmentsAllowed('4x', 1, { payment_3x_min: 0, payment_4x_min: 0 })).toBe(true);
  });

  it.each<[number, number, number[]]>([
    // amount, count → instalments (the remainder on the first)
    [30_000, 3, [10_000, 10_000, 10_000]],
    [10_000, 3, [3_334, 3_333, 3_333]],
    [10_001, 3, [3_335, 3_333, 3_333]],
    [20_003, 4, [5_003, 5_000, 5_000, 5_000]],
    [20_001, 4, [5_001, 5_000, 5_000, 5_000]],
    [2, 3, [2, 0, 0]],
    [0, 4, [0, 0, 0, 0]],
    [12_345, 1, [12_345]],
  ])('%i cents in %i', (amount, count, parts) => {
    const schedule = instalmentSchedule(amount, count, NOW);
    expect(schedule.map((i) => i.amountCents)).toEqual(parts);
    expect(schedule.reduce((total, i) => total + i.amountCents, 0)).toBe(amount);
  });

  it.each(SCHEDULE_DATES)('monthly from %s, %i times', (first, count, dates) => {
    const schedule = instalmentSchedule(30_000, count, new Date(first));
    expect(schedule.map((i) => i.dueDate.toISOString())).toEqual(dates);
  });

  it.each<[number, number]>([
    [-1, 3],
    [1.5, 3],
    [100, 0],
    [100, 2.5],
  ])('rejects %i cents in %i', (amount, count) => {
    expect(() => instalmentSchedule(amount, count, NOW)).toThrow(RangeError);
  });
});
