/**
 * The back office's reads of placed orders: the latest ones (or those whose number starts with
 * what the owner typed) and one order with its lines, customer and parcels (what was paid is
 * the payments module's `orderPaymentState`: payments received, never the amount due).
 */
import { and, asc, desc, eq, ilike, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pick } from '../../shared/locale';
import { variantLabels } from '../catalog';
import { userEmails } from '../customers';
import { listShipments, type ShipmentDto } from './follow-up.service';
import { queueCondition, type OrderQueue } from './order-queues.repo';
import { storePickupRanges } from './order-stats.service';
import { orderVariants, orders, type RelayPointSnapshot } from './orders.tables';
import type { AddressSnapshot } from './orders.tables';

export interface BackOfficeOrderRow {
  id: number;
  number: string | null;
  status: string;
  paymentStatus: string;
  shippingStatus: string;
  paymentMethod: string | null;
  totalTtcCents: number | null;
  placedAt: Date | null;
  email: string | null;
}

const summary = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  shippingStatus: orders.shippingStatus,
  paymentMethod: orders.paymentMethod,
  totalTtcCents: orders.totalTtcCents,
  placedAt: orders.placedAt,
  userId: orders.userId,
};

/** Each order with its customer's e-mail (the customers module owns the accounts). */
async function withEmails<T extends { userId: number | null }>(
  db: Db,
  rows: T[],
): Promise<(Omit<T, 'userId'> & { email: string | null })[]> {
  const emails = await userEmails(
    db,
    rows.flatMap((row) => (row.userId === null ? [] : [row.userId])),
  );
  return rows.map(({ userId, ...row }) => ({
    ...row,
    email: userId === null ? null : (emails.get(userId) ?? null),
  }));
}

/** How many orders a list shows at most. */
export const BACK_OFFICE_LIST_LIMIT = 50;

/**
 * The 50 latest placed orders, or those whose number starts with `search`; with a work
 * `queue` (the dashboard's counters link there), only that queue's, oldest first: the first
 * placed is the first to handle.
 */
export async function listPlacedOrders(
  db: Db,
  search: string,
  queue: OrderQueue | null = null,
): Promise<BackOfficeOrderRow[]> {
  const typed = search.replace(/[^0-9-]/g, '').slice(0, 20);
  const rows = await db
    .select(summary)
    .from(orders)
    .where(
      and(
        ne(orders.status, 'not_ordered'),
        typed ? ilike(orders.number, `${typed}%`) : undefined,
        queue ? queueCondition(queue, await storePickupRanges(db)) : undefined,
      ),
    )
    .orderBy(
      ...(queue
        ? [asc(orders.placedAt), asc(orders.id)]
        : [desc(orders.placedAt), desc(orders.id)]),
    )
    .limit(BACK_OFFICE_LIST_LIMIT);
  return withEmails(db, rows);
}

export interface BackOfficeOrder extends BackOfficeOrderRow {
  /** What a form read the order at (its last change, to the millisecond): the stale check. */
  version: string;
  shippingAddress: AddressSnapshot | null;
  relayPoint: RelayPointSnapshot | null;
  lines: { id: number; reference: string; name: string; quantity: number; withAssembly: boolean }[];
  shipments: ShipmentDto[];
}

export async function backOfficeOrder(db: Db, id: number): Promise<BackOfficeOrder | null> {
  const [foundRow] = await db
    .select({
      ...summary,
      shippingAddress: orders.shippingAddress,
      relayPoint: orders.relayPoint,
      updatedAt: orders.updatedAt,
    })
    .from(orders)
    .where(and(eq(orders.id, id), ne(orders.status, 'not_ordered')));
  if (!foundRow) return null;
  const { updatedAt, ...found } = foundRow;
  const [row] = await withEmails(db, [found]);
  const [lines, shipments] = await Promise.all([
    db
      .select({
        id: orderVariants.id,
        variantId: orderVariants.variantId,
        quantity: orderVariants.quantity,
        withAssembly: orderVariants.withAssembly,
      })
      .from(orderVariants)
      .where(eq(orderVariants.orderId, id))
      .orderBy(orderVariants.id),
    listShipments(db, id),
  ]);
  const labels = await variantLabels(
    db,
    lines.map((line) => line.variantId),
  );
  return {
    ...row!,
    version: updatedAt.toISOString(),
    // A line whose variant the catalogue no longer has is left out, as the join did.
    lines: lines.flatMap(({ variantId, ...line }) => {
      const label = labels.get(variantId);
      return label ? [{ ...line, reference: label.reference, name: pick(label.name, 'fr') }] : [];
    }),
    shipments,
  };
}
