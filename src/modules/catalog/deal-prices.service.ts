/**
 * The prices of what deals lower, for the reader (`/api/good_deals`, the deals page, the back
 * office's deal editor): read through the same batched load as product cards and pages, so
 * a deal's old and new prices are the product page's to the cent (docs/decisions/046).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pick } from '../../shared/locale';
import type { Cents } from '../../shared/money';
import type { DealTarget, DealTargetPrice } from '../promotions';
import { dealTargetKey } from '../promotions';
import { loadBundle, type ProductReadContext } from './product-bundle.service';
import { priceVariant } from './pricing.rules';
import { variants } from './products.tables';
import { compareBestVariant } from './variant-choice.rules';

/**
 * Each target's variant (the named one, else the product's best: its card's "from" price)
 * with its struck and current prices incl. VAT. A product or variant not on sale is left out.
 */
export async function dealTargetPrices(
  db: Db,
  context: ProductReadContext,
  targets: readonly DealTarget[],
): Promise<Map<string, DealTargetPrice>> {
  const out = new Map<string, DealTargetPrice>();
  const productIds = [...new Set(targets.map((t) => t.productId))];
  if (productIds.length === 0) return out;
  const bundle = await loadBundle(db, context, productIds, { activeOnly: true });
  const onSale = new Set(bundle.rows.map((row) => row.id));
  for (const target of targets) {
    if (!onSale.has(target.productId)) continue;
    const own = bundle.variants.get(target.productId) ?? [];
    const variant =
      target.variantId === null
        ? [...own].sort(compareBestVariant)[0]
        : own.find((v) => v.id === target.variantId);
    if (!variant) continue;
    out.set(dealTargetKey(target), {
      variantId: variant.id,
      variantName: variant.name,
      variantReference: variant.reference,
      oldCents: variant.original_price_ttc_cents,
      newCents: variant.user_price_ttc_cents,
    });
  }
  return out;
}

/** A variant as the back office's deal editor offers it: its price before and with a deal. */
export interface DealVariantChoice {
  id: number;
  productId: number;
  name: string;
  reference: string;
  /** The struck price of the product page: incl. VAT, before any discount. */
  oldCents: Cents;
  /** Its price incl. VAT without any deal (its own discount only). */
  withoutDealCents: Cents;
  /** What it costs under a deal of `percent` (the better of it and its own discount). */
  priceUnder(percent: number): Cents;
}

/**
 * The active variants of products, in the back office's order, each priced for the reader as
 * the storefront would under a deal (pricing.rules.ts, the same cents as the product page).
 */
export async function dealVariantChoices(
  db: Db,
  context: ProductReadContext,
  productIds: readonly number[],
): Promise<Map<number, DealVariantChoice[]>> {
  const out = new Map<number, DealVariantChoice[]>();
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return out;
  const rows = await db
    .select()
    .from(variants)
    .where(and(inArray(variants.productId, ids), eq(variants.isActive, true)))
    .orderBy(asc(variants.position), asc(variants.id));
  for (const v of rows) {
    const price = (dealPercent: number) =>
      priceVariant(
        { priceHtCents: v.priceHtCents, discountPercent: v.discountPercent, dealPercent },
        context.prices,
      );
    const choice: DealVariantChoice = {
      id: v.id,
      productId: v.productId,
      name: pick(v.name, context.locale),
      reference: v.reference,
      oldCents: price(0).originalTtcCents,
      withoutDealCents: price(0).userTtcCents,
      priceUnder: (percent) => price(percent).userTtcCents,
    };
    out.set(v.productId, [...(out.get(v.productId) ?? []), choice]);
  }
  return out;
}
