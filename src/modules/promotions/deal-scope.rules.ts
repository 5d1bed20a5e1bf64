/**
 * Which running deal lowers which variant (docs/decisions/046-deals-per-variant.md): a deal
 * with no `variant_id` lowers every variant of its product, one with a `variant_id` that
 * variant only. Several deals on one variant never stack: the best percent wins, and the
 * catalogue's pricing then keeps the better of it and the variant's own discount. Pure.
 */

/** A running deal as prices see it. */
export interface DealScope {
  productId: number | null;
  /** Null: every variant of the product. */
  variantId: number | null;
  percent: number;
}

/** Whether `deal` lowers the variant `variantId` of product `productId`. */
export function dealCoversVariant(
  deal: Pick<DealScope, 'productId' | 'variantId'>,
  productId: number,
  variantId: number,
): boolean {
  return deal.productId === productId && (deal.variantId === null || deal.variantId === variantId);
}

/** The best running deal of one variant, percent (0 without one). */
export function dealPercentOfVariant(
  running: readonly DealScope[],
  productId: number,
  variantId: number,
): number {
  let best = 0;
  for (const deal of running)
    if (dealCoversVariant(deal, productId, variantId)) best = Math.max(best, deal.percent);
  return best;
}

/**
 * The running deals of each product (for `dealPercentOfVariant` without scanning every deal
 * for every variant).
 */
export function dealsByProduct(running: readonly DealScope[]): Map<number, DealScope[]> {
  const out = new Map<number, DealScope[]>();
  for (const deal of running)
    if (deal.productId !== null)
      out.set(deal.productId, [...(out.get(deal.productId) ?? []), deal]);
  return out;
}
