/**
 * The back office's read of one placed order with its lines, customer and parcels (the list of
 * orders is order-list.service.ts; what was paid is the payments module's `orderPaymentState`:
 * payments received, never the amount due).
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pick } from '../../shared/locale';
import { variantLabels } from '../catalog';
import { userEmails } from '../customers';
import { listShipments, type ShipmentDto } from './follow-up.service';
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
