/**
 * Several lines into the cart at once — quick order by reference and reorder of a past order
 * (docs/decisions/049-quick-order-and-reorder.md). Each wanted line is checked with the same
 * limits as one "add to cart" (`lineRefusal`); the valid ones are added together in one
 * transaction holding the cart's row lock, the refused ones are named with their reason and
 * nothing of them is written. Prices are always today's: the cart reads them live.
 */
import type { Db } from '../../db/client';
import { cartVariants, stockState, type CartVariant } from '../catalog';
import { readOrder, type CartDeps } from './cart.service';
import { requireCustomer } from './checkout.service';
import type { OrderCents } from './order-views.contract';
import { findCurrentCart, insertCart, linesOf, touchOrder, upsertLine } from './orders.repo';
import { lineRefusal, type LineRefusal } from './quick-order.rules';

/** One line the customer wants: a known variant (or null: an unknown reference). */
export interface WantedLine {
  /** The line of the pasted list (null for a reorder). */
  line: number | null;
  reference: string;
  variantId: number | null;
  quantity: number;
  /** A reorder keeps the workshop fitting when the product still offers it. */
  withAssembly?: boolean;
}

/** A line that may join (or joined) the cart, priced as the cart shows it today. */
export interface AcceptedLine {
  line: number | null;
  reference: string;
  variant_id: number;
  product_name: string;
  variant_name: string;
  quantity: number;
  unit_price_ht_cents: number;
  unit_price_ttc_cents: number;
  total_ttc_cents: number;
  total_ht_cents: number;
  stock: 'available' | 'reorder';
  reorder_delay_min: number | null;
  reorder_delay_max: number | null;
}

/** A line left out, with the message key of its reason and the key's values. */
export interface RefusedLine {
  line: number | null;
  reference: string;
  /** The text of a line that could not be read (pasted lists only). */
  text?: string;
  product_name: string | null;
  variant_name: string | null;
  quantity: number | null;
  reason: LineRefusal['reason'] | 'quick_order_bad_line' | 'quick_order_bad_quantity';
  params: Record<string, string>;
}

export interface BatchCheck {
  accepted: AcceptedLine[];
  refused: RefusedLine[];
}

function refusalParams(refusal: LineRefusal): Record<string, string> {
  if (refusal.reason === 'insufficient_stock') return { available: String(refusal.available) };
  if (refusal.reason === 'quantity_max' || refusal.reason === 'cart_full')
    return { max: String(refusal.max) };
  return {};
}

/**
 * Decides every wanted line against the cart's current lines (`inCart`: quantity by variant).
 * Reads the variants in one query on `db` (the caller's transaction when it writes next).
 */
async function checkLines(
  db: Db,
  deps: CartDeps,
  inCart: Map<number, number>,
  wanted: readonly WantedLine[],
): Promise<BatchCheck & { variants: Map<number, CartVariant> }> {
  const ids = wanted.flatMap((w) => (w.variantId === null ? [] : [w.variantId]));
  const variants = await cartVariants(db, deps.read, ids);
  const accepted: AcceptedLine[] = [];
  const refused: RefusedLine[] = [];
  let lineCount = inCart.size;
  for (const want of wanted) {
    const variant = want.variantId === null ? null : (variants.get(want.variantId) ?? null);
    const already = variant ? (inCart.get(variant.id) ?? 0) : 0;
    const stock = variant ? stockState(variant, want.quantity, already) : null;
    const refusal = lineRefusal(
      variant && stock ? { ...variant, stock } : null,
      want.quantity,
      already,
      lineCount,
    );
    if (refusal || !variant || !stock || stock.state === 'out_of_stock') {
      refused.push({
        line: want.line,
        reference: variant?.reference ?? want.reference,
        product_name: variant?.product.name ?? null,
        variant_name: variant?.name ?? null,
        quantity: want.quantity,
        reason: refusal?.reason ?? 'unknown_reference',
        params: refusal ? refusalParams(refusal) : {},
      });
      continue;
    }
    if (already === 0) lineCount += 1;
    // The same variant twice in one list counts once against the limits.
    inCart.set(variant.id, already + want.quantity);
    accepted.push({
      line: want.line,
      reference: variant.reference,
      variant_id: variant.id,
      product_name: variant.product.name,
      variant_name: variant.name,
      quantity: want.quantity,
      unit_price_ht_cents: variant.price.userHtCents,
      unit_price_ttc_cents: variant.price.userTtcCents,
      total_ttc_cents: variant.price.userTtcCents * want.quantity,
      total_ht_cents: variant.price.userHtCents * want.quantity,
      stock: stock.state,
      reorder_delay_min: stock.state === 'reorder' ? stock.delayMinDays : null,
      reorder_delay_max: stock.state === 'reorder' ? stock.delayMaxDays : null,
    });
  }
  return { accepted, refused, variants };
}

/** What adding these lines would do now (nothing is written): the preview of a list. */
export async function previewLines(
  deps: CartDeps,
  wanted: readonly WantedLine[],
): Promise<BatchCheck> {
  requireCustomer(deps);
  const cart = await findCurrentCart(deps.db, deps.owner);
  const lines = cart ? await linesOf(deps.db, cart.id) : [];
  const inCart = new Map(lines.map((l) => [l.variantId, l.quantity]));
  const { accepted, refused } = await checkLines(deps.db, deps, inCart, wanted);
  return { accepted, refused };
}

/**
 * Adds the valid lines to the customer's current cart (created if none) in one transaction and
 * names the refused ones. With nothing valid, nothing is written and no cart is created.
 */
export async function addLines(
  deps: CartDeps,
  wanted: readonly WantedLine[],
): Promise<BatchCheck & { order: OrderCents | null }> {
  requireCustomer(deps);
  const result = await deps.db.transaction(async (tx) => {
    const existing = await findCurrentCart(tx, deps.owner, true);
    const lines = existing ? await linesOf(tx, existing.id) : [];
    const inCart = new Map(lines.map((l) => [l.variantId, l.quantity]));
    const check = await checkLines(tx, deps, inCart, wanted);
    if (check.accepted.length === 0) return { ...check, cart: existing };
    const cart =
      existing ??
      (await insertCart(tx, deps.owner, {
        locale: deps.read.locale,
        userAgent: deps.userAgent,
        now: deps.now,
      }));
    const fitting = new Map(wanted.map((w) => [w.variantId, w.withAssembly === true]));
    for (const line of check.accepted) {
      const variant = check.variants.get(line.variant_id);
      // Keep a fitting only where the product still offers it (SPEC §5).
      const withAssembly =
        fitting.get(line.variant_id) && variant?.assemblyPriceHtCents != null ? true : undefined;
      await upsertLine(
        tx,
        cart.id,
        line.variant_id,
        inCart.get(line.variant_id)!,
        deps.now,
        withAssembly,
      );
    }
    const touched = await touchOrder(
      tx,
      cart.id,
      deps.now,
      deps.userAgent ? { userAgent: deps.userAgent } : {},
    );
    return { ...check, cart: touched };
  });
  return {
    accepted: result.accepted,
    refused: result.refused,
    order: result.cart ? await readOrder(deps, result.cart) : null,
  };
}
