/**
 * The money of a cart or an order, in integer cents (EUR). Pure: the service gathers prices, the
 * destination's VAT (vat.rules.ts), the promo code, the shipping range and the balances, and
 * stores what comes out.
 *
 * Every amount is first computed in the basis the customer reads — incl. tax for consumers
 * (`pricesIncludeTax`), excl. tax for PRO — so what they see is exact: line = unit × quantity,
 * promo = percent of the subtotal. The other basis is derived by converting the running total
 * once per step (products, − promo, + shipping, + fees) and taking differences, so
 * each column adds up to the cent and VAT is computed once on the total (per order, not per
 * line): consumers' VAT is what is inside the total incl. tax; PRO VAT is rate × total excl. tax.
 *
 * - Shipping comes in excl. tax (`shippingHtCents`), like variant prices: the destination's VAT
 *   is added, so an export or a reverse-charge order pays the price excl. tax.
 * - Payment fees come in incl. tax (what the payment configuration quotes); the VAT inside is
 *   extracted at the destination rate.
 * - A promo code discounts only the lines it is for (`promoEligible`): a percent of their sum
 *   or a fixed amount capped at it (code-discount.rules.ts), split over them by largest
 *   remainder (docs/decisions/022-promo-scope-and-gift-cards.md, 043).
 * - A gift card and loyalty points are means of payment, not discounts: the VAT is due on the
 *   whole total, and they lower only what is left to pay — the card first, then the points.
 * - Gift cards bought (`giftCardsSoldCents`, decision 056) are multi-purpose vouchers: no VAT
 *   (it is due when they are spent), the same in both bases, no code, no shipping; a gift card
 *   or points never pay for them (they pay only the rest of the order).
 */
import { addVat, removeVat, type Cents } from '../../shared/money';
import { PROMO_PERCENT_MAX, PROMO_PERCENT_MIN } from '../promotions';
import { amountLeftToPay, convertSteps, prorate, sum } from './cent-splits.rules';
import { codeDiscountCents } from './code-discount.rules';

// The cent splits live in cent-splits.rules.ts; the orders rules still hand them out from here.
export { amountLeftToPay, prorate, type AmountLeftToPay } from './cent-splits.rules';

// The 5–20 % bounds of a promo code are the promotions module's (SPEC); checked here again
// because a total is never computed from a percentage outside them.

export interface TotalsLineInput {
  id: number;
  /** Unit price excl. tax after the product's own discount (and the PRO discount). */
  unitHtCents: Cents;
  quantity: number;
  /** Whether the promo code covers this line (its scope); absent = yes. */
  promoEligible?: boolean;
}

export interface TotalsInput {
  lines: readonly TotalsLineInput[];
  /** Destination VAT in basis points (2000 = 20 %); 0 for exports and reverse charge. */
  vatRateBp: number;
  /** true for consumers (prices read incl. tax), false for PRO (prices read excl. tax). */
  pricesIncludeTax: boolean;
  /** Promo code percent (5–20), on the eligible products only; null = no code or a fixed one. */
  promoPercent: number | null;
  /**
   * A fixed-amount code's cents, in the basis shown (incl. tax for consumers, excl. tax for
   * PRO), capped at the eligible products; null or absent = none. Never set with a percent.
   */
  promoAmountCents?: Cents | null;
  /** The shipping range's price excl. tax; the destination's VAT is added. */
  shippingHtCents: Cents;
  /** Shipping is free when the products total incl. tax after promo reaches it; null = never. */
  freeShippingThresholdTtcCents: Cents | null;
  /** Payment method fees incl. tax (0 for most methods). */
  paymentFeesTtcCents: Cents;
  /** Gift card balance the customer chose to use; only what is due is taken. */
  giftCardAvailableCents: Cents;
  /** Points the customer chose to pay with and their value; null = none. */
  loyaltyPoints: { points: number; centsPerPoint: number } | null;
  /**
   * Gift cards bought in this order, VAT-free (decision 056), each a totals line of its own
   * (`id`: giftCardLineId of the order's gift-card line); absent = none.
   */
  giftCardsSold?: readonly { id: number; amountCents: Cents }[];
}

export interface TotalsLine {
  id: number;
  unitHtCents: Cents;
  unitTtcCents: Cents;
  totalHtCents: Cents;
  totalTtcCents: Cents;
  promoDiscountHtCents: Cents;
  promoDiscountTtcCents: Cents;
  /** A line's own VAT rate when not the order's: 0 for a gift card bought (056). */
  vatRateBp?: number;
}

/** The totals line of a gift card bought (its order line's id, out of the other lines' range). */
export const giftCardLineId = (lineId: number) => -1_000_000_000 - lineId;

export interface VatBreakdownEntry {
  rateBp: number;
  baseHtCents: Cents;
  vatCents: Cents;
}

