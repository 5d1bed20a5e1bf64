/**
 * Placing an order (SPEC §4): the cart becomes an order with a number, frozen prices and
 * totals, and its stock taken — all in one transaction, or nothing. Stock is never oversold:
 * the catalogue's `takeStock` locks each variant's row (in id order, so two orders never wait
 * on each other in a circle), and a variant sold only from stock (`sold_out` / `discontinued`
 * when empty) refuses the order when too few are left; variants sold on reorder take what is
 * there and the rest is recorded as back-ordered. A `check` constraint keeps quantities ≥ 0
 * in the database itself. Other modules' tables are written only through their owners.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError } from '../../shared/http';
import { takeStock } from '../catalog';
import { afterOrderPlaced } from './order-followers.service';
import { spendLoyaltyPoints } from '../customers';
import { debitGiftCard, usePromoCode } from '../promotions';
import {
  loadKnownLines,
  pricingContext,
  type CartDeps,
  type KnownLines,
  type OrderRef,
  resolveOrder,
} from './cart.service';
import { requireCustomer } from './checkout.service';
import { isProReader } from './gift-card-cart.service';
import { issueOrderGiftCards } from './gift-card-issue.service';
import { assertFittingDeliverable } from './delivery.service';
import { fittingLineId, priceOrder, type OrderPricing } from './order-pricing.service';
import { CART_STATE, transition, type OrderState } from './order-states.rules';
import { linesOf, type OrderRow } from './orders.repo';
import { orderNumberSeq, orderVariants, orders } from './orders.tables';
import { offeredPaymentMethods, type OwnerPaymentOffer } from './payment-method-settings.rules';
import { paymentFlow, type PaymentMethodCode } from './payment-methods.rules';

export interface PlacedOrder {
  order: OrderRow;
  pricing: OrderPricing;
  /** Its lines with their catalogue data, as placed. */
  lines: KnownLines;
}

function checkoutRefusal(field: string, key: 'required' | 'invalid_value'): HttpError {
  return new HttpError(422, 'form_invalid', { [field]: [{ key }] });
}

