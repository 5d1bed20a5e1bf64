import { describe, expect, it } from 'vitest';
import type { OrderState, OrderStatus, PaymentStatus, ShippingStatus } from './order-states.rules';
import {
  resendableEmails,
  staffActions,
  type ResendableEmail,
  type StaffAction,
  type StaffActionFacts,
} from './staff-actions.rules';

const S = (
  status: OrderStatus,
  payment: PaymentStatus,
  shipping: ShippingStatus = 'not_shipped',
): OrderState => ({ status, payment, shipping });

const HOME: StaffActionFacts = {
  paymentMethod: 'transfer',
  storePickup: false,
  remainingCents: 5000,
  refundableCents: 0,
  parcels: 0,
};
const PAID_FACTS: StaffActionFacts = { ...HOME, remainingCents: 0, refundableCents: 5000 };
const CARD = { ...HOME, paymentMethod: 'monetico' };
const STORE = { ...HOME, paymentMethod: 'store', storePickup: true };

// prettier-ignore
const CASES: [string, OrderState, StaffActionFacts, StaffAction[]][] = [
  ['transfer awaited', S('awaiting_payment', 'awaiting'), HOME, ['payment', 'cancel', 'address', 'email']],
  ['card awaited: nothing to record by hand', S('awaiting_payment', 'awaiting'), CARD, ['cancel', 'address', 'email']],
  ['part of a transfer received', S('partially_paid', 'partially_paid'), { ...HOME, refundableCents: 1000 }, ['payment', 'refund', 'cancel', 'address', 'email']],
  ['paid, not shipped', S('paid', 'paid'), PAID_FACTS, ['ship', 'refund', 'cancel', 'address', 'email']],
  ['paid and shipped: another parcel, refund', S('paid', 'paid', 'shipped'), { ...PAID_FACTS, parcels: 1 }, ['ship', 'refund', 'email']],
  ['paid, all refunded', S('paid', 'refunded'), { ...PAID_FACTS, refundableCents: 0 }, ['ship', 'cancel', 'address', 'email']],
  ['delivered and finished', S('finished', 'paid', 'delivered'), { ...PAID_FACTS, parcels: 1 }, ['refund', 'email']],
  ['cancelled with money in', S('cancelled', 'paid'), PAID_FACTS, ['refund', 'email']],
  ['cancelled, nothing paid', S('cancelled', 'awaiting'), HOME, ['email']],
  ['store pickup, to pay at the counter', S('awaiting_payment', 'awaiting'), STORE, ['payment', 'pickup', 'cancel', 'email']],
  ['store pickup, paid online', S('paid', 'paid'), { ...STORE, paymentMethod: 'monetico', remainingCents: 0, refundableCents: 5000 }, ['pickup', 'refund', 'cancel', 'email']],
  ['store pickup, picked up', S('finished', 'paid', 'picked_up'), { ...STORE, remainingCents: 0, refundableCents: 5000 }, ['refund', 'email']],
  ['open (pay later), not shipped', S('open', 'awaiting'), { ...HOME, paymentMethod: 'check' }, ['payment', 'ship', 'cancel', 'address', 'email']],
  ['closed', S('closed', 'paid', 'delivered'), { ...PAID_FACTS, refundableCents: 0, parcels: 1 }, ['email']],
];

describe('staffActions', () => {
  it.each(CASES)('%s', (_, state, facts, expected) => {
    expect(staffActions(state, facts)).toEqual(expected);
  });
});

// prettier-ignore
const EMAILS: [string, OrderState, StaffActionFacts, ResendableEmail[]][] = [
  ['transfer awaited', S('awaiting_payment', 'awaiting'), HOME, ['order_confirmation', 'transfer_instructions']],
  ['card awaited', S('awaiting_payment', 'awaiting'), CARD, ['order_confirmation']],
  ['paid', S('paid', 'paid'), PAID_FACTS, ['order_confirmation', 'payment_received']],
  ['paid and shipped', S('paid', 'paid', 'shipped'), { ...PAID_FACTS, parcels: 2 }, ['order_confirmation', 'payment_received', 'order_shipped']],
  ['cancelled', S('cancelled', 'awaiting'), HOME, ['order_cancelled']],
];

describe('resendableEmails', () => {
  it.each(EMAILS)('%s', (_, state, facts, expected) => {
    expect(resendableEmails(state, facts)).toEqual(expected);
  });
});
