/**
 * After the order is placed: its parcels with their tracking numbers (recorded from the back
 * office) and, for an order paid in 3 or 4 instalments, the schedule of what is taken when.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../shared/http';
import { recordAudit } from '../audit';
import { applyOrderEvent } from './order-events.service';
import { afterParcelShipped } from './order-followers.service';
import type { InstalmentCents, OrderCents } from './order-views.contract';
import { orderShipments, orders } from './orders.tables';
import { nextOrderVersion } from './orders.repo';
import { instalmentCount, instalmentSchedule } from './payment-methods.rules';

export interface ShipmentDto {
  id: number;
  carrier: string;
  tracking_number: string;
  tracking_url: string | null;
  shipped_at: string;
}

export interface ShipmentInput {
  carrier: string;
  tracking_number: string;
  tracking_url?: string;
  shipped_at?: Date;
}

function shipmentDto(row: typeof orderShipments.$inferSelect): ShipmentDto {
  return {
    id: row.id,
    carrier: row.carrier,
    tracking_number: row.trackingNumber,
    tracking_url: row.trackingUrl,
    shipped_at: row.shippedAt.toISOString(),
  };
}

export async function listShipments(db: Db, orderId: number): Promise<ShipmentDto[]> {
  const rows = await db
    .select()
    .from(orderShipments)
    .where(eq(orderShipments.orderId, orderId))
    .orderBy(asc(orderShipments.shippedAt), asc(orderShipments.id));
  return rows.map(shipmentDto);
}

/**
 * Records a parcel, marks the order shipped (the state table decides whether it can be: a
 * cart, a cancelled or unpaid order cannot) and queues the customer's "shipped" mail. The same
 * tracking number twice is a 409 and changes nothing; a second parcel of a shipped order is
 * recorded as such, with its own mail.
 */
export async function addShipment(
  db: Db,
  orderId: number,
  input: ShipmentInput,
  now: Date,
  actorUserId: number | null = null,
): Promise<ShipmentDto> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.status === 'not_ordered') throw notFound();
    const [row] = await tx
      .insert(orderShipments)
      .values({
        orderId,
        carrier: input.carrier,
        trackingNumber: input.tracking_number,
        trackingUrl: input.tracking_url ?? null,
        shippedAt: input.shipped_at ?? now,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new HttpError(409, 'shipment_exists');
    if (order.shippingStatus !== 'shipped') {
      const moved = await applyOrderEvent(tx, orderId, 'ship', now);
      if (!moved.applied) throw new HttpError(409, 'order_not_shippable');
    } else {
      // A further parcel leaves the state as it is, but it is a change: forms read before it
      // (another parcel, the address) must be told the order moved on.
      await tx
        .update(orders)
        .set({ updatedAt: nextOrderVersion(now) })
        .where(eq(orders.id, orderId));
    }
    await recordAudit(tx, {
      actorUserId,
      action: 'order.shipment',
      entity: 'order',
      entityId: orderId,
      before: { shipping_status: order.shippingStatus },
      after: { shipping_status: 'shipped', shipment: shipmentDto(row) },
    });
    // The customer hears of each parcel once, when (and only if) it is recorded.
    await afterParcelShipped(tx, order, {
      carrier: row.carrier,
      trackingNumber: row.trackingNumber,
      trackingUrl: row.trackingUrl,
    });
    return shipmentDto(row);
  });
}

/**
 * The shop cancels an order (out of stock, the customer asked, a transfer that will not come):
 * through the state table, so the stock goes back, a credit note cancels the invoice if there
 * is one and the customer gets the cancellation e-mail (order-events.service, invoices hooks).
 * An order that has left the shop, or is already cancelled or finished, is refused (409).
 */
export async function cancelOrderByShop(
  db: Db,
  orderId: number,
  now: Date,
  actorUserId: number | null = null,
) {
  const cancelled = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.status === 'not_ordered') throw notFound();
    const moved = await applyOrderEvent(tx, orderId, 'cancel', now);
    if (!moved.applied) throw new HttpError(409, 'order_not_cancellable');
    const after = {
      status: moved.order.status,
      payment_status: moved.order.paymentStatus,
      shipping_status: moved.order.shippingStatus,
    };
    await recordAudit(tx, {
      actorUserId,
      action: 'order.cancel',
      entity: 'order',
      entityId: orderId,
      before: {
        status: order.status,
        payment_status: order.paymentStatus,
        shipping_status: order.shippingStatus,
      },
      after,
    });
    return after;
  });
  return cancelled;
}

/** The instalments of an order paid in 3 or 4 times: the first on the day it was placed. */
export function instalmentsOf(
  order: Pick<OrderCents, 'payment_method' | 'placed_at' | 'amount_due_cents'>,
): InstalmentCents[] | null {
  const count = instalmentCount(order.payment_method);
  if (count === 0 || !order.placed_at) return null;
  return instalmentSchedule(order.amount_due_cents, count, new Date(order.placed_at)).map((i) => ({
    due_date: i.dueDate.toISOString().slice(0, 10),
    amount_cents: i.amountCents,
  }));
}
