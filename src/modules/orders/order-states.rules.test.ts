import { describe, expect, it } from 'vitest';
import {
  CART_STATE,
  ORDER_EVENTS,
  ORDER_STATUSES,
  accountOrderGroup,
  canTransition,
  confirmationState,
  isPlaced,
  stockIsTaken,
  stockMovement,
  transferIsOverdue,
  transition,
  type OrderEvent,
  type OrderState,
  type OrderStatus,
  type PaymentStatus,
  type ShippingStatus,
  type TransitionRefusal,
} from './order-states.rules';

const S = (
  status: OrderStatus,
  payment: PaymentStatus,
  shipping: ShippingStatus = 'not_shipped',
): OrderState => ({ status, payment, shipping });

const AWAITING = S('awaiting_payment', 'awaiting');
const PENDING = S('pending', 'authorized');
const DECLINED = S('not_paid', 'refused');
const OPEN = S('open', 'awaiting');
const PAID = S('paid', 'paid');
const PARTIAL = S('partially_paid', 'partially_paid');
const FINISHED = S('finished', 'paid', 'delivered');

// prettier-ignore
const ALLOWED: [OrderEvent, OrderState, OrderState][] = [
  ['place', CART_STATE, AWAITING],
  ['payment_started', AWAITING, AWAITING], // another attempt
  ['payment_started', DECLINED, AWAITING], // retry after a decline
  ['payment_pending_review', AWAITING, PENDING],
  ['payment_succeeded', AWAITING, PAID],
  ['payment_succeeded', PENDING, PAID],
  ['payment_succeeded', DECLINED, PAID], // a late success still means money in
  ['payment_succeeded', PARTIAL, PAID],
  ['payment_succeeded', S('open', 'awaiting', 'ready_for_pickup'), S('paid', 'paid', 'ready_for_pickup')],
  ['payment_partially_received', AWAITING, PARTIAL],
  ['payment_partially_received', DECLINED, PARTIAL],
  ['payment_partially_received', PARTIAL, PARTIAL], // a second part
  ['payment_failed', AWAITING, DECLINED],
  ['payment_failed', PENDING, DECLINED], // the provider refused the credit
  ['accept', AWAITING, OPEN],
  ['transfer_expired', AWAITING, S('cancelled', 'awaiting')],
  ['cancel', AWAITING, S('cancelled', 'awaiting')],
  ['cancel', PENDING, S('cancelled', 'authorized')],
  ['cancel', DECLINED, S('cancelled', 'refused')],
  ['cancel', OPEN, S('cancelled', 'awaiting')],
  ['cancel', PAID, S('cancelled', 'paid')],
  ['cancel', PARTIAL, S('cancelled', 'partially_paid')],
  ['cancel', S('paid', 'paid', 'preparing'), S('cancelled', 'paid', 'preparing')],
  ['cancel', S('open', 'awaiting', 'ready_for_pickup'), S('cancelled', 'awaiting', 'ready_for_pickup')],
  ['prepare', PAID, S('paid', 'paid', 'preparing')],
  ['prepare', OPEN, S('open', 'awaiting', 'preparing')],
  ['ship_partially', S('paid', 'paid', 'preparing'), S('paid', 'paid', 'partially_shipped')],
  ['ship', PAID, S('paid', 'paid', 'shipped')],
  ['ship', S('paid', 'paid', 'preparing'), S('paid', 'paid', 'shipped')],
  ['ship', S('paid', 'paid', 'partially_shipped'), S('paid', 'paid', 'shipped')],
  ['ship', OPEN, S('open', 'awaiting', 'shipped')],
  ['deliver', S('paid', 'paid', 'shipped'), S('paid', 'paid', 'delivered')],
  ['ready_for_pickup', S('open', 'awaiting', 'preparing'), S('open', 'awaiting', 'ready_for_pickup')],
  ['ready_for_pickup', PAID, S('paid', 'paid', 'ready_for_pickup')],
  ['pick_up', S('paid', 'paid', 'ready_for_pickup'), S('paid', 'paid', 'picked_up')],
  ['finish', S('paid', 'paid', 'delivered'), FINISHED],
  ['finish', S('paid', 'paid', 'picked_up'), S('finished', 'paid', 'picked_up')],
  ['finish', S('paid', 'partially_refunded', 'delivered'), S('finished', 'partially_refunded', 'delivered')],
  ['close', FINISHED, S('closed', 'paid', 'delivered')],
  ['partial_refund', PAID, S('paid', 'partially_refunded')],
  ['partial_refund', FINISHED, S('finished', 'partially_refunded', 'delivered')],
  ['partial_refund', S('paid', 'partially_refunded'), S('paid', 'partially_refunded')],
  ['partial_refund', PARTIAL, S('partially_paid', 'partially_refunded')],
  ['refund', PAID, S('paid', 'refunded')],
  ['refund', S('cancelled', 'paid'), S('cancelled', 'refunded')],
  ['refund', S('cancelled', 'partially_paid'), S('cancelled', 'refunded')],
  ['refund', S('finished', 'partially_refunded', 'delivered'), S('finished', 'refunded', 'delivered')],
];

