import { describe, expect, it } from 'vitest';
import {
  PAYMENT_METHODS,
  awaitsOfflinePayment,
  awaitsTransfer,
  instalmentCount,
  availablePaymentMethods,
  isPayableOnline,
  isPaymentMethod,
  paymentFlow,
  paymentFlowOf,
  transferDeadline,
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
