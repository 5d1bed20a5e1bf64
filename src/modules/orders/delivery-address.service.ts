/**
 * Staff correct an order's delivery address before the goods leave (a typo, the customer
 * moved): checked by the customers' address rules, refused once shipped, cancelled or for a
 * store pickup (the order state table's NOT_LEFT, via `deliveryAddressChangeable`), refused when
 * the order changed since the form was read (its version), audited with before and after.
 * The country stays: VAT and the delivery price were computed for it when the order was placed.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError, notFound, validationFailed } from '../../shared/http';
import { recordAudit } from '../audit';
import { deliveryAddressSnapshot } from '../customers';
import { shippingMethodOfRange } from '../shipping';
import type { OrderDeliveryAddressInput } from './delivery-address.contract';
import { lockOrder } from './order-snapshot.repo';
import type { OrderState } from './order-states.rules';
import { orders, type AddressSnapshot } from './orders.tables';
import { nextOrderVersion } from './orders.repo';
import { deliveryAddressChangeable } from './staff-actions.rules';

/** An order's version as forms carry it: its last change, to the millisecond. */
export const orderVersion = (order: { updatedAt: Date }) => order.updatedAt.toISOString();

export async function changeDeliveryAddress(
  db: Db,
  orderId: number,
  input: OrderDeliveryAddressInput,
  actorUserId: number | null,
  now: Date,
): Promise<{ shipping_address: AddressSnapshot; version: string }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.status === 'not_ordered') throw notFound();
    if (orderVersion(order) !== input.version) throw new HttpError(409, 'order_changed_meanwhile');
    const range = order.shippingMethodRangeId;
    const storePickup =
      range !== null && (await shippingMethodOfRange(tx, range))?.kind === 'store';
    const state = {
      status: order.status,
      payment: order.paymentStatus,
      shipping: order.shippingStatus,
    } as OrderState;
    if (!deliveryAddressChangeable(state, { storePickup }))
      throw new HttpError(409, 'delivery_address_locked');
    const { version: _read, ...address } = input;
    const snapshot = await deliveryAddressSnapshot(tx, address);
    const before = order.shippingAddress;
    if (before && before.country_iso !== snapshot.country_iso)
      throw validationFailed({ country_id: [{ key: 'delivery_country_locked' }] });
    await tx
      .update(orders)
      .set({ shippingAddress: snapshot, updatedAt: nextOrderVersion(now) })
      .where(eq(orders.id, orderId));
    await recordAudit(tx, {
      actorUserId,
      action: 'order.delivery_address',
      entity: 'order',
      entityId: orderId,
      before: { shipping_address: before },
      after: { shipping_address: snapshot },
    });
    return { shipping_address: snapshot, version: now.toISOString() };
  });
}
