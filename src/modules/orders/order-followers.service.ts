/**
 * What the orders module needs from the modules built on it, which it may not import (they read
 * orders): the invoices module follows an order's placement, moves and parcels in the SAME
 * transaction (the caller's `tx`, the order row locked) with its documents and the customer's
 * e-mails (docs/decisions/015-invoices-and-order-emails.md); the payments module says which
 * orders have money recorded. The application hands them over once per copy of the modules
 * (`followOrders`, through src/modules/invoices/followers.ts), so
 * `placeOrder`, `applyOrderEvent`, `addShipment` and the sweeps use them on every path (API,
 * pages, payment notifications). Used before that is a wiring mistake: it fails, rather than
 * letting an order go out without its invoice.
 */
import type { Db } from '../../db/client';
import type { OrderEvent } from './order-states.rules';
import type { OrderRow } from './orders.repo';

export interface OrderMove {
  before: OrderRow;
  after: OrderRow;
  event: OrderEvent;
}

/** A parcel the back office recorded, as the "shipped" e-mail tells it. */
export interface ParcelRecord {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
}

export interface OrderFollowers {
  afterOrderPlaced(tx: Db, order: OrderRow, now: Date): Promise<void>;
  afterOrderEvent(tx: Db, move: OrderMove, now: Date): Promise<void>;
  afterParcelShipped(tx: Db, order: OrderRow, parcel: ParcelRecord): Promise<void>;
}

/** Of these orders, those with money recorded (the payments module's rows). */
export type MoneyInReader = (db: Db, orderIds: readonly number[]) => Promise<Set<number>>;

let followers: OrderFollowers | null = null;
let moneyIn: MoneyInReader | null = null;

/** Sets who follows orders (the same functions in every process: code, not state). */
export function followOrders(next: OrderFollowers, readMoneyIn: MoneyInReader): void {
  followers = next;
  moneyIn = readMoneyIn;
}

function current(): OrderFollowers {
  if (!followers) throw new Error('orders have no followers: call followOrders at start');
  return followers;
}

export const ordersWithMoneyIn: MoneyInReader = (db, orderIds) => {
  if (!moneyIn) throw new Error('orders have no followers: call followOrders at start');
  return moneyIn(db, orderIds);
};

export const afterOrderPlaced: OrderFollowers['afterOrderPlaced'] = (tx, order, now) =>
  current().afterOrderPlaced(tx, order, now);
export const afterOrderEvent: OrderFollowers['afterOrderEvent'] = (tx, move, now) =>
  current().afterOrderEvent(tx, move, now);
export const afterParcelShipped: OrderFollowers['afterParcelShipped'] = (tx, order, parcel) =>
  current().afterParcelShipped(tx, order, parcel);
