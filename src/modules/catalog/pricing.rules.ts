/**
 * What a variant costs the person asking, in integer cents. Consumers pay prices incl. the VAT
 * of their country; the PRO issue fills `PriceContext.pro` (prices excl. tax, an extra
 * discount) in `priceContext` — the single hook through which professional prices flow into
 * every list, page and cart line.
 */
import { addVat, applyPercentDiscount, type Cents } from '../../shared/money';
import type { PriceContext, PriceCustomer } from '../../shared/read-context';

export type { PriceContext, PriceCustomer };

/**
 * The price context of a reader: the VAT of their country and who they are. A verified PRO
 * customer is known here (`customer.isPro`) but still pays consumer prices: PRO prices are a
 * later change of this one function (`pro` from the customer), no caller needs to change.
 */
export function priceContext(input: {
  vatRateBp: number;
  customer: PriceCustomer | null;
}): PriceContext {
  return { vatRateBp: input.vatRateBp, customer: input.customer, pro: null };
}

/** A visitor's prices in a country of that VAT (scripts, tests, fixed contexts). */
export const CONSUMER_PRICES = (vatRateBp: number): PriceContext =>
  priceContext({ vatRateBp, customer: null });

export interface VariantPriceInput {
  priceHtCents: Cents;
  /** The variant's own discount, percent. */
  discountPercent: number;
  /**
   * The best running deal on this variant — its product's or its own (promotions'
   * `dealPercentOfVariant`) — percent (0 = none): the better of the two applies.
   */
  dealPercent: number;
}

export interface VariantPrice {
  /** Discount applied, percent. */
  discountPercent: number;
  originalHtCents: Cents;
  originalTtcCents: Cents;
  htCents: Cents;
  ttcCents: Cents;
  /** What this customer pays: equal to the above for consumers. */
  userHtCents: Cents;
  userTtcCents: Cents;
}

export function priceVariant(input: VariantPriceInput, context: PriceContext): VariantPrice {
  const discountPercent = Math.max(0, input.discountPercent, input.dealPercent);
  const htCents = applyPercentDiscount(input.priceHtCents, discountPercent);
  const ttcCents = addVat(htCents, context.vatRateBp);
  const userHtCents = context.pro
    ? applyPercentDiscount(htCents, context.pro.extraDiscountPercent)
    : htCents;
  return {
    discountPercent,
    originalHtCents: input.priceHtCents,
    originalTtcCents: addVat(input.priceHtCents, context.vatRateBp),
    htCents,
    ttcCents,
    userHtCents,
    userTtcCents: context.pro ? addVat(userHtCents, context.vatRateBp) : ttcCents,
  };
}
