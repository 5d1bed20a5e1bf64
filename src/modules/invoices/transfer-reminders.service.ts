/**
 * The transfer reminder (the `transfer-reminders` sweep): an order placed to be paid by bank
 * transfer and still awaiting it 4 days later gets one reminder before its 7-day deadline.
 * Idempotent: the reminder is recorded in `order_notices` in the transaction that queues the
 * mail, under the order row's lock — re-runs and concurrent sweeps send it once.
 */
import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enqueueEmail } from '../mail';
import { orders } from '../orders/orders.tables';
import { recordNotice } from './invoices.repo';
import { orderNotices } from './invoices.tables';
import {
  TRANSFER_DEADLINE_DAYS,
  TRANSFER_REMINDER_DAYS,
  transferMailData,
} from './order-mail-data.rules';
import { readOrderSnapshot } from './order-snapshot.repo';
import { bankDetails } from './shop-settings.repo';

const DAY_MS = 86_400_000;

function awaitingTransfer(order: { status: string; paymentMethod: string | null }): boolean {
  return order.status === 'awaiting_payment' && order.paymentMethod === 'transfer';
}

/** Queues the due reminders; answers how many were queued by this run. */
export async function sendTransferReminders(db: Db, now: Date, batch = 200): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .leftJoin(
      orderNotices,
      and(eq(orderNotices.orderId, orders.id), eq(orderNotices.kind, 'transfer_reminder')),
    )
    .where(
      and(
        eq(orders.status, 'awaiting_payment'),
        eq(orders.paymentMethod, 'transfer'),
        lte(orders.placedAt, new Date(now.getTime() - TRANSFER_REMINDER_DAYS * DAY_MS)),
        // Past the deadline the order is being cancelled: no reminder then.
        gt(orders.placedAt, new Date(now.getTime() - TRANSFER_DEADLINE_DAYS * DAY_MS)),
        isNull(orderNotices.orderId),
      ),
    )
    .orderBy(asc(orders.placedAt))
    .limit(batch);
  let sent = 0;
  for (const { id } of due) {
    const queued = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!order || !awaitingTransfer(order)) return false;
      if (!(await recordNotice(tx, order.id, 'transfer_reminder', now))) return false;
      const snapshot = await readOrderSnapshot(tx, order);
      const to = snapshot?.customer?.email;
      if (!snapshot || !to) return true;
      await enqueueEmail(tx, {
        to,
        locale: snapshot.locale,
        template: 'transfer_reminder',
        data: transferMailData(snapshot, await bankDetails(tx)),
      });
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}
