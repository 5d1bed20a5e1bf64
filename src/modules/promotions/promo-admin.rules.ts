/**
 * What the back office may save as a promo code (a percent or a fixed amount), and how a
 * code's state reads on its list; deals, gift cards and loyalty rules are in their own files,
 * handed out from here too. Pure: the form or JSON body comes in as plain values, the refusals go out
 * per field (message keys), so the API and the pages refuse the same input the same way.
 * Dates are typed as shop days (Europe/Paris): a window "1 to 31 May" runs from 1 May 00:00 to
 * 1 June 00:00 Paris time, whatever the server's zone.
 */
import { type Cents } from '../../shared/money';
import type { Locale } from '../../shared/locale';
import { PROMO_PERCENT_MAX, PROMO_PERCENT_MIN } from './promotions.rules';
import {
  Problems,
  blank,
  euroCents,
  flag,
  ids,
  text,
  translated,
  wholeOrNull,
  window,
  type Checked,
} from './admin-input.rules';

export * from './shop-days.rules';
export * from './deal-admin.rules';
export * from './gift-card-admin.rules';
export type { Checked } from './admin-input.rules';

const CODE = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;
/**
 * A fixed-amount code takes 0.01 € to 1,000 € off: more is surely a typing slip (the amount is
 * capped at the lines it is for anyway).
 */
export const PROMO_AMOUNT_MAX_CENTS = 100_000;

export type CodeState = 'active' | 'upcoming' | 'expired' | 'inactive' | 'used_up';

/** How a code reads on the list now (its window is [startsAt, endsAt)). */
export function codeState(
  row: {
    isActive: boolean;
    startsAt: Date | null;
    endsAt: Date | null;
    maxUses: number | null;
    usesCount: number;
  },
  now: Date,
): CodeState {
  if (!row.isActive) return 'inactive';
  if (row.endsAt && now.getTime() >= row.endsAt.getTime()) return 'expired';
  if (row.startsAt && now.getTime() < row.startsAt.getTime()) return 'upcoming';
  if (row.maxUses !== null && row.usesCount >= row.maxUses) return 'used_up';
  return 'active';
}

/** A promo code as typed in the editor or sent to `/api/admin/codes`. */
export interface PromoCodeInput {
  code?: unknown;
  name?: unknown;
  subtitle?: unknown;
  /** `percent` (default when only `value_percent` is sent) or `amount`. */
  kind?: unknown;
  value_percent?: unknown;
  /** A fixed amount in euros (kind `amount`). */
  value_amount?: unknown;
  applies_to?: unknown;
  category_ids?: unknown;
  product_ids?: unknown;
  is_pro_only?: unknown;
  is_featured?: unknown;
  is_active?: unknown;
  starts_on?: unknown;
  ends_on?: unknown;
  max_uses?: unknown;
  max_uses_per_customer?: unknown;
  min_amount?: unknown;
}

/** The `promo_codes` columns a valid input gives. */
export interface PromoCodeValues {
  code: string;
  name: Record<Locale, string>;
  subtitle: Record<Locale, string>;
  /** Exactly one of the two (`promo_codes_value_ck`). */
  valuePercent: number | null;
  valueCents: Cents | null;
  appliesTo: 'all' | 'categories' | 'products';
  categoryIds: number[];
  productIds: number[];
  isProOnly: boolean;
  isFeatured: boolean;
  isActive: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  minAmountCents: Cents;
}

/**
 * A code's kind and value: a percent (5–20) or a fixed amount (0.01–1,000 €), never both. The
 * kind is `kind` when sent, else the one field given (`percent` when neither, to say which is
 * missing).
 */
