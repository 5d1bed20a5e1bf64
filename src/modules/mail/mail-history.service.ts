/**
 * What the outbox holds about one order: its e-mails, queued, sent or given up. Order mails
 * carry the order's number in their data (`data.number`, order-mail.contract.ts), which an
 * expression index reads (email_outbox_order_number_idx).
 */
import { and, asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ORDER_EMAIL_TEMPLATES } from './order-mail.contract';
import { emailOutbox } from './mail.tables';

export interface OrderEmailRecord {
  id: number;
  template: string;
  to: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  created_at: string;
  sent_at: string | null;
}

export async function orderEmailHistory(db: Db, orderNumber: string): Promise<OrderEmailRecord[]> {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(
      and(
        sql`(${emailOutbox.data} ->> 'number') = ${orderNumber}`,
        inArray(emailOutbox.template, [...ORDER_EMAIL_TEMPLATES]),
      ),
    )
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id));
  return rows.map((row) => ({
    id: row.id,
    template: row.template,
    to: row.to,
    status: row.status,
    attempts: row.attempts,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  }));
}
