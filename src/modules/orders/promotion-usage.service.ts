/**
 * What placed orders tell about promotions (reads only): how often a promo code was used and
 * how much it took off, how many times one customer used it (its per-customer limit), and
 * which orders a gift card paid. A cart (`not_ordered`) and a cancelled order count nothing: a
 * cancellation gives back what it took (016).
 */
import { and, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from './orders.tables';

const NOT_COUNTED = ['not_ordered', 'cancelled'];

/** Placed orders of `userId` carrying the code, `exceptOrderId` (the cart being priced) aside. */
export async function customerCodeUses(
  db: Db,
  userId: number,
  codeId: number,
  exceptOrderId: number,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.promoCodeId, codeId),
        ne(orders.id, exceptOrderId),
        notInArray(orders.status, NOT_COUNTED),
      ),
    );
  return row?.count ?? 0;
}

export interface PromoCodeUsage {
  orders: number;
  /** Incl. VAT, frozen on each order. */
  discountTtcCents: number;
}

/** Per code id: the placed orders carrying it and the discount they were given. */
export async function promoCodeUsage(
  db: Db,
  codeIds: readonly number[],
): Promise<Map<number, PromoCodeUsage>> {
  const usage = new Map<number, PromoCodeUsage>();
  if (codeIds.length === 0) return usage;
  const rows = await db
    .select({
      codeId: orders.promoCodeId,
      orders: sql<number>`count(*)::int`,
      discount: sql<number>`coalesce(sum(coalesce((${orders.totals}->>'promoDiscountTtcCents')::int, 0)), 0)::int`,
    })
    .from(orders)
    .where(and(inArray(orders.promoCodeId, [...codeIds]), notInArray(orders.status, NOT_COUNTED)))
    .groupBy(orders.promoCodeId);
  for (const row of rows)
    if (row.codeId !== null)
      usage.set(row.codeId, { orders: row.orders, discountTtcCents: row.discount });
  return usage;
}

export interface GiftCardUse {
  orderId: number;
  number: string;
  status: string;
  placedAt: Date | null;
  usedCents: number;
}

/** The placed orders a gift card paid, newest first. */
export async function giftCardUses(db: Db, cardId: number): Promise<GiftCardUse[]> {
  const rows = await db
    .select({
      orderId: orders.id,
      number: orders.number,
      status: orders.status,
      placedAt: orders.placedAt,
      usedCents: sql<number>`coalesce((${orders.totals}->>'giftCardUsedCents')::int, 0)`,
    })
    .from(orders)
    .where(and(eq(orders.giftCardId, cardId), ne(orders.status, 'not_ordered')))
    .orderBy(desc(orders.id));
  return rows.map((row) => ({ ...row, number: row.number ?? String(row.orderId) }));
}
