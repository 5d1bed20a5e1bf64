/**
 * Aggregates of placed orders for the back office's dashboard, in SQL over the orders this
 * module owns: the work queues' counts, sales per day / week / month, the payment-method mix,
 * the sales by variant and the share of given customers. Money in integer cents; a cancelled
 * order counts in no revenue and no basket (it is counted apart).
 */
import { and, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rangeIdsOfKind } from '../shipping';
import { ORDER_QUEUES, queueCondition, type OrderQueue } from './order-queues.repo';
import { orders } from './orders.tables';

export interface QueueCount {
  queue: OrderQueue;
  count: number;
  /** When the oldest order of the queue was placed (the transfer deadline is reckoned on it). */
  oldestPlacedAt: Date | null;
}

/** The store pickup's ranges: the queues tell collected orders from parcels by them. */
export function storePickupRanges(db: Db): Promise<number[]> {
  return rangeIdsOfKind(db, 'store');
}

/**
 * How many placed orders wait in each work queue: one statement over the orders of any queue
 * (the work index finds those few), each queue's count and oldest as a filtered aggregate.
 */
export async function orderQueueCounts(db: Db): Promise<QueueCount[]> {
  const storeRanges = await storePickupRanges(db);
  const conditions = ORDER_QUEUES.map((queue) => queueCondition(queue, storeRanges));
  const [row] = await db
    .select(
      Object.fromEntries(
        conditions.flatMap((condition, i) => [
          [`count${i}`, sql<number>`count(*) filter (where ${condition})`.mapWith(Number)],
          [
            `oldest${i}`,
            sql<Date | null>`min(${orders.placedAt}) filter (where ${condition})`.mapWith(
              orders.placedAt,
            ),
          ],
        ]),
      ) as Record<string, SQL.Aliased | SQL<unknown>>,
    )
    .from(orders)
    .where(or(...conditions));
  return ORDER_QUEUES.map((queue, i) => ({
    queue,
    count: Number(row?.[`count${i}`] ?? 0),
    oldestPlacedAt: (row?.[`oldest${i}`] as Date | null | undefined) ?? null,
  }));
}

export type BucketUnit = 'day' | 'week' | 'month';

export interface SalesWindow {
  /** Placed at or after `from`, before `to`. */
  from: Date;
  to: Date;
  unit: BucketUnit;
  /** Days, weeks and months are the shop's: `Europe/Paris`. */
  timeZone: string;
}

export interface SalesBucket {
  /** First local day of the bucket, `YYYY-MM-DD` (a week starts on Monday). */
  bucket: string;
  orders: number;
  cancelled: number;
  revenueCents: number;
}

type Rows<T> = { rows: T[] };

const kept = sql`${orders.status} not in ('not_ordered', 'cancelled')`;
const placedIn = (w: SalesWindow) =>
  sql`${orders.status} <> 'not_ordered' and ${orders.placedAt} >= ${w.from.toISOString()}::timestamptz and ${orders.placedAt} < ${w.to.toISOString()}::timestamptz`;

/** Orders placed, cancelled and the revenue incl. VAT of the kept ones, per local bucket. */
export async function salesByBucket(db: Db, w: SalesWindow): Promise<SalesBucket[]> {
  const unit = sql.raw(`'${w.unit}'`);
  const result = (await db.execute(sql`
    select to_char(date_trunc(${unit}, ${orders.placedAt} at time zone ${w.timeZone}), 'YYYY-MM-DD') as bucket,
           count(*) filter (where ${kept})::int as orders,
           count(*) filter (where ${orders.status} = 'cancelled')::int as cancelled,
           coalesce(sum(${orders.totalTtcCents}) filter (where ${kept}), 0)::bigint as revenue
      from ${orders}
     where ${placedIn(w)}
     group by 1 order by 1`)) as unknown as Rows<{
    bucket: string;
    orders: number;
    cancelled: number;
    revenue: string | number;
  }>;
  return result.rows.map((row) => ({
    bucket: row.bucket,
    orders: Number(row.orders),
    cancelled: Number(row.cancelled),
    revenueCents: Number(row.revenue),
  }));
}

export interface MethodShare {
  method: string | null;
  orders: number;
  revenueCents: number;
}

/** Kept orders and their revenue per payment method, most revenue first. */
export async function paymentMethodMix(db: Db, w: SalesWindow): Promise<MethodShare[]> {
  const result = (await db.execute(sql`
    select ${orders.paymentMethod} as method, count(*)::int as orders,
           coalesce(sum(${orders.totalTtcCents}), 0)::bigint as revenue
      from ${orders}
     where ${placedIn(w)} and ${kept}
     group by 1 order by 3 desc, 1`)) as unknown as Rows<{
    method: string | null;
    orders: number;
    revenue: string | number;
  }>;
  return result.rows.map((row) => ({
    method: row.method,
    orders: Number(row.orders),
    revenueCents: Number(row.revenue),
  }));
}

export interface VariantSales {
  variantId: number;
  quantity: number;
  /** Lines' frozen unit price excl. VAT × quantity (fitting excluded). */
  salesHtCents: number;
}

/** Units sold and sales excl. VAT per variant over the kept orders, best first. */
export async function salesByVariant(db: Db, w: SalesWindow): Promise<VariantSales[]> {
  const result = (await db.execute(sql`
    select ov.variant_id, sum(ov.quantity)::int as quantity,
           coalesce(sum(ov.quantity::bigint * ov.unit_price_ht_cents), 0)::bigint as sales
      from order_variants ov join ${orders} on ${orders.id} = ov.order_id
     where ${placedIn(w)} and ${kept}
     group by ov.variant_id order by 3 desc, 1`)) as unknown as Rows<{
    variant_id: number;
    quantity: number;
    sales: string | number;
  }>;
  return result.rows.map((row) => ({
    variantId: Number(row.variant_id),
    quantity: Number(row.quantity),
    salesHtCents: Number(row.sales),
  }));
}

export interface CustomerShare {
  orders: number;
  revenueCents: number;
}

/** Kept orders (and revenue) placed by these accounts in the window. */
export async function ordersOfCustomers(
  db: Db,
  w: SalesWindow,
  userIds: readonly number[],
): Promise<CustomerShare> {
  if (userIds.length === 0) return { orders: 0, revenueCents: 0 };
  const [row] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      revenue: sql<string>`coalesce(sum(${orders.totalTtcCents}), 0)::bigint`,
    })
    .from(orders)
    .where(
      and(
        placedIn(w),
        kept,
        sql`${orders.userId} = any(${`{${userIds.map((id) => Math.trunc(id)).join(',')}}`}::int[])`,
      ),
    );
  return { orders: Number(row?.orders ?? 0), revenueCents: Number(row?.revenue ?? 0) };
}

/**
 * Which of these delivery ranges an order or a cart uses: those cannot be removed (the foreign
 * key keeps the order's delivery), only switched off; the delivery page offers no removal.
 */
export async function shippingRangesInUse(
  db: Db,
  rangeIds: readonly number[],
): Promise<Set<number>> {
  if (rangeIds.length === 0) return new Set();
  const result = (await db.execute(sql`
    select r.id from unnest(${`{${rangeIds.map((id) => Math.trunc(id)).join(',')}}`}::int[]) as r(id)
     where exists (select 1 from ${orders} where ${orders.shippingMethodRangeId} = r.id)`)) as unknown as Rows<{
    id: number;
  }>;
  return new Set(result.rows.map((row) => Number(row.id)));
}
