import { describe, expect, it } from 'vitest';
import { availablePaymentMethods, paymentFlow, type PaymentOffer } from './payment-methods.rules';

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
