/**
 * The ways to pay an order and their names, the one home of both: the orders rules decide
 * with the codes, the order e-mails, the invoice PDF and the pages print the names. Pure data,
 * importable by every layer (the mail module sits below orders, the browser bundle takes it
 * too). Each context keeps the wording its customers have always read:
 * - `checkout`: the title of a choice on the payment step;
 * - `order`: the method of a placed order (account pages, back office);
 * - `document`: the e-mails and the invoice PDF (French there, a legal document).
 */
import type { Locale } from './locale';

/** Payment method codes (SPEC §4 labels plus the two instalment providers' forms). */
export const PAYMENT_METHODS = [
  'monetico',
  'paybox',
  'paypal',
  'check',
  'transfer',
  'store',
  'limonetik_3x',
  'limonetik_4x',
] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHODS)[number];

/**
 * What an order records as paid with: one of the methods, or, when nothing was left to pay, the
 * gift card or the loyalty points that covered it all.
 */
export const ORDER_PAYMENT_METHODS = [...PAYMENT_METHODS, 'gift_card', 'loyalty_points'] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

export function isOrderPaymentMethod(
  value: string | null | undefined,
): value is OrderPaymentMethod {
  return (ORDER_PAYMENT_METHODS as readonly string[]).includes(value ?? '');
}

export interface PaymentMethodNames {
  checkout: Readonly<Record<PaymentMethodCode, string>>;
  order: Readonly<Record<OrderPaymentMethod, string>>;
  document: Readonly<Record<OrderPaymentMethod, string>>;
}
export type PaymentMethodForm = keyof PaymentMethodNames;

/** The name of a stored method in a context; null when the code is none or unknown there. */
export function paymentMethodName(
  locale: Locale,
  form: PaymentMethodForm,
  code: string | null | undefined,
): string | null {
  const names = PAYMENT_METHOD_NAMES[locale][form] as Readonly<Record<string, string>>;
  return code && Object.hasOwn(names, code) ? (names[code] ?? null) : null;
}

