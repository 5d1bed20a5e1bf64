/**
 * PRO quantity tiers (decision 048), pure: "from N units of one cart line, P % off", set by the
 * owner on a product or a category. A line takes the better of the two (never both), stacked on
 * the price already discounted by the variant's own discount or the deal (the better of those,
 * pricing.rules.ts); a promo code then applies to the line totals as for anyone.
 */
import { applyPercentDiscount, type Cents } from '../../shared/money';

export interface ProTier {
  minQuantity: number;
  percent: number;
}

/** Thresholds the owner may set: a tier starts from 2 units (1 would be a plain discount). */
export const TIER_MIN_QUANTITY = 2;
export const TIER_MAX_QUANTITY = 99;
export const TIER_MIN_PERCENT = 1;
export const TIER_MAX_PERCENT = 50;
/** Rows of tiers the editors offer (a product or a category rarely needs more). */
export const TIER_ROWS = 4;

/** The percent a quantity earns from one list of tiers: the best reached, 0 when none. */
export function tierPercent(tiers: readonly ProTier[], quantity: number): number {
  let best = 0;
  for (const tier of tiers) {
    if (quantity >= tier.minQuantity && tier.percent > best) best = tier.percent;
  }
  return best;
}

/**
 * The product's and its categories' tiers as one table, what the product page shows and the cart
 * applies: at each threshold the better of the two, rows that do not improve on a lower one
 * dropped (a category's -3 % from 5 is useless once the product gives -4 % from 3).
 */
export function effectiveTiers(
  productTiers: readonly ProTier[],
  categoryTiers: readonly ProTier[],
): ProTier[] {
  const all = [...productTiers, ...categoryTiers];
  const thresholds = [...new Set(all.map((tier) => tier.minQuantity))].sort((a, b) => a - b);
  const rows: ProTier[] = [];
  for (const minQuantity of thresholds) {
    const percent = tierPercent(all, minQuantity);
    if (percent > (rows.at(-1)?.percent ?? 0)) rows.push({ minQuantity, percent });
  }
  return rows;
}

/** A PRO's unit price excl. tax for a line of `quantity` units. */
export function tieredUnitHtCents(
  unitHtCents: Cents,
  tiers: readonly ProTier[],
  quantity: number,
): Cents {
  return applyPercentDiscount(unitHtCents, tierPercent(tiers, quantity));
}

export type TierErrorCode =
  | 'required'
  | 'invalid_integer'
  | 'tier_quantity_range'
  | 'tier_quantity_twice'
  | 'tier_percent_range';
type TierError = { row: number; field: 'min_quantity' | 'percent'; code: TierErrorCode };

export type TiersParse = { ok: true; tiers: ProTier[] } | { ok: false; errors: TierError[] };

const INTEGER = /^\d{1,3}$/;

/**
 * The editors' rows (`min_quantity` and `percent` text fields, both blank = no tier) → tiers
 * sorted by quantity. Out of range, half-filled or a threshold given twice: an error per field,
 * nothing saved.
 */
export function parseTierRows(
  rows: ReadonlyArray<{ minQuantity: string; percent: string }>,
): TiersParse {
  const errors: TierError[] = [];
  const tiers: ProTier[] = [];
  const seen = new Set<number>();
  rows.forEach((row, index) => {
    const min = row.minQuantity.trim();
    const percent = row.percent.trim();
    if (min === '' && percent === '') return;
    const minValue = INTEGER.test(min) ? Number(min) : Number.NaN;
    const percentValue = INTEGER.test(percent) ? Number(percent) : Number.NaN;
    if (min === '') errors.push({ row: index, field: 'min_quantity', code: 'required' });
    else if (Number.isNaN(minValue))
      errors.push({ row: index, field: 'min_quantity', code: 'invalid_integer' });
    else if (minValue < TIER_MIN_QUANTITY || minValue > TIER_MAX_QUANTITY)
      errors.push({ row: index, field: 'min_quantity', code: 'tier_quantity_range' });
    else if (seen.has(minValue))
      errors.push({ row: index, field: 'min_quantity', code: 'tier_quantity_twice' });
    if (percent === '') errors.push({ row: index, field: 'percent', code: 'required' });
    else if (Number.isNaN(percentValue))
      errors.push({ row: index, field: 'percent', code: 'invalid_integer' });
    else if (percentValue < TIER_MIN_PERCENT || percentValue > TIER_MAX_PERCENT)
      errors.push({ row: index, field: 'percent', code: 'tier_percent_range' });
    seen.add(minValue);
    tiers.push({ minQuantity: minValue, percent: percentValue });
  });
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, tiers: tiers.sort((a, b) => a.minQuantity - b.minQuantity) };
}