function codeValue(
  problems: Problems,
  input: PromoCodeInput,
): { valuePercent: number | null; valueCents: Cents | null } {
  const sentKind = text(input.kind);
  if (sentKind && sentKind !== 'percent' && sentKind !== 'amount') {
    problems.add('kind', { key: 'invalid_value' });
    return { valuePercent: null, valueCents: null };
  }
  const [hasPercent, hasAmount] = [!blank(input.value_percent), !blank(input.value_amount)];
  if (hasPercent && hasAmount) {
    problems.add(sentKind === 'percent' ? 'value_amount' : 'value_percent', {
      key: 'promo_value_both',
    });
    return { valuePercent: null, valueCents: null };
  }
  const kind = sentKind || (hasAmount ? 'amount' : 'percent');
  if (kind === 'amount') {
    const cents = hasAmount ? euroCents(input.value_amount) : null;
    if (!hasAmount) problems.add('value_amount', { key: 'required' });
    else if (cents === null || cents <= 0 || cents > PROMO_AMOUNT_MAX_CENTS)
      problems.add('value_amount', {
        key: 'promo_amount_range',
        params: { max: String(PROMO_AMOUNT_MAX_CENTS / 100) },
      });
    return { valuePercent: null, valueCents: cents };
  }
  const percent = wholeOrNull(input.value_percent, 0);
  if (percent === null) problems.add('value_percent', { key: 'required' });
  else if (Number.isNaN(percent) || percent < PROMO_PERCENT_MIN || percent > PROMO_PERCENT_MAX)
    problems.add('value_percent', {
      key: 'promo_percent_range',
      params: { min: String(PROMO_PERCENT_MIN), max: String(PROMO_PERCENT_MAX) },
    });
  return { valuePercent: percent, valueCents: null };
}

/**
 * A promo code to save: the code in capitals (3–32 letters, digits, - or _), a French label,
 * -5 % to -20 % (SPEC §1 and §9) or a fixed amount, a scope whose list is not empty, a window whose end comes
 * after its start, limits ≥ 1 or none, a minimum order in euros.
 */
export function checkPromoCodeInput(input: PromoCodeInput): Checked<PromoCodeValues> {
  const problems = new Problems();
  const code = text(input.code).toUpperCase();
  if (!code) problems.add('code', { key: 'required' });
  else if (!CODE.test(code)) problems.add('code', { key: 'promo_code_format' });
  const name = translated(problems, 'name', input.name, true);
  const subtitle = translated(problems, 'subtitle', input.subtitle, false);
  const { valuePercent, valueCents } = codeValue(problems, input);
  const appliesTo = text(input.applies_to) || 'all';
  if (appliesTo !== 'all' && appliesTo !== 'categories' && appliesTo !== 'products')
    problems.add('applies_to', { key: 'invalid_value' });
  const categoryIds = ids(input.category_ids);
  const productIds = ids(input.product_ids);
  if (categoryIds === null) problems.add('category_ids', { key: 'invalid_value' });
  if (productIds === null) problems.add('product_ids', { key: 'invalid_value' });
  if (appliesTo === 'categories' && categoryIds?.length === 0)
    problems.add('category_ids', { key: 'promo_scope_empty' });
  if (appliesTo === 'products' && productIds?.length === 0)
    problems.add('product_ids', { key: 'promo_scope_empty' });
  const { startsAt, endsAt } = window(problems, input.starts_on, input.ends_on, false);
  const maxUses = wholeOrNull(input.max_uses, 1);
  if (Number.isNaN(maxUses)) problems.add('max_uses', { key: 'invalid_integer' });
  const perCustomer = wholeOrNull(input.max_uses_per_customer, 1);
  if (Number.isNaN(perCustomer)) problems.add('max_uses_per_customer', { key: 'invalid_integer' });
  const minAmountCents = blank(input.min_amount) ? 0 : euroCents(input.min_amount);
  if (minAmountCents === null) problems.add('min_amount', { key: 'invalid_amount' });
  if (problems.any) return { ok: false, errors: problems.errors };
  return {
    ok: true,
    value: {
      code,
      name,
      subtitle,
      valuePercent,
      valueCents,
      appliesTo: appliesTo as PromoCodeValues['appliesTo'],
      // A scope keeps only its own list: a code "for everything" carries no stale ids.
      categoryIds: appliesTo === 'categories' ? categoryIds! : [],
      productIds: appliesTo === 'products' ? productIds! : [],
      isProOnly: flag(input.is_pro_only),
      isFeatured: flag(input.is_featured),
      isActive: flag(input.is_active),
      startsAt,
      endsAt,
      maxUses,
      maxUsesPerCustomer: perCustomer,
      minAmountCents: minAmountCents!,
    },
  };
}
