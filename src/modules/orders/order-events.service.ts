/**
 * Moving a placed order through its states (the table of order-states.rules.ts) inside the
 * caller's transaction: the order row is locked, the move checked, and what the move implies
 * for stock done in the same transaction — a cancellation gives back exactly what placing took
 * (never the back-ordered part), once, because a cancelled order cannot be cancelled again.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { returnStock } from '../catalog';
import { creditLoyaltyPoints, pointsSpentOn, takeBackEarnedPoints } from '../customers';
import { creditGiftCard } from '../promotions';
import {
  TRANSFER_PAYMENT_DAYS,
  stockMovement,
  transition,
  type OrderEvent,
  type OrderStatus,
  type PaymentStatus,
  type ShippingStatus,
  type TransitionRefusal,
} from './order-states.rules';
import { earningBaseOfTotals, pointsEarned } from './loyalty-earning.rules';
import { loyaltyProgram } from './loyalty-program.service';
import { afterOrderEvent, ordersWithMoneyIn } from './order-followers.service';
import { issueOrderGiftCards, voidOrderGiftCards } from './gift-card-issue.service';
import { nextOrderVersion, type OrderRow } from './orders.repo';
import { orderVariants, orders } from './orders.tables';

export type OrderEventResult =
  | { applied: true; order: OrderRow; before: OrderRow }
  | { applied: false; reason: TransitionRefusal | 'not_found'; order: OrderRow | null };

export async function applyOrderEvent(
  tx: Db,
  orderId: number,
  event: OrderEvent,
  now: Date,
): Promise<OrderEventResult> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return { applied: false, reason: 'not_found', order: null };
  const moved = transition(
    {
      status: order.status as OrderStatus,
      payment: order.paymentStatus as PaymentStatus,
      shipping: order.shippingStatus as ShippingStatus,
    },
    event,
  );
  if (!moved.ok) return { applied: false, reason: moved.reason, order };
  const movement = stockMovement(order.status as OrderStatus, moved.state.status);
  if (movement === 'give_back') {
    await giveBackStock(tx, order.id);
    await giveBackPayments(tx, order, now);
  }
  if (moved.state.status === 'paid' && order.status !== 'paid') await earnPoints(tx, order, now);
  // Gift cards bought: not sent yet when cancelled → never sent (056).
  if (moved.state.status === 'cancelled') await voidOrderGiftCards(tx, order.id, now);
  // 'take' happens only when placing, which place-order.service does with its own checks.
  const [updated] = await tx
    .update(orders)
    .set({
      status: moved.state.status,
      paymentStatus: moved.state.payment,
      shippingStatus: moved.state.shipping,
      updatedAt: nextOrderVersion(now),
    })
    .where(eq(orders.id, order.id))
    .returning();
  // Invoice / credit note and the customer's e-mail, in this transaction (order-followers.ts).
  await afterOrderEvent(tx, { before: order, after: updated!, event }, now);
  // Paid (online, or a transfer the staff confirmed): the gift cards bought are issued (056).
  if (updated!.status === 'paid' && order.status !== 'paid')
    await issueOrderGiftCards(tx, updated!, now);
  return { applied: true, order: updated!, before: order };
}

async function earnPoints(tx: Db, order: OrderRow, now: Date): Promise<void> {
  if (order.userId === null) return;
  await creditLoyaltyPoints(
    tx,
    order.userId,
    order.id,
    // The same rule as the "this order will earn N points" of the cart (loyalty-earning.rules).
    pointsEarned(earningBaseOfTotals(order.totals), (await loyaltyProgram(tx)).pointsPerEuro),
    'order_paid',
    now,
  );
}

/**
 * A cancelled order gives back what it was paid with besides money: the gift card's amount and
 * the loyalty points it spent; points it had earned are taken back.
 */
async function giveBackPayments(tx: Db, order: OrderRow, now: Date): Promise<void> {
  const used = Number(
    (order.totals as { giftCardUsedCents?: number } | null)?.giftCardUsedCents ?? 0,
  );
  if (order.giftCardId !== null && used > 0) await creditGiftCard(tx, order.giftCardId, used);
  if (order.userId === null) return;
  const spent = await pointsSpentOn(tx, order.id);
  await creditLoyaltyPoints(tx, order.userId, order.id, spent, 'order_cancelled', now);
  if (order.status === 'paid' || order.status === 'partially_paid')
    await takeBackEarnedPoints(tx, order.userId, order.id, now);
}

/** What placing took (never the back-ordered part) goes back, through the catalogue. */
async function giveBackStock(tx: Db, orderId: number): Promise<void> {
  const lines = await tx
    .select({
      variantId: orderVariants.variantId,
      quantity: orderVariants.quantity,
      backordered: orderVariants.backorderedQuantity,
    })
    .from(orderVariants)
    .where(eq(orderVariants.orderId, orderId));
  await returnStock(
    tx,
    lines.map((line) => ({
      variantId: line.variantId,
      quantity: line.quantity - line.backordered,
    })),
  );
}

/**
 * SPEC §4: an order paid by bank transfer is cancelled (its stock given back) when no transfer
 * arrived within 7 days — never one with a payment recorded (docs/decisions/018). Run by the
 * `orders` sweep; each order in its own transaction. Whether money was recorded is the
 * payments module's to say (`ordersWithMoneyIn`, order-followers.ts).
 */
export async function expireUnpaidTransfers(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'awaiting_payment'),
        eq(orders.paymentMethod, 'transfer'),
        lt(orders.placedAt, new Date(now.getTime() - TRANSFER_PAYMENT_DAYS * 86_400_000)),
      ),
    )
    .orderBy(orders.id);
  // Money recorded for it (a transfer the owner saw arrive) keeps it, whatever its state says.
  const moneyIn = await ordersWithMoneyIn(
    db,
    due.map((order) => order.id),
  );
  let cancelled = 0;
  for (const { id } of due.filter((order) => !moneyIn.has(order.id)).slice(0, 200)) {
    const result = await db.transaction((tx) => applyOrderEvent(tx, id, 'transfer_expired', now));
    if (result.applied) cancelled += 1;
  }
  return cancelled;
}
