/**
 * The back office's deals as pages and the API show them (docs/decisions/043, 046): each with
 * its product or variant and their old and new prices, computed by the catalogue's pricing
 * (the storefront's cents); saving checks the variant belongs to the product.
 */
import type { Db } from '../../db/client';
import { validationFailed } from '../../shared/http';
import { type Locale } from '../../shared/locale';
import type { ReadContext } from '../../shared/read-context';
import { dealVariantChoices, notifyCatalogueChange, type DealVariantChoice } from '../catalog';
import {
  adminDeal,
  checkDealInput,
  listAdminDeals,
  parisDay,
  parisLastDay,
  saveDeal,
  versionOf,
  type AdminDeal,
  type DealInput,
} from '../promotions';
import { productChoices, type ProductChoice } from './product-choices.service';

export interface DealView {
  id: number;
  product_id: number | null;
  product_name: string | null;
  /** The one variant the deal lowers; null: every variant. */
  variant_id: number | null;
  variant_name: string | null;
  title: Partial<Record<Locale, string>>;
  description: Partial<Record<Locale, string>>;
  slug: Partial<Record<Locale, string>>;
  discount_percent: number;
  starts_on: string;
  ends_on: string;
  starts_at: string;
  ends_at: string;
  is_active: boolean;
  running: boolean;
  position: number;
  /**
   * Incl. VAT for the reader, as the storefront computes them: the struck price (before any
   * discount) of the deal's variant — or, for a deal on every variant, of the variant cheapest
   * under it (the card's "from") — and its price under this deal.
   */
  old_price_ttc_cents: number | null;
  new_price_ttc_cents: number | null;
  version: string;
}

/** A variant the editor offers for a deal, with its prices under the deal's percent. */
export interface DealVariantOption {
  id: number;
  name: string;
  reference: string;
  old_price_ttc_cents: number;
  new_price_ttc_cents: number;
}

/**
 * The variant a deal is shown with: the one it names, else the cheapest under `percent`
 * (the first in the back office's order on a tie). Undefined when none is on sale.
 */
function shownVariant(
  list: readonly DealVariantChoice[],
  variantId: number | null,
  percent: number,
): DealVariantChoice | undefined {
  if (variantId !== null) return list.find((v) => v.id === variantId);
  return list.reduce<DealVariantChoice | undefined>(
    (best, v) => (!best || v.priceUnder(percent) < best.priceUnder(percent) ? v : best),
    undefined,
  );
}

async function dealViews(
  db: Db,
  context: ReadContext,
  rows: readonly AdminDeal[],
  now: Date,
): Promise<DealView[]> {
  const productIds = [...new Set(rows.map((d) => d.productId).filter((id) => id !== null))];
  const [cards, choices] = await Promise.all([
    productChoices(db, context, { ids: productIds }).then(
      (list) => new Map(list.map((c) => [c.id, c])),
    ),
    dealVariantChoices(db, context, productIds),
  ]);
  return rows.map((row) => {
    const card = row.productId !== null ? cards.get(row.productId) : undefined;
    const list = row.productId !== null ? (choices.get(row.productId) ?? []) : [];
    const shown = shownVariant(list, row.variantId, row.discountPercent);
    return {
      id: row.id,
      product_id: row.productId,
      product_name: card?.name ?? null,
      variant_id: row.variantId,
      variant_name: row.variantId !== null ? (shown?.name ?? null) : null,
      title: row.title,
      description: row.description,
      slug: row.slug,
      discount_percent: row.discountPercent,
      starts_on: parisDay(row.startsAt),
      ends_on: parisLastDay(row.endsAt),
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      is_active: row.isActive,
      running: row.isActive && row.startsAt <= now && row.endsAt > now,
      position: row.position,
      old_price_ttc_cents: shown?.oldCents ?? null,
      new_price_ttc_cents: shown ? shown.priceUnder(row.discountPercent) : null,
      version: versionOf(row),
    };
  });
}

export async function listDealViews(db: Db, context: ReadContext, now: Date) {
  return dealViews(db, context, await listAdminDeals(db), now);
}

export async function dealViewById(db: Db, context: ReadContext, id: number, now: Date) {
  const row = await adminDeal(db, id);
  return row ? ((await dealViews(db, context, [row], now))[0] ?? null) : null;
}

/**
 * What the editor shows once a product is chosen: the product, its variants priced under
 * `percent` (0: their prices without a deal), and the old and new price of what is chosen
 * (`variantId`, or every variant). Null when the id names no product on sale.
 */
export async function dealTargetOptions(
  db: Db,
  context: ReadContext,
  productId: number,
  variantId: number | null,
  percent: number,
): Promise<{
  product: ProductChoice;
  variants: DealVariantOption[];
  chosen: { old_price_ttc_cents: number; new_price_ttc_cents: number } | null;
} | null> {
  if (!Number.isSafeInteger(productId) || productId <= 0) return null;
  const [[product], choices] = await Promise.all([
    productChoices(db, context, { ids: [productId] }),
    dealVariantChoices(db, context, [productId]),
  ]);
  if (!product) return null;
  const list = choices.get(productId) ?? [];
  const shown = shownVariant(list, variantId, percent);
  return {
    product,
    variants: list.map((v) => ({
      id: v.id,
      name: v.name,
      reference: v.reference,
      old_price_ttc_cents: v.oldCents,
      new_price_ttc_cents: v.priceUnder(percent),
    })),
    chosen: shown
      ? { old_price_ttc_cents: shown.oldCents, new_price_ttc_cents: shown.priceUnder(percent) }
      : null,
  };
}

export async function saveDealFrom(
  db: Db,
  context: ReadContext,
  actor: number,
  id: number | null,
  input: DealInput,
  version: string | null,
  now: Date,
): Promise<DealView> {
  const productId = Number(input.product_id);
  const variantId = Number(input.variant_id);
  const [[product], choices] =
    Number.isSafeInteger(productId) && productId > 0
      ? await Promise.all([
          productChoices(db, context, { ids: [productId] }),
          dealVariantChoices(db, context, [productId]),
        ])
      : [[], new Map<number, DealVariantChoice[]>()];
  const list = choices.get(productId) ?? [];
  // A new price is read against the struck price of what the deal lowers: the percent of a
  // deal applies to the price before any discount (pricing.rules.ts).
  const base = shownVariant(
    list,
    Number.isSafeInteger(variantId) && variantId > 0 ? variantId : null,
    0,
  );
  const checked = checkDealInput(
    input,
    base?.oldCents ?? null,
    product ? list.map((v) => v.id) : null,
  );
  if (!checked.ok) throw validationFailed(checked.errors);
  if (!product) throw validationFailed({ product_id: [{ key: 'invalid_value' }] });
  const row = await saveDeal(db, actor, id, checked.value, version, now, notifyCatalogueChange);
  return (await dealViewById(db, context, row.id, now))!;
}
