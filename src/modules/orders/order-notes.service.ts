/**
 * Staff's internal notes on an order: written from the back office (page and API), audited,
 * read back on the order page and in its timeline — never by the customer's pages or API.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../shared/http';
import { recordAudit } from '../audit';
import { userLabels } from '../customers';
import type { OrderNoteDto, OrderNoteInput } from './order-notes.contract';
import { orderNotes } from './order-notes.tables';
import { orders } from './orders.tables';

export async function listOrderNotes(db: Db, orderId: number): Promise<OrderNoteDto[]> {
  const rows = await db
    .select()
    .from(orderNotes)
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
  const authors = await userLabels(db, [
    ...new Set(rows.flatMap((row) => (row.authorUserId === null ? [] : [row.authorUserId]))),
  ]);
  return rows.map((row) => {
    const author = row.authorUserId === null ? undefined : authors.get(row.authorUserId);
    return {
      id: row.id,
      body: row.body,
      author: author ? { id: row.authorUserId!, name: author.name || author.email } : null,
      created_at: row.createdAt.toISOString(),
    };
  });
}

/** Adds a note to a placed order (a cart or an unknown order: 404), audited in its transaction. */
export async function addOrderNote(
  db: Db,
  orderId: number,
  input: OrderNoteInput,
  authorUserId: number | null,
  now: Date,
): Promise<OrderNoteDto> {
  const id = await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), ne(orders.status, 'not_ordered')));
    if (!order) throw notFound();
    const [row] = await tx
      .insert(orderNotes)
      .values({ orderId, authorUserId, body: input.body, createdAt: now })
      .returning({ id: orderNotes.id });
    await recordAudit(tx, {
      actorUserId: authorUserId,
      action: 'order.note',
      entity: 'order',
      entityId: orderId,
      before: null,
      after: { note_id: row!.id, body: input.body },
    });
    return row!.id;
  });
  return (await listOrderNotes(db, orderId)).find((note) => note.id === id)!;
}
