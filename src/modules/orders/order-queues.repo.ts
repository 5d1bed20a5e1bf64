/**
 * The back office's work queues of placed orders: one SQL condition per queue, shared by the
 * dashboard's counters and the orders list they link to, so a counter always equals the
 * length of the list it opens.
 */
import { and, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import { PREPARABLE } from './order-states.rules';
import type { OrderQueue } from './order-list.contract';
import { orders } from './orders.tables';

export { ORDER_QUEUES, isOrderQueue, type OrderQueue } from './order-list.contract';

/** An order collected at the shop: its delivery range is one of the store pickup's. */
function isPickup(storeRangeIds: readonly number[]): SQL {
  return storeRangeIds.length === 0
    ? sql`false`
    : sql`coalesce(${orders.shippingMethodRangeId} = any(${`{${storeRangeIds.join(',')}}`}::int[]), false)`;
}

/**
 * - awaiting_transfer / awaiting_check: placed, the money still awaited by that method;
 * - to_prepare: accepted (paid, or open for a later payment), nothing done yet, to be sent;
 * - to_ship: being prepared or partly sent, the rest still to leave;
 * - to_hand_over: accepted, collected at the shop, not handed over yet.
 */
export function queueCondition(queue: OrderQueue, storeRangeIds: readonly number[]): SQL {
  const accepted = inArray(orders.status, [...PREPARABLE]);
  switch (queue) {
    case 'awaiting_transfer':
    case 'awaiting_check':
      return and(
        eq(orders.status, 'awaiting_payment'),
        eq(orders.paymentMethod, queue === 'awaiting_transfer' ? 'transfer' : 'check'),
      )!;
    case 'to_prepare':
      return and(accepted, eq(orders.shippingStatus, 'not_shipped'), not(isPickup(storeRangeIds)))!;
    case 'to_ship':
      return and(
        accepted,
        inArray(orders.shippingStatus, ['preparing', 'partially_shipped']),
        not(isPickup(storeRangeIds)),
      )!;
    case 'to_hand_over':
      return and(
        accepted,
        inArray(orders.shippingStatus, ['not_shipped', 'preparing', 'ready_for_pickup']),
        isPickup(storeRangeIds),
      )!;
  }
}