export interface OrderTotals {
  lines: TotalsLine[];
  /**
   * The basis the customer read (false: a verified PRO, excl. tax; decision 048), frozen with
   * the order so its pages, e-mails and invoice read it the same way later; absent on orders
   * placed before 048 (incl. tax).
   */
  pricesIncludeTax?: boolean;
  productsHtCents: Cents;
  productsTtcCents: Cents;
  promoPercent: number | null;
  /** The fixed amount the code was for (before the cap); absent on orders placed before 043. */
  promoAmountCents?: Cents | null;
  promoDiscountHtCents: Cents;
  promoDiscountTtcCents: Cents;
  /**
   * Always 0: points pay, they no longer discount (022). Kept because orders placed before
   * then froze their points here, and their invoices and e-mails still read it.
   */
  loyaltyDiscountHtCents: Cents;
  loyaltyDiscountTtcCents: Cents;
  loyaltyPointsUsed: number;
  /** What the points pay, incl. tax (a means of payment, like the gift card). */
  loyaltyUsedCents: Cents;
  shippingHtCents: Cents;
  shippingTtcCents: Cents;
  freeShipping: boolean;
  /** How much more (products incl. tax after promo) gives free shipping; 0 when reached or none. */
  amountToFreeShippingCents: Cents;
  paymentFeesHtCents: Cents;
  paymentFeesTtcCents: Cents;
  totalHtCents: Cents;
  vatCents: Cents;
  totalTtcCents: Cents;
  vatBreakdown: VatBreakdownEntry[];
  giftCardUsedCents: Cents;
  /** Gift cards bought, VAT-free, inside both totals; absent on orders placed before 056. */
  giftCardsSoldCents?: Cents;
  /** What the customer still pays by card, transfer…: total incl. tax − gift card − points. */
  amountDueCents: Cents;
}

export function computeTotals(input: TotalsInput): OrderTotals {
  checkInput(input);
  const rate = input.vatRateBp;
  const ttcShown = input.pricesIncludeTax;
  // Shown basis → other basis. Both are monotonic, which keeps every derived step ≥ 0.
  const convert = ttcShown ? (ttc: Cents) => removeVat(ttc, rate) : (ht: Cents) => addVat(ht, rate);

  const unitTtc = input.lines.map((line) => addVat(line.unitHtCents, rate));
  const shownLines = input.lines.map(
    (line, i) => (ttcShown ? unitTtc[i]! : line.unitHtCents) * line.quantity,
  );
  const products = sum(shownLines);
  // The code takes off the lines it covers only; the others pay full price.
  const eligibleWeights = shownLines.map((cents, i) =>
    input.lines[i]!.promoEligible === false ? 0 : cents,
  );
  const eligible = sum(eligibleWeights);
  const promo = codeDiscountCents(eligible, {
    percent: input.promoPercent,
    amountCents: input.promoAmountCents ?? null,
  });

  // Free shipping looks at the products incl. tax after promo, in either basis.
  const afterPromoTtc = ttcShown ? products - promo : convert(products - promo);
  const threshold = input.freeShippingThresholdTtcCents;
  const hasProducts = input.lines.length > 0;
  const freeShipping = hasProducts && threshold !== null && afterPromoTtc >= threshold;
  // An empty cart ships nothing, so it pays no shipping either.
  const shippingHt = freeShipping || !hasProducts ? 0 : input.shippingHtCents;
  const shipping = ttcShown ? addVat(shippingHt, rate) : shippingHt;
  const fees = ttcShown ? input.paymentFeesTtcCents : removeVat(input.paymentFeesTtcCents, rate);

  const shown = [products, -promo, shipping, fees];
  const other = convertSteps(shown, convert);
  const [productsO = 0, promoO = 0, shippingO = 0, feesO = 0] = other.map(Math.abs);
  // Gift cards bought carry no VAT: the same cents in both bases, on top of the rest.
  const soldCards = input.giftCardsSold ?? [];
  const sold = sum(soldCards.map((card) => card.amountCents));
  const totalShown = sum(shown) + sold;
  const totalOther = sum(other) + sold;
  const totalTtc = ttcShown ? totalShown : totalOther;
  const totalHt = ttcShown ? totalOther : totalShown;

  const otherLines = prorate(productsO, shownLines);
  const promoShownLines = prorate(promo, eligibleWeights);
  const promoOtherLines = prorate(promoO, eligibleWeights);
  const lines = input.lines.map((line, i): TotalsLine => {
    const [shownTotal, otherTotal] = [shownLines[i]!, otherLines[i]!];
    const [shownPromo, otherPromo] = [promoShownLines[i]!, promoOtherLines[i]!];
    return {
      id: line.id,
      unitHtCents: line.unitHtCents,
      unitTtcCents: unitTtc[i]!,
      totalHtCents: ttcShown ? otherTotal : shownTotal,
      totalTtcCents: ttcShown ? shownTotal : otherTotal,
      promoDiscountHtCents: ttcShown ? otherPromo : shownPromo,
      promoDiscountTtcCents: ttcShown ? shownPromo : otherPromo,
    };
  });

  // A gift card or points pay the goods and services, never a gift card bought (056).
  const paid = amountLeftToPay(totalTtc - sold, input.giftCardAvailableCents, input.loyaltyPoints);
  const { giftCardUsedCents, loyaltyPointsUsed, loyaltyUsedCents } = paid;
  const cardLines = soldCards.map((card): TotalsLine => ({
    id: card.id,
    unitHtCents: card.amountCents,
    unitTtcCents: card.amountCents,
    totalHtCents: card.amountCents,
    totalTtcCents: card.amountCents,
    promoDiscountHtCents: 0,
    promoDiscountTtcCents: 0,
    vatRateBp: 0,
  }));
  const amountDueCents = paid.amountDueCents + sold;
  const pick = (shownValue: Cents, otherValue: Cents) =>
    ttcShown ? { ht: otherValue, ttc: shownValue } : { ht: shownValue, ttc: otherValue };
  const productsP = pick(products, productsO);
  const promoP = pick(promo, promoO);
  const shippingP = pick(shipping, shippingO);
  const feesP = pick(fees, feesO);
  return {
    lines: [...lines, ...cardLines],
    pricesIncludeTax: ttcShown,
    productsHtCents: productsP.ht,
    productsTtcCents: productsP.ttc,
    promoPercent: input.promoPercent,
    promoAmountCents: input.promoAmountCents ?? null,
    promoDiscountHtCents: promoP.ht,
    promoDiscountTtcCents: promoP.ttc,
    loyaltyDiscountHtCents: 0,
    loyaltyDiscountTtcCents: 0,
    loyaltyPointsUsed,
    loyaltyUsedCents,
    shippingHtCents: shippingP.ht,
    shippingTtcCents: shippingP.ttc,
    freeShipping,
    amountToFreeShippingCents: threshold === null ? 0 : Math.max(0, threshold - afterPromoTtc),
    paymentFeesHtCents: feesP.ht,
    paymentFeesTtcCents: feesP.ttc,
    totalHtCents: totalHt,
    vatCents: totalTtc - totalHt,
    totalTtcCents: totalTtc,
    vatBreakdown: [
      { rateBp: rate, baseHtCents: totalHt - sold, vatCents: totalTtc - totalHt },
      ...(sold > 0 ? [{ rateBp: 0, baseHtCents: sold, vatCents: 0 }] : []),
    ],
    giftCardUsedCents,
    ...(sold > 0 ? { giftCardsSoldCents: sold } : {}),
    amountDueCents,
  };
}

