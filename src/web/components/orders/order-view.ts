/**
 * What the order pages receive (plain data: it travels to the browser) and the labels of the
 * order states. Pure types and constants, safe for the client bundle.
 */
import type { OrderCents } from '../../../modules/orders';
import type { Locale } from '../../../shared/locale';
import { paymentMethodName } from '../../../shared/payment-methods';
import type { MessageKey } from '../../i18n';

/** SPEC §4 confirmation states (`confirmationState` of the orders module). */
export type ConfirmationState = 'confirmed' | 'in_progress' | 'pending' | 'declined';
/** SPEC §4 orders list groups (`accountOrderGroup`). */
export type OrderGroup = 'waiting_payment' | 'in_preparation' | 'shipped' | 'done' | 'cancelled';
/** SPEC §8 reasons a payment did not go through. */
export const DECLINE_REASONS = [
  'user_cancelled',
  'wrong_bank_details',
  'card_expiring',
  'technical',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export interface BankDetails {
  iban: string;
  bic: string | null;
  holder: string | null;
}

/** How to pay a transfer or cheque order (the order number is the reference). */
export interface PaymentInstructions {
  method: 'transfer' | 'check';
  /** Cents incl. tax. */
  amountCents: number;
  reference: string;
  /** The transfer must arrive before this instant (SPEC §4: 7 days), else the order is cancelled. */
  deadline: string | null;
  /** Null when the shop has not configured its account: the block is left out. */
  bank: BankDetails | null;
}

export interface OrderView {
  order: OrderCents;
  state: ConfirmationState;
  flow: 'online' | 'offline_wait' | 'on_pickup' | null;
  group: OrderGroup | null;
  /** An online payment may be started or retried now ("Pay now", "Pay again"). */
  payable: boolean;
  /** Why the last attempt failed, when it did. */
  declineReason: DeclineReason | null;
  instructions: PaymentInstructions | null;
  delivery: {
    kind: 'home' | 'express' | 'relay' | 'store' | null;
    /** Store pickup: the shop's address, one line per row (null when not configured). */
    pickupAddress: string[] | null;
    /** Express: the promised delivery day (12:00 Paris). */
    expressDate: string | null;
  };
}

/**
 * `/panier/confirmation?order={id}&pay=1`: the order was just placed with an online method
 * whose gateway takes a form; the page goes on to the payment at once.
 */
export const AUTO_PAY_PARAM = 'pay';

/** The form to post to a gateway that is paid through a form (Monetico, Paybox, Limonetik). */
export interface GatewayForm {
  action: string;
  method: 'POST';
  fields: Record<string, string>;
}

export interface PayFailure {
  ok: false;
  message: string;
}
export type PayAnswer = { ok: true; gateway: GatewayForm } | PayFailure;

export const GROUP_LABEL: Record<OrderGroup, MessageKey> = {
  waiting_payment: 'orders.group.waiting_payment',
  in_preparation: 'orders.group.in_preparation',
  shipped: 'orders.group.shipped',
  done: 'orders.group.done',
  cancelled: 'orders.group.cancelled',
};

/** A placed order's payment method as the order pages name it (null: none or unknown). */
export const methodName = (code: string | null, locale: Locale): string | null =>
  paymentMethodName(locale, 'order', code);

const PAYMENT_LABEL: Record<string, MessageKey> = {
  awaiting: 'orders.payment.awaiting',
  authorized: 'orders.payment.authorized',
  paid: 'orders.payment.paid',
  partially_paid: 'orders.payment.partially_paid',
  refused: 'orders.payment.refused',
  refunded: 'orders.payment.refunded',
  partially_refunded: 'orders.payment.partially_refunded',
};

export const paymentLabel = (status: string): MessageKey | null => PAYMENT_LABEL[status] ?? null;

export const REASON_LABEL: Record<DeclineReason, MessageKey> = {
  user_cancelled: 'page.cancel.reasonUser',
  wrong_bank_details: 'page.cancel.reasonBank',
  card_expiring: 'page.cancel.reasonCard',
  technical: 'page.cancel.reasonTechnical',
};
