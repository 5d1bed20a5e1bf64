import { describe, expect, it } from 'vitest';
import {
  applyChoices,
  checkChoice,
  defaultChoice,
  feeConfig,
  percentInputToBp,
  readChoice,
  storeChoice,
  type ConfigurableMethod,
  type MethodChoice,
} from './payment-method-settings.rules';
import type { PaymentMethodCode } from './payment-methods.rules';

const choice = (over: Partial<MethodChoice> = {}): MethodChoice => ({
  enabled: true,
  position: 1,
  feeFixedCents: 0,
  feePercentBp: 0,
  ...over,
});

describe('readChoice / storeChoice', () => {
  it('reads back what it stored', () => {
    const saved = choice({ enabled: false, position: 3, feeFixedCents: 150, feePercentBp: 120 });
    expect(readChoice('paypal', storeChoice(saved))).toEqual(saved);
  });
  it.each([null, '', 'not json', '[]', '{"position": -4, "fee_fixed_cents": "1"}'])(
    'falls back to the default for %j',
    (stored) => {
      const read = readChoice('transfer', stored);
      expect(read.enabled).toBe(true);
      expect(read.position).toBe(defaultChoice('transfer').position);
      expect(read.feeFixedCents).toBe(0);
    },
  );
});

describe('checkChoice', () => {
  it.each([
    [choice(), true, {}],
    [choice({ enabled: true }), false, { enabled: 'no_gateway' }],
    [choice({ enabled: false }), false, {}],
    [choice({ position: 0 }), true, { position: 'invalid_position' }],
    [choice({ position: 100 }), true, { position: 'invalid_position' }],
    [choice({ feeFixedCents: -1 }), true, { feeFixedCents: 'invalid_amount' }],
    [choice({ feeFixedCents: 1.5 }), true, { feeFixedCents: 'invalid_amount' }],
    [choice({ feePercentBp: 2001 }), true, { feePercentBp: 'invalid_percent' }],
  ] as const)('%j with gateway %s → %j', (input, gateway, problems) => {
    const result = checkChoice(input, gateway);
    expect(result.ok ? {} : result.problems).toEqual(problems);
  });
});

describe('percentInputToBp', () => {
  it.each([
    ['1,5', 150],
    ['1.50', 150],
    ['0', 0],
    ['2 %', 200],
    ['-1', null],
    ['1,505', null],
    ['abc', null],
  ])('%j → %j', (text, bp) => expect(percentInputToBp(text)).toBe(bp));
});

describe('applyChoices', () => {
  const available: PaymentMethodCode[] = ['monetico', 'paypal', 'transfer', 'check'];
  const choices = (entries: [ConfigurableMethod, Partial<MethodChoice>][]) =>
    new Map(entries.map(([m, over]) => [m, { ...defaultChoice(m), ...over }]));
  it.each([
    [[], ['monetico', 'paypal', 'transfer', 'check']],
    [[['paypal', { enabled: false }]], ['monetico', 'transfer', 'check']],
    [[['card', { enabled: false }]], ['paypal', 'transfer', 'check']],
    [[['check', { position: 1 }]], ['monetico', 'check', 'paypal', 'transfer']],
    [[['transfer', { position: 0 }]], ['transfer', 'monetico', 'paypal', 'check']],
  ] as [[ConfigurableMethod, Partial<MethodChoice>][], PaymentMethodCode[]][])(
    '%j → %j',
    (entries, expected) => expect(applyChoices(available, choices(entries))).toEqual(expected),
  );

  it('never offers a method the gateways or the order do not allow', () => {
    expect(applyChoices(['transfer'], choices([['paypal', { enabled: true }]]))).toEqual([
      'transfer',
    ]);
  });
});

describe('feeConfig', () => {
  it('gives the card fee to both card gateways and leaves out free methods', () => {
    const config = feeConfig(
      new Map<ConfigurableMethod, MethodChoice>([
        ['card', choice({ feePercentBp: 100 })],
        ['transfer', choice()],
      ]),
    );
    expect(config).toEqual({
      monetico: { fixedCents: 0, percentBp: 100 },
      paybox: { fixedCents: 0, percentBp: 100 },
    });
  });
});
