/**
 * What the invoices module does about refunds, which this module may not import (invoices sit
 * above payments: a credit note points at its refund): the refund's credit note, issued in the
 * transaction that records the refund's success, and which credit note each refund has (the
 * refunds list links them). Handed over once per copy of the modules with the orders' own
 * followers (src/modules/invoices/followers.ts); used before that is a wiring mistake
 * and fails, rather than a refund going out without its credit note.
 */
import type { Db } from '../../db/client';

export interface RefundFollowers {
  afterRefund(
    tx: Db,
    refund: { id: number; orderId: number; amountCents: number; reason: string },
    now: Date,
  ): Promise<unknown>;
  /** The credit note of each of these refunds that has one, keyed by refund id. */
  creditNotesOfRefunds(db: Db, refundIds: readonly number[]): Promise<Map<number, number>>;
}

let followers: RefundFollowers | null = null;

export function followRefunds(next: RefundFollowers): void {
  followers = next;
}

export function refundFollowers(): RefundFollowers {
  if (!followers) throw new Error('refunds have no followers: call followRefunds at start');
  return followers;
}
