/**
 * Staff send one of an order's e-mails again (the customer lost it, changed address book…):
 * only an e-mail that still tells the truth about the order now (`resendableEmails` of the
 * orders rules), rendered from the order as it is, queued through the outbox like the first
 * one, audited. The timeline shows it with the others (it carries the order's number).
 */
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../shared/http';
import { auditOfEntity, recordAudit } from '../audit';
import {
  MONEY_IN,
  listShipments,
  lockOrder,
  readOrderSnapshot,
  resendableEmails,
  type OrderState,
  type PaymentStatus,
  type ResendableEmail,
} from '../orders';
import { deliveryOf, send } from './order-hooks.service';
import {
  cancelledMailData,
  confirmationMailData,
  paymentReceivedMailData,
  shippedMailData,
  transferMailData,
} from './order-mail-data.rules';
import { bankDetails } from './shop-settings.repo';

export async function resendOrderEmail(
  db: Db,
  orderId: number,
  kind: ResendableEmail,
  actorUserId: number | null,
): Promise<{ kind: ResendableEmail; to: string }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.status === 'not_ordered') throw notFound();
    const parcels = await listShipments(tx, orderId);
    const state = {
      status: order.status,
      payment: order.paymentStatus,
      shipping: order.shippingStatus,
    } as OrderState;
    const allowed = resendableEmails(state, {
      paymentMethod: order.paymentMethod,
      storePickup: false,
      remainingCents: 0,
      refundableCents: 0,
      parcels: parcels.length,
    });
    const snapshot = await readOrderSnapshot(tx, order);
    const to = snapshot?.customer?.email;
    if (!allowed.includes(kind) || !snapshot || !to)
      throw new HttpError(409, 'email_not_resendable');
    switch (kind) {
      case 'order_confirmation':
        await send(
          tx,
          snapshot,
          kind,
          confirmationMailData(snapshot, await deliveryOf(tx, snapshot)),
        );
        break;
      case 'transfer_instructions':
        await send(tx, snapshot, kind, transferMailData(snapshot, await bankDetails(tx)));
        break;
      case 'payment_received':
        await send(tx, snapshot, kind, paymentReceivedMailData(snapshot));
        break;
      case 'order_shipped': {
        const last = parcels.at(-1)!;
        const parcel = {
          carrier: last.carrier,
          trackingNumber: last.tracking_number,
          trackingUrl: last.tracking_url,
        };
        const delivery = await deliveryOf(tx, snapshot);
        await send(tx, snapshot, kind, shippedMailData(snapshot, delivery, parcel));
        break;
      }
      case 'order_cancelled': {
        // Cancelled by nobody from the back office: the transfer deadline's sweep did it.
        const byStaff = (await auditOfEntity(tx, 'order', orderId)).some(
          (row) => row.action === 'order.cancel',
        );
        const expired = !byStaff && order.paymentMethod === 'transfer';
        const moneyIn =
          MONEY_IN.includes(order.paymentStatus as PaymentStatus) ||
          order.paymentStatus === 'refunded';
        const reason = expired ? 'transfer_not_received' : 'cancelled';
        await send(tx, snapshot, kind, cancelledMailData(snapshot, reason, moneyIn));
        break;
      }
    }
    await recordAudit(tx, {
      actorUserId,
      action: 'order.email_resent',
      entity: 'order',
      entityId: orderId,
      before: null,
      after: { kind, to },
    });
    return { kind, to };
  });
}