export const PAYMENT_METHOD_NAMES: Readonly<Record<Locale, PaymentMethodNames>> = {
  fr: {
    checkout: {
      monetico: 'Carte bancaire',
      paybox: 'Carte bancaire',
      paypal: 'PayPal',
      check: 'Chèque',
      transfer: 'Virement bancaire',
      store: 'Paiement au magasin',
      limonetik_3x: 'Paiement en 3x sans frais',
      limonetik_4x: 'Paiement en 4x sans frais',
    },
    order: {
      monetico: 'Carte bancaire',
      paybox: 'Carte bancaire',
      paypal: 'PayPal',
      check: 'Chèque',
      transfer: 'Virement bancaire',
      store: 'Paiement au magasin',
      limonetik_3x: 'Paiement en 3x sans frais',
      limonetik_4x: 'Paiement en 4x sans frais',
      gift_card: 'Carte cadeau',
      loyalty_points: 'Points de fidélité',
    },
    document: {
      monetico: 'Carte bancaire',
      paybox: 'Carte bancaire',
      paypal: 'PayPal',
      check: 'Chèque',
      transfer: 'Virement bancaire',
      store: 'Paiement au magasin',
      limonetik_3x: 'Paiement en 3 fois sans frais',
      limonetik_4x: 'Paiement en 4 fois sans frais',
      gift_card: 'Carte cadeau',
      loyalty_points: 'Points de fidélité',
    },
  },
  en: {
    checkout: {
      monetico: 'Bank card',
      paybox: 'Bank card',
      paypal: 'PayPal',
      check: 'Cheque',
      transfer: 'Bank transfer',
      store: 'Pay at the shop',
      limonetik_3x: 'Pay in 3 instalments, no fees',
      limonetik_4x: 'Pay in 4 instalments, no fees',
    },
    order: {
      monetico: 'Bank card',
      paybox: 'Bank card',
      paypal: 'PayPal',
      check: 'Cheque',
      transfer: 'Bank transfer',
      store: 'Pay at the shop',
      limonetik_3x: '3 instalments, no fees',
      limonetik_4x: '4 instalments, no fees',
      gift_card: 'Gift card',
      loyalty_points: 'Loyalty points',
    },
    document: {
      monetico: 'Bank card',
      paybox: 'Bank card',
      paypal: 'PayPal',
      check: 'Cheque',
      transfer: 'Bank transfer',
      store: 'Payment at the shop',
      limonetik_3x: '3 interest-free instalments',
      limonetik_4x: '4 interest-free instalments',
      gift_card: 'Gift card',
      loyalty_points: 'Loyalty points',
    },
  },
  es: {
    checkout: {
      monetico: 'Tarjeta bancaria',
      paybox: 'Tarjeta bancaria',
      paypal: 'PayPal',
      check: 'Cheque',
      transfer: 'Transferencia bancaria',
      store: 'Pago en la tienda',
      limonetik_3x: 'Pago en 3 plazos sin gastos',
      limonetik_4x: 'Pago en 4 plazos sin gastos',
    },
    order: {
      monetico: 'Tarjeta bancaria',
      paybox: 'Tarjeta bancaria',
      paypal: 'PayPal',
      check: 'Cheque',
      transfer: 'Transferencia bancaria',
      store: 'Pago en tienda',
      limonetik_3x: 'Pago en 3 plazos sin gastos',
      limonetik_4x: 'Pago en 4 plazos sin gastos',
      gift_card: 'Tarjeta regalo',
      loyalty_points: 'Puntos de fidelidad',
    },
    document: {
      monetico: 'Tarjeta bancaria',
      paybox: 'Tarjeta bancaria',
      paypal: 'PayPal',
      check: 'Cheque',
      transfer: 'Transferencia bancaria',
      store: 'Pago en la tienda',
      limonetik_3x: 'Pago en 3 plazos sin intereses',
      limonetik_4x: 'Pago en 4 plazos sin intereses',
      gift_card: 'Tarjeta regalo',
      loyalty_points: 'Puntos de fidelidad',
    },
  },
  de: {
    checkout: {
      monetico: 'Bankkarte',
      paybox: 'Bankkarte',
      paypal: 'PayPal',
      check: 'Scheck',
      transfer: 'Banküberweisung',
      store: 'Zahlung im Geschäft',
      limonetik_3x: 'Zahlung in 3 Raten ohne Gebühren',
      limonetik_4x: 'Zahlung in 4 Raten ohne Gebühren',
    },
    order: {
      monetico: 'Bankkarte',
      paybox: 'Bankkarte',
      paypal: 'PayPal',
      check: 'Scheck',
      transfer: 'Banküberweisung',
      store: 'Zahlung im Geschäft',
      limonetik_3x: 'Ratenzahlung in 3 Raten ohne Gebühren',
      limonetik_4x: 'Ratenzahlung in 4 Raten ohne Gebühren',
      gift_card: 'Geschenkgutschein',
      loyalty_points: 'Treuepunkte',
    },
    document: {
      monetico: 'Bankkarte',
      paybox: 'Bankkarte',
      paypal: 'PayPal',
      check: 'Scheck',
      transfer: 'Banküberweisung',
      store: 'Zahlung im Geschäft',
      limonetik_3x: 'Zahlung in 3 Raten ohne Gebühren',
      limonetik_4x: 'Zahlung in 4 Raten ohne Gebühren',
      gift_card: 'Geschenkgutschein',
      loyalty_points: 'Treuepunkte',
    },
  },
  it: {
    checkout: {
      monetico: 'Carta bancaria',
      paybox: 'Carta bancaria',
      paypal: 'PayPal',
      check: 'Assegno',
      transfer: 'Bonifico bancario',
      store: 'Pagamento in negozio',
      limonetik_3x: 'Pagamento in 3 rate senza costi',
      limonetik_4x: 'Pagamento in 4 rate senza costi',
    },
    order: {
      monetico: 'Carta di pagamento',
      paybox: 'Carta di pagamento',
      paypal: 'PayPal',
      check: 'Assegno',
      transfer: 'Bonifico bancario',
      store: 'Pagamento in negozio',
      limonetik_3x: 'Pagamento in 3 rate senza costi',
      limonetik_4x: 'Pagamento in 4 rate senza costi',
      gift_card: 'Carta regalo',
      loyalty_points: 'Punti fedeltà',
    },
    document: {
      monetico: 'Carta bancaria',
      paybox: 'Carta bancaria',
      paypal: 'PayPal',
      check: 'Assegno',
      transfer: 'Bonifico bancario',
      store: 'Pagamento in negozio',
      limonetik_3x: 'Pagamento in 3 rate senza costi',
      limonetik_4x: 'Pagamento in 4 rate senza costi',
      gift_card: 'Carta regalo',
      loyalty_points: 'Punti fedeltà',
    },
  },
  pt: {
    checkout: {
      monetico: 'Cartão bancário',
      paybox: 'Cartão bancário',
      paypal: 'PayPal',
      check: 'Cheque',
      transfer: 'Transferência bancária',
      store: 'Pagamento na loja',
      limonetik_3x: 'Pagamento em 3x sem custos',
      limonetik_4x: 'Pagamento em 4x sem custos',
    },
    order: {
      monetico: 'Cartão bancário',
      paybox: 'Cartão bancário',
      paypal: 'PayPal',
      check: 'Cheque',
      transfer: 'Transferência bancária',
      store: 'Pagamento na loja',
      limonetik_3x: 'Pagamento em 3x sem custos',
      limonetik_4x: 'Pagamento em 4x sem custos',
      gift_card: 'Cartão presente',
      loyalty_points: 'Pontos de fidelidade',
    },
    document: {
      monetico: 'Cartão bancário',
      paybox: 'Cartão bancário',
      paypal: 'PayPal',
      check: 'Cheque',
      transfer: 'Transferência bancária',
      store: 'Pagamento na loja',
      limonetik_3x: 'Pagamento em 3 prestações sem juros',
      limonetik_4x: 'Pagamento em 4 prestações sem juros',
      gift_card: 'Cartão presente',
      loyalty_points: 'Pontos de fidelidade',
    },
  },
};
