/**
 * Whether a promo code or a gift card can be used now, what a payment method costs, and how an
 * instalment payment is split (SPEC §9). Pure: rows and the clock come from the caller.
 */
import type { Cents } from '../../shared/money';
import { PROMO_PERCENT_MAX, PROMO_PERCENT_MIN } from './totals.rules';

/** The `promo_codes` columns a verdict needs. */
export interface PromoCodeFields {
  valuePercent: number;
  isActive: boolean;
  isProOnly: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  minAmountCents: Cents;
  maxUses: number | null;
  usesCount: number;
}

export type PromoCodeRefusal =
  | 'inactive'
  | 'not_started'
  | 'expired'
  | 'pro_only'
  | 'not_eligible'
  | 'min_amount'
  | 'used_up'
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
  { ok: true; percent: number } | { ok: false; reason: PromoCodeRefusal };

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
  context: { now: Date; isPro: boolean; productsTtcCents: Cents; eligibleLines?: number },
): PromoCodeVerdict {
  const now = context.now.getTime();
  const percent = code.valuePercent;
  // The database checks 5–20 too; a row outside it is refused rather than trusted.
  if (!Number.isInteger(percent) || percent < PROMO_PERCENT_MIN || percent > PROMO_PERCENT_MAX) {
    return { ok: false, reason: 'out_of_range' };
  }
  if (!code.isActive) return { ok: false, reason: 'inactive' };
  if (code.startsAt && now < code.startsAt.getTime()) return { ok: false, reason: 'not_started' };
  if (code.endsAt && now >= code.endsAt.getTime()) return { ok: false, reason: 'expired' };
  if (code.isProOnly && !context.isPro) return { ok: false, reason: 'pro_only' };
  if (code.maxUses !== null && code.usesCount >= code.maxUses) {
    return { ok: false, reason: 'used_up' };
  }
  if (context.eligibleLines === 0) return { ok: false, reason: 'not_eligible' };
  if (context.productsTtcCents < code.minAmountCents) return { ok: false, reason: 'min_amount' };
  return { ok: true, percent };
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

// The payment methods themselves live in payment-methods.rules.ts (re-exported for callers).
import { instalmentCount, type PaymentMethodCode } from './payment-methods.rules';
export { PAYMENT_METHODS, type PaymentMethodCode } from './payment-methods.rules';

/** Fees per method, incl. tax: a fixed part plus a share of the amount in basis points. */
export type PaymentFeeConfig = Partial<
  Record<PaymentMethodCode, { fixedCents?: Cents; percentBp?: number }>
>;

/**
 * Fees incl. tax for paying `amountCents` (the total incl. tax before fees) with `method`,
 * rounded half up; 0 when the method has none configured. Instalments are "without fees"
 * (SPEC §9) whatever the configuration says.
 */
export function paymentFee(
  method: PaymentMethodCode,
  amountCents: Cents,
  config: PaymentFeeConfig,
): Cents {
  if (!Number.isInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`paymentFee amount ${amountCents}`);
  }
  if (instalmentCount(method) > 0) return 0;
  const fee = config[method];
  if (!fee) return 0;
  const fixed = fee.fixedCents ?? 0;
  const percentBp = fee.percentBp ?? 0;
  if (!Number.isInteger(fixed) || fixed < 0 || !Number.isInteger(percentBp) || percentBp < 0) {
    throw new RangeError(`paymentFee config for ${method}`);
  }
  return fixed + Math.round((amountCents * percentBp) / 10_000);
}

export type InstalmentKind = '3x' | '4x';

/** The configuration values (`payment_3x_min`, `payment_4x_min`), in cents. */
export interface InstalmentMinimums {
  payment_3x_min: Cents;
  payment_4x_min: Cents;
}

/** Paying in 3 or 4 times is offered from the configured minimum amount (inclusive). */
export function instalmentsAllowed(
  kind: InstalmentKind,
  amountCents: Cents,
  minimums: InstalmentMinimums,
): boolean {
  const minimum = kind === '3x' ? minimums.payment_3x_min : minimums.payment_4x_min;
  return amountCents > 0 && amountCents >= minimum;
}

export interface Instalment {
  dueDate: Date;
  amountCents: Cents;
}

/**
 * `count` monthly instalments summing exactly to `amountCents`; the cents that do not divide
 * go on the first one (paid today, so the customer never owes more later). Months are added in
 * UTC keeping the time of day; a day missing from a month falls back to its last day
 * (31 January → 28 February → 31 March).
 */
export function instalmentSchedule(
  amountCents: Cents,
  count: number,
  firstDate: Date,
): Instalment[] {
  if (!Number.isInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`instalmentSchedule amount ${amountCents}`);
  }
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`instalment count ${count}`);
  if (Number.isNaN(firstDate.getTime())) throw new RangeError('instalmentSchedule first date');
  const base = Math.floor(amountCents / count);
  const remainder = amountCents - base * count;
  return Array.from({ length: count }, (_, i) => ({
    dueDate: addMonths(firstDate, i),
    amountCents: i === 0 ? base + remainder : base,
  }));
}

function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}
