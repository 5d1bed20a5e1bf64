/**
 * What a variant costs the person asking, in integer cents. Consumers pay prices incl. the VAT
 * of their country; a verified PRO gets `PriceContext.pro` from `priceContext` — the single
 * hook through which professional prices (read excl. tax, quantity tiers in the cart) flow into
 * every list, page and cart line (docs/decisions/048).
 */
import { addVat, applyPercentDiscount, type Cents } from '../../shared/money';
import type { PriceContext, PriceCustomer } from '../../shared/read-context';

export type { PriceContext, PriceCustomer };

/**
 * No flat extra discount for PROs: their advantage is reading prices excl. tax, the quantity
 * tiers the owner sets (pro-tiers.rules.ts, applied per cart line) and their own promo codes.
 * Kept as a number so a flat PRO discount stays a one-line change here.
 */
export const PRO_EXTRA_DISCOUNT_PERCENT = 0;

/**
 * The price context of a reader: the VAT of their country and who they are. A verified PRO
 * (`customer.isPro`) gets `pro` set: every price read then shows excl. tax (labelled "HT") and
 * the cart counts in that basis; consumers and visitors keep `pro: null` (incl. tax).
 */
export function priceContext(input: {
  vatRateBp: number;
  customer: PriceCustomer | null;
}): PriceContext {
  const pro = input.customer?.isPro ? { extraDiscountPercent: PRO_EXTRA_DISCOUNT_PERCENT } : null;
  return { vatRateBp: input.vatRateBp, customer: input.customer, pro };
}

/** Whether prices are read incl. tax (consumers, visitors) or excl. tax (verified PRO). */
export const pricesIncludeTax = (context: PriceContext): boolean => context.pro === null;

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
