/**
 * What a deal costs the reader: the catalogue prices variants (VAT of the reader's country,
 * the better of a variant's own discount and its deals), and this module depends on no
 * catalogue code — the catalogue depends on this one — so whoever composes the modules passes
 * the catalogue's `dealTargetPrices` in (as `CatalogueChanged`). docs/decisions/046.
 */
import type { Cents } from '../../shared/money';
import type { ReadContext } from '../../shared/read-context';

/** What a deal lowers: one variant of a product, or (variantId null) every variant. */
export interface DealTarget {
  productId: number;
  variantId: number | null;
}

/**
 * The variant a deal is shown with and its prices incl. VAT for the reader: the targeted
 * variant, or the product's best one (its card's "from" price) for a deal on every variant.
 * `oldCents` is the struck price of the product page (before any discount), `newCents` what
 * the page asks now: the same cents as the product page and the cart.
 */
export interface DealTargetPrice {
  variantId: number;
  variantName: string;
  variantReference: string;
  oldCents: Cents;
  newCents: Cents;
}

/** Prices of deal targets keyed by `dealTargetKey`; a target no longer sold is left out. */
export type DealPricer = (
  context: ReadContext,
  targets: readonly DealTarget[],
) => Promise<Map<string, DealTargetPrice>>;

export const dealTargetKey = (target: DealTarget) =>
  `${target.productId}:${target.variantId ?? '*'}`;
