/**
 * What a review may be and who may write it (decision 054). Pure: no database, no clock.
 */

export const REVIEW_LIMITS = {
  titleMax: 120,
  commentMin: 1,
  commentMax: 2000,
} as const;

/** Placed orders from which a customer may review what they received. */
export const REVIEWABLE_SHIPPING = ['delivered', 'picked_up'] as const;

/** A line the customer bought, as the orders module reports it. */
export interface PurchasedLine {
  orderId: number;
  /** Shown beside the form ("order 2026-000123"). */
  orderNumber?: string | null;
  orderLineId: number;
  variantId: number;
  productId: number;
  placedAt: Date;
  /** The parcel reached the customer (delivered or picked up). */
  delivered: boolean;
}

export type LineVerdict =
  | { ok: true; line: PurchasedLine }
  | { ok: false; status: 403; key: 'review_not_a_buyer' }
  | { ok: false; status: 422; key: 'review_not_delivered' }
  | { ok: false; status: 409; key: 'review_already_written' };

/**
 * Which of the customer's lines of the product a new review is about: the one asked for, or
 * else the oldest delivered line not reviewed yet. Not a buyer (or a line of someone else, or
 * of another product) → 403; bought but nothing delivered → 422; every delivered line already
 * reviewed → 409.
 */
export function reviewableLine(
  lines: readonly PurchasedLine[],
  reviewedLineIds: ReadonlySet<number>,
  productId: number,
  orderLineId?: number,
): LineVerdict {
  const ofProduct = lines
    .filter((line) => line.productId === productId)
    .filter((line) => orderLineId === undefined || line.orderLineId === orderLineId)
    .sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime() || a.orderLineId - b.orderLineId);
  if (ofProduct.length === 0) return { ok: false, status: 403, key: 'review_not_a_buyer' };
  const delivered = ofProduct.filter((line) => line.delivered);
  if (delivered.length === 0) return { ok: false, status: 422, key: 'review_not_delivered' };
  const open = delivered.find((line) => !reviewedLineIds.has(line.orderLineId));
  return open
    ? { ok: true, line: open }
    : { ok: false, status: 409, key: 'review_already_written' };
}

/** "Marie D.": the first name and the initial of the last name, as reviews are signed. */
export function reviewAuthorName(firstname: string, lastname: string): string {
  const first = firstname.trim();
  const initial = lastname.trim().charAt(0).toUpperCase();
  return [first, initial ? `${initial}.` : ''].filter(Boolean).join(' ');
}

/** The one scale (decision 054) lives in shared code: the browser's components use it too. */
export { starsOutOfFive } from '../../shared/rating';
