/** SQL of the mail module: the outbox and the development mailbox. */
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { devMailbox, emailOutbox, type OutboxAttachment } from './mail.tables';

export interface OutboxInsert {
  to: string;
  locale: string;
  template: string;
  data: Record<string, unknown>;
  attachments?: OutboxAttachment[] | null;
}

export async function insertOutbox(db: Db, row: OutboxInsert): Promise<void> {
  await db.insert(emailOutbox).values(row);
}

export interface ClaimedEmail extends OutboxInsert {
  id: number;
  attempts: number;
  createdAt: Date;
  /** The lease this claim holds (the row's `next_attempt_at`): renewLease checks it. */
  leaseUntil: Date;
}

/**
 * Claims up to `limit` due pending mails, oldest first, by moving their `next_attempt_at` to
 * `leaseUntil`: another sweep skips rows being claimed (SKIP LOCKED) and rows claimed (no longer
 * due). If this process dies while sending, the rows are due again when the lease ends.
 */
export async function claimDueEmails(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedEmail[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
    .orderBy(asc(emailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(emailOutbox)
    .set({ nextAttemptAt: leaseUntil })
    .where(and(inArray(emailOutbox.id, due), eq(emailOutbox.status, 'pending')))
    .returning({
      id: emailOutbox.id,
      to: emailOutbox.to,
      locale: emailOutbox.locale,
      template: emailOutbox.template,
      data: emailOutbox.data,
      attachments: emailOutbox.attachments,
      attempts: emailOutbox.attempts,
      createdAt: emailOutbox.createdAt,
      leaseUntil: emailOutbox.nextAttemptAt,
    });
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Extends the lease of one claimed row just before it is sent, if this claim still holds it:
 * false when the lease ran out and another sweep claimed the row meanwhile (it sends it).
 */
export async function renewLease(
  db: Db,
  id: number,
  heldUntil: Date,
  leaseUntil: Date,
): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set({ nextAttemptAt: leaseUntil })
    .where(
      and(
        eq(emailOutbox.id, id),
        eq(emailOutbox.status, 'pending'),
        eq(emailOutbox.nextAttemptAt, heldUntil),
      ),
    )
    .returning({ id: emailOutbox.id });
  return rows.length === 1;
}

export async function markSent(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: now, lastError: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')));
}

export async function markFailedAttempt(
  db: Db,
  id: number,
  change: { attempts: number; status: 'pending' | 'failed'; nextAttemptAt?: Date; error: string },
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      attempts: change.attempts,
      status: change.status,
      lastError: change.error.slice(0, 2000),
      ...(change.nextAttemptAt ? { nextAttemptAt: change.nextAttemptAt } : {}),
    })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')));
}

export interface DevMail {
  id: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: string[] | null;
  createdAt: Date;
}

export async function insertDevMail(db: Db, mail: Omit<DevMail, 'id' | 'createdAt'>) {
  await db.insert(devMailbox).values(mail);
}

/** Newest first; only mails to `to` (any case) when given. */
export async function listDevMail(db: Db, options: { to?: string; limit: number }) {
  return db
    .select()
    .from(devMailbox)
    .where(
      options.to === undefined ? undefined : sql`lower(${devMailbox.to}) = lower(${options.to})`,
    )
    .orderBy(desc(devMailbox.id))
    .limit(options.limit);
}

export async function findDevMail(db: Db, id: number): Promise<DevMail | null> {
  const [row] = await db.select().from(devMailbox).where(eq(devMailbox.id, id));
  return row ?? null;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An erased person's address leaves the mail tables (GDPR art. 17, decision 033): mails to
 * them — queued, sent or failed, in the outbox and the development mailbox — are deleted; in
 * mails to others (the shop's new-order notices) the address is replaced by `replacement`.
 * Answers how many rows were deleted and rewritten.
 */
export async function forgetRecipient(
  tx: Db,
  address: string,
  replacement: string,
): Promise<{ deleted: number; rewritten: number }> {
  const sameAddress = (column: typeof emailOutbox.to | typeof devMailbox.to) =>
    sql`lower(${column}) = lower(${address})`;
  const pattern = escapeRegExp(address);
  const outboxDeleted = await tx
    .delete(emailOutbox)
    .where(sameAddress(emailOutbox.to))
    .returning({ id: emailOutbox.id });
  const devDeleted = await tx
    .delete(devMailbox)
    .where(sameAddress(devMailbox.to))
    .returning({ id: devMailbox.id });
  const outboxRewritten = await tx
    .update(emailOutbox)
    .set({
      data: sql`regexp_replace(${emailOutbox.data}::text, ${pattern}, ${replacement}, 'gi')::jsonb`,
    })
    .where(sql`${emailOutbox.data}::text ~* ${pattern}`)
    .returning({ id: emailOutbox.id });
  const devRewritten = await tx
    .update(devMailbox)
    .set({
      subject: sql`regexp_replace(${devMailbox.subject}, ${pattern}, ${replacement}, 'gi')`,
      html: sql`regexp_replace(${devMailbox.html}, ${pattern}, ${replacement}, 'gi')`,
      text: sql`regexp_replace(${devMailbox.text}, ${pattern}, ${replacement}, 'gi')`,
    })
    .where(sql`(${devMailbox.subject} || ${devMailbox.html} || ${devMailbox.text}) ~* ${pattern}`)
    .returning({ id: devMailbox.id });
  return {
    deleted: outboxDeleted.length + devDeleted.length,
    rewritten: outboxRewritten.length + devRewritten.length,
  };
}
