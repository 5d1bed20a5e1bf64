/** The only SQL of claims (decision 051): claims, their messages and the files linked to them. */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../shared/like';
import type { ClaimAwaiting, ClaimState, InboxFilter } from './support.rules';
import {
  supportClaims,
  supportMessageFiles,
  supportMessages,
  type SupportClaimRow,
  type SupportMessageRow,
} from './support.tables';

export async function insertClaim(
  tx: Db,
  values: {
    userId: number;
    orderId: number | null;
    orderNumber: string | null;
    title: string;
    now: Date;
  },
): Promise<SupportClaimRow> {
  const [row] = await tx
    .insert(supportClaims)
    .values({
      userId: values.userId,
      orderId: values.orderId,
      orderNumber: values.orderNumber,
      title: values.title,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  return row!;
}

export async function insertMessage(
  tx: Db,
  values: {
    claimId: number;
    authorUserId: number;
    authorKind: 'customer' | 'staff';
    body: string;
    internal: boolean;
    now: Date;
  },
): Promise<SupportMessageRow> {
  const [row] = await tx
    .insert(supportMessages)
    .values({ ...values, createdAt: values.now })
    .returning();
  return row!;
}

export async function linkFiles(tx: Db, messageId: number, uploadIds: readonly number[]) {
  if (uploadIds.length === 0) return;
  await tx
    .insert(supportMessageFiles)
    .values(uploadIds.map((uploadId) => ({ messageId, uploadId })));
}

export async function updateClaim(
  tx: Db,
  id: number,
  values: Partial<Pick<SupportClaimRow, 'state' | 'awaiting' | 'updatedAt' | 'closedAt'>>,
): Promise<SupportClaimRow> {
  const [row] = await tx
    .update(supportClaims)
    .set(values)
    .where(eq(supportClaims.id, id))
    .returning();
  return row!;
}

/** A claim by id (locked for the caller's transaction when `lock`); null when unknown. */
export async function claimById(db: Db, id: number, lock = false): Promise<SupportClaimRow | null> {
  const query = db.select().from(supportClaims).where(eq(supportClaims.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function claimsOfUser(db: Db, userId: number): Promise<SupportClaimRow[]> {
  return db
    .select()
    .from(supportClaims)
    .where(eq(supportClaims.userId, userId))
    .orderBy(desc(supportClaims.updatedAt), desc(supportClaims.id));
}

/** A claim's messages, oldest first, with the upload ids of their files. */
export async function messagesOf(
  db: Db,
  claimIds: readonly number[],
): Promise<(SupportMessageRow & { uploadIds: number[] })[]> {
  if (claimIds.length === 0) return [];
  const rows = await db
    .select()
    .from(supportMessages)
    .where(inArray(supportMessages.claimId, [...claimIds]))
    .orderBy(asc(supportMessages.id));
  const links =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(supportMessageFiles)
          .where(
            inArray(
              supportMessageFiles.messageId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(supportMessageFiles.uploadId));
  return rows.map((row) => ({
    ...row,
    uploadIds: links.filter((l) => l.messageId === row.id).map((l) => l.uploadId),
  }));
}

/** The claim a file belongs to (its customer may read staff's files), or null. */
export async function claimOfUpload(db: Db, uploadId: number): Promise<SupportClaimRow | null> {
  const [row] = await db
    .select({ claim: supportClaims, internal: supportMessages.internal })
    .from(supportMessageFiles)
    .innerJoin(supportMessages, eq(supportMessages.id, supportMessageFiles.messageId))
    .innerJoin(supportClaims, eq(supportClaims.id, supportMessages.claimId))
    .where(eq(supportMessageFiles.uploadId, uploadId));
  // A file of a staff note is not the customer's to read.
  return row && !row.internal ? row.claim : null;
}

export async function isLinkedUpload(db: Db, uploadId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: supportMessageFiles.uploadId })
    .from(supportMessageFiles)
    .where(eq(supportMessageFiles.uploadId, uploadId));
  return row !== undefined;
}

function filterCondition(filter: InboxFilter): SQL | undefined {
  const open = eq(supportClaims.state, 'open' satisfies ClaimState);
  switch (filter) {
    case 'all':
      return undefined;
    case 'open':
      return open;
    case 'closed':
      return eq(supportClaims.state, 'closed' satisfies ClaimState);
    case 'waiting_us':
      return and(open, eq(supportClaims.awaiting, 'us' satisfies ClaimAwaiting));
    case 'waiting_customer':
      return and(open, eq(supportClaims.awaiting, 'customer' satisfies ClaimAwaiting));
  }
}

/**
 * One page of the back office's inbox: a filter, and a search on the title, the order number
 * or the customer (`customerIds`: the customers module's subquery), oldest waiting first for
 * open claims, most recent first otherwise.
 */
export async function inboxRows(
  db: Db,
  input: {
    filter: InboxFilter;
    q: string;
    customerIds: SQL | null;
    page: number;
    pageSize: number;
  },
): Promise<{ rows: (SupportClaimRow & { messagesCount: number })[]; total: number }> {
  const conditions: SQL[] = [];
  const byFilter = filterCondition(input.filter);
  if (byFilter) conditions.push(byFilter);
  if (input.q) {
    const pattern = containsPattern(input.q);
    const id = /^\d{1,9}$/.test(input.q) ? eq(supportClaims.id, Number(input.q)) : undefined;
    conditions.push(
      or(
        ilike(supportClaims.title, pattern),
        ilike(supportClaims.orderNumber, pattern),
        input.customerIds ? sql`${supportClaims.userId} in (${input.customerIds})` : undefined,
        id,
      )!,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const waiting = input.filter === 'waiting_us' || input.filter === 'open';
  const [rows, total] = await Promise.all([
    db
      .select({
        claim: supportClaims,
        messagesCount: sql<number>`(select count(*)::int from support_messages m where m.claim_id = "support_claims"."id")`,
      })
      .from(supportClaims)
      .where(where)
      .orderBy(
        waiting ? asc(supportClaims.updatedAt) : desc(supportClaims.updatedAt),
        desc(supportClaims.id),
      )
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.$count(supportClaims, where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r.claim, messagesCount: Number(r.messagesCount) })),
    total,
  };
}

/** Claims by state and turn: the inbox's tab counts and the dashboard's counter. */
export async function claimCounts(db: Db) {
  const rows = await db
    .select({ state: supportClaims.state, awaiting: supportClaims.awaiting, n: count() })
    .from(supportClaims)
    .groupBy(supportClaims.state, supportClaims.awaiting);
  const sum = (pred: (r: (typeof rows)[number]) => boolean) =>
    rows.filter(pred).reduce((total, r) => total + Number(r.n), 0);
  return {
    open: sum((r) => r.state === 'open'),
    waiting_us: sum((r) => r.state === 'open' && r.awaiting === 'us'),
    waiting_customer: sum((r) => r.state === 'open' && r.awaiting === 'customer'),
    closed: sum((r) => r.state === 'closed'),
  };
}

/** Oldest open claim waiting for us (the dashboard's note). */
export async function oldestWaitingSince(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: supportClaims.updatedAt })
    .from(supportClaims)
    .where(and(eq(supportClaims.state, 'open'), eq(supportClaims.awaiting, 'us')))
    .orderBy(asc(supportClaims.updatedAt))
    .limit(1);
  return row?.at ?? null;
}

/** Erasure: the customer's claims (messages and links cascade); answers the files' upload ids. */
export async function deleteClaimsOf(tx: Db, userId: number): Promise<number[]> {
  const claims = await tx
    .select({ id: supportClaims.id })
    .from(supportClaims)
    .where(eq(supportClaims.userId, userId));
  if (claims.length === 0) return [];
  const files = await tx
    .select({ uploadId: supportMessageFiles.uploadId })
    .from(supportMessageFiles)
    .innerJoin(supportMessages, eq(supportMessages.id, supportMessageFiles.messageId))
    .where(
      inArray(
        supportMessages.claimId,
        claims.map((c) => c.id),
      ),
    );
  await tx.delete(supportClaims).where(eq(supportClaims.userId, userId));
  return files.map((f) => f.uploadId);
}
