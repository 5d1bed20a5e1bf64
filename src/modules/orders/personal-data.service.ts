/**
 * GDPR (issue 16): a customer's orders for the data export, and what the erasure does to them.
 * Placed orders are kept — they back the invoices the law makes the shop keep (decision 031) —
 * with their frozen address snapshots; the browser's user agent is dropped, and carts never
 * placed (nothing the law asks for) are deleted with their lines.
 */
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, orderVariants } from './orders.tables';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The customer's placed orders with their lines and totals (amounts in cents). */
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
  }));
}

/** Inside the erasure's transaction: drops carts never placed, forgets the user agents. */
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
  return {
    carts_deleted: carts.length,
    orders_kept: kept.length,
    kept_order_ids: kept.map((order) => order.id),
  };
}
