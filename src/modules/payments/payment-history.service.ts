/**
 * What the payment providers told the shop about one order: every verified notification
 * stored (payment_notifications), with the outcome it carried and what it did to the order.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentNotifications, payments } from './payments.tables';

export interface PaymentNotificationRecord {
  id: number;
  provider: string;
  outcome: string;
  /** applied, duplicate, refused by the state table… */
  result: string;
  payment_reference: string;
  received_at: string;
}

export async function paymentNotificationsOf(
  db: Db,
  orderId: number,
): Promise<PaymentNotificationRecord[]> {
  const rows = await db
    .select({
      id: paymentNotifications.id,
      provider: paymentNotifications.provider,
      outcome: paymentNotifications.outcome,
      result: paymentNotifications.result,
      reference: payments.reference,
      receivedAt: paymentNotifications.receivedAt,
    })
    .from(paymentNotifications)
    .innerJoin(payments, eq(payments.id, paymentNotifications.paymentId))
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(paymentNotifications.receivedAt), asc(paymentNotifications.id));
  return rows.map((row) => ({
    id: row.id,
    provider: row.provider,
    outcome: row.outcome,
    result: row.result,
    payment_reference: row.reference,
    received_at: row.receivedAt.toISOString(),
  }));
}
