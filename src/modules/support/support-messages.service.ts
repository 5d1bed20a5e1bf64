/**
 * Writing to a claim (decision 051), for the customer and for staff alike: the files first
 * (private uploads; refused ones were never read into storage), then one transaction on the
 * locked claim — the state rule re-checked, the message, its files, whose turn it is, the
 * e-mail in the outbox, the audit entry for staff. A refusal anywhere keeps nothing, bytes
 * included (`storeUploads` removes them).
 */
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../shared/http';
import type { Locale } from '../../shared/locale';
import { storeUploads, type FileStorage, type ReceivedFile, type UploadRow } from '../media';
import { claimById, insertMessage, linkFiles, updateClaim } from './support.repo';
import { awaitingAfter, messageRefusal, type AuthorKind, type ClaimState } from './support.rules';
import type { SupportClaimRow, SupportMessageRow } from './support.tables';

/** Absolute links of the claims' e-mails (the server builds them for the request's origin). */
export interface SupportUrls {
  /** The customer's claim page, in their language. */
  claim(id: number, locale: Locale): string;
  /** The claim in the back office (French: the shop's language). */
  adminClaim(id: number): string;
}

export interface SupportDeps {
  db: Db;
  storage: FileStorage;
  now: () => Date;
  /** Absent in a few page tests: then no e-mail is queued. */
  urls?: SupportUrls;
}

export interface NewMessage {
  authorUserId: number;
  authorKind: AuthorKind;
  body: string;
  internal: boolean;
  files: readonly ReceivedFile[];
}

/** What runs inside the message's transaction once it is written (mails, audit). */
export type AfterMessage = (
  tx: Db,
  claim: SupportClaimRow,
  message: SupportMessageRow,
  files: UploadRow[],
) => Promise<void>;

/** The refusal of the state rule as the API answers it. */
export function refusalError(key: 'claim_closed' | 'claim_note_staff_only'): HttpError {
  return key === 'claim_closed'
    ? new HttpError(409, 'claim_closed')
    : new HttpError(422, 'form_invalid', { internal: [{ key: 'invalid_value' }] });
}

/** Checks the rule on a claim read outside the transaction (before any byte is stored). */
export function checkMessageAllowed(
  claim: SupportClaimRow,
  message: Omit<NewMessage, 'files' | 'body' | 'authorUserId'>,
) {
  const refusal = messageRefusal(claim.state as ClaimState, message);
  if (refusal) throw refusalError(refusal);
}

/**
 * Adds the message to claim `claimId` (which `owns` accepts: its customer, or any for staff),
 * inside `within` when the claim is being created in the same transaction.
 */
export async function addMessage(
  deps: SupportDeps,
  claimId: number | ((tx: Db) => Promise<SupportClaimRow>),
  message: NewMessage,
  after?: AfterMessage,
): Promise<{ claim: SupportClaimRow; message: SupportMessageRow }> {
  const now = deps.now();
  let written: { claim: SupportClaimRow; message: SupportMessageRow } | null = null;
  const write = async (tx: Db, rows: UploadRow[]) => {
    const claim =
      typeof claimId === 'function' ? await claimId(tx) : await claimById(tx, claimId, true);
    if (!claim) throw notFound();
    const refusal = messageRefusal(claim.state as ClaimState, message);
    if (refusal) throw refusalError(refusal);
    const row = await insertMessage(tx, {
      claimId: claim.id,
      authorUserId: message.authorUserId,
      authorKind: message.authorKind,
      body: message.body,
      internal: message.internal,
      now,
    });
    await linkFiles(
      tx,
      row.id,
      rows.map((r) => r.id),
    );
    // The stored turn is awaitingAfter(messages so far); a note leaves it as it was.
    const awaiting = message.internal
      ? claim.awaiting
      : awaitingAfter([{ authorKind: message.authorKind, internal: false }]);
    const updated = await updateClaim(tx, claim.id, { awaiting, updatedAt: now });
    if (after) await after(tx, updated, row, rows);
    written = { claim: updated, message: row };
  };
  if (message.files.length > 0)
    await storeUploads(deps.db, deps.storage, {
      purpose: 'support_attachment',
      files: message.files,
      ownerUserId: message.authorUserId,
      now,
      alongside: write,
    });
  else await deps.db.transaction(async (tx) => write(tx as unknown as Db, []));
  return written!;
}
