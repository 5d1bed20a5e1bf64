/** The only SQL of carts and orders. Writers take a transaction (`Db` or its `tx`). */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { preparedStatement, type Db } from '../../db/client';
import { orderVariants, orders } from './orders.tables';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderVariants.$inferSelect;

/** Who holds a cart: the signed-in customer, else the visitor's order token (hashed). */
export interface CartOwner {
  userId: number | null;
  tokenHash: string | null;
}

const isCurrentCart = and(eq(orders.status, 'not_ordered'), isNull(orders.savedAt));

/** A customer's carts by account; a visitor's by token, only while no account holds it. */
function cartOwnedBy(owner: CartOwner) {
  if (owner.userId !== null) return eq(orders.userId, owner.userId);
  if (owner.tokenHash !== null)
    return and(eq(orders.tokenHash, owner.tokenHash), isNull(orders.userId));
  return null;
}

/** The owner's current cart; `lock` holds its row until the transaction ends. */
export async function findCurrentCart(
  db: Db,
  owner: CartOwner,
  lock = false,
): Promise<OrderRow | null> {
  if (owner.userId === null && owner.tokenHash === null) return null;
  // Every cart request starts here: four prepared shapes (by account or token, locked or not).
  const byUser = owner.userId !== null;
  const name = `current_cart_${byUser ? 'user' : 'token'}${lock ? '_lock' : ''}`;
  const statement = preparedStatement(db, name, (handle) => {
    const ownedBy = byUser
      ? eq(orders.userId, sql.placeholder('owner'))
      : and(eq(orders.tokenHash, sql.placeholder('owner')), isNull(orders.userId));
    const query = handle.select().from(orders).where(and(ownedBy, isCurrentCart));
    return (lock ? query.for('update') : query).prepare(name);
  });
  const [row] = await statement.execute({ owner: byUser ? owner.userId : owner.tokenHash });
  return row ?? null;
}

/** An order the owner may see: theirs by account, or a visitor's by its token. */
export async function findOwnedOrder(
  db: Db,
  owner: CartOwner,
  id: number,
  lock = false,
): Promise<OrderRow | null> {
  const query = db.select().from(orders).where(eq(orders.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  if (owner.userId !== null && row.userId === owner.userId) return row;
  if (row.userId === null && owner.tokenHash !== null && row.tokenHash === owner.tokenHash)
    return row;
  return null;
}

/**
 * Creates the owner's cart, or returns the one a concurrent request created first (the partial
 * unique indexes allow one current cart per customer and per token).
 */
export async function insertCart(
  db: Db,
  owner: CartOwner,
  values: { locale: string; userAgent: string | null; now: Date },
): Promise<OrderRow> {
  const [created] = await db
    .insert(orders)
    .values({
      userId: owner.userId,
      tokenHash: owner.tokenHash,
      locale: values.locale,
      userAgent: values.userAgent,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const existing = await findCurrentCart(db, owner, true);
  if (!existing) throw new Error('cart insert conflicted but no current cart was found');
  return existing;
}

export function linesOf(db: Db, orderId: number): Promise<OrderLineRow[]> {
  const statement = preparedStatement(db, 'order_lines', (handle) =>
    handle
      .select()
      .from(orderVariants)
      .where(eq(orderVariants.orderId, sql.placeholder('order')))
      .orderBy(asc(orderVariants.createdAt), asc(orderVariants.id))
      .prepare('order_lines'),
  );
  return statement.execute({ order: orderId });
}

export async function findLine(db: Db, lineId: number): Promise<OrderLineRow | null> {
  const [row] = await db.select().from(orderVariants).where(eq(orderVariants.id, lineId));
  return row ?? null;
}

/** Sets a line's quantity, creating the line when the variant is not in the order yet. */
/** `withAssembly` undefined keeps a line's fitting choice (a new line has none). */
export async function upsertLine(
  db: Db,
  orderId: number,
  variantId: number,
  quantity: number,
  now: Date,
  withAssembly?: boolean,
): Promise<OrderLineRow> {
  const [row] = await db
    .insert(orderVariants)
    .values({ orderId, variantId, quantity, createdAt: now, withAssembly: withAssembly ?? false })
    .onConflictDoUpdate({
      target: [orderVariants.orderId, orderVariants.variantId],
      set: withAssembly === undefined ? { quantity } : { quantity, withAssembly },
    })
    .returning();
  return row!;
}

export async function setLine(
  db: Db,
  lineId: number,
  change: { quantity?: number; withAssembly?: boolean },
): Promise<void> {
  await db.update(orderVariants).set(change).where(eq(orderVariants.id, lineId));
}

export async function deleteLine(db: Db, lineId: number): Promise<void> {
  await db.delete(orderVariants).where(eq(orderVariants.id, lineId));
}

/**
 * The `updated_at` of an order's write that staff forms compare (its version): `now`, but always
 * at least a millisecond past the previous one, so that two changes in one millisecond (or a
 * clock that stands still) still give the order a new version.
 */
export const nextOrderVersion = (now: Date) =>
  sql<Date>`greatest(${now.toISOString()}::timestamptz, ${orders.updatedAt} + interval '1 millisecond')`;

export async function touchOrder(
  db: Db,
  orderId: number,
  now: Date,
  extra: Partial<Pick<OrderRow, 'userAgent' | 'locale'>> = {},
): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ updatedAt: now, ...extra })
    .where(eq(orders.id, orderId))
    .returning();
  return row!;
}

export async function deleteOrderRow(db: Db, orderId: number): Promise<void> {
  await db.delete(orders).where(eq(orders.id, orderId));
}

/** Gives a visitor's cart to the customer who just signed in (they had none). */
export async function adoptCart(db: Db, orderId: number, userId: number): Promise<void> {
  await db.update(orders).set({ userId, tokenHash: null }).where(eq(orders.id, orderId));
}

/** Visitor carts untouched since `before` (abandoned): deleted with their lines. */
export async function deleteAbandonedGuestCarts(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(orders)
    .where(
      and(
        eq(orders.status, 'not_ordered'),
        isNull(orders.userId),
        sql`${orders.updatedAt} < ${before}`,
      ),
    )
    .returning({ id: orders.id });
  return rows.length;
}

/** Sum of the quantities of the owner's current cart (the header's count): one indexed query. */
export async function currentCartItemsCount(db: Db, owner: CartOwner): Promise<number> {
  const ownedBy = cartOwnedBy(owner);
  if (!ownedBy) return 0;
  // Gift cards bought count one each (decision 056), like the cart page's count.
  const [row] = await db
    .select({
      count: sql<number>`(coalesce((select sum(ov.quantity) from order_variants ov where ov.order_id = "orders"."id"), 0)
        + (select count(*) from order_gift_cards g where g.order_id = "orders"."id"))::int`,
    })
    .from(orders)
    .where(and(ownedBy, isCurrentCart));
  return row?.count ?? 0;
}

/**
 * The customer's current cart as `/auth/me?include=current_order` shows it: its id and item
 * count (the full cart is `GET /orders/current`); null without one.
 */
export async function currentCartSummary(
  db: Db,
  userId: number,
): Promise<{ id: number; items_count: number } | null> {
  const [row] = await db
    .select({
      id: orders.id,
      // Qualified by hand: inside a select, drizzle writes bare column names.
      items: sql<number>`(coalesce((select sum(ov.quantity) from order_variants ov where ov.order_id = "orders"."id"), 0)
        + (select count(*) from order_gift_cards g where g.order_id = "orders"."id"))::int`,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), isCurrentCart));
  return row ? { id: row.id, items_count: Number(row.items) } : null;
}
