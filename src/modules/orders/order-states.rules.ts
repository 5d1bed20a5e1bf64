/**
 * Order states (SPEC §4): one global status plus a payment status and a shipping status, moved
 * only through the explicit table below. A refused move is a returned value, so a payment
 * notification received twice is detected (`duplicate`) and answered without acting twice.
 *
 * Global statuses:
 * - not_ordered: the cart. `place` turns it into an order and takes the stock.
 * - awaiting_payment: placed, money not received yet (card redirect, transfer, check).
 * - pending: the instalment/credit provider is reviewing the file (3x/4x).
 * - not_paid: payment declined — nothing charged, the order and its lines are kept so the
 *   customer retries (`payment_started`) or it is cancelled.
 * - open: accepted and sent to preparation before the money arrives (payment in store at
 *   pickup, a PRO on account); `payment_succeeded` later makes it paid.
 * - paid / partially_paid: money received (in full / in part, e.g. a short transfer).
 * - finished: paid and delivered or picked up. closed: archived after that, nothing moves.
 * - cancelled: by the customer, an admin or the 7-day transfer deadline, only before shipping;
 *   the stock goes back then, and cancelled has no way out, so it goes back exactly once.
 */

export const ORDER_STATUSES = [
  'not_ordered',
  'open',
  'awaiting_payment',
  'pending',
  'paid',
  'partially_paid',
  'not_paid',
  'cancelled',
  'finished',
  'closed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** none: a cart; authorized: accepted by the provider, under its review (instalments). */
export const PAYMENT_STATUSES = [
  'none',
  'awaiting',
  'authorized',
  'paid',
  'partially_paid',
  'refused',
  'refunded',
  'partially_refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const SHIPPING_STATUSES = [
  'not_shipped',
  'preparing',
  'shipped',
  'partially_shipped',
  'delivered',
  'ready_for_pickup',
  'picked_up',
] as const;
export type ShippingStatus = (typeof SHIPPING_STATUSES)[number];

export interface OrderState {
  status: OrderStatus;
  payment: PaymentStatus;
  shipping: ShippingStatus;
}

export const CART_STATE: OrderState = {
  status: 'not_ordered',
  payment: 'none',
  shipping: 'not_shipped',
};

interface TransitionRule {
  from: readonly OrderStatus[];
  /** Also required, when given. */
  payment?: readonly PaymentStatus[];
  shipping?: readonly ShippingStatus[];
  /** What changes; the rest is kept. */
  to: Partial<OrderState>;
}

// Groups used by the table, and by every module that asks the same question of an order.
const AWAITING: readonly OrderStatus[] = ['awaiting_payment', 'pending', 'not_paid'];
/** Accepted: the goods may be prepared and leave, and the order is invoiced (paid, or open). */
export const PREPARABLE: readonly OrderStatus[] = ['open', 'paid'];
/** The goods have not left the shop: still at the counter or not sent yet. */
export const NOT_LEFT: readonly ShippingStatus[] = ['not_shipped', 'preparing', 'ready_for_pickup'];
/** Money was received and not all given back: a refund can take some back. */
export const MONEY_IN: readonly PaymentStatus[] = ['paid', 'partially_paid', 'partially_refunded'];

export const ORDER_TRANSITIONS = {
  place: { from: ['not_ordered'], to: { status: 'awaiting_payment', payment: 'awaiting' } },
  // A new attempt (another method, a retry after a decline); repeating it is harmless.
  payment_started: {
    from: ['awaiting_payment', 'not_paid'],
    to: { status: 'awaiting_payment', payment: 'awaiting' },
  },
  payment_pending_review: {
    from: ['awaiting_payment'],
    to: { status: 'pending', payment: 'authorized' },
  },
  payment_succeeded: {
    from: [...AWAITING, 'open', 'partially_paid'],
    to: { status: 'paid', payment: 'paid' },
  },
  // Another part may follow (two transfers): the service tells repeats by payment reference.
  payment_partially_received: {
    from: ['awaiting_payment', 'not_paid', 'partially_paid'],
    to: { status: 'partially_paid', payment: 'partially_paid' },
  },
  payment_failed: {
    from: ['awaiting_payment', 'pending'],
    to: { status: 'not_paid', payment: 'refused' },
  },
  // Deferred payment accepted (pay in store, PRO on account): preparation starts now.
  accept: { from: ['awaiting_payment'], to: { status: 'open' } },
  transfer_expired: {
    from: ['awaiting_payment'],
    payment: ['awaiting'],
    to: { status: 'cancelled' },
  },
  cancel: {
    from: [...AWAITING, 'open', 'paid', 'partially_paid'],
    shipping: NOT_LEFT,
    to: { status: 'cancelled' },
  },
  prepare: { from: PREPARABLE, shipping: ['not_shipped'], to: { shipping: 'preparing' } },
  ship_partially: {
    from: PREPARABLE,
    shipping: ['not_shipped', 'preparing'],
    to: { shipping: 'partially_shipped' },
  },
  ship: {
    from: PREPARABLE,
    shipping: ['not_shipped', 'preparing', 'partially_shipped'],
    to: { shipping: 'shipped' },
  },
  deliver: { from: PREPARABLE, shipping: ['shipped'], to: { shipping: 'delivered' } },
  ready_for_pickup: {
    from: PREPARABLE,
    shipping: ['not_shipped', 'preparing'],
    to: { shipping: 'ready_for_pickup' },
  },
  pick_up: { from: PREPARABLE, shipping: ['ready_for_pickup'], to: { shipping: 'picked_up' } },
  finish: {
    from: ['paid'],
    shipping: ['delivered', 'picked_up'],
    to: { status: 'finished' },
  },
  close: { from: ['finished'], to: { status: 'closed' } },
  // Money goes back on a paid order (before or after delivery) or after a cancellation.
  partial_refund: {
    from: ['paid', 'partially_paid', 'finished', 'cancelled'],
    payment: MONEY_IN,
    to: { payment: 'partially_refunded' },
  },
  refund: {
    from: ['paid', 'partially_paid', 'finished', 'cancelled'],
    payment: MONEY_IN,
    to: { payment: 'refunded' },
  },
} as const satisfies Record<string, TransitionRule>;

export type OrderEvent = keyof typeof ORDER_TRANSITIONS;
export const ORDER_EVENTS = Object.keys(ORDER_TRANSITIONS) as OrderEvent[];

export type TransitionRefusal =
  /** The state already is what the event leads to (a repeated notification or click). */
  'duplicate' | 'wrong_status' | 'wrong_payment_status' | 'wrong_shipping_status';

export type TransitionResult =
  { ok: true; state: OrderState } | { ok: false; reason: TransitionRefusal };

export function transition(state: OrderState, event: OrderEvent): TransitionResult {
  const rule: TransitionRule = ORDER_TRANSITIONS[event];
  const target: OrderState = { ...state, ...rule.to };
  const refusal = ruleRefusal(rule, state);
  if (refusal === null) return { ok: true, state: target };
  // Already where the event leads: tell the caller it is a repeat, not a conflict.
  const already =
    target.status === state.status &&
    target.payment === state.payment &&
    target.shipping === state.shipping;
  return { ok: false, reason: already ? 'duplicate' : refusal };
}

function ruleRefusal(rule: TransitionRule, state: OrderState): TransitionRefusal | null {
  if (!rule.from.includes(state.status)) return 'wrong_status';
  if (rule.payment && !rule.payment.includes(state.payment)) return 'wrong_payment_status';
  if (rule.shipping && !rule.shipping.includes(state.shipping)) return 'wrong_shipping_status';
  return null;
}

export function canTransition(state: OrderState, event: OrderEvent): boolean {
  return transition(state, event).ok;
}

/** An order rather than a cart. */
export function isPlaced(status: OrderStatus): boolean {
  return status !== 'not_ordered';
}

/** Whether the order holds its variants' stock: taken at `place`, given back on cancel. */
export function stockIsTaken(status: OrderStatus): boolean {
  return status !== 'not_ordered' && status !== 'cancelled';
}

/** What a move does to the stock, for the service to apply in the same transaction. */
export function stockMovement(
  before: OrderStatus,
  after: OrderStatus,
): 'take' | 'give_back' | null {
  if (stockIsTaken(before) === stockIsTaken(after)) return null;
  return stockIsTaken(after) ? 'take' : 'give_back';
}

export type ConfirmationState = 'confirmed' | 'in_progress' | 'pending' | 'declined';

/**
 * The confirmation page (SPEC §4): confirmed = validated, sent to preparation; in_progress =
 * payment being validated (card return not yet notified, transfer or check awaited, a part
 * missing); pending = under the instalment provider's review; declined = payment refused, not
 * charged, cart kept to retry. A cancelled order or a bare cart also reads declined: nothing
 * goes on and the page offers the cart again.
 */
export function confirmationState(status: OrderStatus, payment: PaymentStatus): ConfirmationState {
  switch (status) {
    case 'open':
    case 'paid':
    case 'finished':
    case 'closed':
      return 'confirmed';
    case 'pending':
      return payment === 'refused' ? 'declined' : 'pending';
    case 'awaiting_payment':
    case 'partially_paid':
      return payment === 'refused' ? 'declined' : 'in_progress';
    case 'not_paid':
    case 'cancelled':
    case 'not_ordered':
      return 'declined';
  }
}

export type AccountOrderGroup =
  'waiting_payment' | 'in_preparation' | 'shipped' | 'done' | 'cancelled';

const LEFT_THE_SHOP: readonly ShippingStatus[] = [
  'shipped',
  'partially_shipped',
  'delivered',
  'picked_up',
];

/** The account's orders list groups; null for a cart, which is not listed there. */
export function accountOrderGroup(
  status: OrderStatus,
  shipping: ShippingStatus = 'not_shipped',
): AccountOrderGroup | null {
  switch (status) {
    case 'not_ordered':
      return null;
    case 'awaiting_payment':
    case 'pending':
    case 'not_paid':
    case 'partially_paid':
      return 'waiting_payment';
    case 'open':
    case 'paid':
      return LEFT_THE_SHOP.includes(shipping) ? 'shipped' : 'in_preparation';
    case 'finished':
    case 'closed':
      return 'done';
    case 'cancelled':
      return 'cancelled';
  }
}

// The transfer deadline (TRANSFER_PAYMENT_DAYS, transferIsOverdue) is a payment rule:
// payment-methods.rules.ts.
export { TRANSFER_PAYMENT_DAYS, transferIsOverdue } from './payment-methods.rules';
