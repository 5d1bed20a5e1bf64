/**
 * Reads an order's life from each module that owns a part of it (through their indexes, never
 * their tables) and composes one timeline (order-timeline.rules.ts). Staff only: the caller
 * checks the permission ('orders').
 */
import type { Db } from '../../db/client';
import { auditOfEntity } from '../audit';
import { userLabels } from '../customers';
import { orderDocuments } from '../invoices';
import { orderEmailHistory } from '../mail';
import { backOfficeOrder, listOrderNotes } from '../orders';
import { listRefunds, orderPaymentState, paymentNotificationsOf } from '../payments';
import { composeTimeline, type TimelineEntry } from './order-timeline.rules';

/** The order's timeline, oldest first; null for an unknown order or a cart. */
export async function orderTimeline(db: Db, orderId: number): Promise<TimelineEntry[] | null> {
  const order = await backOfficeOrder(db, orderId);
  if (!order) return null;
  const [payment, notifications, refunds, emails, documents, audit, notes] = await Promise.all([
    orderPaymentState(db, orderId),
    paymentNotificationsOf(db, orderId),
    listRefunds(db, orderId),
    order.number ? orderEmailHistory(db, order.number) : [],
    orderDocuments(db, orderId),
    auditOfEntity(db, 'order', orderId),
    listOrderNotes(db, orderId),
  ]);
  const actors = await userLabels(db, [
    ...new Set(audit.flatMap((row) => (row.actor_user_id === null ? [] : [row.actor_user_id]))),
  ]);
  return composeTimeline({
    order: {
      number: order.number,
      placedAt: order.placedAt?.toISOString() ?? null,
      status: order.status,
      updatedAt: order.version,
    },
    payments: payment?.payments ?? [],
    notifications,
    refunds,
    parcels: order.shipments,
    emails,
    documents,
    audit,
    notes,
    actorNames: new Map([...actors].map(([id, label]) => [id, label.name || label.email])),
  });
}