describe('transition: every allowed move', () => {
  it.each(ALLOWED)('%s: %j → %j', (event, from, to) => {
    expect(transition(from, event)).toEqual({ ok: true, state: to });
    expect(canTransition(from, event)).toBe(true);
  });
});

// prettier-ignore
const REFUSED: [OrderEvent, OrderState, TransitionRefusal][] = [
  ['payment_succeeded', PAID, 'duplicate'], // the provider notified twice
  ['payment_succeeded', S('cancelled', 'awaiting'), 'wrong_status'], // the service refunds
  ['payment_succeeded', FINISHED, 'wrong_status'],
  ['payment_failed', DECLINED, 'duplicate'],
  ['payment_failed', PAID, 'wrong_status'], // a late failure never undoes a payment
  ['payment_pending_review', PENDING, 'duplicate'],
  ['payment_pending_review', DECLINED, 'wrong_status'], // retry starts a payment first
  ['payment_started', PAID, 'wrong_status'],
  ['payment_started', CART_STATE, 'wrong_status'],
  ['place', AWAITING, 'duplicate'], // a double click on "place the order"
  ['place', S('cancelled', 'awaiting'), 'wrong_status'],
  ['accept', OPEN, 'duplicate'],
  ['accept', PAID, 'wrong_status'],
  ['transfer_expired', PENDING, 'wrong_status'],
  ['transfer_expired', PAID, 'wrong_status'],
  ['transfer_expired', S('cancelled', 'awaiting'), 'duplicate'],
  ['cancel', CART_STATE, 'wrong_status'], // a cart is deleted, not cancelled
  ['cancel', S('paid', 'paid', 'shipped'), 'wrong_shipping_status'],
  ['cancel', S('paid', 'paid', 'partially_shipped'), 'wrong_shipping_status'],
  ['cancel', S('open', 'awaiting', 'picked_up'), 'wrong_shipping_status'],
  ['cancel', S('cancelled', 'paid'), 'duplicate'],
  ['cancel', FINISHED, 'wrong_status'],
  ['cancel', S('closed', 'paid', 'delivered'), 'wrong_status'],
  ['ship', AWAITING, 'wrong_status'], // nothing leaves before payment or acceptance
  ['ship', PARTIAL, 'wrong_status'],
  ['ship', S('cancelled', 'paid'), 'wrong_status'],
  ['ship', S('paid', 'paid', 'shipped'), 'duplicate'],
  ['ship', S('paid', 'paid', 'delivered'), 'wrong_shipping_status'],
  ['ship_partially', S('paid', 'paid', 'partially_shipped'), 'duplicate'],
  ['prepare', S('paid', 'paid', 'preparing'), 'duplicate'],
  ['prepare', S('paid', 'paid', 'shipped'), 'wrong_shipping_status'],
  ['deliver', S('paid', 'paid', 'preparing'), 'wrong_shipping_status'],
  ['deliver', S('paid', 'paid', 'delivered'), 'duplicate'],
  ['pick_up', S('paid', 'paid', 'shipped'), 'wrong_shipping_status'],
  ['finish', S('paid', 'paid', 'shipped'), 'wrong_shipping_status'],
  ['finish', S('open', 'awaiting', 'picked_up'), 'wrong_status'], // pay at the counter first
  ['finish', FINISHED, 'duplicate'],
  ['close', S('closed', 'paid', 'delivered'), 'duplicate'],
  ['close', PAID, 'wrong_status'],
  ['close', S('cancelled', 'awaiting'), 'wrong_status'],
  ['refund', S('paid', 'refunded'), 'duplicate'],
  ['refund', S('cancelled', 'awaiting'), 'wrong_payment_status'], // nothing to give back
  ['refund', S('closed', 'paid', 'delivered'), 'wrong_status'],
  ['refund', AWAITING, 'wrong_status'],
  ['partial_refund', S('cancelled', 'refunded'), 'wrong_payment_status'],
];

describe('transition: refused moves', () => {
  it.each(REFUSED)('%s from %j → %s', (event, from, reason) => {
    expect(transition(from, event)).toEqual({ ok: false, reason });
    expect(canTransition(from, event)).toBe(false);
  });
});

