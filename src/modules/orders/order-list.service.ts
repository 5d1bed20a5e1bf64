/**
 * The back office's orders list: placed orders narrowed by the filters of order-list.contract.ts,
 * sorted, a page at a time with the count of all that match; and the same list page after page
 * for the CSV export, so 100,000 orders never sit in memory at once. What the customers and the
 * catalogue know (accounts, PRO status, references) enters as their own SQL fragments, so a
 * page is one statement whatever the number of customers or variants that match.
 */
import { and, asc, desc, eq, ne, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../shared/like';
import { variantIdsByReferenceSql } from '../catalog';
import { customerIdsMatchingSql, isProfessionalSql, userLabels } from '../customers';
import type { OrderListFilter } from './order-list.contract';
import { queueCondition } from './order-queues.repo';
import { storePickupRanges } from './order-stats.service';
import { addressNamesText, orderVariants, orders } from './orders.tables';

export interface OrderListRow {
  id: number;
  number: string | null;
  placedAt: Date | null;
  status: string;
  paymentStatus: string;
  shippingStatus: string;
  paymentMethod: string | null;
  totalTtcCents: number | null;
  customerName: string | null;
  email: string | null;
  isPro: boolean;
}

const SHOP_TIME_ZONE = 'Europe/Paris';

/**
 * The orders whose number, address names, account (e-mail, name) or a line's variant reference
 * contains `text`, as one subquery of ids: each branch is served by its own trigram index (the
 * account's and the reference's by their owners' indexes, then orders_user_idx and
 * order_variants_variant_idx), so the search reads what matches, never the whole history, and
 * finds an order of any age.
 */
function textSearch(text: string): SQL {
  const pattern = containsPattern(text);
  const placed = sql`${orders.status} <> 'not_ordered'`;
  return sql`${orders.id} in (
    select ${orders.id} from ${orders} where ${orders.number} ilike ${pattern}
    union all select ${orders.id} from ${orders}
      where ${placed} and ${addressNamesText(orders.billingAddress)} ilike ${pattern}
    union all select ${orders.id} from ${orders}
      where ${placed} and ${addressNamesText(orders.shippingAddress)} ilike ${pattern}
    union all select ${orders.id} from ${orders}
      where ${orders.userId} in (${customerIdsMatchingSql(text)})
    union all select ${orderVariants.orderId} from ${orderVariants}
      where ${orderVariants.variantId} in (${variantIdsByReferenceSql(text)})
  )`;
}

/**
 * The filters as one SQL condition. What belongs to other modules (accounts, PRO status,
 * references) is their SQL embedded in this statement, not ids read first and sent back.
 */
async function conditions(db: Db, filter: OrderListFilter): Promise<SQL | undefined> {
  const isPro = isProfessionalSql(orders.userId);
  return and(
    ne(orders.status, 'not_ordered'),
    filter.state ? eq(orders.status, filter.state) : undefined,
    filter.payment ? eq(orders.paymentStatus, filter.payment) : undefined,
    filter.method ? eq(orders.paymentMethod, filter.method) : undefined,
    // Days as the shop counts them (Paris), like the dashboard's and the CSV's dates.
    filter.from
      ? sql`${orders.placedAt} >= (${filter.from}::date::timestamp at time zone ${SHOP_TIME_ZONE})`
      : undefined,
    filter.to
      ? sql`${orders.placedAt} < ((${filter.to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE})`
      : undefined,
    filter.pro === '1' ? isPro : undefined,
    filter.pro === '0' ? not(isPro) : undefined,
    filter.queue ? queueCondition(filter.queue, await storePickupRanges(db)) : undefined,
    filter.search ? textSearch(filter.search) : undefined,
  );
}

const SORT_COLUMNS = {
  placed_at: { column: orders.placedAt, type: sql.raw('timestamptz') },
  total: { column: orders.totalTtcCents, type: sql.raw('integer') },
  number: { column: orders.number, type: sql.raw('text') },
} as const;

function ordering(filter: OrderListFilter) {
  const { column } = SORT_COLUMNS[filter.sortBy];
  return filter.descending
    ? [sql`${column} desc nulls last`, desc(orders.id)]
    : [sql`${column} asc nulls last`, asc(orders.id)];
}

/**
 * Where the export stopped: the last row's sort value (as text, so a timestamp keeps its
 * microseconds) and id. The rows with a value come first, then those without (nulls last).
 */
interface Cursor {
  value: string | null;
  id: number;
}

/** The rows after `after` in the list's order (`null`: from the start of the valued rows). */
function keyset(filter: OrderListFilter, after: Cursor | null, nulls: boolean): SQL {
  const { column, type } = SORT_COLUMNS[filter.sortBy];
  const beyond = filter.descending ? sql.raw('<') : sql.raw('>');
  if (nulls)
    return after?.value === null
      ? sql`${column} is null and ${orders.id} ${beyond} ${after.id}`
      : sql`${column} is null`;
  // A row comparison, so the sort index is read from the cursor on: each batch costs its size.
  return after
    ? sql`(${column}, ${orders.id}) ${beyond} (cast(${after.value} as ${type}), ${after.id})`
    : sql`${column} is not null`;
}

async function readPage(
  db: Db,
  where: SQL | undefined,
  filter: OrderListFilter,
  offset: number,
  limit: number,
): Promise<(OrderListRow & { cursor: string | null })[]> {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      placedAt: orders.placedAt,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      shippingStatus: orders.shippingStatus,
      paymentMethod: orders.paymentMethod,
      totalTtcCents: orders.totalTtcCents,
      userId: orders.userId,
      billing: orders.billingAddress,
      shipping: orders.shippingAddress,
      isPro: isProfessionalSql(orders.userId),
      cursor: sql<string | null>`${SORT_COLUMNS[filter.sortBy].column}::text`,
    })
    .from(orders)
    .where(where)
    .orderBy(...ordering(filter))
    .offset(offset)
    .limit(limit);
  const labels = await userLabels(
    db,
    rows.flatMap((row) => (row.userId === null ? [] : [row.userId])),
  );
  return rows.map(({ userId, billing, shipping, ...row }) => {
    const account = userId === null ? undefined : labels.get(userId);
    const address = billing ?? shipping;
    const fromAddress = address ? `${address.firstname} ${address.lastname}`.trim() : '';
    return {
      ...row,
      customerName: account?.name ?? (fromAddress || null),
      email: account?.email ?? null,
    };
  });
}

