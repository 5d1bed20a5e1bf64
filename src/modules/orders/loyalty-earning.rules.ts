/**
 * How many loyalty points an order earns: the one rule behind the points credited when the
 * order is paid (order-events.service.ts) and the "this order will earn N points" shown in
 * the cart and the checkout before paying. Pure: no db, no clock.
 */

/** A point is worth 5 cents unless the settings say otherwise (20 points = 1 €). */
export const DEFAULT_POINT_VALUE_CENTS = 5;
/** Points per whole euro of products paid, unless the settings say otherwise. */
export const DEFAULT_POINTS_PER_EURO = 1;

/** What the earning is computed from, in cents including tax. */
export interface EarningBase {
  productsTtcCents: number;
  promoDiscountTtcCents: number;
  /** Points spent as a discount (orders placed before decision 022). */
  loyaltyDiscountTtcCents?: number;
  /** Points spent as a means of payment. */
  loyaltyUsedCents?: number;
}

/**
 * `perEuro` points per whole euro of products paid (after the code's discount), rounded down;
 * what points paid earns none. Never negative.
 */
export function pointsEarned(base: EarningBase, perEuro: number): number {
  if (!Number.isSafeInteger(perEuro) || perEuro <= 0) return 0;
  const paid =
    base.productsTtcCents -
    base.promoDiscountTtcCents -
    (base.loyaltyDiscountTtcCents ?? 0) -
    (base.loyaltyUsedCents ?? 0);
  return Math.max(0, Math.floor(paid / 100) * perEuro);
}

/** The base of an order's frozen totals (the JSON kept on a placed order; null: nothing). */
export function earningBaseOfTotals(totals: Record<string, unknown> | null): EarningBase {
  const cents = (key: string) => {
    const value = Number(totals?.[key] ?? 0);
    return Number.isFinite(value) ? value : 0;
  };
  return {
    productsTtcCents: cents('productsTtcCents'),
    promoDiscountTtcCents: cents('promoDiscountTtcCents'),
    loyaltyDiscountTtcCents: cents('loyaltyDiscountTtcCents'),
    loyaltyUsedCents: cents('loyaltyUsedCents'),
  };
}

/** The base of a cart or order as the pages hold it (`OrderCents`). */
export function earningBaseOfOrder(order: {
  subtotal_ttc_cents: number;
  promo_code_discount_cents: number;
  loyalty_discount_cents: number;
  loyalty_used_cents: number;
}): EarningBase {
  return {
    productsTtcCents: order.subtotal_ttc_cents,
    promoDiscountTtcCents: order.promo_code_discount_cents,
    loyaltyDiscountTtcCents: order.loyalty_discount_cents,
    loyaltyUsedCents: order.loyalty_used_cents,
  };
}

/**
 * A whole-number setting ≥ 0 as stored (`configurations.value`), else the default. `positive`:
 * 0 is not a value either (a point worth nothing).
 */
export function settingNumber(raw: string | null | undefined, fallback: number, positive = false) {
  const value = raw == null ? Number.NaN : Number.parseInt(raw, 10);
  if (!Number.isSafeInteger(value) || value < 0 || (positive && value === 0)) return fallback;
  return value;
}