describe('reachable states', () => {
  // Every state reachable from the cart, with the moves that lead out of it.
  const seen = new Map<string, OrderState>();
  const edges: [OrderState, OrderEvent, OrderState][] = [];
  const queue = [CART_STATE];
  while (queue.length > 0) {
    const state = queue.shift()!;
    const key = JSON.stringify(state);
    if (seen.has(key)) continue;
    seen.set(key, state);
    for (const event of ORDER_EVENTS) {
      const result = transition(state, event);
      if (result.ok) {
        edges.push([state, event, result.state]);
        queue.push(result.state);
      }
    }
  }
  const states = [...seen.values()];

  it('uses every event and every status', () => {
    expect(new Set(edges.map(([, event]) => event))).toEqual(new Set(ORDER_EVENTS));
    expect(new Set(states.map((s) => s.status))).toEqual(new Set(ORDER_STATUSES));
  });

  it('never cancels what has left the shop, and closed is final', () => {
    for (const s of states) {
      if (s.status === 'cancelled')
        expect(['shipped', 'partially_shipped', 'delivered', 'picked_up']).not.toContain(
          s.shipping,
        );
    }
    const fromClosed = edges.filter(([from]) => from.status === 'closed');
    expect(fromClosed).toEqual([]);
    const fromCancelled = edges.filter(([from]) => from.status === 'cancelled');
    expect(new Set(fromCancelled.map(([, event]) => event))).toEqual(
      new Set(['refund', 'partial_refund']),
    );
  });

  it('takes the stock only at place and gives it back only on cancel', () => {
    for (const [from, event, to] of edges) {
      const movement = stockMovement(from.status, to.status);
      if (event === 'place') expect(movement).toBe('take');
      else if (to.status === 'cancelled' && from.status !== 'cancelled')
        expect(movement).toBe('give_back');
      else expect(movement).toBeNull();
    }
  });
});

describe('status helpers', () => {
  it.each<[OrderStatus, boolean, boolean]>([
    // status → placed, stock taken
    ['not_ordered', false, false],
    ['awaiting_payment', true, true],
    ['pending', true, true],
    ['not_paid', true, true], // kept while the customer retries
    ['open', true, true],
    ['paid', true, true],
    ['partially_paid', true, true],
    ['finished', true, true],
    ['closed', true, true],
    ['cancelled', true, false],
  ])('%s: placed %s, stock taken %s', (status, placed, taken) => {
    expect(isPlaced(status)).toBe(placed);
    expect(stockIsTaken(status)).toBe(taken);
  });

  it.each<[OrderStatus, PaymentStatus, string]>([
    ['paid', 'paid', 'confirmed'],
    ['open', 'awaiting', 'confirmed'], // pay in store: sent to preparation
    ['finished', 'paid', 'confirmed'],
    ['closed', 'partially_refunded', 'confirmed'],
    ['awaiting_payment', 'awaiting', 'in_progress'],
    ['partially_paid', 'partially_paid', 'in_progress'],
    ['awaiting_payment', 'refused', 'declined'],
    ['pending', 'authorized', 'pending'],
    ['not_paid', 'refused', 'declined'],
    ['cancelled', 'awaiting', 'declined'],
    ['not_ordered', 'none', 'declined'],
  ])('confirmation of %s / %s → %s', (status, payment, expected) => {
    expect(confirmationState(status, payment)).toBe(expected);
  });

  it.each<[OrderStatus, ShippingStatus | undefined, string | null]>([
    ['not_ordered', undefined, null],
    ['awaiting_payment', undefined, 'waiting_payment'],
    ['pending', undefined, 'waiting_payment'],
    ['not_paid', undefined, 'waiting_payment'],
    ['partially_paid', undefined, 'waiting_payment'],
    ['paid', undefined, 'in_preparation'],
    ['paid', 'preparing', 'in_preparation'],
    ['open', 'ready_for_pickup', 'in_preparation'],
    ['paid', 'partially_shipped', 'shipped'],
    ['paid', 'shipped', 'shipped'],
    ['paid', 'delivered', 'shipped'],
    ['open', 'picked_up', 'shipped'],
    ['finished', 'delivered', 'done'],
    ['closed', 'picked_up', 'done'],
    ['cancelled', undefined, 'cancelled'],
  ])('account group of %s (%s) → %s', (status, shipping, group) => {
    expect(accountOrderGroup(status, shipping)).toBe(group);
  });

  it.each([
    // placed at, now → overdue (7 days to the millisecond)
    ['2026-03-02T10:00:00Z', '2026-03-09T09:59:59Z', false],
    ['2026-03-02T10:00:00Z', '2026-03-09T10:00:00Z', true],
    ['2026-03-02T10:00:00Z', '2026-03-02T10:00:00Z', false],
    ['2026-03-02T10:00:00Z', '2026-04-01T00:00:00Z', true],
  ])('transfer placed %s is overdue at %s: %s', (placedAt, now, overdue) => {
    expect(transferIsOverdue(new Date(placedAt), new Date(now))).toBe(overdue);
  });
});
