/**
 * How much a promo code takes off the lines it is for, in the basis the customer reads (incl.
 * tax for consumers, excl. tax for PRO). Pure; the totals split it over those lines by largest
 * remainder and derive the other basis, so the VAT is computed on the discounted base whatever
 * the kind of code.
 */
import { applyPercentDiscount, type Cents } from '../../shared/money';

/**
 * A percent code: the percent of the eligible sum, rounded half up. A fixed amount: the amount,
 * capped at the eligible sum (a 10 € code on a 6 € line takes 6 €; nothing is owed back and
 * nothing spills onto the lines the code is not for).
 */
export function codeDiscountCents(
  eligibleCents: Cents,
  code: { percent: number | null; amountCents: Cents | null },
): Cents {
  if (code.amountCents !== null) return Math.min(code.amountCents, eligibleCents);
  if (code.percent !== null)
    return eligibleCents - applyPercentDiscount(eligibleCents, code.percent);
  return 0;
}
