/**
 * What the reviews need from orders (decision 054): the lines a customer bought, and whether
 * their parcel reached them, so only buyers review (a "verified purchase"); and the delivered
 * orders the review invitation sweep looks at. Orders own the answer; the reviews module gets
 * these functions passed in (it sits below orders).
 */
import { and, asc, eq, gt, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { variantProducts } from '../catalog';
import { orders, orderVariants } from './orders.tables';

/** Shipping states in which the customer has the goods (SPEC §4). */
const RECEIVED = ['delivered', 'picked_up'];
/** Orders that were never placed or were cancelled buy nothing. */
const NOT_BOUGHT = ['not_ordered', 'cancelled'];

export interface PurchasedLineView {
  orderId: number;
  orderNumber: string | null;
  orderLineId: number;
  variantId: number;
  productId: number;
  productName: string;
  productSlug: string;
  placedAt: Date;
  delivered: boolean;
}

/** Every line of the customer's placed, not cancelled orders (of `productId` when given). */
export async function purchasedLines(
  db: Db,
  userId: number,
  locale: string,
  productId?: number,
): Promise<PurchasedLineView[]> {
  const rows = await db
    .select({
      orderId: orders.id,
      orderNumber: orders.number,
      orderLineId: orderVariants.id,
      variantId: orderVariants.variantId,
      placedAt: orders.placedAt,
      shipping: orders.shippingStatus,
    })
    .from(orderVariants)
    .innerJoin(orders, eq(orders.id, orderVariants.orderId))
    .where(and(eq(orders.userId, userId), notInArray(orders.status, NOT_BOUGHT)))
    .orderBy(asc(orders.placedAt), asc(orderVariants.id));
  const names = await variantProducts(
    db,
    rows.map((row) => row.variantId),
    locale,
  );
  return rows.flatMap((row) => {
    const product = names.get(row.variantId);
    if (!product || (productId !== undefined && product.productId !== productId)) return [];
    return [
      {
        orderId: row.orderId,
        orderNumber: row.orderNumber,
        orderLineId: row.orderLineId,
        variantId: row.variantId,
        productId: product.productId,
        productName: product.name,
        productSlug: product.slug,
        placedAt: row.placedAt ?? new Date(0),
        delivered: RECEIVED.includes(row.shipping),
      },
    ];
  });
}

export interface DeliveredOrder {
  id: number;
  number: string | null;
  userId: number;
  locale: string;
  placedAt: Date;
  variantIds: number[];
}

/**
 * Orders of customers with an account, received (delivered or picked up), not cancelled,
 * placed after `since`, and not matched by `exclude` (a subquery of order ids: the ones
 * already invited), oldest first, `limit` at most.
 */
export async function deliveredOrdersSince(
  db: Db,
  since: Date,
  limit: number,
  exclude?: SQL,
): Promise<DeliveredOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      userId: orders.userId,
      locale: orders.locale,
      placedAt: orders.placedAt,
    })
    .from(orders)
    .where(
      and(
        inArray(orders.shippingStatus, RECEIVED),
        notInArray(orders.status, NOT_BOUGHT),
        gt(orders.placedAt, since),
        sql`${orders.userId} is not null`,
        exclude ? sql`${orders.id} not in (${exclude})` : undefined,
      ),
    )
    .orderBy(asc(orders.placedAt), asc(orders.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const lines = await db
    .select({ orderId: orderVariants.orderId, variantId: orderVariants.variantId })
    .from(orderVariants)
    .where(
      inArray(
        orderVariants.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderVariants.id));
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    userId: row.userId!,
    locale: row.locale,
    placedAt: row.placedAt ?? new Date(0),
    variantIds: lines.filter((line) => line.orderId === row.id).map((line) => line.variantId),
  }));
}
