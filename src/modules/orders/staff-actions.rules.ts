/**
 * What the back office may do to a placed order now: the forms its page shows and the e-mails
 * it may send again. Pure, decided from the order's state (the state table of
 * order-states.rules.ts) and a few facts the services read (its delivery, what was paid). The
 * services refuse the same actions on their own (under the order's lock); this function keeps
 * the page from offering what would be refused.
 */
import {
  MONEY_IN,
  NOT_LEFT,
  PREPARABLE,
  canTransition,
  type OrderState,
} from './order-states.rules';
import { awaitsTransfer, paymentFlowOf } from './payment-methods.rules';

export const STAFF_ACTIONS = [
  'payment',
  'pickup',
  'ship',
  'refund',
  'cancel',
  'address',
  'email',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** The customer e-mails about an order that the back office may send again. */
export const RESENDABLE_EMAILS = [
  'order_confirmation',
  'transfer_instructions',
  'payment_received',
  'order_shipped',
  'order_cancelled',
] as const;
export type ResendableEmail = (typeof RESENDABLE_EMAILS)[number];

export const isResendableEmail = (value: unknown): value is ResendableEmail =>
  RESENDABLE_EMAILS.includes(value as ResendableEmail);

export interface StaffActionFacts {
  paymentMethod: string | null;
  /** Delivered at the shop's counter (store pickup): no parcel, no delivery address. */
  storePickup: boolean;
  /** What is still to be paid (due minus received), in cents. */
  remainingCents: number;
  /** What was received and not given back yet, in cents. */
  refundableCents: number;
  /** Parcels recorded so far. */
  parcels: number;
}

/** The goods may still go out (first parcel, or another one of an order already shipped). */
const SHIPPABLE = ['not_shipped', 'preparing', 'partially_shipped', 'shipped'] as const;

/** Money the shop records by hand (transfer, cheque, counter) is still awaited. */
function awaitsManualPayment(state: OrderState, facts: StaffActionFacts): boolean {
  return (
    paymentFlowOf(facts.paymentMethod) !== 'online' && canTransition(state, 'payment_succeeded')
  );
}

function allowed(action: StaffAction, state: OrderState, facts: StaffActionFacts): boolean {
  switch (action) {
    case 'payment':
      return awaitsManualPayment(state, facts) && facts.remainingCents > 0;
    case 'pickup':
      return (
        facts.storePickup &&
        state.status !== 'cancelled' &&
        NOT_LEFT.includes(state.shipping) &&
        (facts.remainingCents === 0
          ? PREPARABLE.includes(state.status)
          : awaitsManualPayment(state, facts))
      );
    case 'ship':
      return (
        !facts.storePickup &&
        PREPARABLE.includes(state.status) &&
        (SHIPPABLE as readonly string[]).includes(state.shipping)
      );
    case 'refund':
      return (
        MONEY_IN.includes(state.payment) &&
        facts.refundableCents > 0 &&
        canTransition(state, 'partial_refund')
      );
    case 'cancel':
      return canTransition(state, 'cancel');
    case 'address':
      return deliveryAddressChangeable(state, facts);
    case 'email':
      return resendableEmails(state, facts).length > 0;
  }
}

/** The actions the order page offers, in the page's order. */
export function staffActions(state: OrderState, facts: StaffActionFacts): StaffAction[] {
  return STAFF_ACTIONS.filter((action) => allowed(action, state, facts));
}

/**
 * The delivery address may change while the goods have not left: placed, not cancelled, not
 * shipped (NOT_LEFT, but not already waiting at the counter) and delivered somewhere else than
 * the shop.
 */
export function deliveryAddressChangeable(
  state: OrderState,
  facts: Pick<StaffActionFacts, 'storePickup'>,
): boolean {
  return (
    !facts.storePickup &&
    state.status !== 'not_ordered' &&
    state.status !== 'cancelled' &&
    state.shipping !== 'ready_for_pickup' &&
    NOT_LEFT.includes(state.shipping)
  );
}

/**
 * The e-mails that still tell the truth about the order now: its confirmation (not once
 * cancelled), the transfer instructions while the transfer is awaited, "payment received" once
 * paid, "shipped" once a parcel left, "cancelled" once cancelled.
 */
export function resendableEmails(state: OrderState, facts: StaffActionFacts): ResendableEmail[] {
  const paid = ['paid', 'finished', 'closed'].includes(state.status);
  const applies: Record<ResendableEmail, boolean> = {
    order_confirmation: state.status !== 'cancelled' && state.status !== 'not_ordered',
    transfer_instructions: awaitsTransfer({
      status: state.status,
      paymentMethod: facts.paymentMethod,
    }),
    payment_received: paid,
    order_shipped: facts.parcels > 0 && state.status !== 'cancelled',
    order_cancelled: state.status === 'cancelled',
  };
  return RESENDABLE_EMAILS.filter((kind) => applies[kind]);
}
