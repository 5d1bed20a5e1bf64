/**
 * Each test file's process wires the modules as src/server/app.ts does at start: page and
 * module tests place and move orders without building an app, and their invoices and e-mails
 * must follow as in production.
 *
 * Lazily: importing the invoices module pulls in most of the shop (about 3 s per test file on a
 * busy machine), which the many files testing pure rules never use. So the followers set here
 * load and wire the real ones (`followOrdersAndRefunds`) the first time an order or a refund
 * asks them, then hand the call over; from then on the real followers are called directly.
 * Only the two small registries are imported up front.
 */
import {
  afterOrderEvent,
  afterOrderPlaced,
  afterParcelShipped,
  followOrders,
  ordersWithMoneyIn,
} from '../../src/modules/orders/order-followers.service';
import {
  followRefunds,
  refundFollowers,
} from '../../src/modules/payments/refund-followers.service';

let wiring: Promise<void> | undefined;
let wired = false;

async function throughRealFollowers<T>(call: () => Promise<T>): Promise<T> {
  // Called again once wired: the real followers did not replace these (a second copy of the
  // modules) — fail rather than loop.
  if (wired) throw new Error('test wiring: the real order followers were not installed');
  await (wiring ??= import('../../src/modules/invoices').then((invoices) =>
    invoices.followOrdersAndRefunds(),
  ));
  wired = true;
  return call();
}

followOrders(
  {
    afterOrderPlaced: (tx, order, now) =>
      throughRealFollowers(() => afterOrderPlaced(tx, order, now)),
    afterOrderEvent: (tx, move, now) => throughRealFollowers(() => afterOrderEvent(tx, move, now)),
    afterParcelShipped: (tx, order, parcel) =>
      throughRealFollowers(() => afterParcelShipped(tx, order, parcel)),
  },
  (db, orderIds) => throughRealFollowers(() => ordersWithMoneyIn(db, orderIds)),
);
followRefunds({
  afterRefund: (tx, refund, now) =>
    throughRealFollowers(() => refundFollowers().afterRefund(tx, refund, now)),
  creditNotesOfRefunds: (db, refundIds) =>
    throughRealFollowers(() => refundFollowers().creditNotesOfRefunds(db, refundIds)),
});