/** One page of the list and how many orders match in all. */
export async function listBackOfficeOrders(
  db: Db,
  filter: OrderListFilter,
): Promise<{ rows: OrderListRow[]; total: number; page: number; limit: number }> {
  const where = await conditions(db, filter);
  const [page, [counted]] = await Promise.all([
    readPage(db, where, filter, (filter.page - 1) * filter.limit, filter.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  const rows = page.map(({ cursor: _cursor, ...row }) => row);
  return { rows, total: Number(counted?.n ?? 0), page: filter.page, limit: filter.limit };
}

/**
 * Every matching order (pages and limit ignored), `batch` at a time, in the list's order. Each
 * batch starts after the previous one's last row (keyset, not OFFSET): a 100,000-order export
 * reads each order once, and orders placed or changed meanwhile shift nothing.
 */
export async function* eachBackOfficeOrder(
  db: Db,
  filter: OrderListFilter,
  batch = 1000,
): AsyncGenerator<OrderListRow[]> {
  const where = await conditions(db, filter);
  for (const nulls of [false, true]) {
    let after: Cursor | null = null;
    for (;;) {
      const page = await readPage(db, and(where, keyset(filter, after, nulls)), filter, 0, batch);
      if (page.length) yield page.map(({ cursor: _cursor, ...row }) => row);
      if (page.length < batch) break;
      const last = page[page.length - 1]!;
      after = { value: last.cursor, id: last.id };
    }
  }
}
