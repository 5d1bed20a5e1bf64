/** `GET /orders`: a customer's placed orders, newest first, as the account's list shows them. */
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ListQuery, ListQuerySpec } from '../../shared/api-query';
import type { CartDeps } from './cart.service';
import { accountOrderGroup, type OrderStatus, type ShippingStatus } from './order-states.rules';
import type { OrderSummaryCents } from './order-views.contract';
import { orders } from './orders.tables';

export const ordersQuerySpec: ListQuerySpec = {
  includes: [],
  // filter[saved]=1: the saved carts instead of the placed orders.
  filters: { saved: 'flag' },
  params: {},
  sorts: ['placed_at'],
  defaultSort: '-placed_at',
};

export async function listCustomerOrders(
  deps: Pick<CartDeps, 'db'>,
  userId: number,
  query: Pick<ListQuery, 'page' | 'limit'>,
): Promise<{ data: OrderSummaryCents[]; total: number }> {
  const placed = and(eq(orders.userId, userId), ne(orders.status, 'not_ordered'));
  const [rows, total] = await Promise.all([
    deps.db
      .select({
        order: orders,
        // Qualified by hand: inside a select, drizzle writes bare column names (`id` would mean the line).
        items: sql<number>`(select coalesce(sum(ov.quantity), 0)::int from order_variants ov where ov.order_id = "orders"."id")`,
      })
      .from(orders)
      .where(placed)
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    deps.db.$count(orders, placed),
  ]);
  return {
    total,
    data: rows.map(({ order, items }) => ({
      id: order.id,
      number: order.number,
      status: order.status,
      payment_status: order.paymentStatus,
      shipping_status: order.shippingStatus,
      group: accountOrderGroup(order.status as OrderStatus, order.shippingStatus as ShippingStatus),
      payment_method: order.paymentMethod,
      items_count: Number(items),
      total_ttc_cents: order.totalTtcCents,
      placed_at: order.placedAt ? order.placedAt.toISOString() : null,
    })),
  };
}

/** The numbers of a customer's own orders among `ids` (a loyalty history names its orders). */
export async function customerOrderNumbers(
  db: Pick<CartDeps, 'db'>['db'],
  userId: number,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.number ?? String(r.id)]));
}
