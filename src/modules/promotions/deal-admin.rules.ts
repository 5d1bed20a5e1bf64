/**
 * What the back office may save as a deal (1 % to 90 % off, or a new price turned into the
 * nearest whole percent) and a deal's address from its title. Pure.
 */
import { eurosInputToCents, type Cents } from '../../shared/money';
import type { Locale } from '../../shared/locale';
import {
  Problems,
  flag,
  text,
  translated,
  wholeOrNull,
  window,
  type Checked,
} from './admin-input.rules';

/** A deal may take 1 % to 90 % off (`deals_discount_ck`). */
export const DEAL_PERCENT_MIN = 1;
export const DEAL_PERCENT_MAX = 90;

export interface DealInput {
  product_id?: unknown;
  /** One variant of the product only; empty or absent: every variant. */
  variant_id?: unknown;
  title?: unknown;
  description?: unknown;
  discount_percent?: unknown;
  /** Instead of a percent: the new price incl. VAT, in euros, against `old_price_cents`. */
  new_price?: unknown;
  starts_on?: unknown;
  ends_on?: unknown;
  is_active?: unknown;
  position?: unknown;
}

export interface DealValues {
  productId: number;
  /** Null: every variant of the product. */
  variantId: number | null;
  title: Record<Locale, string>;
  description: Record<Locale, string>;
  discountPercent: number;
  startsAt: Date;
  endsAt: Date;
  isActive: boolean;
  position: number;
}

/**
 * A deal to save: a product (and optionally one of its variants), a French title, a percent
 * (1–90) — or a new price below the old one, turned into the nearest whole percent — and a
 * window of real days.
 * `oldPriceCents`: the price incl. VAT of what the deal lowers, when the caller has it (new
 * price input). `variantIds`: the product's variants, when the caller found the product (a
 * variant of another product is refused).
 */
export function checkDealInput(
  input: DealInput,
  oldPriceCents: Cents | null,
  variantIds: readonly number[] | null = null,
): Checked<DealValues> {
  const problems = new Problems();
  const productId = wholeOrNull(input.product_id, 1);
  if (productId === null) problems.add('product_id', { key: 'required' });
  else if (Number.isNaN(productId)) problems.add('product_id', { key: 'invalid_value' });
  const variantId = wholeOrNull(input.variant_id, 1);
  if (Number.isNaN(variantId)) problems.add('variant_id', { key: 'invalid_value' });
  else if (variantId !== null && variantIds !== null && !variantIds.includes(variantId))
    problems.add('variant_id', { key: 'deal_variant_not_of_product' });
  const title = translated(problems, 'title', input.title, true);
  const description = translated(problems, 'description', input.description, false);
  let percent = wholeOrNull(input.discount_percent, 0);
  const newPriceRaw = text(
    typeof input.new_price === 'number' ? String(input.new_price) : input.new_price,
  );
  if (percent === null && newPriceRaw) {
    const newCents = eurosInputToCents(newPriceRaw);
    if (newCents === null || oldPriceCents === null || newCents >= oldPriceCents)
      problems.add('new_price', { key: 'deal_new_price' });
    else percent = dealPercentFor(oldPriceCents, newCents);
  }
  if (percent === null) {
    if (!newPriceRaw) problems.add('discount_percent', { key: 'required' });
  } else if (Number.isNaN(percent) || percent < DEAL_PERCENT_MIN || percent > DEAL_PERCENT_MAX)
    problems.add('discount_percent', {
      key: 'deal_percent_range',
      params: { min: String(DEAL_PERCENT_MIN), max: String(DEAL_PERCENT_MAX) },
    });
  const { startsAt, endsAt } = window(problems, input.starts_on, input.ends_on, true);
  const position = wholeOrNull(input.position, 0);
  if (Number.isNaN(position)) problems.add('position', { key: 'invalid_integer' });
  if (problems.any) return { ok: false, errors: problems.errors };
  return {
    ok: true,
    value: {
      productId: productId!,
      variantId,
      title,
      description,
      discountPercent: percent!,
      startsAt: startsAt!,
      endsAt: endsAt!,
      isActive: flag(input.is_active),
      position: position ?? 0,
    },
  };
}

/** The whole percent that brings `oldCents` nearest to `newCents`. */
export function dealPercentFor(oldCents: Cents, newCents: Cents): number {
  return Math.round(((oldCents - newCents) / oldCents) * 100);
}

/** A price after a deal's percent, rounded half up to the cent (as the catalogue shows it). */
export function dealPrice(oldCents: Cents, percent: number): Cents {
  return Math.round((oldCents * (100 - percent)) / 100);
}

/** A deal's address in one language, from its title: "Housses -20 % été" → "housses-20-ete". */
export function dealSlug(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}
