/**
 * Loyalty points (SPEC §3 `loyalty_points_actions`): a ledger per customer. Earning and giving
 * back are idempotent per order (unique order + reason); spending locks the customer's row so
 * two orders placed at once cannot spend the same points.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loyaltyPointsActions, users } from './customers.tables';

export interface LoyaltyActionDto {
  id: number;
  points: number;
  reason: string;
  order_id: number | null;
  created_at: string;
}

export async function loyaltyBalance(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${loyaltyPointsActions.points}), 0)::int` })
    .from(loyaltyPointsActions)
    .where(eq(loyaltyPointsActions.userId, userId));
  return Number(row?.total ?? 0);
}

export async function loyaltyActions(db: Db, userId: number): Promise<LoyaltyActionDto[]> {
  const rows = await db
    .select()
    .from(loyaltyPointsActions)
    .where(eq(loyaltyPointsActions.userId, userId))
    .orderBy(desc(loyaltyPointsActions.createdAt), desc(loyaltyPointsActions.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    points: r.points,
    reason: r.reason,
    order_id: r.orderId,
    created_at: r.createdAt.toISOString(),
  }));
}

/** Spends points on an order inside its transaction; false when the balance is short. */
export async function spendLoyaltyPoints(
  tx: Db,
  userId: number,
  orderId: number,
  points: number,
  now: Date,
): Promise<boolean> {
  if (points <= 0) return true;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if ((await loyaltyBalance(tx, userId)) < points) return false;
  await tx
    .insert(loyaltyPointsActions)
    .values({ userId, points: -points, reason: 'order_used', orderId, createdAt: now });
  return true;
}

/** Earns (`order_paid`) or gives back (`order_cancelled`) points for an order, once. */
export async function creditLoyaltyPoints(
  tx: Db,
  userId: number,
  orderId: number,
  points: number,
  reason: 'order_paid' | 'order_cancelled',
  now: Date,
): Promise<void> {
  if (points <= 0) return;
  await tx
    .insert(loyaltyPointsActions)
    .values({ userId, points, reason, orderId, createdAt: now })
    .onConflictDoNothing();
}

/** The points an order spent (to give them back when it is cancelled). */
export async function pointsSpentOn(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ points: loyaltyPointsActions.points })
    .from(loyaltyPointsActions)
    .where(
      and(eq(loyaltyPointsActions.orderId, orderId), eq(loyaltyPointsActions.reason, 'order_used')),
    );
  return row ? -row.points : 0;
}

/** A cancelled order loses the points it had earned (once: reason `adjustment`). */
export async function takeBackEarnedPoints(
  tx: Db,
  userId: number,
  orderId: number,
  now: Date,
): Promise<void> {
  const [earned] = await tx
    .select({ points: loyaltyPointsActions.points })
    .from(loyaltyPointsActions)
    .where(
      and(eq(loyaltyPointsActions.orderId, orderId), eq(loyaltyPointsActions.reason, 'order_paid')),
    );
  if (!earned || earned.points <= 0) return;
  await tx
    .insert(loyaltyPointsActions)
    .values({ userId, points: -earned.points, reason: 'adjustment', orderId, createdAt: now })
    .onConflictDoNothing();
}