// Inputs come from the services, which validate what customers send: a bad value here is a bug.
function checkInput(input: TotalsInput): void {
  const cents = (name: string, value: number) => {
    if (!Number.isInteger(value) || value < 0)
      throw new RangeError(`${name} must be an integer ≥ 0`);
  };
  cents('vatRateBp', input.vatRateBp);
  for (const line of input.lines) {
    cents(`line ${line.id} unitHtCents`, line.unitHtCents);
    if (!Number.isInteger(line.quantity) || line.quantity <= 0) {
      throw new RangeError(`line ${line.id} quantity must be an integer ≥ 1`);
    }
  }
  const promo = input.promoPercent;
  if (
    promo !== null &&
    (!Number.isInteger(promo) || promo < PROMO_PERCENT_MIN || promo > PROMO_PERCENT_MAX)
  ) {
    throw new RangeError(`promoPercent ${promo} outside ${PROMO_PERCENT_MIN}–${PROMO_PERCENT_MAX}`);
  }
  const amount = input.promoAmountCents ?? null;
  if (amount !== null) {
    if (!Number.isSafeInteger(amount) || amount <= 0) {
      throw new RangeError(`promoAmountCents ${amount} must be an integer ≥ 1`);
    }
    if (promo !== null) throw new RangeError('a promo code is a percent or an amount, not both');
  }
  cents('shippingHtCents', input.shippingHtCents);
  if (input.freeShippingThresholdTtcCents !== null) {
    cents('freeShippingThresholdTtcCents', input.freeShippingThresholdTtcCents);
  }
  cents('paymentFeesTtcCents', input.paymentFeesTtcCents);
  cents('giftCardAvailableCents', input.giftCardAvailableCents);
  for (const card of input.giftCardsSold ?? []) cents(`gift card ${card.id}`, card.amountCents);
  if (input.loyaltyPoints) {
    cents('loyaltyPoints.points', input.loyaltyPoints.points);
    const value = input.loyaltyPoints.centsPerPoint;
    if (!Number.isInteger(value) || value <= 0) {
      throw new RangeError('loyaltyPoints.centsPerPoint must be an integer ≥ 1');
    }
  }
}
