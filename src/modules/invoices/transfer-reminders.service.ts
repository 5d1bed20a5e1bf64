/**
 * The transfer reminder (the `transfer-reminders` sweep): an order placed to be paid by bank
 * transfer and still awaiting it 4 days later gets one reminder before its 7-day deadline.
 * Idempotent: the reminder is recorded in `order_notices` in the transaction that queues the
 * mail, under the order row's lock — re-runs and concurrent sweeps send it once.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enqueueEmail } from '../mail';
import {
  TRANSFER_PAYMENT_DAYS,
  awaitingTransfersPlaced,
  awaitsTransfer,
  lockOrder,
  readOrderSnapshot,
} from '../orders';
import { recordNotice } from './invoices.repo';
import { orderNotices } from './invoices.tables';
import { TRANSFER_REMINDER_DAYS, transferMailData } from './order-mail-data.rules';
import { bankDetails } from './shop-settings.repo';

const DAY_MS = 86_400_000;

/** Of these orders, those already reminded. */
async function reminded(db: Db, orderIds: readonly number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .select({ orderId: orderNotices.orderId })
    .from(orderNotices)
    .where(
      and(inArray(orderNotices.orderId, [...orderIds]), eq(orderNotices.kind, 'transfer_reminder')),
    );
  return new Set(rows.map((row) => row.orderId));
}

/** Queues the due reminders; answers how many were queued by this run. */
export async function sendTransferReminders(db: Db, now: Date, batch = 200): Promise<number> {
  // Placed long enough ago, but not past the deadline (the order is being cancelled then).
  const candidates = await awaitingTransfersPlaced(
    db,
    new Date(now.getTime() - TRANSFER_PAYMENT_DAYS * DAY_MS),
    new Date(now.getTime() - TRANSFER_REMINDER_DAYS * DAY_MS),
  );
  const done = await reminded(
    db,
    candidates.map((c) => c.id),
  );
  const due = candidates.filter((c) => !done.has(c.id)).slice(0, batch);
  let sent = 0;
  for (const { id } of due) {
    const queued = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (!order || !awaitsTransfer(order)) return false;
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
