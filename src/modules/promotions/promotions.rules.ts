/**
 * Whether a promo code or a gift card can be used now, and which cart lines a code is for
 * (SPEC §9). Pure: rows and the clock come from the caller.
 */
import type { Cents } from '../../shared/money';

/** A promo code takes 5 % to 20 % off (SPEC §9; `promo_codes_value_ck` checks it too). */
export const PROMO_PERCENT_MIN = 5;
export const PROMO_PERCENT_MAX = 20;

/**
 * What a code takes off: a percent of the lines it is for, or a fixed amount in cents (in the
 * basis the customer reads: incl. tax for consumers, excl. tax for PRO), capped at those lines.
 */
export type PromoValue = { kind: 'percent'; percent: number } | { kind: 'amount'; cents: Cents };

/** The `promo_codes` columns a verdict needs. */
export interface PromoCodeFields {
  valuePercent: number | null;
  /** A fixed-amount code's cents (null or absent: a percent code). */
  valueCents?: number | null;
  isActive: boolean;
  isProOnly: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  minAmountCents: Cents;
  maxUses: number | null;
  usesCount: number;
  /** Placed orders one customer may carry it on (null or absent: no limit). */
  maxUsesPerCustomer?: number | null;
}

export type PromoCodeRefusal =
  | 'inactive'
  | 'not_started'
  | 'expired'
  | 'pro_only'
  | 'not_eligible'
  | 'min_amount'
  | 'used_up'
  | 'customer_used_up'
  | 'out_of_range';

/** What a promo code is for (`promo_codes.applies_to` with its id list). */
export type PromoScope =
  | { appliesTo: 'all' }
  | { appliesTo: 'categories'; categoryIds: readonly number[] }
  | { appliesTo: 'products'; productIds: readonly number[] };

/** A cart line as the scope sees it: its product and every category it is in, with ancestors. */
export interface ScopedLine {
  productId: number;
  categoryIds: readonly number[];
}

/**
 * Whether a code covers a line: every line for `all`; a line of a listed product; a line whose
 * product is in a listed category or below it (a domain covers its whole subtree, since the
 * line's categories include their ancestors).
 */
export function lineInScope(scope: PromoScope, line: ScopedLine): boolean {
  switch (scope.appliesTo) {
    case 'all':
      return true;
    case 'products':
      return scope.productIds.includes(line.productId);
    case 'categories':
      return line.categoryIds.some((id) => scope.categoryIds.includes(id));
  }
}

/** The scope of a `promo_codes` row; a scope whose list is empty covers nothing. */
export function scopeOf(row: {
  appliesTo: string;
  categoryIds: readonly number[];
  productIds: readonly number[];
}): PromoScope {
  if (row.appliesTo === 'categories')
    return { appliesTo: 'categories', categoryIds: row.categoryIds };
  if (row.appliesTo === 'products') return { appliesTo: 'products', productIds: row.productIds };
  return { appliesTo: 'all' };
}

export type PromoCodeVerdict =
  { ok: true; value: PromoValue } | { ok: false; reason: PromoCodeRefusal };

/**
 * The value of a row: exactly one of a 5–20 % percent or a positive whole number of cents (the
 * database checks it too); anything else is null, refused rather than trusted.
 */
export function promoValueOf(code: Pick<PromoCodeFields, 'valuePercent' | 'valueCents'>) {
  const percent = code.valuePercent;
  const cents = code.valueCents ?? null;
  if (percent !== null && cents === null) {
    return Number.isInteger(percent) && percent >= PROMO_PERCENT_MIN && percent <= PROMO_PERCENT_MAX
      ? ({ kind: 'percent', percent } satisfies PromoValue)
      : null;
  }
  if (percent === null && cents !== null) {
    return Number.isSafeInteger(cents) && cents > 0
      ? ({ kind: 'amount', cents } satisfies PromoValue)
      : null;
  }
  return null;
}

/**
 * Checks run from "this code does not exist for you" to "you can still make it work", so the
 * message shown is the most useful one: nothing in the cart it is for, then the minimum amount
 * (add to the cart) last. The window is [startsAt, endsAt): a code ending at midnight is refused
 * at midnight. `productsTtcCents` is what the code covers (its eligible lines) incl. tax before
 * any discount, and the minimum compares that; `eligibleLines` counts those lines (absent: the
 * code covers the whole cart).
 */
export function promoCodeVerdict(
  code: PromoCodeFields,
  context: {
    now: Date;
    isPro: boolean;
    productsTtcCents: Cents;
    eligibleLines?: number;
    /** The customer's placed orders that already carry the code (absent: not counted). */
    customerUses?: number;
  },
): PromoCodeVerdict {
  const now = context.now.getTime();
  const value: PromoValue | null = promoValueOf(code);
  if (value === null) return { ok: false, reason: 'out_of_range' };
  if (!code.isActive) return { ok: false, reason: 'inactive' };
  if (code.startsAt && now < code.startsAt.getTime()) return { ok: false, reason: 'not_started' };
  if (code.endsAt && now >= code.endsAt.getTime()) return { ok: false, reason: 'expired' };
  if (code.isProOnly && !context.isPro) return { ok: false, reason: 'pro_only' };
  if (code.maxUses !== null && code.usesCount >= code.maxUses) {
    return { ok: false, reason: 'used_up' };
  }
  const perCustomer = code.maxUsesPerCustomer ?? null;
  if (perCustomer !== null && (context.customerUses ?? 0) >= perCustomer) {
    return { ok: false, reason: 'customer_used_up' };
  }
  if (context.eligibleLines === 0) return { ok: false, reason: 'not_eligible' };
  if (context.productsTtcCents < code.minAmountCents) return { ok: false, reason: 'min_amount' };
  return { ok: true, value };
}

export interface GiftCardFields {
  balanceCents: Cents;
  expiresAt: Date | null;
  isActive: boolean;
}

export type GiftCardVerdict =
  { ok: true; balanceCents: Cents } | { ok: false; reason: 'inactive' | 'expired' | 'empty' };

/** A gift card pays with what is left on it until `expiresAt` (exclusive). */
export function giftCardVerdict(card: GiftCardFields, now: Date): GiftCardVerdict {
  if (!card.isActive) return { ok: false, reason: 'inactive' };
  if (card.expiresAt && now.getTime() >= card.expiresAt.getTime()) {
    return { ok: false, reason: 'expired' };
  }
  if (card.balanceCents <= 0) return { ok: false, reason: 'empty' };
  return { ok: true, balanceCents: card.balanceCents };
}
