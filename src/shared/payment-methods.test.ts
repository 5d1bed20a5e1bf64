import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale';
import {
  ORDER_PAYMENT_METHODS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_NAMES,
  paymentMethodName,
  type PaymentMethodForm,
} from './payment-methods';

// Which codes each context names: the checkout offers the methods; a placed order may also
// record a gift card or loyalty points that paid it all.
const FORMS: [PaymentMethodForm, readonly string[]][] = [
  ['checkout', PAYMENT_METHODS],
  ['order', ORDER_PAYMENT_METHODS],
  ['document', ORDER_PAYMENT_METHODS],
];
const CASES = LOCALES.flatMap((locale) =>
  FORMS.flatMap(([form, codes]) => codes.map((code) => [locale, form, code] as const)),
);

describe('payment method names', () => {
  it.each(CASES)('%s %s names %s', (locale, form, code) => {
    expect(paymentMethodName(locale, form, code)?.trim()).toBeTruthy();
  });

  it.each(
    LOCALES.flatMap((locale) => FORMS.map(([form, codes]) => [locale, form, codes] as const)),
  )('%s %s names no other code', (locale, form, codes) => {
    expect(Object.keys(PAYMENT_METHOD_NAMES[locale][form]).sort()).toEqual([...codes].sort());
  });

  it.each(LOCALES)('%s: both card gateways read as the same card', (locale) => {
    for (const [form] of FORMS) {
      expect(paymentMethodName(locale, form, 'paybox')).toBe(
        paymentMethodName(locale, form, 'monetico'),
      );
    }
  });

  it.each([null, undefined, '', 'bitcoin', 'toString'])('names no method for %s', (code) => {
    expect(paymentMethodName('fr', 'order', code)).toBeNull();
  });

  it('names a gift card only once the order is placed', () => {
    expect(paymentMethodName('fr', 'checkout', 'gift_card')).toBeNull();
    expect(paymentMethodName('fr', 'document', 'gift_card')).toBe('Carte cadeau');
  });
});
