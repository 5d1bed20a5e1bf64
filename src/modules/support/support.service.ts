/**
 * The customer's claims (SPEC §2, §4, §7; decision 051): list, open (title, message, one of
 * their placed orders, files), read (notes left out), write, close and reopen. Someone else's
 * claim answers like an unknown one (404). Every check runs before any byte is stored.
 */
import type { Db } from '../../db/client';
import { notFound, validationFailed } from '../../shared/http';
import { parseBodyOrThrow } from '../../shared/validation';
import type { ReceivedFile } from '../media';
import { findPlacedOrder } from '../orders';
import {
  claimInput,
  claimMessageInput,
  claimStateInput,
  type ClaimDto,
  type ClaimInput,
  type ClaimSummaryDto,
} from './support.contract';
import { mailAboutMessage } from './support-mail.service';
import { addMessage, checkMessageAllowed, type SupportDeps } from './support-messages.service';
import { claimById, claimsOfUser, insertClaim, updateClaim } from './support.repo';
import { stateChange, type ClaimState } from './support.rules';
import type { SupportClaimRow } from './support.tables';
import { claimSummary, claimView } from './support-views.service';

export async function listOwnClaims(db: Db, userId: number): Promise<ClaimSummaryDto[]> {
  return (await claimsOfUser(db, userId)).map(claimSummary);
}

/** The customer's own claim; 404 for an unknown one or someone else's. */
export async function ownClaim(db: Db, userId: number, id: number): Promise<SupportClaimRow> {
  const claim = await claimById(db, id);
  if (!claim || claim.userId !== userId) throw notFound();
  return claim;
}

export async function getOwnClaim(db: Db, userId: number, id: number): Promise<ClaimDto> {
  return claimView(db, await ownClaim(db, userId, id), 'customer');
}

/**
 * Checks a new claim's fields: the title and message, and the order — one the customer placed
 * (another's, a cart or an unknown id is refused on the field). Answers the input and the
 * order's number.
 */
export async function checkClaimInput(
  db: Db,
  userId: number,
  fields: unknown,
): Promise<{ input: ClaimInput; orderNumber: string | null }> {
  const input = parseBodyOrThrow(claimInput, fields);
  if (input.order_id === null) return { input, orderNumber: null };
  const order = await findPlacedOrder(db, input.order_id);
  if (!order || order.userId !== userId)
    throw validationFailed({ order_id: [{ key: 'claim_order_unknown' }] });
  return { input, orderNumber: order.number };
}

/** Opens a claim: the claim, its first message and files, the shop told — all or nothing. */
export async function openClaim(
  deps: SupportDeps,
  userId: number,
  checked: { input: ClaimInput; orderNumber: string | null },
  files: readonly ReceivedFile[],
): Promise<ClaimDto> {
  const { input, orderNumber } = checked;
  const { claim } = await addMessage(
    deps,
    (tx) =>
      insertClaim(tx, {
        userId,
        orderId: input.order_id,
        orderNumber,
        title: input.title,
        now: deps.now(),
      }),
    { authorUserId: userId, authorKind: 'customer', body: input.message, internal: false, files },
    (tx, claim, message) => mailAboutMessage(tx, deps.urls, claim, message),
  );
  return claimView(deps.db, claim, 'customer');
}

/** The text of a customer's message, checked with the claim's state before files are stored. */
export async function checkCustomerMessage(
  db: Db,
  userId: number,
  claimId: number,
  fields: unknown,
): Promise<string> {
  const claim = await ownClaim(db, userId, claimId);
  const { message } = parseBodyOrThrow(claimMessageInput, fields);
  checkMessageAllowed(claim, { authorKind: 'customer', internal: false });
  return message;
}

export async function addCustomerMessage(
  deps: SupportDeps,
  userId: number,
  claimId: number,
  body: string,
  files: readonly ReceivedFile[],
): Promise<ClaimDto> {
  await ownClaim(deps.db, userId, claimId);
  const { claim } = await addMessage(
    deps,
    claimId,
    { authorUserId: userId, authorKind: 'customer', body, internal: false, files },
    (tx, claim, message) => mailAboutMessage(tx, deps.urls, claim, message),
  );
  return claimView(deps.db, claim, 'customer');
}

/**
 * Closes or reopens a claim (`PUT /supports/{id}`, the pages' buttons); the same state again
 * changes nothing. Answers the claim and whether it changed (staff's audit entry).
 */
export async function changeClaimState(
  db: Db,
  claimId: number,
  fields: unknown,
  now: Date,
  owner: number | null,
  within?: (tx: Db, before: SupportClaimRow, after: SupportClaimRow) => Promise<void>,
): Promise<SupportClaimRow> {
  const { state } = parseBodyOrThrow(claimStateInput, fields);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const claim = await claimById(t, claimId, true);
    if (!claim || (owner !== null && claim.userId !== owner)) throw notFound();
    const next = stateChange(claim.state as ClaimState, state);
    if (next === null) return claim;
    const updated = await updateClaim(t, claim.id, {
      state: next,
      closedAt: next === 'closed' ? now : null,
      updatedAt: now,
    });
    if (within) await within(t, claim, updated);
    return updated;
  });
}

export async function setOwnClaimState(
  db: Db,
  userId: number,
  claimId: number,
  fields: unknown,
  now: Date,
): Promise<ClaimDto> {
  const claim = await changeClaimState(db, claimId, fields, now, userId);
  return claimView(db, claim, 'customer');
}

/** `/auth/me?include=supports`: the customer's claims, most recent first. */
export async function supportsOfUser(db: Db, userId: number): Promise<ClaimSummaryDto[]> {
  return listOwnClaims(db, userId);
}