/** `2026-001042`: the year of placement and the sequence, readable over the phone. */
export function formatOrderNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, '0')}`;
}

/** Writes the lines' prices as placed, in one statement whatever the number of lines. */
async function freezeUnitPrices(
  tx: Db,
  prices: Map<number, { unit: number; assembly: number | null }>,
): Promise<void> {
  const rows = [...prices].map(
    ([id, { unit, assembly }]) => sql`(${id}::int, ${unit}::int, ${assembly}::int)`,
  );
  await tx.execute(sql`update ${orderVariants}
    set unit_price_ht_cents = placed.cents, assembly_unit_price_ht_cents = placed.assembly
    from (values ${sql.join(rows, sql`, `)}) as placed(id, cents, assembly)
    where ${orderVariants.id} = placed.id`);
}

export async function placeOrder(
  deps: CartDeps,
  ref: OrderRef,
  payments: OwnerPaymentOffer,
): Promise<PlacedOrder> {
  requireCustomer(deps);
  // Priced from a consistent read first; the transaction then checks nothing moved meanwhile.
  const seen = await resolveOrder(deps, deps.db, ref);
  if (!seen) throw new HttpError(404, 'not_found');
  if (seen.status !== 'not_ordered') throw new HttpError(409, 'order_not_editable');
  const lines = await linesOf(deps.db, seen.id);
  const known = await loadKnownLines(deps, seen, lines);
  const pricing = await priceOrder(pricingContext(deps), seen, known);
  if (lines.length === 0 && pricing.giftCardsSold.length === 0)
    throw new HttpError(422, 'cart_empty');
  // Gift cards bought are e-mailed: an order of nothing else has no delivery (056), and a PRO
  // is not sold any (SPEC §2).
  if (pricing.giftCardsSold.length > 0 && isProReader(deps))
    throw new HttpError(403, 'gift_card_pro_refused');
  const ships = lines.length > 0;
  if (ships) {
    if (!seen.shippingAddress) throw checkoutRefusal('shipping_address', 'required');
    assertFittingDeliverable(known, seen.shippingAddress);
  }
  if (!seen.billingAddress) throw checkoutRefusal('billing_address', 'required');
  if (ships && !pricing.shipping) throw checkoutRefusal('shipping_method_range_id', 'required');
  if (ships && pricing.shipping?.method.kind === 'relay' && !seen.relayPoint)
    throw checkoutRefusal('relay_point_id', 'required');
  // Paid in full by a gift card or points: nothing is left to pay, no method to choose.
  const nothingDue = pricing.totals.amountDueCents === 0;
  const method = seen.paymentMethod as PaymentMethodCode | null;
  if (!nothingDue) {
    if (!method) throw checkoutRefusal('payment_method', 'required');
    const offered = offeredPaymentMethods(payments, {
      amountCents: pricing.totals.amountDueCents,
      shippingKind: pricing.shipping?.method.kind ?? null,
      destinationIso: (seen.shippingAddress ?? seen.billingAddress).country_iso,
    });
    if (!offered.includes(method)) throw checkoutRefusal('payment_method', 'invalid_value');
  }
  const userId = seen.userId!;
  const unitPrices = new Map(pricing.totals.lines.map((l) => [l.id, l.unitHtCents]));
  // What each line pays: the product, and the workshop fitting when asked.
  const frozen = new Map(
    lines.map((line) => [
      line.id,
      {
        unit: unitPrices.get(line.id)!,
        assembly: unitPrices.get(fittingLineId(line.id)) ?? null,
      },
    ]),
  );

  const backorderedByLine = new Map<number, number>();
  const order = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, seen.id)).for('update');
    if (!locked || locked.status !== 'not_ordered') throw new HttpError(409, 'order_not_editable');
    // The cart changed between the read and the lock (another tab): the shopper checks again.
    if (locked.updatedAt.getTime() !== seen.updatedAt.getTime())
      throw new HttpError(409, 'cart_changed');
    // One use of the code, unless its last use went to a concurrent order.
    if (pricing.promo && !(await usePromoCode(tx, pricing.promo.id)))
      throw new HttpError(409, 'form_invalid', { code: [{ key: 'code_refused' }] });
    // The card and the points are spent in this transaction, or the order is not placed.
    // The debit is conditional on the balance: of two orders racing for one card, the second
    // is refused and the customer sees what is left to pay.
    if (
      pricing.giftCard &&
      !(await debitGiftCard(tx, pricing.giftCard.id, pricing.totals.giftCardUsedCents))
    )
      throw new HttpError(409, 'gift_card_spent', { name: [{ key: 'gift_card_spent' }] });
    if (
      !(await spendLoyaltyPoints(tx, userId, locked.id, pricing.totals.loyaltyPointsUsed, deps.now))
    )
      throw new HttpError(409, 'form_invalid', {
        points: [{ key: 'loyalty_points_short', params: { balance: '0' } }],
      });
    if (frozen.size > 0) await freezeUnitPrices(tx, frozen);
    let state: OrderState = { ...CART_STATE };
    const placed = transition(state, 'place');
    if (!placed.ok) throw new Error(`cannot place an order in state ${JSON.stringify(state)}`);
    state = placed.state;
    if (nothingDue) {
      const paid = transition(state, 'payment_succeeded');
      if (paid.ok) state = paid.state;
    } else if (method && paymentFlow(method) === 'on_pickup') {
      const accepted = transition(state, 'accept');
      if (accepted.ok) state = accepted.state;
    }
    const result = (await tx.execute(
      sql`select nextval(${orderNumberSeq.seqName}::regclass)::int as sequence`,
    )) as unknown as { rows: { sequence: number }[] };
    const sequence = result.rows[0]!.sequence;
    const [updated] = await tx
      .update(orders)
      .set({
        number: formatOrderNumber(deps.now.getUTCFullYear(), sequence),
        status: state.status,
        paymentStatus: state.payment,
        shippingStatus: state.shipping,
        placedAt: deps.now,
        updatedAt: deps.now,
        locale: deps.read.locale,
        vatCountry: pricing.vat.country,
        vatRateBp: pricing.vat.rateBp,
        totals: pricing.totals as unknown as Record<string, unknown>,
        totalTtcCents: pricing.totals.totalTtcCents,
        loyaltyPointsUsed: pricing.totals.loyaltyPointsUsed,
        // What paid it all: the card when it took part, else the points.
        ...(nothingDue
          ? {
              paymentMethod:
                pricing.totals.giftCardUsedCents > 0 || pricing.totals.totalTtcCents === 0
                  ? 'gift_card'
                  : 'loyalty_points',
            }
          : {}),
      })
      .where(eq(orders.id, locked.id))
      .returning();
    // Confirmation (+ transfer instructions) e-mails, the invoice if already `open`.
    await afterOrderPlaced(tx, updated!, deps.now);
    // Paid at once: the gift cards bought are issued now (else when the payment arrives).
    if (updated!.status === 'paid') await issueOrderGiftCards(tx, updated!, deps.now);
    // Stock last: its row locks are what concurrent orders of the same product queue on, so
    // they are held for these few statements and the commit, not for the whole placement.
    // The catalogue locks in variant order (no deadlock between two orders sharing variants)
    // and rebuilds the listing of the products in this transaction.
    const stockLines = [...lines].sort((a, b) => a.variantId - b.variantId);
    const backordered = await takeStock(tx, stockLines);
    for (const [index, line] of stockLines.entries()) {
      backorderedByLine.set(line.id, backordered[index]!);
      if (backordered[index]! > 0)
        await tx
          .update(orderVariants)
          .set({ backorderedQuantity: backordered[index]! })
          .where(eq(orderVariants.id, line.id));
    }
    return updated!;
  });
  // The lines as they now are (frozen prices, what was back-ordered), without reading them again.
  const placedLines = known.map(({ line, variant }) => ({
    line: {
      ...line,
      unitPriceHtCents: frozen.get(line.id)!.unit,
      assemblyUnitPriceHtCents: frozen.get(line.id)!.assembly,
      backorderedQuantity: backorderedByLine.get(line.id) ?? 0,
    },
    variant,
  }));
  return { order, pricing, lines: placedLines };
}
