/**
 * The customer service's view of contact messages (decision 052, permission `claims`, checked
 * by the callers): the queue filtered by status and searched, one message with its attachment,
 * and a person's messages for the GDPR export and erasure.
 */
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../shared/http';
import { containsPattern } from '../../shared/like';
import { findUploads, uploadDto, type UploadRow } from '../media';
import type { ContactListQuery, ContactMessageDto } from './contact.contract';
import type { ContactStatus, ContactSubject } from './contact.rules';
import { contactMessages, type ContactMessageRow } from './contact.tables';

export const CONTACT_PAGE_SIZE = 50;

const cm = contactMessages;

function dto(row: ContactMessageRow, upload: UploadRow | undefined): ContactMessageDto {
  const file = upload ? uploadDto(upload) : null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject as ContactSubject,
    order_number: row.orderNumber,
    message: row.message,
    locale: row.locale,
    customer_id: row.userId,
    status: row.status as ContactStatus,
    handled_at: row.handledAt?.toISOString() ?? null,
    handled_by: row.handledByUserId,
    created_at: row.createdAt.toISOString(),
    attachment: file
      ? {
          id: file.id,
          url: file.url,
          original_name: file.original_name,
          content_type: file.content_type,
          size: file.size,
        }
      : null,
  };
}

async function dtos(db: Db, rows: ContactMessageRow[]): Promise<ContactMessageDto[]> {
  const ids = rows.flatMap((row) => (row.attachmentUploadId ? [row.attachmentUploadId] : []));
  const uploads = new Map((await findUploads(db, ids)).map((u) => [u.id, u]));
  return rows.map((row) =>
    dto(row, row.attachmentUploadId ? uploads.get(row.attachmentUploadId) : undefined),
  );
}

export async function contactCounts(db: Db): Promise<Record<ContactStatus, number>> {
  const rows = await db
    .select({ status: cm.status, count: sql<number>`count(*)::int` })
    .from(cm)
    .groupBy(cm.status);
  const counts = { unhandled: 0, handled: 0 };
  for (const row of rows)
    if (row.status in counts) counts[row.status as ContactStatus] = Number(row.count);
  return counts;
}

/** The queue: unhandled by default, newest first; the search looks in names, e-mails, orders, texts. */
export async function listContactMessages(
  db: Db,
  query: Partial<ContactListQuery>,
): Promise<{ rows: ContactMessageDto[]; total: number; page: number }> {
  const where: SQL[] = [];
  const status = query.status ?? 'unhandled';
  if (status !== 'all') where.push(eq(cm.status, status));
  const search = query.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    where.push(
      or(
        sql`${cm.name} ilike ${pattern}`,
        sql`${cm.email} ilike ${pattern}`,
        sql`${cm.orderNumber} ilike ${pattern}`,
        sql`${cm.message} ilike ${pattern}`,
      )!,
    );
  }
  const condition = where.length > 0 ? and(...where) : undefined;
  const page = query.page && query.page > 0 ? query.page : 1;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(cm)
      .where(condition)
      .orderBy(desc(cm.createdAt), desc(cm.id))
      .limit(CONTACT_PAGE_SIZE)
      .offset((page - 1) * CONTACT_PAGE_SIZE),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(cm)
      .where(condition),
  ]);
  return { rows: await dtos(db, rows), total: Number(count?.count ?? 0), page };
}

/** One message; 404 for an unknown id. */
export async function contactMessage(db: Db, id: number): Promise<ContactMessageDto> {
  const [row] = await db.select().from(cm).where(eq(cm.id, id));
  if (!row) throw notFound();
  return (await dtos(db, [row]))[0]!;
}

/** A person's messages: sent from their account, or with their address (any case). */
const ofPerson = (person: { userId: number; email: string }) =>
  or(eq(cm.userId, person.userId), sql`lower(${cm.email}) = lower(${person.email})`);

/** GDPR export (decision 031): the messages this person sent, attachments named. */
export async function contactMessagesOf(db: Db, person: { userId: number; email: string }) {
  const rows = await db.select().from(cm).where(ofPerson(person)).orderBy(cm.id);
  return (await dtos(db, rows)).map((m) => ({
    name: m.name,
    email: m.email,
    subject: m.subject,
    order_number: m.order_number,
    message: m.message,
    locale: m.locale,
    status: m.status,
    created_at: m.created_at,
    attachment: m.attachment ? m.attachment.original_name : null,
  }));
}

/**
 * GDPR erasure: removes this person's messages in the caller's transaction; answers how many
 * and the attachments' upload ids, for media to forget with the bytes.
 */
export async function forgetContactMessagesOf(
  tx: Db,
  person: { userId: number; email: string },
): Promise<{ removed: number; uploadIds: number[] }> {
  const rows = await tx
    .delete(cm)
    .where(ofPerson(person))
    .returning({ uploadId: cm.attachmentUploadId });
  return {
    removed: rows.length,
    uploadIds: rows.flatMap((row) => (row.uploadId ? [row.uploadId] : [])),
  };
}
