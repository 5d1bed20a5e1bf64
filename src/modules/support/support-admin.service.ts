/**
 * The back office's claims (permission `claims`, decision 051): the inbox (filters, search,
 * counts), a claim with every message (notes included, authors named), staff's reply (the
 * customer e-mailed) or internal note, close and reopen — each write in the audit log. The
 * caller checks the permission and passes the actor's id.
 */
import type { Db } from '../../db/client';
import { notFound } from '../../shared/http';
import { parseBodyOrThrow } from '../../shared/validation';
import { recordAudit } from '../audit';
import { customerIdsMatchingSql, findCustomer, userLabels } from '../customers';
import type { ReceivedFile } from '../media';
import { staffMessageInput, type InboxPage, type StaffClaimDto } from './support.contract';
import { mailAboutMessage } from './support-mail.service';
import { addMessage, checkMessageAllowed, type SupportDeps } from './support-messages.service';
import { changeClaimState } from './support.service';
import { claimById, claimCounts, inboxRows, oldestWaitingSince } from './support.repo';
import { isInboxFilter, type InboxFilter } from './support.rules';
import { claimSummary, claimView } from './support-views.service';

export const INBOX_PAGE_SIZE = 30;

export async function claimInbox(
  db: Db,
  query: { filter?: string | null; q?: string | null; page?: number },
): Promise<InboxPage> {
  const filter: InboxFilter = isInboxFilter(query.filter) ? query.filter : 'waiting_us';
  const q = (query.q ?? '').trim().slice(0, 100);
  const page = Number.isInteger(query.page) && query.page! > 0 ? query.page! : 1;
  const [{ rows, total }, counts] = await Promise.all([
    inboxRows(db, {
      filter,
      q,
      customerIds: q ? customerIdsMatchingSql(q) : null,
      page,
      pageSize: INBOX_PAGE_SIZE,
    }),
    claimCounts(db),
  ]);
  const labels = await userLabels(
    db,
    rows.map((r) => r.userId),
  );
  return {
    filter,
    q,
    page,
    pageSize: INBOX_PAGE_SIZE,
    total,
    counts,
    claims: rows.map((row) => {
      const label = labels.get(row.userId);
      return {
        ...claimSummary(row),
        customer: { id: row.userId, name: label?.name ?? '', email: label?.email ?? '' },
        messages_count: row.messagesCount,
      };
    }),
  };
}

export async function staffClaim(db: Db, id: number): Promise<StaffClaimDto> {
  const claim = await claimById(db, id);
  if (!claim) throw notFound();
  const customer = await findCustomer(db, claim.userId);
  const view = await claimView(db, claim, 'staff');
  return {
    ...view,
    customer: {
      id: claim.userId,
      name: customer ? `${customer.firstname} ${customer.lastname}`.trim() : '',
      email: customer?.email ?? '',
      locale: customer?.locale ?? 'fr',
    },
  };
}

/** Staff's message fields, checked with the claim's state before files are stored. */
export async function checkStaffMessage(db: Db, claimId: number, fields: unknown) {
  const claim = await claimById(db, claimId);
  if (!claim) throw notFound();
  const input = parseBodyOrThrow(staffMessageInput, fields);
  checkMessageAllowed(claim, { authorKind: 'staff', internal: input.internal });
  return { body: input.message, internal: input.internal };
}

export async function addStaffMessage(
  deps: SupportDeps,
  actorUserId: number,
  claimId: number,
  input: { body: string; internal: boolean },
  files: readonly ReceivedFile[],
): Promise<StaffClaimDto> {
  await addMessage(
    deps,
    claimId,
    { authorUserId: actorUserId, authorKind: 'staff', ...input, files },
    async (tx, claim, message, uploads) => {
      await recordAudit(tx, {
        actorUserId,
        action: input.internal ? 'support.note' : 'support.reply',
        entity: 'support_claim',
        entityId: claim.id,
        before: null,
        after: {
          message_id: message.id,
          internal: message.internal,
          files: uploads.map((u) => u.id),
          awaiting: claim.awaiting,
        },
      });
      await mailAboutMessage(tx, deps.urls, claim, message);
    },
  );
  return staffClaim(deps.db, claimId);
}

export async function setClaimStateByStaff(
  db: Db,
  actorUserId: number,
  claimId: number,
  fields: unknown,
  now: Date,
): Promise<StaffClaimDto> {
  await changeClaimState(db, claimId, fields, now, null, (tx, before, after) =>
    recordAudit(tx, {
      actorUserId,
      action: after.state === 'closed' ? 'support.close' : 'support.reopen',
      entity: 'support_claim',
      entityId: claimId,
      before: { state: before.state },
      after: { state: after.state },
    }),
  );
  return staffClaim(db, claimId);
}

/** The dashboard's counter: open claims waiting for us, and since when the oldest waits. */
export async function claimsWaitingForUs(db: Db): Promise<{ count: number; oldest: Date | null }> {
  const [counts, oldest] = await Promise.all([claimCounts(db), oldestWaitingSince(db)]);
  return { count: counts.waiting_us, oldest };
}
