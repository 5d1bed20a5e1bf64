/**
 * What follows an order's placement or move, in the SAME transaction (the caller's `tx`, with
 * the order row already locked): the invoice or credit note, and the customer's e-mails through
 * the outbox — so documents and mails exist iff the move commits, once per move.
 *
 * Wiring (docs/decisions/015-invoices-and-order-emails.md): these are the orders module's
 * followers (`invoiceFollowers`, handed to `followOrders` at start by src/server/wiring.ts) —
 * `placeOrder` → `afterOrderPlaced`, `applyOrderEvent` → `afterOrderEvent`, `addShipment` →
 * `afterParcelShipped` — so every path (API, pages, payment notifications, sweeps) gets them
 * without its callers passing anything, and orders never import this module. The order is read
 * through the orders module's snapshot. The shop's own new-order mail uses the same outbox.
 */
import type { Db } from '../../db/client';
import { DEFAULT_LOCALE } from '../../shared/locale';
import { enqueueEmail, type EmailRequest } from '../mail';
import {
  MONEY_IN,
  PREPARABLE,
  awaitsTransfer,
  readOrderSnapshot,
  type OrderFollowers,
  type OrderMove,
  type OrderRecord,
  type ParcelRecord,
  type OrderSnapshot,
  type OrderStatus,
  type PaymentStatus,
} from '../orders';
import { issueCreditNote, issueInvoice } from './invoicing.service';
import {
  cancelledMailData,
  confirmationMailData,
  mailDelivery,
  paymentReceivedMailData,
  shippedMailData,
  shopNoticeAtPlacement,
  shopNoticeOnPayment,
  shopOrderMailData,
  transferMailData,
  type ShopOrderState,
} from './order-mail-data.rules';
import { bankDetails, ordersInbox, readText, shopAddress } from './shop-settings.repo';

/** Invoiced once accepted: paid, or accepted before payment (pay at pickup): `PREPARABLE`. */
const isInvoiced = (status: string) => PREPARABLE.includes(status as OrderStatus);

export async function send(
  tx: Db,
  snapshot: OrderSnapshot,
  template: EmailRequest['template'],
  data: EmailRequest['data'],
): Promise<void> {
  const to = snapshot.customer?.email;
  // An order always has its customer when placed; an account deleted since has no address.
  if (!to) return;
  await enqueueEmail(tx, { to, locale: snapshot.locale, template, data });
}

export async function deliveryOf(tx: Db, snapshot: OrderSnapshot) {
  const store =
    snapshot.shipping?.kind === 'store'
      ? {
          address: await shopAddress(tx),
          hours: await readText(tx, 'pickup_hours', snapshot.locale),
        }
      : { address: [], hours: null };
  return mailDelivery(snapshot, store);
}

/**
 * Tells the shop (configuration `orders_email`, else `contact_email`; none → nothing) about an
 * order to prepare, in the shop's language: the snapshot already holds the French names.
 */
async function notifyShop(tx: Db, snapshot: OrderSnapshot, state: ShopOrderState): Promise<void> {
  const to = await ordersInbox(tx);
  if (!to) return;
  const inShopLanguage: OrderSnapshot = { ...snapshot, locale: DEFAULT_LOCALE };
  const delivery = await deliveryOf(tx, inShopLanguage);
  const data = shopOrderMailData(inShopLanguage, delivery, state);
  if (data)
    await enqueueEmail(tx, { to, locale: DEFAULT_LOCALE, template: 'shop_new_order', data });
}

/**
 * Placement: the confirmation (+ transfer instructions); the invoice when already `open`/`paid`;
 * the shop's new-order mail unless the payment is still to come from a gateway.
 */
export async function afterOrderPlaced(tx: Db, order: OrderRecord, now: Date): Promise<void> {
  const snapshot = await readOrderSnapshot(tx, order);
  if (!snapshot) throw new Error(`order ${order.id} is not placed`);
  if (isInvoiced(order.status)) await issueInvoice(tx, snapshot, now);
  await send(
    tx,
    snapshot,
    'order_confirmation',
    confirmationMailData(snapshot, await deliveryOf(tx, snapshot)),
  );
  if (awaitsTransfer(order))
    await send(
      tx,
      snapshot,
      'transfer_instructions',
      transferMailData(snapshot, await bankDetails(tx)),
    );
  const shopState = shopNoticeAtPlacement(order);
  if (shopState) await notifyShop(tx, snapshot, shopState);
}

/**
 * A move applied by `applyOrderEvent`: to `paid` or `open` → the invoice (once); to `paid` →
 * the payment-received mail (and, paid at a gateway, the shop's new-order mail); to
 * `cancelled` → the credit note of an invoiced order (once) and the cancellation mail with its
 * reason. Other moves (shipping steps…) change nothing here.
 */
export async function afterOrderEvent(tx: Db, move: OrderMove, now: Date): Promise<void> {
  const { before, after } = move;
  if (before.status === after.status) return;
  const invoiced = isInvoiced(after.status);
  const cancelled = after.status === 'cancelled';
  if (!invoiced && !cancelled) return;
  const snapshot = await readOrderSnapshot(tx, after);
  if (!snapshot) return;
  if (invoiced) await issueInvoice(tx, snapshot, now);
  if (after.status === 'paid') {
    await send(tx, snapshot, 'payment_received', paymentReceivedMailData(snapshot));
    if (shopNoticeOnPayment(after.paymentMethod)) await notifyShop(tx, snapshot, 'paid');
  }
  if (cancelled) {
    await issueCreditNote(tx, after, now);
    const reason = move.event === 'transfer_expired' ? 'transfer_not_received' : 'cancelled';
    const refund = MONEY_IN.includes(before.paymentStatus as PaymentStatus);
    await send(tx, snapshot, 'order_cancelled', cancelledMailData(snapshot, reason, refund));
  }
}

/**
 * A parcel recorded by the back office (each one: an order sent in two parcels gets two mails):
 * the "shipped" mail with the carrier, the tracking number and page, and where it goes.
 */
export async function afterParcelShipped(
  tx: Db,
  order: OrderRecord,
  parcel: ParcelRecord,
): Promise<void> {
  const snapshot = await readOrderSnapshot(tx, order);
  if (!snapshot) return;
  await send(
    tx,
    snapshot,
    'order_shipped',
    shippedMailData(snapshot, await deliveryOf(tx, snapshot), parcel),
  );
}

/** The invoices module's reactions to orders, as the orders module calls them. */
export const invoiceFollowers: OrderFollowers = {
  afterOrderPlaced,
  afterOrderEvent,
  afterParcelShipped,
};
