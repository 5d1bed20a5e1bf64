/**
 * GDPR (issue 16): a customer's orders for the data export, and what the erasure does to them.
 * Placed orders are kept — they back the invoices the law makes the shop keep (decision 031) —
 * with their frozen address snapshots; the browser's user agent is dropped, and carts never
 * placed (nothing the law asks for) are deleted with their lines. Staff's internal notes are
 * about the customer too: the export gives them, the erasure deletes them (no law keeps them,
 * and they may quote a phone number or a complaint).
 */
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderNotes } from './order-notes.tables';
import { orders, orderVariants } from './orders.tables';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The customer's placed orders with their lines, totals (cents) and staff's notes on them. */
export async function customerOrdersData(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.placedAt)))
    .orderBy(asc(orders.placedAt), asc(orders.id));
  const lines =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(orderVariants)
          .where(
            inArray(
              orderVariants.orderId,
              rows.map((o) => o.id),
            ),
          )
          .orderBy(asc(orderVariants.id));
  const notes =
    rows.length === 0
      ? []
      : await db
          .select({ orderId: orderNotes.orderId, body: orderNotes.body, at: orderNotes.createdAt })
          .from(orderNotes)
          .where(
            inArray(
              orderNotes.orderId,
              rows.map((o) => o.id),
            ),
          )
          .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
  return rows.map((order) => ({
    number: order.number,
    status: order.status,
    payment_status: order.paymentStatus,
    shipping_status: order.shippingStatus,
    placed_at: iso(order.placedAt),
    payment_method: order.paymentMethod,
    shipping_address: order.shippingAddress,
    billing_address: order.billingAddress,
    relay_point: order.relayPoint,
    customer_instructions: order.customerInstructions,
    is_gift: order.isGift,
    loyalty_points_used: order.loyaltyPointsUsed,
    total_ttc_cents: order.totalTtcCents,
    totals: order.totals,
    lines: lines
      .filter((line) => line.orderId === order.id)
      .map((line) => ({
        variant_id: line.variantId,
        quantity: line.quantity,
        unit_price_ht_cents: line.unitPriceHtCents,
        with_assembly: line.withAssembly,
        assembly_unit_price_ht_cents: line.assemblyUnitPriceHtCents,
      })),
    staff_notes: notes
      .filter((note) => note.orderId === order.id)
      .map((note) => ({ body: note.body, created_at: note.at.toISOString() })),
  }));
}

/**
 * Inside the erasure's transaction: drops carts never placed, forgets the user agents and
 * deletes staff's notes on the kept orders.
 */
export async function forgetCustomerOrders(tx: Db, userId: number) {
  const carts = await tx
    .delete(orders)
    .where(and(eq(orders.userId, userId), isNull(orders.placedAt)))
    .returning({ id: orders.id });
  const kept = await tx
    .update(orders)
    .set({ userAgent: null })
    .where(eq(orders.userId, userId))
    .returning({ id: orders.id });
  const notes =
    kept.length === 0
      ? []
      : await tx
          .delete(orderNotes)
          .where(
            inArray(
              orderNotes.orderId,
              kept.map((order) => order.id),
            ),
          )
          .returning({ body: orderNotes.body });
  return {
    /** What the notes said: the audit log's copies of them are redacted too. */
    deleted_notes: notes.map((note) => note.body),
    carts_deleted: carts.length,
    orders_kept: kept.length,
    kept_order_ids: kept.map((order) => order.id),
  };
}
