/** SQL of the gift cards bought in orders (decision 056): the orders module owns these rows. */
import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderGiftCards } from './gift-card-lines.tables';
import type { GiftCardPurchase } from './gift-card-purchase.rules';
import { orders } from './orders.tables';

export type GiftCardLineRow = typeof orderGiftCards.$inferSelect;

export function giftCardLinesOf(db: Db, orderId: number): Promise<GiftCardLineRow[]> {
  return db
    .select()
    .from(orderGiftCards)
    .where(eq(orderGiftCards.orderId, orderId))
    .orderBy(asc(orderGiftCards.id));
}

export async function countGiftCardLines(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderGiftCards)
    .where(eq(orderGiftCards.orderId, orderId));
  return row?.n ?? 0;
}

export async function insertGiftCardLine(
  db: Db,
  orderId: number,
  purchase: GiftCardPurchase,
): Promise<GiftCardLineRow> {
  const [row] = await db
    .insert(orderGiftCards)
    .values({ orderId, ...purchase })
    .returning();
  return row!;
}

export async function deleteGiftCardLine(db: Db, orderId: number, lineId: number) {
  const rows = await db
    .delete(orderGiftCards)
    .where(and(eq(orderGiftCards.orderId, orderId), eq(orderGiftCards.id, lineId)))
    .returning({ id: orderGiftCards.id });
  return rows.length > 0;
}

/** Records the card issued for a line, unless one already was (returns whether it did). */
export async function setIssuedCard(db: Db, lineId: number, giftCardId: number) {
  const rows = await db
    .update(orderGiftCards)
    .set({ giftCardId })
    .where(and(eq(orderGiftCards.id, lineId), isNull(orderGiftCards.giftCardId)))
    .returning({ id: orderGiftCards.id });
  return rows.length > 0;
}

/** Marks a line's card sent, once (false when another run already did). */
export async function markGiftCardSent(db: Db, lineId: number, now: Date) {
  const rows = await db
    .update(orderGiftCards)
    .set({ sentAt: now })
    .where(and(eq(orderGiftCards.id, lineId), isNull(orderGiftCards.sentAt)))
    .returning({ id: orderGiftCards.id });
  return rows.length > 0;
}

/** Lines of a cancelled order whose card was not sent: voided (their card switched off). */
export async function voidUnsentLines(db: Db, orderId: number, now: Date) {
  return db
    .update(orderGiftCards)
    .set({ voidedAt: now })
    .where(
      and(
        eq(orderGiftCards.orderId, orderId),
        isNull(orderGiftCards.sentAt),
        isNull(orderGiftCards.voidedAt),
      ),
    )
    .returning();
}

/** Issued cards whose day has come and that were not sent yet (the sweep's question). */
export function dueGiftCardLines(db: Db, today: string, limit = 100) {
  return db
    .select({ id: orderGiftCards.id })
    .from(orderGiftCards)
    .innerJoin(orders, eq(orders.id, orderGiftCards.orderId))
    .where(
      and(
        isNotNull(orderGiftCards.giftCardId),
        isNull(orderGiftCards.sentAt),
        isNull(orderGiftCards.voidedAt),
        lte(orderGiftCards.deliverOn, today),
        inArray(orders.status, ['paid', 'finished', 'closed', 'open']),
      ),
    )
    .orderBy(asc(orderGiftCards.id))
    .limit(limit);
}

/** A line locked for the caller's transaction. */
export async function lockGiftCardLine(tx: Db, lineId: number) {
  const [row] = await tx
    .select()
    .from(orderGiftCards)
    .where(eq(orderGiftCards.id, lineId))
    .for('update');
  return row ?? null;
}

/** A visitor's gift cards moved into the customer's cart when the two carts merge. */
export async function moveGiftCardLines(db: Db, fromOrderId: number, toOrderId: number) {
  await db
    .update(orderGiftCards)
    .set({ orderId: toOrderId })
    .where(eq(orderGiftCards.orderId, fromOrderId));
}
