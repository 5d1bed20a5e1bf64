/**
 * What claims hold about a customer (GDPR, decision 031 and 051) and who may read a claim's
 * files. The export gives their claims with every message — staff's internal notes included,
 * marked (they are about the customer, like an order's notes), without staff's names. The
 * erasure removes the claims, their messages and answers every attached file for media to
 * remove.
 */
import type { Db } from '../../db/client';
import type { UploadRow } from '../media';
import { claimOfUpload, claimsOfUser, deleteClaimsOf, isLinkedUpload } from './support.repo';
import { claimView } from './support-views.service';

export async function customerClaimsData(db: Db, userId: number) {
  const claims = await claimsOfUser(db, userId);
  const views = [];
  for (const claim of claims) {
    const view = await claimView(db, claim, 'staff');
    views.push({
      id: view.id,
      title: view.title,
      state: view.state,
      order_number: view.order_number,
      created_at: view.created_at,
      updated_at: view.updated_at,
      closed_at: claim.closedAt?.toISOString() ?? null,
      messages: view.messages.map((m) => ({
        author: m.author,
        internal: m.internal ?? false,
        message: m.message,
        files: m.files.map((f) => ({
          original_name: f.original_name,
          content_type: f.content_type,
          size: f.size,
        })),
        created_at: m.created_at,
      })),
    });
  }
  return views;
}

/** Erasure: the customer's claims go; answers the upload ids of all their files. */
export async function forgetCustomerClaims(tx: Db, userId: number): Promise<number[]> {
  return deleteClaimsOf(tx, userId);
}

/** `GET /api/uploads/{id}/download`: the claim's customer reads staff's files of it too. */
export async function mayReadClaimFile(db: Db, row: UploadRow, userId: number): Promise<boolean> {
  const claim = await claimOfUpload(db, row.id);
  return claim !== null && claim.userId === userId;
}

/** `DELETE /api/uploads/{id}`: a file sent in a claim stays part of the conversation. */
export async function claimFileDeleteRule(tx: Db, row: UploadRow): Promise<boolean> {
  return !(await isLinkedUpload(tx, row.id));
}
