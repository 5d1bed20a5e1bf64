/**
 * Which ways to pay an order may offer (SPEC §1, §4, §9): card (through the configured card
 * gateway, shown as `monetico` or `paybox`), PayPal, 3 or 4 instalments from their minimum
 * amounts, bank transfer, cheque (French accounts only: a French bank's cheque), and payment at
 * the shop only when the order is picked up there.
 */
import type { PaymentMethodCode } from './promotions.rules';

export interface PaymentOffer {
  /** The card gateway's code, shown as the card method. */
  cardMethod: 'monetico' | 'paybox';
  /** Online methods that have a gateway (real or, outside production, the offline one). */
  online: ReadonlySet<'card' | 'paypal' | 'limonetik_3x' | 'limonetik_4x'>;
  /** Configuration `payment_3x_min` / `payment_4x_min`, cents. */
  minimums: { payment_3x_min: number; payment_4x_min: number };
}

export interface PaymentSituation {
  amountCents: number;
  shippingKind: 'home' | 'express' | 'relay' | 'store' | null;
  destinationIso: string | null;
}

export function availablePaymentMethods(
  offer: PaymentOffer,
  situation: PaymentSituation,
): PaymentMethodCode[] {
  const methods: PaymentMethodCode[] = [];
  if (situation.amountCents <= 0) return methods;
  if (offer.online.has('card')) methods.push(offer.cardMethod);
  if (offer.online.has('paypal')) methods.push('paypal');
  if (offer.online.has('limonetik_3x') && situation.amountCents >= offer.minimums.payment_3x_min)
    methods.push('limonetik_3x');
  if (offer.online.has('limonetik_4x') && situation.amountCents >= offer.minimums.payment_4x_min)
    methods.push('limonetik_4x');
  methods.push('transfer');
  if (situation.destinationIso === 'FR' || situation.destinationIso === 'MC') methods.push('check');
  if (situation.shippingKind === 'store') methods.push('store');
  return methods;
}

/** How the order proceeds once placed with this method. */
export function paymentFlow(method: PaymentMethodCode): 'online' | 'offline_wait' | 'on_pickup' {
  if (method === 'transfer' || method === 'check') return 'offline_wait';
  if (method === 'store') return 'on_pickup';
  return 'online';
}
